import Foundation
import GRDB
import GlassDatabase
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
        (queue, foundEmptyFile) = try StoreFile.open(path: path, now: now, migrator: StoreSchema.migrator) { db in
            try StoreSchema.check(db)
            _ = try LayoutRows.fetch(db)
        }
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
}

/// A layout read from the store, with what had to be moved to make it valid.
public struct StoredLayout: Equatable, Sendable {
    public var layout: HomeLayout
    /// One sentence per item that did not sit where its row said; empty for a healthy store.
    public var relocations: [String]
    /// True when the store was new and now holds the seed layout.
    public var wasSeeded: Bool
}
