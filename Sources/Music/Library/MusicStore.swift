import Foundation
import GRDB
import GlassDatabase

/// The music library's cache in SQLite (through GRDB): what each audio file's tags said, the
/// files that could not be read, and the player's state. It opens as every GlassKit store does
/// (`StoreFile`): a damaged file is kept aside, never overwritten. The audio files themselves
/// are only ever read.
public final class MusicStore: Sendable {
    public let path: String
    private let queue: DatabaseQueue

    public init(path: String, now: Date = Date()) throws(StoreError) {
        self.path = path
        (queue, _) = try StoreFile.open(path: path, now: now, migrator: MusicSchema.migrator) { db in
            try StoreFile.checkTables(MusicSchema.tables, in: db)
            _ = try Self.fetchTracks(db)
        }
    }

    /// How a file looked when it was last read: a rescan reads it again only when this changed.
    public struct Stamp: Equatable, Sendable {
        public var size: Int
        public var modified: Double
    }

    /// What the library knows of a file read before.
    public struct Known: Equatable, Sendable {
        public var stamp: Stamp
        /// The picture beside it (nil for a skipped file, which has none to show).
        public var cover: String?
        public var isSkipped: Bool
    }

    /// Every file read before, tracks and skipped ones, by path.
    public func known() throws(StoreError) -> [String: Known] {
        try read { db in
            var known: [String: Known] = [:]
            for (sql, isSkipped) in [
                ("SELECT path, size, modified, cover FROM track", false),
                ("SELECT path, size, modified, NULL AS cover FROM skipped", true),
            ] {
                let rows = try Row.fetchCursor(db, sql: sql)
                while let row = try rows.next() {
                    known[row["path"]] = Known(
                        stamp: Stamp(size: row["size"], modified: row["modified"]), cover: row["cover"],
                        isSkipped: isSkipped)
                }
            }
            return known
        }
    }

    /// One file's outcome in a scan.
    public enum Entry: Sendable {
        case track(path: String, stamp: Stamp, cover: String?, tags: AudioTags)
        case skipped(path: String, stamp: Stamp, reason: String)
    }

    /// Keeps `entries` and forgets `removed` paths, in one transaction. A track read again
    /// keeps its id (the queue and the grid refer to it).
    public func apply(_ entries: [Entry], removing removed: [String] = []) throws(StoreError) {
        try write { db in
            for entry in entries {
                switch entry {
                case .track(let path, let stamp, let cover, let tags):
                    try db.execute(sql: "DELETE FROM skipped WHERE path = ?", arguments: [path])
                    try db.execute(
                        sql: """
                            INSERT INTO track (path, size, modified, format, title, artist, album, albumArtist,
                                trackNumber, year, duration, hasArtwork, cover)
                            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                            ON CONFLICT(path) DO UPDATE SET size = excluded.size, modified = excluded.modified,
                                format = excluded.format, title = excluded.title, artist = excluded.artist,
                                album = excluded.album, albumArtist = excluded.albumArtist,
                                trackNumber = excluded.trackNumber, year = excluded.year,
                                duration = excluded.duration, hasArtwork = excluded.hasArtwork, cover = excluded.cover
                            """,
                        arguments: [
                            path, stamp.size, stamp.modified, tags.format.rawValue, tags.title, tags.artist, tags.album,
                            tags.albumArtist, tags.trackNumber, tags.year, tags.duration, tags.hasArtwork, cover,
                        ])
                case .skipped(let path, let stamp, let reason):
                    try db.execute(sql: "DELETE FROM track WHERE path = ?", arguments: [path])
                    try db.execute(
                        sql: "INSERT OR REPLACE INTO skipped (path, size, modified, reason) VALUES (?, ?, ?, ?)",
                        arguments: [path, stamp.size, stamp.modified, reason])
                }
            }
            for path in removed {
                try db.execute(sql: "DELETE FROM track WHERE path = ?", arguments: [path])
                try db.execute(sql: "DELETE FROM skipped WHERE path = ?", arguments: [path])
            }
        }
    }

    public func tracks() throws(StoreError) -> [Track] { try read(Self.fetchTracks) }

    /// The files that could not be read, by path, with the reason.
    public func skipped() throws(StoreError) -> [(path: String, reason: String)] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT path, reason FROM skipped ORDER BY path").map {
                ($0["path"], $0["reason"])
            }
        }
    }

    static func fetchTracks(_ db: Database) throws -> [Track] {
        try Row.fetchAll(db, sql: "SELECT * FROM track ORDER BY id").map { row in
            var tags = AudioTags(format: AudioFormat(rawValue: row["format"]) ?? .wav)
            tags.title = row["title"]
            tags.artist = row["artist"]
            tags.album = row["album"]
            tags.albumArtist = row["albumArtist"]
            tags.trackNumber = row["trackNumber"]
            tags.year = row["year"]
            tags.duration = row["duration"]
            tags.hasArtwork = row["hasArtwork"]
            return Track(id: row["id"], path: row["path"], tags: tags, cover: row["cover"])
        }
    }

    // MARK: Settings

    public func setting(_ key: String) throws(StoreError) -> String? { try queue.setting(key, library: path) }

    /// Writes each key's value (nil removes it), in one transaction.
    public func save(settings: [String: String?]) throws(StoreError) {
        try queue.save(settings: settings, library: path)
    }

    private func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        try queue.reading(library: path, body)
    }

    private func write<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        try queue.writing(library: path, body)
    }
}
