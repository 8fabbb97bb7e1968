import Foundation
import GlassHost
import GlassRaster
import Testing

@testable import GlassUI

/// Spec 002's four tabs, each a navigation stack; Library is the library of forty books (see
/// `LibraryApp`) with a badge of 3. The bar shrinks as content scrolls down.
struct StoryTabs: View {
    enum Section: Hashable { case home, library, journey, settings, gone }
    @Bindable var model: StoryTabsModel

    var body: some View {
        TabView(selection: $model.section) {
            Tab("Home", systemImage: "house", value: Section.home) {
                NavigationStack { Text("Heroes").navigationTitle("Home") }
            }
            Tab("Library", systemImage: "books.vertical", value: Section.library) {
                LibraryApp(library: model.shelf)
            }
            .badge(3)
            Tab("Journey", systemImage: "chart.bar", value: Section.journey) {
                NavigationStack { Text("Stats").navigationTitle("Journey") }
            }
            Tab("Settings", systemImage: "gear", value: Section.settings) {
                NavigationStack { Text("Preferences").navigationTitle("Settings") }
            }
        }
        .tabBarMinimizeBehavior(.onScrollDown)
        .sensoryFeedback(.impact(weight: .light), trigger: model.section)
    }
}

@Observable @MainActor
final class StoryTabsModel {
    var section = StoryTabs.Section.home
    let shelf = Shelf()
}

@MainActor
@Suite(.serialized) struct TabViewTests {
    func host(_ model: StoryTabsModel, os: Int = 26, device name: String = "iphone-15-pro") throws -> ViewHost {
        let device = try HostDevice(name)
        let host = ViewHost(StoryTabs(model: model), size: device.size, environment: device.environment(osVersion: os))
        host.advance(to: 1)
        return host
    }

    func tabs(_ host: ViewHost) -> [AccessibilityNode] {
        host.elements.filter {
            ["Home", "Library", "Journey", "Settings"].contains($0.label) && $0.traits.contains(.isTab)
        }
    }

    // On iPadOS 26 at regular width the bar is at the top, as iPadOS's: a capsule of four
    // 110 pt title tabs, centred 8 pt under the status bar; the tab's content starts below it.
    // Before 26 an iPad keeps the standard bar at the bottom.
    @Test func anIPadsBarIsAtTheTop() throws {
        let host = try host(StoryTabsModel(), device: "ipad-pro-13-m4")
        let items = tabs(host)
        let statusBar = host.graph.environment.safeAreaInsets.top
        #expect(items.map(\.frame.width) == [110, 110, 110, 110])
        #expect(items.allSatisfy { $0.frame.minY == statusBar + 8 + 4 })
        #expect(abs((items[0].frame.minX + items[3].frame.maxX) / 2 - 1032 / 2) < 0.5)
        let heroes = try #require(host.element(label: "Heroes")).frame
        #expect(heroes.minY > items[0].frame.maxY + 4)
        try tap(host, "Library", at: 2)
        #expect(tabs(host)[1].traits.contains(.isSelected))
        let older = try self.host(StoryTabsModel(), os: 18, device: "ipad-pro-13-m4")
        #expect(tabs(older).allSatisfy { $0.frame.maxY > 1300 })
    }

    func tap(_ host: ViewHost, _ label: String, at time: Double) throws {
        let frame = try #require(tabs(host).first { $0.label == label }).frame
        host.tap(at: Point(x: Double(frame.midX), y: Double(frame.midY)), time: time)
    }

    // iOS 26's floating bar: four items across a capsule 21 pt from the sides and bottom,
    // 62 pt tall; Home is chosen, Library carries its badge; the Home tab's content shows.
    @Test func theFloatingBarHoldsTheTabsWithHomeChosen() throws {
        let model = StoryTabsModel()
        let host = try host(model)
        let items = tabs(host)
        #expect(items.map(\.label) == ["Home", "Library", "Journey", "Settings"])
        #expect(items.map { $0.traits.contains(.isSelected) } == [true, false, false, false])
        #expect(items[1].value == "2 of 4, 3")
        for item in items {
            #expect(item.frame.minY >= 852 - 21 - 62 && item.frame.maxY <= 852 - 21)
        }
        #expect(items[0].frame.minX >= 21 && items[3].frame.maxX <= 393 - 21)
        #expect(host.element(label: "Heroes") != nil)
        #expect(host.element(identifier: "book0") == nil)
    }

    // Before iOS 26 the standard bar: 49 pt across the bottom above the 34 pt home indicator.
    @Test func beforeIOS26TheBarIsTheStandardOne() throws {
        let host = try host(StoryTabsModel(), os: 17)
        for item in tabs(host) {
            #expect(item.frame.minY == 852 - 34 - 49 && item.frame.height == 49)
        }
        #expect(tabs(host).first?.frame.minX == 0)
    }

    // Choosing a tab sets the selection, shows its content, taps the haptic engine lightly
    // and tells VoiceOver (spec 002); switching back finds each tab as it was left: Library's
    // pushed book is still there.
    @Test func switchingKeepsEachTabsState() throws {
        let model = StoryTabsModel()
        let host = try host(model)
        try tap(host, "Library", at: 2)
        #expect(model.section == .library)
        #expect(host.element(identifier: "book0") != nil)
        #expect(host.element(label: "Heroes") == nil)
        #expect(host.graph.haptics.last?.kind == .lightImpact)
        #expect(host.graph.announcements.last?.text == "Library, tab, selected")
        host.tap(at: Point(x: 40, y: 177), time: 2.5)
        host.advance(to: 3.5)
        #expect(model.shelf.path.count == 1)
        try tap(host, "Home", at: 4)
        #expect(host.element(label: "Heroes") != nil)
        try tap(host, "Library", at: 5)
        #expect(host.element(label: "Tapped 0") != nil)
        #expect(model.shelf.path.count == 1)
    }

    // Choosing the tab that shows pops its stack to the root; at the root, it scrolls the
    // content back to the top.
    @Test func reselectingPopsToTheRootThenScrollsToTheTop() throws {
        let model = StoryTabsModel()
        model.section = .library
        model.shelf.path = NavigationPath([Book(id: 1)])
        let host = try host(model)
        try tap(host, "Library", at: 2)
        host.advance(to: 3)
        #expect(model.shelf.path.isEmpty)
        let top = try #require(host.element(identifier: "book0")).frame.minY
        host.send(TouchEvent(time: 4, phase: .began, location: Point(x: 200, y: 600)))
        host.send(TouchEvent(time: 4.1, phase: .moved, location: Point(x: 200, y: 580)))
        host.send(TouchEvent(time: 4.5, phase: .moved, location: Point(x: 200, y: 380)))
        host.send(TouchEvent(time: 4.9, phase: .ended, location: Point(x: 200, y: 380)))
        host.advance(to: 6)
        #expect(try #require(host.element(identifier: "book0")).frame.minY == top - 200)
        try tap(host, "Library", at: 6.1)
        host.advance(to: 7.5)
        #expect(try #require(host.element(identifier: "book0")).frame.minY == top)
    }

    // With `.onScrollDown` the bar shrinks to the chosen tab's symbol as the content scrolls
    // down and grows back as it scrolls up.
    @Test func theBarMinimizesOnScrollDown() throws {
        let model = StoryTabsModel()
        model.section = .library
        let host = try host(model)
        host.send(TouchEvent(time: 2, phase: .began, location: Point(x: 200, y: 600)))
        host.send(TouchEvent(time: 2.1, phase: .moved, location: Point(x: 200, y: 580)))
        host.send(TouchEvent(time: 2.3, phase: .moved, location: Point(x: 200, y: 480)))
        host.advance(to: 3)
        let shrunk = tabs(host)
        #expect(shrunk.map(\.label) == ["Library"])
        #expect(shrunk.first?.frame.width == 48 && shrunk.first?.frame.minX == 21)
        host.send(TouchEvent(time: 3.1, phase: .moved, location: Point(x: 200, y: 520)))
        host.advance(to: 4)
        #expect(tabs(host).count == 4)
    }

    // A selection that matches no tab shows the first tab.
    @Test func aSelectionOfNoTabShowsTheFirst() throws {
        let model = StoryTabsModel()
        model.section = .gone
        let host = try host(model)
        #expect(host.element(label: "Heroes") != nil)
        #expect(tabs(host).first?.traits.contains(.isSelected) == true)
    }
}

/// A tab whose stack pushes a reader that hides the tab bar and has a bottom toolbar.
struct ReaderTabs: View {
    var body: some View {
        TabView {
            Tab("Books", systemImage: "books.vertical") {
                NavigationStack {
                    NavigationLink("Open") {
                        List(0..<40, id: \.self) { Text("Page \($0)") }
                            .listStyle(.plain)
                            .navigationTitle("Reader")
                            .toolbar(.hidden, for: .tabBar)
                            .toolbar {
                                ToolbarItem(placement: .bottomBar) { Button("Previous") {} }
                                ToolbarItem(placement: .bottomBar) { Button("Next") {} }
                            }
                    }
                    .navigationTitle("Books")
                }
            }
            Tab("Search", systemImage: "magnifyingglass") { Text("Find") }
        }
    }
}

@MainActor
@Suite(.serialized) struct BottomBarTests {
    // Pushed, the reader hides the tab bar and shows its bottom toolbar: Previous at the
    // leading side and Next at the trailing side of a 44 pt row above the 34 pt home
    // indicator; its last page scrolls up above the toolbar. Popped, the tab bar is back.
    @Test func aPushedScreenHidesTheTabBarAndShowsItsToolbar() throws {
        let device = try HostDevice("iphone-15-pro")
        let host = ViewHost(ReaderTabs(), size: device.size, environment: device.environment())
        host.advance(to: 1)
        #expect(host.element(label: "Search") != nil)
        let open = try #require(host.element(label: "Open")?.frame)
        host.tap(at: Point(x: Double(open.midX), y: Double(open.midY)), time: 1)
        host.advance(to: 3)
        #expect(host.element(label: "Search") == nil)
        let previous = try #require(host.element(label: "Previous")?.frame)
        let next = try #require(host.element(label: "Next")?.frame)
        #expect(previous.minY >= 852 - 34 - 44 && previous.maxY <= 852 - 34)
        #expect(previous.midX < 100 && next.midX > 293 && abs(previous.midY - next.midY) < 0.5)
        host.press(.end)
        host.advance(to: 5)
        let last = try #require(host.element(label: "Page 39")?.frame)
        #expect(last.maxY <= 852 - 34 - 44 + 0.5, "\(last)")
        let back = try #require(host.element(label: "Back, Books")?.frame)
        host.tap(at: Point(x: Double(back.midX), y: Double(back.midY)), time: 6)
        host.advance(to: 8)
        #expect(host.element(label: "Search") != nil)
        #expect(host.element(label: "Next") == nil)
    }
}

@MainActor
@Suite(.serialized) struct GlassTabBarTests {
    // Spec 002: with `.glassTabBar()` the bar stands on Liquid Glass on iOS 26, and before
    // iOS 26 it is the standard bar, with no glass.
    @Test func theTabBarIsGlassOnIOS26Only() throws {
        let device = try HostDevice("iphone-15-pro")
        for (os, glass) in [(26, true), (17, false)] {
            let host = ViewHost(
                TabView {
                    Tab("Home", systemImage: "house") { Text("Heroes") }
                    Tab("Library", systemImage: "books.vertical") { Text("Books") }
                }
                .glassTabBar(),
                size: device.size, environment: device.environment(osVersion: os))
            host.advance(to: 1)
            let panes = host.graph.root.first { $0.behavior is GlassPaneBehavior }
            #expect((panes != nil) == glass, "iOS \(os)")
        }
    }

    /// Where the selection droplet is drawn now, in screen points: the union of its two
    /// capsules as they are presented.
    func droplet(_ host: ViewHost) throws -> CGRect {
        var rect = CGRect.null
        host.graph.root.visit { node in
            guard let pane = node.behavior as? GlassPaneBehavior, pane.glass == TabSelectionDroplet.glass,
                let frame = GlassContainerBehavior.frame(of: node, in: host.graph.root)
            else { return }
            rect = rect.union(frame)
        }
        return try #require(rect.isNull ? nil : rect)
    }

    // The chosen tab sits on a glass droplet that flows to the next one chosen (looked at frame
    // by frame, light and dark: it stretches toward the new tab, reaching past the tab between,
    // and gathers there without leaving the bar). Choosing Journey from Home: 0.1 s after the
    // tap, the drop is more than 1.4 tabs wide, its leading edge past Library while its
    // trailing edge is short of Library's middle; at rest it is Journey's capsule alone, grey
    // over the white content where Library's place is not. Going back to Home, the left edge leads.
    @Test func theSelectionFlowsBetweenTabsAsAStretchingDroplet() throws {
        let model = StoryTabsModel()
        let suite = TabViewTests()
        let host = try suite.host(model)
        let frames = suite.tabs(host).map(\.frame)
        let tab = frames[0].width
        #expect(try abs(droplet(host).width - tab) < 1 && abs(droplet(host).midX - frames[0].midX) < 1)
        try suite.tap(host, "Journey", at: 1.0)
        host.advance(to: 1.15)
        let flowing = try droplet(host)
        #expect(flowing.width > 1.4 * tab, "stretched: \(flowing) for tabs of \(tab)")
        #expect(flowing.maxX > frames[1].maxX && flowing.minX < frames[1].midX, "\(flowing)")
        #expect(flowing.minY >= frames[2].minY - 1 && flowing.maxY <= frames[2].maxY + 1)
        host.advance(to: 3)
        let rest = try droplet(host)
        #expect(abs(rest.minX - frames[2].minX) < 1 && abs(rest.width - tab) < 1, "\(rest)")
        #expect(!host.graph.isAnimating)
        let canvas = try host.render(scale: 1)
        let y = Int(frames[2].minY + 6)
        let under = canvas.color(atPixelX: Int(frames[2].midX), y: y)
        let beside = canvas.color(atPixelX: Int(frames[1].midX), y: y)
        #expect(under.green < beside.green - 0.02, "the droplet \(under) on the bar \(beside)")
        try suite.tap(host, "Home", at: 3.0)
        host.advance(to: 3.15)
        let back = try droplet(host)
        #expect(back.minX < frames[1].minX && back.maxX > frames[1].midX, "\(back)")
    }
}
