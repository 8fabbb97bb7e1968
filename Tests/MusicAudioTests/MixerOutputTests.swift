import Foundation
import Music
import Testing

@testable import MusicAudio

/// Real playback, headless: SDL's disk audio driver writes every sample the device would play
/// to a file, and that file must hold the track's own samples, in order, bit for bit.
@MainActor @Suite(.serialized) struct MixerOutputTests {
    /// Half a second of 44.1 kHz stereo whose every sample differs from its neighbours, so
    /// that a dropped, repeated or reordered sample shows.
    static let samples: [Int16] = (0..<22_050 * 2).map { index in
        Int16(truncatingIfNeeded: (index * 7_919 + index * index % 3_001) % 24_000 - 12_000)
    }

    /// Plays the samples through the disk driver, loaded paused and resumed `after` seconds
    /// later when `paused`; the samples the device was given.
    func play(paused: Bool, after wait: Double = 0) throws -> [Int16] {
        let folder = NSTemporaryDirectory() + "music-disk-\(UUID())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let track = folder + "/track.wav"
        try WAVFile.data(samples: Self.samples, sampleRate: 44_100, channels: 2, info: nil)
            .write(to: URL(fileURLWithPath: track))
        let written = folder + "/device.raw"
        setenv("SDL_DISKAUDIOFILE", written, 1)
        setenv("SDL_DISKAUDIODELAY", "0", 1)

        do {
            let output = try MixerOutput(driver: "disk")
            #expect(output.driver == "disk")
            try output.load(track, duration: 0.5, from: 0, paused: paused)
            if paused {
                Thread.sleep(forTimeInterval: wait)
                #expect(output.position == 0 && !output.hasFinished)
                output.resume()
            }
            let deadline = Date().addingTimeInterval(20)
            while !output.hasFinished, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            #expect(output.hasFinished)
            // The device asked for buffers: at least the track's 0.5 s in 46 ms chunks.
            #expect(output.callbacks >= 10)
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: written))
        return bytes.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    /// The device's samples are the track's, in order, bit for bit, from its first sample,
    /// however long silence came before (a track loaded paused starts when it resumes).
    func expectTheTrack(in device: [Int16]) throws {
        let start = try #require(device.firstIndex { $0 != 0 })
        #expect(device[start] == Self.samples.first { $0 != 0 })
        let played = Array(device[start...].prefix(Self.samples.count))
        let expected = Array(Self.samples.drop { $0 == 0 })
        #expect(played.count >= expected.count)
        let differing = zip(played, expected).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) of \(expected.count) samples differ")
    }

    @Test func theSamplesWrittenAreTheTracks() throws {
        try expectTheTrack(in: play(paused: false))
    }

    /// Loaded paused, the track waits at its first sample, and plays from it on resuming.
    @Test func aTrackLoadedPausedStartsAtItsFirstSample() throws {
        try expectTheTrack(in: play(paused: true, after: 0.2))
    }

    @Test func aFileThatDoesNotDecodeIsNamedNotPlayed() throws {
        setenv("SDL_DISKAUDIOFILE", "/dev/null", 1)
        let output = try MixerOutput(driver: "disk")
        let path = NSTemporaryDirectory() + "music-junk-\(UUID()).mp3"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(repeating: 0x42, count: 1000).write(to: URL(fileURLWithPath: path))
        #expect(throws: PlaybackError.self) { try output.load(path, duration: 1, from: 0, paused: false) }
    }
}
