import Foundation
import GlassCore
import GlassHost
import GlassUI
import Stories
import Testing

@testable import StoriesApp

/// The Settings tab: appearance, the reader's text size, and the reset that asks first.
extension StoriesAppTests {
    // Dark appearance colors the whole app at once and is still chosen after a restart.
    @Test func appearanceColorsTheAppAndIsKept() throws {
        let (host, _) = try host()
        try tap(host, "Settings", at: 2)
        try tap(host, "Appearance, System", at: 3)
        try tap(host, "Dark", at: 4)
        #expect(host.graph.environment.colorScheme == .dark)
        let (restarted, _) = try self.host()
        #expect(restarted.graph.environment.colorScheme == .dark)
    }

    // The reader's text follows the setting: "Largest" sets a page in bigger type than
    // "Standard" does.
    @Test func theReadersTextSizeFollowsTheSetting() throws {
        func pageHeight(_ size: StoriesPreferences.TextSize) throws -> Double {
            let (host, library) = try host()
            library.preferences { $0.textSize = size }
            try tap(host, "Library", at: 2)
            let story = try #require(library.stories.first)
            try tap(host, "\(library.hero(story.heroID)!.name), \(story.title), \(story.theme.title)", at: 3)
            let page = try #require(host.elements.first { $0.label == story.pages[0] })
            return Double(page.frame.height)
        }
        let standard = try pageHeight(.standard), largest = try pageHeight(.largest)
        #expect(largest > standard * 1.3, "\(largest) against \(standard)")
    }

    // Reset asks first; confirmed, the library is the sample again.
    @Test func resetAsksThenStartsAgain() throws {
        let (host, library) = try host()
        library.addEvent(name: "Sports day", date: "2027-06-01", kind: .other)
        try tap(host, "Settings", at: 2)
        try tap(host, "Reset Library", at: 3)
        #expect(library.events.count == 1, "not before the confirmation")
        #expect(host.element(label: "Reset the library?") != nil)
        try tap(host, "Erase and Start Again", at: 4)
        #expect(library.events.isEmpty && library.stories.count == 5)
    }

    // A story left open in Library while a reset erases it says so, rather than a blank page.
    @Test func aStoryOpenDuringAResetSaysItIsGone() throws {
        let (host, library) = try host()
        try tap(host, "Library", at: 2)
        let story = try #require(library.stories.first)
        try tap(host, "\(library.hero(story.heroID)!.name), \(story.title), \(story.theme.title)", at: 3)
        #expect(host.element(label: "Page 1 of 5") != nil)
        library.reset()
        host.advance(to: 5)
        #expect(host.element(label: "This story is no longer in the library.") != nil)
    }
}

/// Stories on iPad: the tab bar at the top, the library as a grid of illustrated cards.
extension StoriesAppTests {
    @Test func anIPadShowsTheLibraryAsAGrid() throws {
        let library = try StoriesLibrary(store: try StoriesStore(path: path))
        let device = try HostDevice("ipad-pro-13-m4")
        let host = ViewHost(StoriesApp(library: library), size: device.size, environment: device.environment())
        host.advance(to: 1)
        #expect(tabs(host).allSatisfy { $0.frame.maxY < 100 }, "the bar is at the top")
        try tap(host, "Library", at: 2)
        let cards = library.stories.compactMap { story in host.elements.first { $0.label.hasPrefix(story.title) } }
        #expect(cards.count == 5)
        // Four 200 pt-plus cards to a row, tops lined up; the fifth starts the next row.
        #expect(Set(cards.prefix(4).map(\.frame.minY)).count == 1 && cards[4].frame.minY > cards[0].frame.maxY)
        #expect(cards[1].frame.minX > cards[0].frame.maxX && cards[0].frame.width >= 200)
    }
}
