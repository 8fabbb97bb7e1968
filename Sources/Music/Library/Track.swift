import Foundation

/// One audio file of the library, with what its tags say (and what the library makes of
/// missing tags: the file's name as title, "Unknown Artist", "Unknown Album").
public struct Track: Identifiable, Hashable, Sendable {
    public var id: Int64
    public var path: String
    public var title: String
    public var artist: String
    public var album: String
    public var albumArtist: String?
    public var trackNumber: Int?
    public var year: Int?
    /// In seconds; 0 when the file did not say.
    public var duration: Double
    public var artwork: Artwork?

    public static let unknownArtist = "Unknown Artist"
    public static let unknownAlbum = "Unknown Album"

    public init(
        id: Int64, path: String, tags: AudioTags, cover: String?
    ) {
        self.id = id
        self.path = path
        title = tags.title ?? Self.title(fromFileName: path)
        artist = tags.artist ?? tags.albumArtist ?? Self.unknownArtist
        album = tags.album ?? Self.unknownAlbum
        albumArtist = tags.albumArtist
        trackNumber = tags.trackNumber
        year = tags.year
        duration = tags.duration ?? 0
        artwork = tags.hasArtwork ? .embedded(path) : cover.map(Artwork.file)
    }

    /// "03 - Song.mp3" reads as "Song": the name without its extension or leading number.
    static func title(fromFileName path: String) -> String {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let trimmed = name.drop { $0.isNumber || $0 == " " || $0 == "-" || $0 == "." || $0 == "_" }
        return trimmed.isEmpty ? name : String(trimmed)
    }
}

/// Where a picture of a track or album is: embedded in the audio file, or a file beside it
/// (`cover.jpg`, `cover.png`, `folder.jpg`).
public enum Artwork: Hashable, Sendable {
    case embedded(String)
    case file(String)

    /// The picture's bytes.
    /// - Throws: `TagError` when the file cannot be read or no longer holds a picture.
    public func data() throws(TagError) -> Data {
        switch self {
        case .embedded(let path):
            guard let data = try AudioTags.read(path: path, artwork: true).artwork else {
                throw .unsupported("the file has no picture")
            }
            return data
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path) else {
                throw .unreadable("cannot open \(path)")
            }
            return data
        }
    }
}

/// The tracks sharing an album title and album artist, in track order.
public struct Album: Identifiable, Hashable, Sendable {
    public var id: String { "\(artist)\u{1F}\(title)" }
    public var title: String
    public var artist: String
    public var year: Int?
    public var tracks: [Track]
    /// The first track's picture.
    public var artwork: Artwork? { tracks.lazy.compactMap(\.artwork).first }
    public var duration: Double { tracks.reduce(0) { $0 + $1.duration } }

    /// Groups `tracks` into albums sorted by title, then artist (ignoring case); the tracks of
    /// each by number, then title.
    public static func grouping(_ tracks: [Track]) -> [Album] {
        let groups = Dictionary(grouping: tracks) { AlbumKey(title: $0.album, artist: $0.albumArtist ?? $0.artist) }
        return groups.map { key, tracks in
            Album(
                title: key.title, artist: key.artist, year: tracks.compactMap(\.year).max(),
                tracks: tracks.sorted {
                    ($0.trackNumber ?? .max, $0.title.lowercased()) < ($1.trackNumber ?? .max, $1.title.lowercased())
                })
        }
        .sorted { ($0.title.lowercased(), $0.artist.lowercased()) < ($1.title.lowercased(), $1.artist.lowercased()) }
    }

    private struct AlbumKey: Hashable {
        var title: String
        var artist: String
    }
}
