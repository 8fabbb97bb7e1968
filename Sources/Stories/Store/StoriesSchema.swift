import GRDB
import GlassDatabase

/// The stories database, one migration per version. Migrations only ever add: a library
/// written by any earlier version opens with its stories intact.
enum StoriesSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-library") { db in
            try db.create(table: "hero") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull()
                // One trait a line.
                t.column("traits", .text).notNull()
                t.column("hue", .double).notNull()
                t.column("face", .integer).notNull()
                t.column("hair", .integer).notNull()
                t.column("accessory", .integer).notNull()
            }
            try db.create(table: "customEvent") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull()
                // YYYY-MM-DD, so that dates sort as text.
                t.column("date", .text).notNull()
                t.column("kind", .text).notNull()
            }
            try db.create(table: "story") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("title", .text).notNull()
                // A hero who has stories cannot be deleted: no story is ever lost with its hero.
                t.column("hero", .integer).notNull().references("hero", onDelete: .restrict)
                t.column("theme", .text).notNull()
                t.column("event", .integer).references("customEvent", onDelete: .setNull)
                t.column("seed", .integer).notNull()
                t.column("createdAt", .double).notNull()
            }
            try db.create(table: "page") { t in
                t.column("story", .integer).notNull().references("story", onDelete: .cascade)
                t.column("number", .integer).notNull()
                t.column("text", .text).notNull()
                t.primaryKey(["story", "number"])
            }
            try db.create(table: "readingSession") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("story", .integer).notNull().references("story", onDelete: .cascade)
                t.column("start", .double).notNull()
                t.column("duration", .double).notNull()
                t.column("pagesRead", .integer).notNull()
                t.column("finished", .boolean).notNull()
            }
        }
        migrator.registerMigration("v2-preferences") { db in
            try db.create(table: "preference") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
        }
        return migrator
    }

    /// The tables and columns the migrations made (`StoreFile.checkTables`).
    static let tables: KeyValuePairs<String, [String]> = [
        "hero": ["id", "name", "traits", "hue", "face", "hair", "accessory"],
        "customEvent": ["id", "name", "date", "kind"],
        "story": ["id", "title", "hero", "theme", "event", "seed", "createdAt"],
        "page": ["story", "number", "text"],
        "readingSession": ["id", "story", "start", "duration", "pagesRead", "finished"],
        "preference": ["key", "value"],
    ]
}
