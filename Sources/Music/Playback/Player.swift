import Foundation
import GlassCore
import Observation

/// The music player: a queue of the library's tracks played through an `AudioOutput`, with
/// play and pause, next and previous, scrubbing, volume, repeat and shuffle. Its state (the
/// queue, the track's position, volume, modes) is saved in the library's store and comes back
/// on the next start, paused where it was.
@MainActor @Observable
public final class Player {
    public private(set) var queue = PlayQueue()
    public private(set) var isPlaying = false
    /// Where the current track is, in seconds.
    public private(set) var elapsed = 0.0
    /// The last track that could not be played, and why (shown until the next track plays).
    public private(set) var problem: String?
    /// Why the player's state could not be saved, if it could not (the music plays on).
    public private(set) var saveProblem: String?
    /// From 0 to 1; anything else is brought into range.
    public var volume = 1.0 {
        didSet {
            let clamped = max(0, min(volume.isFinite ? volume : 1, 1))
            // Brought into range, the value comes through here once more, and is applied then.
            guard clamped == volume else {
                volume = clamped
                return
            }
            output.volume = clamped
            save()
        }
    }

    /// Every track the queue may refer to, by id.
    public private(set) var library: [Int64: Track]
    @ObservationIgnored let output: any AudioOutput
    @ObservationIgnored let store: MusicStore?
    @ObservationIgnored private var seed: UInt64
    @ObservationIgnored private var lastSave = 0.0

    /// "Previous" within this many seconds of a track's start goes back a track; later, it
    /// restarts the track, as on iOS.
    public static let restartThreshold = 3.0

    /// - Parameter seed: where shuffled orders start; a host passes one of its own each
    ///   session (the clock), so that sessions shuffle differently, and a test fixes it.
    public init(library: [Track], output: any AudioOutput, store: MusicStore? = nil, seed: UInt64 = 0x5EED) {
        self.library = Dictionary(library.map { ($0.id, $0) }) { first, _ in first }
        self.output = output
        self.store = store
        self.seed = seed
        restore()
    }

    public var current: Track? { queue.current.flatMap { library[$0] } }

    /// Plays `tracks` from `index`, as a tap on a song does, shuffled or not as asked (by
    /// default as shuffle is now). Shuffling from no particular track (`index` nil) starts at
    /// a random one.
    public func play(_ tracks: [Track], startingAt index: Int?, shuffled: Bool? = nil) {
        guard !tracks.isEmpty else { return }
        seed &+= 1
        let shuffles = shuffled ?? queue.isShuffled
        var random = SplitMix64(seed: seed &+ 0x9E37)
        let first = index ?? (shuffles ? Int(random.next() % UInt64(tracks.count)) : 0)
        queue.play(tracks.map(\.id), startingAt: first, shuffled: shuffles, seed: seed)
        start(at: 0, paused: false)
    }

    public func togglePlayPause() {
        guard current != nil else { return }
        if isPlaying {
            output.pause()
            isPlaying = false
        } else if output.hasFinished || problem != nil {
            // The track ended, or could not be loaded: play it (again) from the start.
            start(at: 0, paused: false)
        } else {
            output.resume()
            isPlaying = true
        }
        save()
    }

    public func next() {
        if queue.skipForward() {
            start(at: 0, paused: !isPlaying)
        } else {
            start(at: 0, paused: true)
        }
    }

    public func previous() {
        if elapsed > Self.restartThreshold {
            seek(to: 0)
        } else {
            queue.skipBackward()
            start(at: 0, paused: !isPlaying)
        }
    }

    /// Scrubs to `seconds` (kept inside the track).
    public func seek(to seconds: Double) {
        guard let current, seconds.isFinite else { return }
        elapsed = max(0, min(seconds, current.duration > 0 ? current.duration : seconds))
        output.seek(to: elapsed)
        save()
    }

    public func cycleRepeatMode() {
        queue.repeatMode = queue.repeatMode.next
        save()
    }

    public func toggleShuffle() {
        seed &+= 1
        queue.setShuffled(!queue.isShuffled, seed: seed)
        save()
    }

    /// Follows the output at `time`: the position for the scrubber, and the next track when
    /// one ends.
    public func update(at time: Double) {
        output.update(at: time)
        guard current != nil else { return }
        if isPlaying, output.hasFinished {
            if queue.trackFinished() {
                start(at: 0, paused: false)
            } else {
                start(at: 0, paused: true)
            }
            return
        }
        elapsed = output.position
        if isPlaying, abs(time - lastSave) >= 5 {
            lastSave = time
            save()
        }
    }

    /// Takes a rescanned library: tracks gone leave the queue; what plays keeps playing.
    public func replaceLibrary(_ tracks: [Track]) {
        library = Dictionary(tracks.map { ($0.id, $0) }) { first, _ in first }
        let playing = queue.current
        queue.keep { library[$0] != nil }
        if queue.current != playing { start(at: 0, paused: true) }
        save()
    }

    private func start(at position: Double, paused: Bool) {
        guard let current else {
            output.pause()
            isPlaying = false
            elapsed = 0
            save()
            return
        }
        do {
            try output.load(current.path, duration: current.duration, from: position, paused: paused)
            problem = nil
            isPlaying = !paused
            elapsed = position
        } catch {
            problem = "“\(current.title)” cannot be played: \(error)"
            isPlaying = false
            elapsed = 0
        }
        save()
    }

    // MARK: Saved state

    private struct Saved: Codable {
        var queue: PlayQueue
        var elapsed: Double
        var volume: Double
    }

    static let settingKey = "player"

    /// Writes the state; a failure to save is not worth stopping the music for, so it is kept
    /// to show.
    private func save() {
        guard let store, let data = try? JSONEncoder().encode(Saved(queue: queue, elapsed: elapsed, volume: volume))
        else { return }
        do {
            try store.save(settings: [Self.settingKey: String(decoding: data, as: UTF8.self)])
            saveProblem = nil
        } catch {
            saveProblem = "the player's state could not be saved: \(error)"
        }
    }

    /// Reads the saved state back, paused, dropping tracks no longer in the library. A saved
    /// state that does not decode is ignored (the queue starts empty).
    private func restore() {
        guard let text = try? store?.setting(Self.settingKey),
            let saved = try? JSONDecoder().decode(Saved.self, from: Data(text.utf8))
        else { return }
        queue = saved.queue
        queue.keep { library[$0] != nil }
        if current != nil { start(at: saved.elapsed.isFinite ? max(0, saved.elapsed) : 0, paused: true) }
        volume = saved.volume
    }
}
