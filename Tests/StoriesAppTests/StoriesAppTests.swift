import Foundation
import GlassCore
import GlassHost
import GlassUI
import Stories
import Testing

@testable import StoriesApp

/// Spec 002's scenarios on the Stories app, run headless through `ViewHost` over a library in a
/// temporary folder.
@MainActor
@Suite(.serialized) struct StoriesAppTests {
    let path = NSTemporaryDirectory() + "stories-app-\(UUID().uuidString)/stories.sqlite"

    func host(os: Int = 26) throws -> (ViewHost, StoriesLibrary) {
        let library = try StoriesLibrary(store: try StoriesStore(path: path))
        let device = try HostDevice("iphone-15-pro")
        let host = ViewHost(
            StoriesApp(library: library), size: device.size, environment: device.environment(osVersion: os))
        host.advance(to: 1)
        return (host, library)
    }

    func tabs(_ host: ViewHost) -> [AccessibilityNode] {
        host.elements.filter {
            StoriesApp.Section.allCases.map(\.rawValue).contains($0.label) && $0.traitNames.contains("tab")
        }
    }

    func tap(_ host: ViewHost, _ label: String, at time: Double) throws {
        let frame = try #require(
            host.elements.first {
                $0.label == label && ($0.traits.contains(.isButton) || $0.traitNames.contains("tab"))
            }
        ).frame
        host.tap(at: Point(x: Double(frame.midX), y: Double(frame.midY)), time: time)
        host.advance(to: time + 0.6)
    }

    // Exactly four tabs, in spec 002's order, Home chosen at launch, on the floating glass bar;
    // Home shows the heroes, the recent stories and both floating buttons.
    @Test func fourTabsWithHomeChosen() throws {
        let (host, _) = try host()
        #expect(tabs(host).map(\.label) == ["Home", "Library", "Journey", "Settings"])
        #expect(tabs(host).map { $0.traits.contains(.isSelected) } == [true, false, false, false])
        // VoiceOver reads each item's purpose, its place and, on the chosen one, "selected".
        #expect(
            tabs(host).map(\.spoken) == [
                "Home, tab, 1 of 4, selected", "Library, tab, 2 of 4", "Journey, tab, 3 of 4", "Settings, tab, 4 of 4",
            ])
        #expect(host.element(label: "Heroes") != nil && host.element(label: "Mia") != nil)
        #expect(host.element(label: "New Story") != nil && host.element(label: "Custom Events") != nil)
        // New Story at the bottom right, Custom Events at the bottom left, above the bar.
        let new = try #require(host.element(label: "New Story")).frame
        let events = try #require(host.element(label: "Custom Events")).frame
        #expect(new.minX > 393 / 2 && events.maxX < 393 / 2 && new.maxY <= tabs(host)[0].frame.minY)
    }

    // The floating buttons show on Home only; switching tabs taps lightly, and not at all with
    // haptics off in Settings.
    @Test func floatingButtonsAndHaptics() throws {
        let (host, _) = try host()
        try tap(host, "Library", at: 2)
        #expect(host.element(label: "New Story") == nil && host.element(label: "Custom Events") == nil)
        #expect(host.graph.haptics.last?.kind == .lightImpact)
        #expect(host.graph.announcements.last?.text == "Library, tab, selected")
        try tap(host, "Settings", at: 3)
        let count = host.graph.haptics.count
        try tap(host, "Haptics", at: 4)
        try tap(host, "Journey", at: 5)
        #expect(host.graph.haptics.count == count, "no tap with haptics off")
    }

    // A story opened in Library is still open after a visit to Journey.
    @Test func eachTabKeepsItsNavigation() throws {
        let (host, library) = try host()
        try tap(host, "Library", at: 2)
        let first = try #require(library.stories.first)
        let row = try #require(host.elements.first { $0.label.contains(first.title) }).frame
        host.tap(at: Point(x: Double(row.midX), y: Double(row.midY)), time: 3)
        host.advance(to: 4)
        #expect(host.element(label: "Page 1 of 5") != nil)
        try tap(host, "Journey", at: 5)
        #expect(host.element(label: "Page 1 of 5") == nil)
        try tap(host, "Library", at: 6)
        #expect(host.element(label: "Page 1 of 5") != nil)
        // Read to its last page, the story counts as finished on the Journey tab.
        for (turn, time) in zip(1...4, stride(from: 7.0, to: 11, by: 1)) {
            try tap(host, "Next", at: time)
            #expect(host.element(label: "Page \(turn + 1) of 5") != nil)
        }
        #expect(library.sessions.count == 1 && library.sessions.first?.storyID == first.id)
        try tap(host, "Journey", at: 12)
        #expect(host.elements.contains { $0.label == "Stories finished, 1" })
    }

    // New Story opens the generation flow; Generate tells a story of the chosen hero and theme
    // offline, keeps it first in the library and opens it at its first page.
    @Test func newStoryTellsKeepsAndOpensAStory() async throws {
        let (host, library) = try host()
        try tap(host, "New Story", at: 2)
        #expect(host.element(label: "Generate") != nil && host.element(label: "Hero, Mia") != nil)
        // The middle of the row, away from the word: a Form's button takes the whole row.
        try tap(host, "Generate", at: 3)
        for _ in 0..<20 { await Task.yield() }
        host.advance(to: 4)
        #expect(library.stories.count == 6)
        let told = try #require(library.stories.first)
        #expect(told.title == "Mia and the Lost Dragon Egg" && told.heroID == library.heroes[0].id)
        #expect(told.theme == .dragons && told.pages.count == 5)
        #expect(host.element(label: "Page 1 of 5") != nil)
        // Opened again, the library keeps it.
        #expect(try StoriesStore(path: path).stories().count == 6)
    }

    func tapField(_ host: ViewHost, _ label: String, at time: Double) throws {
        let frame = try #require(host.elements.first { $0.label == label || $0.value == label }).frame
        host.tap(at: Point(x: Double(frame.midX), y: Double(frame.midY)), time: time)
        host.advance(to: time + 0.3)
    }

    // Custom Events: add one (a date that is no day is refused in a sentence, then fixed),
    // then open it and delete it after confirming; the library keeps what is saved.
    @Test func customEventsAreAddedAndDeletedWithConfirmation() throws {
        let (host, library) = try host()
        try tap(host, "Custom Events", at: 2)
        try tap(host, "Add", at: 3)
        try tapField(host, "Name", at: 4)
        host.type("Mia's birthday")
        try tapField(host, "Date (YYYY-MM-DD)", at: 5)
        host.type("2027-02-29")
        try tap(host, "Save", at: 6)
        #expect(library.events.isEmpty && host.element(label: "month 2 of 2027 has no day 29") != nil)
        try tapField(host, "2027-02-29", at: 7)
        for _ in 0..<2 { host.press(.delete) }
        host.type("28")
        try tap(host, "Save", at: 8)
        #expect(library.events.map(\.name) == ["Mia's birthday"])
        #expect(library.events.first?.date.text == "2027-02-28")
        #expect(try StoriesStore(path: path).events().count == 1)
        // Opened again, it can be deleted, once confirmed.
        let row = try #require(host.elements.first { $0.label.hasPrefix("Mia's birthday") }).frame
        host.advance(to: 9.5)  // the editor has gone
        host.tap(at: Point(x: Double(row.midX), y: Double(row.midY)), time: 9.5)
        host.advance(to: 10)
        try tap(host, "Delete Event", at: 10)
        #expect(library.events.count == 1, "not before the confirmation")
        let confirm = try #require(host.elements.last { $0.label == "Delete" && $0.traits.contains(.isButton) }).frame
        host.tap(at: Point(x: Double(confirm.midX), y: Double(confirm.midY)), time: 11)
        host.advance(to: 12)
        #expect(library.events.isEmpty)
    }

    // The library is searched by title or hero, and sorted by title or hero.
    @Test func theLibraryIsSearchedAndSorted() throws {
        let (host, library) = try host()
        try tap(host, "Library", at: 2)
        let field = try #require(host.element(label: "Title or hero")).frame
        host.tap(at: Point(x: Double(field.midX), y: Double(field.midY)), time: 3)
        host.type("leo")
        host.advance(to: 4)
        let shown = library.stories.filter { story in host.elements.contains { $0.label.contains(story.title) } }
        #expect(shown.map(\.title).sorted() == ["Leo and the Golden Key of the Sea", "Leo and the Secret Recipe"])
        let sorted = StoryOrder.title.sorted(library.stories, heroes: library.heroes).map(\.title)
        #expect(sorted == library.stories.map(\.title).sorted())
        let byHero = StoryOrder.hero.sorted(library.stories, heroes: library.heroes)
        #expect(byHero.map { library.hero($0.heroID)?.name } == ["Leo", "Leo", "Mia", "Mia", "Mia"])
    }

    // Before iOS 26 the standard tab bar, and everything still works.
    @Test func olderSystemsGetTheStandardBar() throws {
        let (host, _) = try host(os: 17)
        #expect(tabs(host).count == 4 && tabs(host).allSatisfy { $0.frame.height == 49 })
        try tap(host, "Library", at: 2)
        #expect(tabs(host)[1].traits.contains(.isSelected))
    }
}
