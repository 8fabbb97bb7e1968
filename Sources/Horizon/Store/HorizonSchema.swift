import GRDB

/// Horizon's cache, one migration per version; migrations only ever add.
enum HorizonSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-social") { db in
            // Profiles as read: a post's author (basic) or a profile page (detailed).
            try db.create(table: "profile") { t in
                t.primaryKey("did", .text)
                t.column("handle", .text).notNull().indexed()
                t.column("isDetailed", .boolean).notNull()
                t.column("json", .text).notNull()
            }
            // Every post read, as its postView JSON, with the thread it belongs to.
            try db.create(table: "post") { t in
                t.primaryKey("uri", .text)
                t.column("authorDid", .text).notNull().indexed()
                t.column("indexedAt", .text).notNull()
                t.column("parentUri", .text).indexed()
                t.column("rootUri", .text).indexed()
                t.column("json", .text).notNull()
            }
            // A feed's items in order (position ascending is newest first; a post written here
            // goes before the first).
            try db.create(table: "feedItem") { t in
                t.column("feed", .text).notNull()
                t.column("position", .integer).notNull()
                t.column("postUri", .text).notNull()
                t.column("reason", .text)
                t.column("reply", .text)
                t.primaryKey(["feed", "position"])
            }
            // How far each feed and the notifications have been read: the cursor of the next
            // page (null at the end) and every cursor followed, to stop a cursor that loops.
            try db.create(table: "pageState") { t in
                t.primaryKey("list", .text)
                t.column("nextCursor", .text)
                t.column("isComplete", .boolean).notNull()
                t.column("cursorsSeen", .text).notNull()
                t.column("problem", .text)
            }
            try db.create(table: "notification") { t in
                t.primaryKey("uri", .text)
                t.column("position", .integer).notNull().unique()
                t.column("reason", .text).notNull()
                t.column("isRead", .boolean).notNull()
                t.column("json", .text).notNull()
            }
            try db.create(table: "generator") { t in
                t.primaryKey("uri", .text)
                t.column("json", .text).notNull()
            }
            // Drafts of new posts, kept until posted or deleted.
            try db.create(table: "draft") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("text", .text).notNull()
                t.column("images", .text).notNull()
                t.column("quoteUri", .text)
                t.column("replyUri", .text)
                t.column("updatedAt", .text).notNull()
            }
            // Preferences and the app's state (selection, scroll positions, columns), as JSON.
            try db.create(table: "setting") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
            // Full-text search over posts' text and authors' names (SQLite FTS5).
            try db.execute(
                sql: """
                    CREATE VIRTUAL TABLE postSearch USING fts5(
                        uri UNINDEXED, text, author, tokenize = 'unicode61 remove_diacritics 2')
                    """)
        }
        return migrator
    }

    static let tables: KeyValuePairs<String, [String]> = [
        "profile": ["did", "handle", "isDetailed", "json"],
        "post": ["uri", "authorDid", "indexedAt", "parentUri", "rootUri", "json"],
        "feedItem": ["feed", "position", "postUri", "reason", "reply"],
        "pageState": ["list", "nextCursor", "isComplete", "cursorsSeen", "problem"],
        "notification": ["uri", "position", "reason", "isRead", "json"],
        "generator": ["uri", "json"],
        "draft": ["id", "text", "images", "quoteUri", "replyUri", "updatedAt"],
        "setting": ["key", "value"],
    ]
}
