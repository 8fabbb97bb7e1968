import Foundation
import GRDB
import GlassDatabase
import Testing

@testable import Stories

/// The library in SQLite: the sample a new store starts with, what is kept, what is refused,
/// and a damaged file kept aside.
@Suite struct StoriesStoreTests {
    let folder = NSTemporaryDirectory() + "stories-\(UUID().uuidString)"
    var path: String { folder + "/stories.sqlite" }
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    @Test func aNewLibraryStartsWithTwoHeroesAndFiveStories() throws {
        let store = try StoriesStore(path: path, now: now)
        let heroes = try store.heroes(), stories = try store.stories()
        #expect(heroes.map(\.name) == ["Mia", "Leo"])
        #expect(stories.count == 5 && stories.allSatisfy { $0.pages.count == 5 })
        // Newest first, one a day before the first start.
        #expect(stories.map(\.createdAt) == (1...5).map { now.addingTimeInterval(-Double($0) * 86_400) })
        #expect(Set(stories.map(\.heroID)) == Set(heroes.map(\.id)))
        // Opened again, nothing is seeded twice.
        #expect(try StoriesStore(path: path, now: now).stories().count == 5)
    }

    @Test func whatIsAddedIsKept() throws {
        let store = try StoriesStore(path: path, now: now)
        let hero = try store.addHero(
            name: "  Ada ", traits: ["clever"], avatar: Avatar(hue: 0.9, face: 2, hair: 0, accessory: 3))
        #expect(hero.name == "Ada")
        let event = try store.addEvent(
            name: "First day of school", date: try EventDate(text: "2026-09-01"), kind: .firstDayOfSchool)
        let told = GrammarStoryGenerator().story(for: StoryRequest(hero: hero, theme: .library, event: event))
        let story = try store.addStory(told, hero: hero, theme: .library, event: event, at: now)
        try store.record(ReadingSession(storyID: story.id, start: now, duration: 240, pagesRead: 5, finished: true))

        let reopened = try StoriesStore(path: path, now: now)
        #expect(try reopened.heroes().last == hero)
        #expect(try reopened.events() == [event])
        #expect(try reopened.stories().first == story)
        #expect(try reopened.sessions().map(\.duration) == [240])
        // Deleting the event keeps its story, no longer linked to it.
        try reopened.deleteEvent(event.id)
        #expect(try reopened.events().isEmpty && reopened.stories().first?.eventID == nil)
    }

    // Spec 002's bad input, each refused with a sentence that names the problem, or kept safely.
    @Test func badInputIsRefusedOrShortened() throws {
        let store = try StoriesStore(path: path, now: now)
        let avatar = Avatar(hue: 0, face: 0, hair: 0, accessory: 0)
        #expect(throws: StoriesError.invalid("a hero's name cannot be empty")) {
            try store.addHero(name: "   ", traits: [], avatar: avatar)
        }
        #expect(throws: StoriesError.invalid("a hero's name can have at most 40 characters, not 10000")) {
            try store.addHero(name: String(repeating: "a", count: 10_000), traits: [], avatar: avatar)
        }
        #expect(throws: StoriesError.invalid("the year 0 is outside 1900–2200")) {
            try EventDate(year: 0, month: 1, day: 1)
        }
        #expect(throws: StoriesError.invalid("the year 9999 is outside 1900–2200")) {
            try EventDate(text: "9999-12-31")
        }
        #expect(throws: StoriesError.invalid("month 2 of 2027 has no day 29")) {
            try EventDate(year: 2027, month: 2, day: 29)
        }
        #expect(throws: StoriesError.invalid("'tomorrow' is not a date written YYYY-MM-DD")) {
            try EventDate(text: "tomorrow")
        }
        // A 10 MB title is kept cut to 120 characters, on one line.
        let hero = try #require(store.heroes().first)
        let huge = GeneratedStory(title: String(repeating: "Once\n", count: 2_000_000), pages: ["p"], seed: 1)
        let story = try store.addStory(huge, hero: hero, theme: .music, event: nil, at: now)
        #expect(story.title.count == 120 && story.title.hasSuffix("…") && !story.title.contains("\n"))
        #expect(try store.stories().first?.title == story.title)
        // The avatar's numbers are brought into range.
        #expect(Avatar(hue: .nan, face: 9, hair: -3, accessory: 7) == Avatar(hue: 0, face: 3, hair: 0, accessory: 3))
    }

    @Test func aDamagedLibraryIsKeptAsideAndNamed() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        do {
            _ = try StoriesStore(path: path, now: now)
            Issue.record("a damaged file opened")
        } catch {
            guard case .corrupt(_, let movedTo, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(FileManager.default.fileExists(atPath: movedTo) && !FileManager.default.fileExists(atPath: path))
            #expect(error.description.contains(movedTo))
        }
        // The next start begins afresh, with the sample.
        #expect(try StoriesStore(path: path, now: now).heroes().count == 2)
    }

    // A library whose table was dropped by another program is corrupt, not merely unreadable.
    @Test func aMissingTableIsFound() throws {
        _ = try StoriesStore(path: path, now: now)
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "DROP TABLE readingSession") }
        try queue.close()
        #expect {
            _ = try StoriesStore(path: path, now: now)
        } throws: { error in
            if case .corrupt(_, _, let reason) = error as? StoreError {
                reason.contains("readingSession")
            } else {
                false
            }
        }
    }
}
