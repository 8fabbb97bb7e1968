import Foundation
import Testing

@testable import Music

/// Files a library may hold that no encoder writes: each is read in a moment, never crashes
/// and never hangs.
@Suite struct HostileFileTests {
    func temporary(_ bytes: Data, _ name: String = "bin") throws -> String {
        let path = NSTemporaryDirectory() + "music-hostile-\(UUID()).\(name)"
        try bytes.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A streamed WAV says 0 for its data's size: the audio runs to the end of the file.
    @Test func aStreamedWAVLastsToTheEndOfItsFile() throws {
        var data = WAVFile.data(samples: [Int16](repeating: 9, count: 8_000), sampleRate: 8_000, channels: 1, info: nil)
        let dataChunk = try #require(data.range(of: Data("data".utf8)))
        data.replaceSubrange((dataChunk.upperBound)..<(dataChunk.upperBound + 4), with: [0, 0, 0, 0])
        let path = try temporary(data, "wav")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try AudioTags.read(path: path).duration == 1)
    }

    /// A RIFF file of a million empty chunks before any audio stops after a thousand.
    @Test func aMillionEmptyChunksAreNotWalked() throws {
        var data = Data("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8)
        data.append(Data(repeating: 0, count: 8_000_000))
        let path = try temporary(data, "wav")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let start = Date()
        #expect(throws: TagError.truncated) { try AudioTags.read(path: path) }
        #expect(Date().timeIntervalSince(start) < 2)
    }

    /// ID3v1 at the end only fills what the ID3v2 tag at the start left out.
    @Test func anOldID3v1TagDoesNotOverwriteID3v2() throws {
        var data = try Data(contentsOf: URL(fileURLWithPath: AudioTagsTests.fixtures + "/tagged.mp3"))
        if data.suffix(128).starts(with: Data("TAG".utf8)) { data.removeLast(128) }
        var v1 = Data("TAG".utf8)
        for field in ["Old Title", "Old Artist", "Old Album"] {
            v1.append(Data(field.utf8) + Data(repeating: 0, count: 30 - field.utf8.count))
        }
        v1.append(Data("1990".utf8) + Data(repeating: 0, count: 30) + [0])
        let path = try temporary(data + v1, "mp3")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let tags = try AudioTags.read(path: path)
        #expect(tags.title == "MP3 Title")
        #expect(tags.album == "MP3 Album")
        #expect(tags.year == 2018)
    }

    /// A FIFO named like a song is refused at once instead of blocking the scan forever.
    @Test func aPipeIsRefusedNotWaitedOn() throws {
        let path = NSTemporaryDirectory() + "music-fifo-\(UUID()).mp3"
        #expect(mkfifo(path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: TagError.unreadable("cannot open the file")) { try AudioTags.read(path: path) }
    }

    /// A FLAC file that an older tagger prefixed with an ID3v2 tag is still FLAC.
    @Test func aFLACStreamAfterAnID3TagIsRead() throws {
        let flac = try Data(contentsOf: URL(fileURLWithPath: AudioTagsTests.fixtures + "/tagged.flac"))
        let id3 = Data("ID3".utf8) + [3, 0, 0, 0, 0, 0, 10] + Data(repeating: 0, count: 10)
        let path = try temporary(id3 + flac, "flac")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let tags = try AudioTags.read(path: path)
        #expect(tags.format == .flac)
        #expect(tags.title == "Fjord Song")
        #expect(tags.duration == 1)
    }
}
