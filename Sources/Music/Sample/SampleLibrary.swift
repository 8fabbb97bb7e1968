import Foundation

/// The library a new user hears at once when their music folder is empty: four albums of short
/// synthesized tracks, written as real WAV files with tags, each album in a folder of its own
/// with its cover beside the tracks (`cover.png`, drawn by the caller).
public enum SampleLibrary {
    public struct Album: Sendable {
        public var title: String
        public var artist: String
        public var year: Int
        /// The cover's colour, a hue from 0 to 1, and its SF Symbol.
        public var hue: Double
        public var symbol: String
        public var synthesizer: Synthesizer
        public var tracks: [String]
    }

    public static let albums: [Album] = [
        Album(
            title: "Glass Harbor", artist: "The Refractions", year: 2025, hue: 0.55, symbol: "water.waves",
            synthesizer: Synthesizer(root: 72, isMinor: false, tempo: 96),
            tracks: ["Morning Meniscus", "Specular", "Low Tide Bloom"]),
        Album(
            title: "Night Dotfield", artist: "Aurora Grid", year: 2024, hue: 0.78, symbol: "sparkles",
            synthesizer: Synthesizer(root: 69, isMinor: true, tempo: 84),
            tracks: ["Thirty Thousand Points", "Drift", "Ripple Away"]),
        Album(
            title: "Springs & Dampers", artist: "Critical Damping", year: 2026, hue: 0.08, symbol: "bolt.fill",
            synthesizer: Synthesizer(root: 67, isMinor: false, tempo: 124),
            tracks: ["Response 0.3", "Overshoot", "Settle Down"]),
        Album(
            title: "Liquid Hours", artist: "Meniscus", year: 2023, hue: 0.33, symbol: "leaf.fill",
            synthesizer: Synthesizer(root: 62, isMinor: true, tempo: 72),
            tracks: ["Still Water", "Frosted", "Clear Glass"]),
    ]

    /// Writes every album into `folder` (made if needed): `Artist/Album/NN Title.wav` and the
    /// album's `cover.png`, drawn by `cover` at the path it is given. Nothing is overwritten:
    /// a file already there is kept.
    public static func write(
        to folder: String, secondsPerTrack: Double = 24, cover: (Album, String) throws -> Void
    ) throws {
        for (albumIndex, album) in albums.enumerated() {
            let directory = "\(folder)/\(album.artist)/\(album.title)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let coverPath = directory + "/cover.png"
            if !FileManager.default.fileExists(atPath: coverPath) { try cover(album, coverPath) }
            for (index, title) in album.tracks.enumerated() {
                let path = String(format: "%@/%02d %@.wav", directory, index + 1, title)
                guard !FileManager.default.fileExists(atPath: path) else { continue }
                let samples = album.synthesizer.render(
                    seed: UInt64(albumIndex * 100 + index), seconds: max(1, secondsPerTrack - Double(index * 2)))
                let info = WAVFile.Info(
                    title: title, artist: album.artist, album: album.title, trackNumber: index + 1, year: album.year)
                let data = WAVFile.data(
                    samples: samples, sampleRate: album.synthesizer.sampleRate, channels: 1, info: info)
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            }
        }
    }
}
