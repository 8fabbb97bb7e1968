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
