import GRDB

/// The library cache, one migration per version; migrations only ever add.
enum MusicSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-library") { db in
            // One row for each audio file read; size and modified tell a rescan what changed.
            try db.create(table: "track") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("path", .text).notNull().unique()
                t.column("size", .integer).notNull()
                t.column("modified", .double).notNull()
                t.column("format", .text).notNull()
                t.column("title", .text)
                t.column("artist", .text)
                t.column("album", .text)
                t.column("albumArtist", .text)
                t.column("trackNumber", .integer)
                t.column("year", .integer)
                t.column("duration", .double)
                t.column("hasArtwork", .boolean).notNull()
                // A picture beside the file (cover.jpg…), when it embeds none.
                t.column("cover", .text)
            }
            // Files that look like audio but could not be read, and why.
            try db.create(table: "skipped") { t in
                t.primaryKey("path", .text)
                t.column("size", .integer).notNull()
                t.column("modified", .double).notNull()
                t.column("reason", .text).notNull()
            }
            // The player's state: queue, position, volume, repeat and shuffle.
            try db.create(table: "setting") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
        }
        return migrator
    }

    static let tables: KeyValuePairs<String, [String]> = [
        "track": [
            "id", "path", "size", "modified", "format", "title", "artist", "album", "albumArtist", "trackNumber",
            "year", "duration", "hasArtwork", "cover",
        ],
        "skipped": ["path", "size", "modified", "reason"],
        "setting": ["key", "value"],
    ]
}
