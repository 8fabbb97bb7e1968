import Foundation
import GRDB

/// An SQLite file opened the way every GlassKit store opens one (the home screen's, an app's):
/// its folder made, its integrity checked, its migrations applied and its rows read once. A
/// damaged file is moved aside, never overwritten; a file from a newer schema is left alone.
public enum StoreFile {
    /// Opens (or creates) the database at `path`, migrated by `migrator`; `check` reads the
    /// schema and every row once, since a dropped table or rows of the wrong type pass
    /// SQLite's own check (it throws `SQLITE_CORRUPT` for what it finds missing).
    ///
    /// - Returns: the queue, and whether the file was there but empty (0 bytes: SQLite takes it
    ///   as a new database, so it is seeded like one, and a caller says so).
    /// - Throws: `StoreError.corrupt` after moving a damaged file aside (stamped with `now`);
    ///   `.unreadable` when the file cannot be opened; `.newerSchema` for a file from a newer
    ///   GlassKit, which is left untouched.
    public static func open(
        path: String, now: Date, migrator: DatabaseMigrator, check: (Database) throws -> Void
    ) throws(StoreError) -> (queue: DatabaseQueue, foundEmptyFile: Bool) {
        // SQLite opens "" as a temporary database and ":memory:" in memory: nothing would be kept.
        guard !path.isEmpty, path != ":memory:", !path.hasSuffix("/") else {
            throw .unreadable(
                path: path, reason: "it names no file; give the path of a file, such as ~/glasskit/store.sqlite")
        }
        let folder = (path as NSString).deletingLastPathComponent
        do {
            if !folder.isEmpty {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
        } catch {
            throw .unreadable(path: path, reason: "cannot create its folder: \(error.localizedDescription)")
        }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if exists, isFolder.boolValue {
            throw .unreadable(path: path, reason: "it is a directory")
        }
        let foundEmptyFile =
            exists && ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil) == 0
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path)
        } catch {
            throw classify(error, path: path, now: now, queue: nil)
        }
        do {
            try queue.read { db in
                let verdict = try String.fetchOne(db, sql: "PRAGMA quick_check") ?? "no answer"
                guard verdict == "ok" else { throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: verdict) }
            }
            if try queue.read({ try migrator.hasBeenSuperseded($0) }) { throw StoreError.newerSchema(path: path) }
            try migrator.migrate(queue)
            try queue.read { try check($0) }
        } catch let error as StoreError {
            throw error
        } catch {
            throw classify(error, path: path, now: now, queue: queue)
        }
        return (queue, foundEmptyFile)
    }

    /// Throws `SQLITE_CORRUPT` naming the first of `tables` (name and columns) or of their
    /// columns that is missing: a store that says it is migrated but lacks one was damaged (by
    /// hand, or by another program), so it is corrupt, not merely unreadable, or every later
    /// start would fail the same way.
    public static func checkTables(_ tables: KeyValuePairs<String, [String]>, in db: Database) throws {
        for (table, columns) in tables {
            guard try db.tableExists(table) else {
                throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "the table '\(table)' is missing")
            }
            let present = Set(try db.columns(in: table).map(\.name))
            if let missing = columns.first(where: { !present.contains($0) }) {
                throw DatabaseError(
                    resultCode: .SQLITE_CORRUPT, message: "the table '\(table)' has no column '\(missing)'")
            }
        }
    }

    /// Turns an SQLite failure at open into a `StoreError`. A damaged file is closed and renamed
    /// `<path>.corrupt-<UTC time>` so that it is kept, and the next start begins afresh.
    static func classify(_ error: any Error, path: String, now: Date, queue: DatabaseQueue?) -> StoreError {
        guard let error = error as? DatabaseError, [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode) else {
            return .unreadable(path: path, reason: "\(error)")
        }
        try? queue?.close()
        let stamp = ISO8601DateFormatter.string(
            from: now, timeZone: TimeZone(identifier: "UTC")!,
            formatOptions: [.withYear, .withMonth, .withDay, .withTime])
        let aside = "\(path).corrupt-\(stamp)"
        do {
            try FileManager.default.moveItem(atPath: path, toPath: aside)
        } catch {
            return .unreadable(
                path: path, reason: "it is corrupt (\(error.localizedDescription)) and could not be moved aside")
        }
        for suffix in ["-wal", "-shm"] {
            try? FileManager.default.moveItem(atPath: path + suffix, toPath: aside + suffix)
        }
        return .corrupt(path: path, movedTo: aside, reason: error.message ?? "\(error.resultCode)")
    }
}
