import Foundation
import Testing

@testable import Music

/// The tag reader against real files: the fixtures were written by Debian's own encoders
/// (flac, oggenc, opusenc, lame) from one second of a 440 Hz tone at 8 kHz, with tags and a
/// 4×4 red PNG as cover, so they are what a user's library holds.
@Suite struct AudioTagsTests {
    static let fixtures = Bundle.module.resourcePath! + "/Fixtures"
    static let red = FileManager.default.contents(atPath: fixtures + "/red.png")!

    @Test func flacCommentsPictureAndSampleCount() throws {
        let tags = try AudioTags.read(path: Self.fixtures + "/tagged.flac", artwork: true)
        #expect(tags.format == .flac)
        #expect(tags.title == "Fjord Song")
        #expect(tags.artist == "Ørjan & Co")
        #expect(tags.album == "North")
        #expect(tags.trackNumber == 3)
        #expect(tags.year == 2021)
        #expect(tags.duration == 1)
        #expect(tags.hasArtwork)
        #expect(tags.artwork == Self.red)
    }

    @Test func oggVorbisCommentsAndLastGranule() throws {
        let tags = try AudioTags.read(path: Self.fixtures + "/tagged.ogg")
        #expect(tags.format == .ogg)
        #expect(tags.title == "Ogg Title")
        #expect(tags.artist == "Ogg Artist")
        #expect(tags.album == "Ogg Album")
        #expect(tags.trackNumber == 7)
        #expect(tags.year == 2019)
        #expect(abs((tags.duration ?? 0) - 1) < 0.001)
        #expect(!tags.hasArtwork)
    }

    @Test func oggOpusWithItsPictureAsBase64Comment() throws {
        let tags = try AudioTags.read(path: Self.fixtures + "/tagged.opus", artwork: true)
        #expect(tags.title == "Opus Title")
        #expect(tags.artist == "Opus Artist")
        #expect(tags.trackNumber == 2)
        #expect(abs((tags.duration ?? 0) - 1) < 0.001)
        #expect(tags.artwork == Self.red)
    }

    @Test func mp3ID3v2FramesAndInfoFrameCount() throws {
        let tags = try AudioTags.read(path: Self.fixtures + "/tagged.mp3", artwork: true)
        #expect(tags.format == .mp3)
        #expect(tags.title == "MP3 Title")
        #expect(tags.artist == "MP3 Artist")
        #expect(tags.album == "MP3 Album")
        #expect(tags.trackNumber == 5)
        #expect(tags.year == 2018)
        #expect(tags.artwork == Self.red)
        // The Info frame's count less LAME's encoder delay and padding: the tone's second exactly.
        #expect(abs((tags.duration ?? 0) - 1) < 0.001)
    }

    @Test func variableBitRateMP3() throws {
        let tags = try AudioTags.read(path: Self.fixtures + "/vbr.mp3")
        #expect(tags.title == "VBR Title")
        #expect(abs((tags.duration ?? 0) - 1) < 0.001)
    }

    @Test func wavWrittenByTheSampleLibraryReadsBack() throws {
        let info = WAVFile.Info(
            title: "Specular", artist: "The Refractions", album: "Glass Harbor", trackNumber: 2, year: 2025)
        let data = WAVFile.data(
            samples: [Int16](repeating: 1000, count: 22_050 * 3), sampleRate: 22_050, channels: 1, info: info)
        let path = NSTemporaryDirectory() + "music-tags-\(UUID()).wav"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try data.write(to: URL(fileURLWithPath: path))
        let tags = try AudioTags.read(path: path)
        #expect(tags.format == .wav)
        #expect(tags.title == "Specular")
        #expect(tags.artist == "The Refractions")
        #expect(tags.album == "Glass Harbor")
        #expect(tags.trackNumber == 2)
        #expect(tags.year == 2025)
        #expect(tags.duration == 3)
    }

    @Test(arguments: [
        ("empty", Data(), TagError.notAudio),
        ("text", Data("hello, this is not music at all".utf8), .notAudio),
        ("flac cut in its header", Data("fLaC".utf8) + [0x00, 0x00, 0x00], .truncated),
        (
            "riff that is no wave", Data("RIFF\u{0}\u{0}\u{0}\u{0}AVI ".utf8),
            .unsupported("a RIFF file that is not WAVE")
        ),
    ])
    func damagedFilesAreReportedNotCrashed(name: String, bytes: Data, error: TagError) throws {
        let path = NSTemporaryDirectory() + "music-bad-\(UUID()).bin"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(throws: error) { try AudioTags.read(path: path) }
    }

    /// Every prefix of every fixture is read without a crash: each gives tags or a `TagError`.
    @Test func everyTruncationOfARealFileFailsCleanly() throws {
        for name in ["tagged.flac", "tagged.ogg", "tagged.opus", "tagged.mp3"] {
            let whole = FileManager.default.contents(atPath: Self.fixtures + "/" + name)!
            let path = NSTemporaryDirectory() + "music-cut-\(UUID())-\(name)"
            defer { try? FileManager.default.removeItem(atPath: path) }
            for length in stride(from: 0, to: whole.count, by: 97) {
                try whole.prefix(length).write(to: URL(fileURLWithPath: path))
                _ = try? AudioTags.read(path: path, artwork: true)
            }
        }
    }

    @Test func aFolderOrMissingFileIsUnreadable() {
        #expect(throws: TagError.unreadable("cannot open the file")) {
            try AudioTags.read(path: NSTemporaryDirectory())
        }
        #expect(throws: TagError.unreadable("cannot open the file")) { try AudioTags.read(path: "/nonexistent/x.mp3") }
    }

    @Test func trackNumbersAndTitlesFromFileNames() {
        #expect(AudioTags.number("3/12") == 3)
        #expect(AudioTags.number("03") == 3)
        #expect(AudioTags.number("side A") == nil)
        #expect(Track.title(fromFileName: "/m/03 - Song Name.mp3") == "Song Name")
        #expect(Track.title(fromFileName: "/m/1999.flac") == "1999")
    }
}
