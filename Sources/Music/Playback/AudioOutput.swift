/// Where the player's sound goes: a real decoder and device (`MusicAudio`'s SDL2_mixer
/// output), or `SilentOutput` where there is no device, in tests and in headless renders.
@MainActor
public protocol AudioOutput: AnyObject {
    /// Loads the file at `path` and plays it from `position` seconds (paused when `paused`).
    /// - Throws: `PlaybackError` naming why the file cannot be played.
    func load(_ path: String, from position: Double, paused: Bool) throws(PlaybackError)
    func pause()
    func resume()
    func seek(to position: Double)
    /// Where playback is in the loaded file, in seconds.
    var position: Double { get }
    /// True once the loaded file has played to its end.
    var hasFinished: Bool { get }
    /// From 0 to 1.
    var volume: Double { get set }
    /// Moves the output's clock on to `time` (seconds, the host's clock); a real device keeps
    /// its own time and ignores it.
    func update(at time: Double)
}

/// Why a track cannot be played.
public struct PlaybackError: Error, Equatable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// An output that plays nothing but keeps time: the position moves with the clock given to
/// `update(at:)` while it plays, and the track ends at its length. A host without an audio
/// device plays through it, and tests and scripted renders are exact with it.
@MainActor
public final class SilentOutput: AudioOutput {
    /// The length of each file (from its tags); a file not listed cannot be loaded.
    public var durations: [String: Double]
    public private(set) var loaded: String?
    public private(set) var isPaused = true
    public private(set) var position = 0.0
    public var volume = 1.0
    private var clock: Double?

    public init(durations: [String: Double] = [:]) { self.durations = durations }

    public func load(_ path: String, from position: Double, paused: Bool) throws(PlaybackError) {
        guard durations[path] != nil else { throw PlaybackError("cannot play \(path): the file is gone") }
        loaded = path
        isPaused = paused
        self.position = position
    }

    public func pause() { isPaused = true }
    public func resume() { isPaused = loaded == nil }
    public func seek(to position: Double) { self.position = max(0, min(position, length)) }
    public var hasFinished: Bool { loaded != nil && position >= length }

    public func update(at time: Double) {
        defer { clock = time }
        guard let clock, !isPaused, time > clock else { return }
        position = min(position + time - clock, length)
    }

    private var length: Double { loaded.flatMap { durations[$0] } ?? 0 }
}
