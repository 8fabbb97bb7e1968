import Foundation

/// Where the player's sound goes: a real decoder and device (`MusicAudio`'s SDL2_mixer
/// output), or `SilentOutput` where there is no device, in tests and in headless renders.
@MainActor
public protocol AudioOutput: AnyObject {
    /// Loads the file at `path`, `duration` seconds long by its tags, and plays it from
    /// `position` seconds (paused when `paused`).
    /// - Throws: `PlaybackError` naming why the file cannot be played.
    func load(_ path: String, duration: Double, from position: Double, paused: Bool) throws(PlaybackError)
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
/// `update(at:)` while it plays, and the track ends at its length. After a load or a resume
/// the clock starts again at the next update (the host's next tick), so a pause, when the host
/// stops calling, does not count as played. A host without an audio
/// device plays through it, and tests and scripted renders are exact with it.
@MainActor
public final class SilentOutput: AudioOutput {
    /// Whether a file must exist to be played (a test's tracks need not).
    public let checksFiles: Bool
    public private(set) var loaded: String?
    public private(set) var isPaused = true
    public private(set) var position = 0.0
    public var volume = 1.0
    private var length = 0.0
    private var clock: Double?

    public init(checksFiles: Bool = true) { self.checksFiles = checksFiles }

    public func load(_ path: String, duration: Double, from position: Double, paused: Bool) throws(PlaybackError) {
        if checksFiles, !FileManager.default.fileExists(atPath: path) { throw PlaybackError("the file is gone") }
        guard duration > 0, duration.isFinite else { throw PlaybackError("its length is unknown") }
        loaded = path
        length = duration
        isPaused = paused
        self.position = min(max(position, 0), duration)
        clock = nil
    }

    public func pause() { isPaused = true }

    /// Resumes; the time the output was paused does not count (the clock restarts at the next
    /// `update`).
    public func resume() {
        isPaused = loaded == nil
        clock = nil
    }
    public func seek(to position: Double) { self.position = max(0, min(position, length)) }
    public var hasFinished: Bool { loaded != nil && position >= length }

    public func update(at time: Double) {
        defer { clock = time }
        guard let clock, !isPaused, time > clock else { return }
        position = min(position + time - clock, length)
    }
}
