import Dotfield
import Foundation
import GRDB
import GlassDatabase
import HomeScreen
import Testing

@testable import GlassStore

/// A fresh folder per test, removed afterwards.
final class TemporaryFolder {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("glassstore-\(UUID().uuidString)").path
    deinit { try? FileManager.default.removeItem(atPath: path) }
    var store: String { path + "/store.sqlite" }
}

@Suite struct GlassStoreTests {
    @Test func newStoreStartsWithTheSeedAndKeepsIt() throws {
        let folder = TemporaryFolder()
        let first = try GlassStore(path: folder.store).loadLayout(seed: .default, catalog: .default)
        #expect(first.wasSeeded && first.layout == .default && first.relocations.isEmpty)
        let again = try GlassStore(path: folder.store).loadLayout(
            seed: HomeLayout(dock: [], pages: [[.app("x")]]), catalog: .default)
        #expect(!again.wasSeeded && again.layout == .default)
    }

    @Test func saveThenLoadRoundTrips() throws {
        let folder = TemporaryFolder()
        let store = try GlassStore(path: folder.store)
        var layout = HomeLayout.default
        layout.pages.reverse()
        layout.dock.removeLast()
        try store.saveLayout(layout)
        #expect(try GlassStore(path: folder.store).loadLayout(seed: .default, catalog: .default).layout == layout)
    }

    @Test func aFailedSaveLeavesThePreviousLayoutWhole() throws {
        let folder = TemporaryFolder()
        let store = try GlassStore(path: folder.store)
        _ = try store.loadLayout(seed: .default, catalog: .default)
        // An app placed twice violates the placement key: the transaction rolls back.
        var duplicated = HomeLayout.default
        duplicated.pages[0].append(.app(duplicated.dock[0]))
        #expect(throws: StoreError.self) { try store.saveLayout(duplicated) }
        #expect(try store.loadLayout(seed: .default, catalog: .default).layout == .default)
    }

    @Test func corruptFileIsMovedAsideNeverOverwritten() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let garbage = Data(repeating: 0x5A, count: 8192)
        try garbage.write(to: URL(fileURLWithPath: folder.store))
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        do {
            _ = try GlassStore(path: folder.store, now: now)
            Issue.record("a corrupt store opened")
        } catch {
            guard case .corrupt(let path, let aside, _) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(path == folder.store && aside.hasPrefix(folder.store + ".corrupt-"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == garbage)
            #expect(!FileManager.default.fileExists(atPath: folder.store))
            #expect(error.description.contains(aside))
        }
        #expect(try GlassStore(path: folder.store).loadLayout(seed: .default, catalog: .default).wasSeeded)
    }

    // Rows of the wrong type pass SQLite's quick check but are a damaged store: text where a
    // page number belongs, or a blob as an app id, is named (table, row, column, value) and
    // the file is moved aside whole; the next start begins from the default layout.
    @Test func rowsOfTheWrongTypeAreCorruptAndKeptAside() throws {
        for damage in [
            "UPDATE placement SET page = 'two' WHERE rowid = (SELECT MIN(rowid) FROM placement WHERE page IS NOT NULL)",
            "UPDATE placement SET app = x'00ff' WHERE rowid = (SELECT MIN(rowid) FROM placement)",
            "UPDATE folder SET position = 'first'",
        ] {
            let folder = TemporaryFolder()
            _ = try GlassStore(path: folder.store).loadLayout(seed: .default, catalog: .default)
            let queue = try DatabaseQueue(path: folder.store)
            try queue.write { try $0.execute(sql: damage) }
            try queue.close()
            let damaged = try Data(contentsOf: URL(fileURLWithPath: folder.store))
            do {
                _ = try GlassStore(path: folder.store)
                Issue.record("a store with \(damage) opened")
            } catch {
                guard case .corrupt(_, let aside, let reason) = error else {
                    Issue.record("wrong error \(error)")
                    continue
                }
                #expect(reason.contains("row 1: column"), "\(reason)")
                #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == damaged)
            }
            #expect(try GlassStore(path: folder.store).loadLayout(seed: .default, catalog: .default).wasSeeded)
        }
    }

    // A table or a column dropped by another program is a damaged store, kept aside like one:
    // reported as unreadable, it would stop every later start the same way.
    @Test func aMissingTableOrColumnIsCorrupt() throws {
        for (damage, named) in [
            ("DROP TABLE folder", "the table 'folder' is missing"),
            ("ALTER TABLE placement DROP COLUMN position", "the table 'placement' has no column 'position'"),
        ] {
            let folder = TemporaryFolder()
            _ = try GlassStore(path: folder.store).loadLayout(seed: .default, catalog: .default)
            let queue = try DatabaseQueue(path: folder.store)
            try queue.write { try $0.execute(sql: damage) }
            try queue.close()
            do {
                _ = try GlassStore(path: folder.store)
                Issue.record("a store after \(damage) opened")
            } catch {
                guard case .corrupt(_, _, let reason) = error else {
                    Issue.record("wrong error \(error)")
                    continue
                }
                #expect(reason == named)
            }
            #expect(try GlassStore(path: folder.store).loadLayout(seed: .default, catalog: .default).wasSeeded)
        }
    }

    // A path that names no file is refused: SQLite would open "" as a temporary database and
    // ":memory:" in memory, and a save would report success while keeping nothing.
    @Test func aPathThatNamesNoFileIsRefused() {
        for path in ["", ":memory:", "/tmp/"] {
            #expect(throws: StoreError.self) { try GlassStore(path: path) }
        }
    }

    // A 0-byte file is a new database to SQLite: it is seeded, and the store says it found it
    // empty so that a caller can tell the user instead of replacing it without a word.
    @Test func anEmptyFileIsSeededAndSaidToBeEmpty() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder.store, contents: Data())
        let store = try GlassStore(path: folder.store)
        #expect(store.foundEmptyFile)
        #expect(try store.loadLayout(seed: .default, catalog: .default).wasSeeded)
        #expect(try GlassStore(path: folder.store).foundEmptyFile == false)
    }

    // Stored Dotfield values that are not allowed are shown as the nearest allowed ones and
    // reported while the others load; they stay stored until a value is set for their key.
    @Test func badStoredDotfieldValuesAreRepairedToTheNearestAllowed() throws {
        let folder = TemporaryFolder()
        let store = try GlassStore(path: folder.store)
        try store.setSetting("dotfield.size", to: "HUGE")
        try store.setSetting("dotfield.density", to: "9.5")
        try store.setSetting("dotfield.radius", to: "500")
        try store.setSetting("dotfield.haptic", to: "OFF")
        try store.setSetting("dotfield.drift", to: "true")
        let (settings, repairs) = try DotfieldStoredSettings.load(from: store)
        #expect(settings.values["dotfield.drift"] == "true")
        #expect(settings.size == .medium, "a word that is no size: the default")
        #expect(settings.density == .default, "9.5 pt is nearest the default 10 pt spacing")
        #expect(settings.radius == 200, "a radius of 500 is the largest allowed, 200")
        #expect(settings.hapticOnFirstTouch == false)
        #expect(repairs.map(\.key) == ["dotfield.density", "dotfield.haptic", "dotfield.radius", "dotfield.size"])
        #expect(
            repairs.last?.description
                == "the stored dotfield.size 'HUGE' is not allowed; showing M until it is set again")
        #expect(try store.setting("dotfield.size") == "HUGE")
    }

    @Test func aDirectoryIsUnreadableNotCorrupt() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.store, withIntermediateDirectories: true)
        #expect(throws: StoreError.unreadable(path: folder.store, reason: "it is a directory")) {
            try GlassStore(path: folder.store)
        }
    }

    @Test func aStoreFromANewerGlassKitIsLeftUntouched() throws {
        let folder = TemporaryFolder()
        _ = try GlassStore(path: folder.store).loadLayout(seed: .default, catalog: .default)
        let queue = try DatabaseQueue(path: folder.store)
        try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-future')") }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.store))
        #expect(throws: StoreError.newerSchema(path: folder.store)) { try GlassStore(path: folder.store) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.store)) == before)
    }

    @Test func aVersion1StoreMigratesWithItsLayoutIntact() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: folder.store)
        try StoreSchema.migrator.migrate(queue, upTo: "v1-layout")
        try queue.write { try LayoutRows(.default).replaceAll($0) }
        #expect(try queue.read { try $0.tableExists("setting") } == false)
        try queue.close()

        let store = try GlassStore(path: folder.store)
        #expect(try store.loadLayout(seed: HomeLayout(dock: [], pages: []), catalog: .default).layout == .default)
        try store.setSetting("home.page", to: "1")
        #expect(try store.setting("home.page") == "1")
    }

    @Test func aDeletedAppStaysDeletedAfterARestart() throws {
        let folder = TemporaryFolder()
        let store = try GlassStore(path: folder.store)
        var layout = try store.loadLayout(seed: .default, catalog: .default).layout
        let deleted = layout.dock.removeLast()
        try store.saveLayout(layout)
        let reloaded = try GlassStore(path: folder.store).loadLayout(seed: .default, catalog: .default)
        #expect(!reloaded.layout.allApps.contains(deleted))
        #expect(reloaded.layout == layout && reloaded.relocations.isEmpty)
    }

    @Test func overflowingRowsAreRepairedOnLoadWithoutLosingAnApp() throws {
        let folder = TemporaryFolder()
        let store = try GlassStore(path: folder.store)
        // Every app of the default layout crammed onto page 0 and the dock: 5 too many for the
        // dock, more than 24 on the page.
        let apps = HomeLayout.default.allApps
        let rows = LayoutRows(
            placements: apps.enumerated().map { i, app in
                LayoutRows.Placement(app: app.rawValue, container: i < 9 ? .dock : .page, page: 0, position: i)
            }, folders: [])
        try store.saveRows(rows)
        let loaded = try store.loadLayout(seed: .default, catalog: .default)
        #expect(Set(loaded.layout.allApps) == Set(apps) && loaded.layout.allApps.count == apps.count)
        #expect(loaded.layout.violations(catalog: .default).isEmpty)
        #expect(loaded.layout.dock.count == 4)
        #expect(!loaded.relocations.isEmpty)
    }

    @Test func settingsReplaceAndReadBack() throws {
        let folder = TemporaryFolder()
        let store = try GlassStore(path: folder.store)
        #expect(try store.setting("dotfield") == nil)
        try store.setSetting("dotfield", to: "{\"size\":\"M\"}")
        try store.setSetting("dotfield", to: "{\"size\":\"L\"}")
        #expect(try store.setting("dotfield") == "{\"size\":\"L\"}")
    }

    @Test func defaultPathFollowsXDG() {
        #expect(
            StoreLocation.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])
                == "/data/glasskit/store.sqlite")
        #expect(
            StoreLocation.defaultPath(environment: ["HOME": "/home/u"]) == "/home/u/.local/share/glasskit/store.sqlite")
        // A relative XDG_DATA_HOME is invalid by the spec and ignored.
        #expect(
            StoreLocation.defaultPath(environment: ["XDG_DATA_HOME": "rel", "HOME": "/home/u"])
                == "/home/u/.local/share/glasskit/store.sqlite")
    }
}

extension GlassStore {
    /// Writes raw rows, as a damaged or foreign store might hold them.
    func saveRows(_ rows: LayoutRows) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { try rows.replaceAll($0) }
        try queue.close()
    }
}
