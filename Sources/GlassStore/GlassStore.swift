import Foundation
import GRDB
import HomeScreen

/// GlassKit's SQLite store (through GRDB): the home screen layout and the settings.
///
/// Opening it checks the file's integrity and applies the schema's migrations. Every save is
/// one transaction, so a crash between two saves leaves the previous layout whole.
public final class GlassStore {
    public let path: String
    private let queue: DatabaseQueue
    /// Whether the file was there but empty (0 bytes): SQLite takes it as a new database, so
    /// it is seeded like one, and a caller says so rather than replace it without a word.
    public let foundEmptyFile: Bool

    /// Opens (or creates) the store at `path`, creating its folder if needed.
    ///
    /// - Throws: `StoreError.corrupt` after moving a damaged file aside (stamped with `now`);
    ///   `.unreadable` when the file cannot be opened; `.newerSchema` for a store from a newer
    ///   GlassKit, which is left untouched.
    public init(path: String, now: Date = Date()) throws(StoreError) {
        self.path = path
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
        foundEmptyFile =
            exists && ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil) == 0
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path)
        } catch {
            throw GlassStore.classify(error, path: path, now: now, queue: nil)
        }
        do {
            try queue.read { db in
                let verdict = try String.fetchOne(db, sql: "PRAGMA quick_check") ?? "no answer"
                guard verdict == "ok" else { throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: verdict) }
            }
            let migrator = StoreSchema.migrator
            if try queue.read({ try migrator.hasBeenSuperseded($0) }) { throw StoreError.newerSchema(path: path) }
            try migrator.migrate(queue)
            // A dropped table or rows of the wrong type pass SQLite's check: reading the schema
            // and every row once finds them.
            _ = try queue.read { db in
                try StoreSchema.check(db)
                return try LayoutRows.fetch(db)
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw GlassStore.classify(error, path: path, now: now, queue: queue)
        }
        self.queue = queue
    }

    /// The stored layout, repaired where rows were misplaced or overflowing; a new store is
    /// first seeded with `seed` (in one transaction) and returns it.
    ///
    /// The apps in the store are the installed apps: the repair works against `catalog`
    /// restricted to them, so an app the user deleted does not come back on the next start.
    /// Ids the catalog does not know cannot be drawn; the repair leaves them out and says so.
    public func loadLayout(seed: HomeLayout, catalog: AppCatalog) throws(StoreError) -> StoredLayout {
        do {
            return try queue.write { db in
                let rows = try LayoutRows.fetch(db)
                if rows.placements.isEmpty && rows.folders.isEmpty {
                    try LayoutRows(seed).replaceAll(db)
                    return StoredLayout(layout: seed, relocations: [], wasSeeded: true)
                }
                let (decoded, relocations) = rows.decode()
                let installed = AppCatalog(Set(decoded.allApps).compactMap { catalog[$0] })
                let (repaired, notes) = LayoutRepair.repair(decoded, catalog: installed)
                return StoredLayout(
                    layout: repaired, relocations: relocations + notes.map(\.description), wasSeeded: false)
            }
        } catch {
            throw .unreadable(path: path, reason: "\(error)")
        }
    }

    /// Replaces the stored layout with `layout`, in one transaction.
    public func saveLayout(_ layout: HomeLayout) throws(StoreError) {
        do {
            try queue.write { try LayoutRows(layout).replaceAll($0) }
        } catch {
            throw .unreadable(path: path, reason: "saving the layout failed: \(error)")
        }
    }

    /// The stored value of setting `key`, or nil.
    public func setting(_ key: String) throws(StoreError) -> String? {
        do {
            return try queue.read {
                try String.fetchOne($0, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key])
            }
        } catch {
            throw .unreadable(path: path, reason: "reading setting '\(key)' failed: \(error)")
        }
    }

    /// Stores `value` for setting `key`, replacing any previous value, in one transaction.
    public func setSetting(_ key: String, to value: String) throws(StoreError) {
        do {
            try queue.write {
                try $0.execute(
                    sql:
                        "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    arguments: [key, value])
            }
        } catch {
            throw .unreadable(path: path, reason: "saving setting '\(key)' failed: \(error)")
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

/// A layout read from the store, with what had to be moved to make it valid.
public struct StoredLayout: Equatable, Sendable {
    public var layout: HomeLayout
    /// One sentence per item that did not sit where its row said; empty for a healthy store.
    public var relocations: [String]
    /// True when the store was new and now holds the seed layout.
    public var wasSeeded: Bool
}
