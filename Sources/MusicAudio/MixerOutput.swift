import CSDLMixer
import Foundation
import Music
import Synchronization

/// The player's real output: SDL2_mixer decodes the file (WAV, MP3, FLAC, Ogg Vorbis and
/// Opus, through Debian's decoders) and plays it on SDL's audio device at 44.1 kHz, 16-bit
/// stereo. SDL_mixer plays one piece of music at a time, so one output exists at a time.
@MainActor
public final class MixerOutput: AudioOutput {
    private var music: OpaquePointer?
    private var musicVolume = 1.0
    /// The driver SDL chose ("pulseaudio", "alsa", "disk"…).
    public let driver: String

    /// Opens the audio device.
    /// - Parameter driver: an SDL audio driver to use instead of the system's choice (the
    ///   tests use "disk", which writes the samples to `SDL_DISKAUDIOFILE`).
    /// - Throws: `PlaybackError` when no audio device can be opened.
    public init(driver: String? = nil) throws(PlaybackError) {
        if let driver { SDL_SetHint(SDL_HINT_AUDIODRIVER, driver) }
        guard SDL_InitSubSystem(SDL_INIT_AUDIO) == 0 else { throw Self.error("no audio device") }
        _ = Mix_Init(
            Int32(MIX_INIT_FLAC.rawValue | MIX_INIT_MP3.rawValue | MIX_INIT_OGG.rawValue | MIX_INIT_OPUS.rawValue))
        guard Mix_OpenAudio(44_100, UInt16(AUDIO_S16SYS), 2, Self.chunk) == 0 else {
            let problem = Self.error("the audio device cannot be opened")
            SDL_QuitSubSystem(SDL_INIT_AUDIO)
            throw problem
        }
        self.driver = SDL_GetCurrentAudioDriver().map { String(cString: $0) } ?? "unknown"
        var frequency: Int32 = 0
        var format: UInt16 = 0
        var channels: Int32 = 0
        Mix_QuerySpec(&frequency, &format, &channels)
        AudioClock.start(periodSeconds: Double(Self.chunk) / Double(max(frequency, 1)))
        Mix_SetPostMix(audioCallback, nil)
    }

    /// Frames in each buffer the device asks for: 46 ms at 44.1 kHz.
    static let chunk: Int32 = 2_048

    /// How many buffers the device has asked for since the output opened.
    public var callbacks: Int { AudioClock.callbacks.load(ordering: .relaxed) }

    /// How many of them came more than half a buffer late (the audio thread starved: on a
    /// sound card the buffer before ran dry, an audible gap).
    public var underruns: Int { AudioClock.underruns.load(ordering: .relaxed) }

    isolated deinit {
        Mix_SetPostMix(nil, nil)
        Mix_HaltMusic()
        if let music { Mix_FreeMusic(music) }
        Mix_CloseAudio()
        Mix_Quit()
        SDL_QuitSubSystem(SDL_INIT_AUDIO)
    }

    public func load(_ path: String, duration: Double, from position: Double, paused: Bool) throws(PlaybackError) {
        Mix_HaltMusic()
        if let music { Mix_FreeMusic(music) }
        music = Mix_LoadMUS(path)
        guard music != nil else { throw Self.error("the file cannot be decoded") }
        // A track loaded paused starts when it resumes: the audio thread mixes whenever the
        // device asks, even between two calls here, and a track started and then paused (or
        // started silent and then turned up) lost the buffer mixed in between, 46 ms of it.
        pendingStart = max(position, 0)
        if !paused { try start() }
    }

    /// Where a track loaded paused will start, until it does.
    private var pendingStart: Double?

    /// Starts the loaded track at its pending position and volume, in one call.
    private func start() throws(PlaybackError) {
        guard let music, let position = pendingStart else { return }
        pendingStart = nil
        applyVolume()
        if Mix_FadeInMusicPos(music, 0, 0, position) != 0 {
            // A format that cannot seek plays from its start.
            guard position > 0, Mix_PlayMusic(music, 0) == 0 else { throw Self.error("it cannot be started") }
        }
    }

    public func pause() { Mix_PauseMusic() }

    public func resume() {
        guard pendingStart != nil else {
            Mix_ResumeMusic()
            return
        }
        // Loading found the file decodes; should it not start now, it stays silent, as a
        // track whose decoder gives up halfway does.
        try? start()
    }

    public func seek(to position: Double) {
        guard music != nil else { return }
        if pendingStart != nil {
            pendingStart = max(0, position)
        } else {
            Mix_SetMusicPosition(max(0, position))
        }
    }

    public var position: Double {
        guard let music else { return 0 }
        return pendingStart ?? max(0, Mix_GetMusicPosition(music))
    }

    public var hasFinished: Bool { music != nil && pendingStart == nil && Mix_PlayingMusic() == 0 }

    public var volume: Double {
        get { musicVolume }
        set {
            musicVolume = max(0, min(newValue.isFinite ? newValue : 1, 1))
            applyVolume()
        }
    }

    public func update(at time: Double) {}

    private func applyVolume() { Mix_VolumeMusic(Int32((musicVolume * Double(MIX_MAX_VOLUME)).rounded())) }

    private static func error(_ what: String) -> PlaybackError {
        PlaybackError("\(what) (\(String(cString: SDL_GetError())))")
    }
}

/// SDL_mixer's post-mix hook, run on SDL's audio thread once a buffer: a plain function, so
/// that no actor isolation is inferred for it (the main actor's check would fail there).
private func audioCallback(_: UnsafeMutableRawPointer?, _: UnsafeMutablePointer<UInt8>?, _: Int32) {
    AudioClock.tick()
}

/// The audio thread's timing, kept where SDL's C callback (which carries no context) can reach
/// it: the callbacks counted, and those that came more than 1.5 buffer periods after the one
/// before. Atomics, as the audio thread writes what the main thread reads.
private enum AudioClock {
    static let callbacks = Atomic<Int>(0)
    static let underruns = Atomic<Int>(0)
    static let last = Atomic<UInt64>(0)
    static let limit = Atomic<UInt64>(0)

    static func start(periodSeconds: Double) {
        callbacks.store(0, ordering: .relaxed)
        underruns.store(0, ordering: .relaxed)
        last.store(0, ordering: .relaxed)
        limit.store(UInt64(periodSeconds * 1.5 * 1e9), ordering: .relaxed)
    }

    static func tick() {
        let now = DispatchTime.now().uptimeNanoseconds
        let before = last.exchange(now, ordering: .relaxed)
        callbacks.add(1, ordering: .relaxed)
        if before != 0, now > before, now - before > limit.load(ordering: .relaxed) {
            underruns.add(1, ordering: .relaxed)
        }
    }
}
