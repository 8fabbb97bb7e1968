import Foundation
import GRDB
import Testing

@testable import Stories

/// The Settings tab's choices in the library, the migration that brought them, and the reset.
@Suite struct StoriesPreferencesTests {
    let folder = NSTemporaryDirectory() + "stories-\(UUID().uuidString)"
    var path: String { folder + "/stories.sqlite" }
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    @Test func preferencesAreKept() throws {
        var preferences = try StoriesStore(path: path, now: now).preferences()
        #expect(preferences == StoriesPreferences())
        preferences.haptics = false
        preferences.textSize = .largest
        preferences.appearance = .dark
        try StoriesStore(path: path, now: now).save(preferences)
        #expect(try StoriesStore(path: path, now: now).preferences() == preferences)
    }

    // A value a later version wrote, or a damaged one, keeps the default; the library opens.
    @Test func anUnknownValueKeepsItsDefault() throws {
        _ = try StoriesStore(path: path, now: now)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(
                sql: "INSERT INTO preference (key, value) VALUES ('textSize', 'Gigantic'), ('haptics', 'off')")
        }
        let preferences = try StoriesStore(path: path, now: now).preferences()
        #expect(preferences.textSize == .standard && !preferences.haptics)
    }

    // A library written by the first version (schema v1) opens with its heroes and stories
    // intact and gains the preferences table.
    @Test func aFirstVersionLibraryMigrates() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: path)
        try StoriesSchema.migrator.migrate(queue, upTo: "v1-library")
        try queue.write { db in
            #expect(try !db.tableExists("preference"))
            try StoriesSample.seed(db, now: now)
            try db.execute(sql: "DELETE FROM story WHERE id = 1")
        }
        try queue.close()
        let store = try StoriesStore(path: path, now: now)
        #expect(try store.heroes().map(\.name) == ["Mia", "Leo"])
        #expect(try store.stories().count == 4, "the v1 library's own stories, not a new sample")
        #expect(try store.preferences() == StoriesPreferences())
    }

    // A reset erases everything, settings too, and tells the sample again, in one go.
    @Test func resetStartsAgainFromTheSample() throws {
        let store = try StoriesStore(path: path, now: now)
        let hero = try store.addHero(name: "Ada", traits: [], avatar: Avatar(hue: 0, face: 0, hair: 0, accessory: 0))
        _ = try store.addEvent(name: "Birthday", date: EventDate(text: "2026-05-01"), kind: .birthday)
        try store.record(
            ReadingSession(storyID: try store.stories()[0].id, start: now, duration: 60, pagesRead: 5, finished: true))
        var preferences = StoriesPreferences()
        preferences.appearance = .dark
        try store.save(preferences)

        try store.reset(now: now)
        #expect(try store.heroes().map(\.name) == ["Mia", "Leo"] && !(try store.heroes().contains(hero)))
        #expect(try store.stories().count == 5)
        #expect(try store.events().isEmpty && (try store.sessions().isEmpty))
        #expect(try store.preferences() == StoriesPreferences())
    }
}
