import Foundation
import Testing

@testable import Music

/// The library a new user finds: real WAV files with tags, covers beside them, music in them.
@Suite struct SampleLibraryTests {
    @Test func writesFourTaggedAlbumsThatScanIntoTwelveTracks() throws {
        let folder = NSTemporaryDirectory() + "music-sample-\(UUID())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var covers: [String] = []
        try SampleLibrary.write(to: folder, secondsPerTrack: 3) { album, path in
            covers.append(album.title)
            try AudioTagsTests.red.write(to: URL(fileURLWithPath: path))
        }
        #expect(covers == ["Glass Harbor", "Night Dotfield", "Springs & Dampers", "Liquid Hours"])
        let store = try MusicStore(path: folder + "/library.sqlite")
        #expect(try LibraryScanner(folder: folder, store: store).scan().added == 12)
        let albums = Album.grouping(try store.tracks())
        #expect(albums.map(\.title) == ["Glass Harbor", "Liquid Hours", "Night Dotfield", "Springs & Dampers"])
        let harbor = albums[0]
        #expect(harbor.artist == "The Refractions")
        #expect(harbor.year == 2025)
        #expect(harbor.tracks.map(\.title) == ["Morning Meniscus", "Specular", "Low Tide Bloom"])
        #expect(harbor.tracks.map(\.duration) == [3, 1, 1])
        #expect(harbor.artwork == .file(folder + "/The Refractions/Glass Harbor/cover.png"))

        // Written once: a second run keeps every file as it is.
        let before = try FileManager.default.attributesOfItem(atPath: harbor.tracks[0].path)[.modificationDate] as? Date
        try SampleLibrary.write(to: folder, secondsPerTrack: 3) { _, _ in Issue.record("a cover was redrawn") }
        #expect(
            try FileManager.default.attributesOfItem(atPath: harbor.tracks[0].path)[.modificationDate] as? Date
                == before)
    }

    @Test func theSynthesizerPlaysTheSameMusicForTheSameSeed() {
        let synthesizer = SampleLibrary.albums[0].synthesizer
        let track = synthesizer.render(seed: 7, seconds: 4)
        #expect(track.count == 4 * 22_050)
        #expect(track == synthesizer.render(seed: 7, seconds: 4))
        #expect(track != synthesizer.render(seed: 8, seconds: 4))
        // Audible, not clipped: a loudness well above silence, peaks inside the 16-bit range.
        let rms = (track.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(track.count)).squareRoot()
        #expect(rms > 2_000)
        #expect(track.allSatisfy { abs(Int($0)) < 32_767 })
    }
}
