import GRDB
import GlassDatabase

/// The store's schema, one migration per version. Migrations only ever add: a store written by
/// any earlier GlassKit opens with its data intact.
enum StoreSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        // v1: the layout. One row per app, keyed by its id, so the database itself refuses to
        // hold an icon twice; folders are rows that apps point to.
        migrator.registerMigration("v1-layout") { db in
            try db.create(table: "folder") { t in
                t.primaryKey("id", .integer)
                t.column("name", .text).notNull()
                t.column("page", .integer).notNull()
                t.column("position", .integer).notNull()
            }
            try db.create(table: "placement") { t in
                t.primaryKey("app", .text)
                t.column("container", .text).notNull().check { ["dock", "page", "folder"].contains($0) }
                t.column("folder", .integer)
                t.column("page", .integer).notNull()
                t.column("position", .integer).notNull()
            }
        }
        // v2: key-value settings (Dotfield settings, the page the user was on).
        migrator.registerMigration("v2-settings") { db in
            try db.create(table: "setting") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
        }
        return migrator
    }

    /// The tables and columns the migrations made (`StoreFile.checkTables`).
    static let tables: KeyValuePairs<String, [String]> = [
        "folder": ["id", "name", "page", "position"],
        "placement": ["app", "container", "folder", "page", "position"],
        "setting": ["key", "value"],
    ]

    /// Throws `SQLITE_CORRUPT` naming the first table or column that is missing.
    static func check(_ db: Database) throws { try StoreFile.checkTables(tables, in: db) }
}
