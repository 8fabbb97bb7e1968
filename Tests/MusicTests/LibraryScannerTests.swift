import Foundation
import GlassDatabase
import Testing

@testable import Music

/// The scan into the library cache: what it reads, what it skips and why, and what a rescan
/// reads again (only what changed).
@Suite struct LibraryScannerTests {
    let folder = NSTemporaryDirectory() + "music-scan-\(UUID())"
    var storePath: String { folder + "-library.sqlite" }

    init() throws {
        try FileManager.default.createDirectory(atPath: folder + "/North", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Misc", withIntermediateDirectories: true)
        let fixtures = AudioTagsTests.fixtures
        for (name, into) in [("tagged.flac", "North"), ("tagged.mp3", "Misc"), ("tagged.ogg", "Misc")] {
            try FileManager.default.copyItem(atPath: "\(fixtures)/\(name)", toPath: "\(folder)/\(into)/\(name)")
        }
        try FileManager.default.copyItem(atPath: fixtures + "/red.png", toPath: folder + "/Misc/Cover.PNG")
        try Data("not audio at all".utf8).write(to: URL(fileURLWithPath: folder + "/Misc/broken.mp3"))
        try Data("notes".utf8).write(to: URL(fileURLWithPath: folder + "/Misc/readme.txt"))
    }

    func cleanUp() {
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.removeItem(atPath: storePath)
    }

    @Test func readsTagsSkipsWhatIsNotAudioAndFindsCovers() throws {
        defer { cleanUp() }
        let store = try MusicStore(path: storePath)
        var reports: [LibraryScanner.Progress] = []
        let summary = try LibraryScanner(folder: folder, store: store).scan { reports.append($0) }
        #expect(summary == LibraryScanner.Progress(done: 4, total: 4, added: 3, skipped: 1))
        #expect(reports.last == summary)
        let tracks = try store.tracks().sorted { $0.title < $1.title }
        #expect(tracks.map(\.title) == ["Fjord Song", "MP3 Title", "Ogg Title"])
        #expect(tracks[0].artwork == .embedded(folder + "/North/tagged.flac"))
        #expect(tracks[2].artwork == .file(folder + "/Misc/Cover.PNG"))
        #expect(try store.skipped().map(\.path) == [folder + "/Misc/broken.mp3"])
        #expect(try store.skipped().first?.reason == "not a WAV, MP3, FLAC or Ogg file")
    }

    @Test func aRescanReadsOnlyWhatChangedAndKeepsIDs() throws {
        defer { cleanUp() }
        let store = try MusicStore(path: storePath)
        let scanner = LibraryScanner(folder: folder, store: store)
        try scanner.scan()
        let ids = Dictionary(uniqueKeysWithValues: try store.tracks().map { ($0.path, $0.id) })
        #expect(try scanner.scan() == LibraryScanner.Progress(done: 4, total: 4))

        try FileManager.default.removeItem(atPath: folder + "/Misc/tagged.ogg")
        try FileManager.default.copyItem(
            atPath: AudioTagsTests.fixtures + "/tagged.opus", toPath: folder + "/North/tagged.opus")
        let later = Date().addingTimeInterval(60)
        try FileManager.default.setAttributes(
            [.modificationDate: later], ofItemAtPath: folder + "/North/tagged.flac")
        #expect(try scanner.scan() == LibraryScanner.Progress(done: 4, total: 4, added: 1, updated: 1, removed: 1))
        let tracks = try store.tracks()
        #expect(Set(tracks.map(\.title)) == ["Fjord Song", "MP3 Title", "Opus Title"])
        #expect(tracks.first { $0.title == "Fjord Song" }?.id == ids[folder + "/North/tagged.flac"])
    }

    @Test func aFileRepairedOnDiskLeavesTheSkippedList() throws {
        defer { cleanUp() }
        let store = try MusicStore(path: storePath)
        let scanner = LibraryScanner(folder: folder, store: store)
        try scanner.scan()
        try FileManager.default.removeItem(atPath: folder + "/Misc/broken.mp3")
        try FileManager.default.copyItem(
            atPath: AudioTagsTests.fixtures + "/vbr.mp3", toPath: folder + "/Misc/broken.mp3")
        try scanner.scan()
        #expect(try store.skipped().isEmpty)
        #expect(try store.tracks().contains { $0.title == "VBR Title" })
    }

    @Test func aMissingOrWrongFolderIsNamed() throws {
        defer { cleanUp() }
        let store = try MusicStore(path: storePath)
        #expect(throws: ScanError.self) { try LibraryScanner(folder: folder + "/nope", store: store).scan() }
        do {
            try LibraryScanner(folder: folder + "/Misc/readme.txt", store: store).scan()
        } catch {
            #expect(error.description == "the music folder '\(folder)/Misc/readme.txt' is a file, not a folder")
        }
    }

    @Test func aDamagedCacheIsKeptAside() throws {
        defer { cleanUp() }
        try Data(repeating: 0x5A, count: 4096).write(to: URL(fileURLWithPath: storePath))
        #expect {
            _ = try MusicStore(path: storePath)
        } throws: { error in
            guard case .corrupt(_, let movedTo, _) = error as? StoreError else { return false }
            defer { try? FileManager.default.removeItem(atPath: movedTo) }
            return FileManager.default.fileExists(atPath: movedTo)
        }
    }
}
