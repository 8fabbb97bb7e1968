import GRDB

extension DatabaseQueue {
    /// Reads in a transaction of its own; a failure becomes `StoreError.unreadable` naming the
    /// library at `path`.
    public func reading<T>(library path: String, _ body: (Database) throws -> T) throws(StoreError) -> T {
        do { return try read(body) } catch {
            throw .unreadable(path: path, reason: "reading the library failed: \(error)")
        }
    }

    /// Writes in one transaction (all or nothing); a failure becomes `StoreError.unreadable`
    /// naming the library at `path`.
    public func writing<T>(library path: String, _ body: (Database) throws -> T) throws(StoreError) -> T {
        do { return try write(body) } catch {
            throw .unreadable(path: path, reason: "saving to the library failed: \(error)")
        }
    }
}

extension DatabaseQueue {
    /// The value of `key` in the store's `setting` table (key, value), if any.
    public func setting(_ key: String, library path: String) throws(StoreError) -> String? {
        try reading(library: path) {
            try String.fetchOne($0, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key])
        }
    }

    /// Writes each key's value to the `setting` table (nil removes it), in one transaction.
    public func save(settings: [String: String?], library path: String) throws(StoreError) {
        try writing(library: path) { db in
            for (key, value) in settings {
                if let value {
                    try db.execute(
                        sql: "INSERT OR REPLACE INTO setting (key, value) VALUES (?, ?)", arguments: [key, value])
                } else {
                    try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
                }
            }
        }
    }
}
