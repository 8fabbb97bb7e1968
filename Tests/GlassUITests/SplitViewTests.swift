import Foundation
import GlassHost
import Testing

@testable import GlassUI

@Observable @MainActor
final class Reader {
    var section: String? = "Feed"
    var post: Int?
    var visibility = NavigationSplitViewVisibility.automatic
    var compactColumn = NavigationSplitViewColumn.sidebar
}

/// A Horizon-like reader (spec 004): sections in the sidebar, the section's posts in the
/// content column, the chosen post in the detail.
struct ReaderSplit: View {
    @Bindable var reader: Reader
    var columns = 3

    var body: some View {
        if columns == 3 {
            NavigationSplitView(columnVisibility: $reader.visibility, preferredCompactColumn: $reader.compactColumn) {
                sidebar
            } content: {
                posts
            } detail: {
                detail
            }
        } else {
            NavigationSplitView(columnVisibility: $reader.visibility, preferredCompactColumn: $reader.compactColumn) {
                sidebar
            } detail: {
                detail
            }
        }
    }

    var sidebar: some View {
        List(["Feed", "Notifications", "Search", "Profile", "Settings"], id: \.self, selection: $reader.section) {
            Text($0).accessibilityIdentifier("section-\($0)")
        }
        .navigationTitle("Horizon")
    }

    var posts: some View {
        List(0..<20, id: \.self, selection: $reader.post) { Text("Post \($0)").accessibilityIdentifier("post\($0)") }
            .navigationTitle(reader.section ?? "None")
            .navigationSplitViewColumnWidth(min: 300, ideal: 360, max: 400)
    }

    var detail: some View {
        Text(reader.post.map { "Reading post \($0)" } ?? "Choose a post").accessibilityIdentifier("detail")
            .navigationTitle("Post")
    }
}

@MainActor
@Suite(.serialized) struct SplitViewTests {
    func host(
        _ reader: Reader, device id: String = "ipad-pro-13-m4", landscape: Bool = true, columns: Int = 3,
        direction: LayoutDirection = .leftToRight
    ) throws -> ViewHost {
        let device = try HostDevice(id, landscape: landscape)
        var environment = device.environment()
        environment.layoutDirection = direction
        let host = ViewHost(
            ReaderSplit(reader: reader, columns: columns), size: device.size, environment: environment)
        host.advance(to: 1)
        return host
    }

    func frame(_ host: ViewHost, _ id: String) -> CGRect? { host.element(identifier: id)?.frame }

    func center(_ rect: CGRect?) throws -> Point {
        let rect = try #require(rect)
        return Point(x: Double(rect.midX), y: Double(rect.midY))
    }

    // The widths at which the columns change (see `SplitViewLayout`): three columns side by
    // side from 1,180 pt, else the content and the detail; two from 900 pt, else the detail.
    @Test func theColumnsFollowTheWidth() {
        func layout(_ width: CGFloat, _ columns: Int) -> SplitViewLayout {
            SplitViewLayout(width: width, columnCount: columns, visibility: .automatic, overlaysDetail: false)
        }
        #expect(layout(1376, 3).resolved == .all)
        #expect(layout(1194, 3).resolved == .all)
        #expect(layout(1179, 3).resolved == .doubleColumn)
        #expect(layout(834, 3).resolved == .doubleColumn)
        #expect(layout(1032, 2).resolved == .all)
        #expect(layout(899, 2).resolved == .detailOnly)
        let frames = layout(1376, 3).frames(in: CGRect(x: 0, y: 0, width: 1376, height: 1032))
        #expect(frames.map(\.minX) == [0, 320, 640] && frames[2].width == 736)
        // Hidden columns wait off the leading edge.
        let portrait = layout(1032, 3).frames(in: CGRect(x: 0, y: 0, width: 1032, height: 1376))
        #expect(portrait.map(\.minX) == [-320, 0, 320])
        // A sidebar asked for where it does not fit lies over the others.
        var asked = layout(1032, 3)
        asked.visibility = .all
        #expect(asked.sidebarOverlays && asked.frames(in: CGRect(x: 0, y: 0, width: 1032, height: 1376))[1].minX == 0)
    }

    // A 13-inch iPad in landscape shows the three columns; choosing a section and a post fills
    // the next columns. The content column takes its 360 pt ideal width.
    @Test func landscapeShowsThreeColumnsAndTheSelectionsFlow() throws {
        let reader = Reader()
        let host = try host(reader)
        let feed = try #require(frame(host, "section-Feed")), post = try #require(frame(host, "post0"))
        #expect(feed.minX < 320 && post.minX >= 320 && post.maxX <= 680)
        #expect(host.element(identifier: "section-Feed")?.traits.contains(.isSelected) == true)
        host.tap(at: try center(frame(host, "section-Notifications")), time: 2)
        #expect(reader.section == "Notifications")
        #expect(host.elements.contains { $0.label == "Notifications" && $0.traits.contains(.isHeader) })
        host.tap(at: try center(frame(host, "post3")), time: 2.5)
        #expect(host.element(identifier: "detail")?.label == "Reading post 3")
    }

    // The sidebar button hides the sidebar, the columns sliding over (halfway after 0.1 s),
    // and shows it again.
    @Test func theSidebarButtonAnimatesTheColumns() throws {
        let reader = Reader()
        let host = try host(reader)
        host.tap(at: try center(host.element(label: "Hide Sidebar")?.frame), time: 2)
        #expect(reader.visibility == .doubleColumn)
        host.advance(to: 2.12)
        let moving = try #require(frame(host, "post0")).minX
        #expect(moving > 0 && moving < 320)
        host.advance(to: 3)
        #expect(try #require(frame(host, "post0")).minX < 40)
        #expect(frame(host, "section-Feed") == nil)
        host.tap(at: try center(host.element(label: "Show Sidebar")?.frame), time: 3.1)
        host.advance(to: 4)
        #expect(frame(host, "section-Feed") != nil)
        #expect(reader.visibility == .all)
    }

    // In portrait the sidebar is hidden; shown, it lies over the content, and a tap beside it
    // hides it again.
    @Test func inPortraitTheSidebarOverlays() throws {
        let reader = Reader()
        let host = try host(reader, landscape: false)
        #expect(frame(host, "section-Feed") == nil)
        let post = try #require(frame(host, "post0"))
        host.tap(at: try center(host.element(label: "Show Sidebar")?.frame), time: 2)
        host.advance(to: 3)
        #expect(frame(host, "section-Feed") != nil)
        #expect(try #require(frame(host, "post0")).minX == post.minX)
        host.tap(at: Point(x: 800, y: 700), time: 3.1)
        host.advance(to: 4)
        #expect(frame(host, "section-Feed") == nil)
    }

    /// A finger dragged from `x` to `x + dx` at height 600 over 0.2 s, lifted at `time` + 0.2.
    func swipe(_ host: ViewHost, from x: Double, by dx: Double, at time: Double) {
        host.send(TouchEvent(time: time, phase: .began, location: Point(x: x, y: 600)))
        for step in 1...10 {
            host.send(
                TouchEvent(
                    time: time + 0.02 * Double(step), phase: .moved,
                    location: Point(x: x + dx * Double(step) / 10, y: 600)))
        }
        host.send(TouchEvent(time: time + 0.2, phase: .ended, location: Point(x: x + dx, y: 600)))
        host.advance(to: time + 1)
    }

    // Swiping between the columns, as on iPadOS: from the leading edge toward the trailing
    // one shows the sidebar, toward the leading edge over it hides it again; a swipe that
    // starts inside the detail, away from the edge, moves no column. In portrait the sidebar
    // slides over the others, in landscape beside them.
    @Test func swipesShowAndHideTheSidebar() throws {
        for (landscape, direction) in [
            (false, LayoutDirection.leftToRight), (true, .leftToRight), (false, .rightToLeft),
        ] {
            let reader = Reader()
            let host = try host(reader, landscape: landscape, direction: direction)
            if landscape {
                swipe(host, from: 200, by: -180, at: 1)
                #expect(reader.visibility == .doubleColumn && frame(host, "section-Feed") == nil)
            }
            #expect(frame(host, "section-Feed") == nil)
            swipe(host, from: 900, by: 200, at: 2)
            #expect(frame(host, "section-Feed") == nil, "a swipe in the detail shows no column")
            // Toward the edge the sidebar hides behind, nothing shows.
            swipe(host, from: 23, by: -20, at: 2.7)
            #expect(reader.visibility == .automatic || landscape)
            swipe(host, from: 3, by: 200, at: 3)
            #expect(reader.visibility == .all, "\(direction)")
            #expect(try #require(frame(host, "section-Feed")).minX >= 0)
            swipe(host, from: 250, by: -200, at: 4)
            #expect(reader.visibility == .doubleColumn && frame(host, "section-Feed") == nil, "\(landscape)")
        }
    }

    // In portrait the overlaid sidebar follows the finger: halfway in while the finger is
    // halfway, back out when it lets go short of 60 pt, in when it goes on.
    @Test func anOverlaidSidebarFollowsTheFinger() throws {
        let reader = Reader()
        let host = try host(reader, landscape: false)
        host.send(TouchEvent(time: 1, phase: .began, location: Point(x: 3, y: 600)))
        for step in 1...8 {
            host.send(
                TouchEvent(
                    time: 1 + 0.02 * Double(step), phase: .moved, location: Point(x: 3 + 20 * Double(step), y: 600)))
        }
        host.advance(to: 1.2)
        // 160 pt along: the 320 pt sidebar stands half in, over the content.
        let half = try #require(frame(host, "section-Feed"))
        #expect(abs(half.minX - (-160 + 16)) < 24, "\(half)")
        host.send(TouchEvent(time: 1.5, phase: .moved, location: Point(x: 40, y: 600)))
        host.send(TouchEvent(time: 2.5, phase: .ended, location: Point(x: 40, y: 600)))
        host.advance(to: 3.5)
        #expect(reader.visibility == .automatic && frame(host, "section-Feed") == nil)
    }

    // In landscape the columns side by side follow the finger too: a swipe leftward over the
    // sidebar moves the content column as far toward the leading edge as the finger went; let go there (short of 60 pt, slowly) they slide back, and a swipe that
    // goes on hides the sidebar.
    @Test func columnsSideBySideFollowTheFinger() throws {
        let reader = Reader()
        let host = try host(reader, landscape: true)
        let content = try #require(frame(host, "post0"))
        let sidebar = try #require(host.graph.root.first { $0.behavior is SplitViewBehavior })
        let width = try #require(
            (sidebar.behavior as? SplitViewBehavior)?.layout.frames(
                in: CGRect(origin: .zero, size: sidebar.frame.size))[0].width)
        host.send(TouchEvent(time: 1, phase: .began, location: Point(x: 200, y: 600)))
        for step in 1...8 {
            host.send(
                TouchEvent(
                    time: 1 + 0.05 * Double(step), phase: .moved,
                    location: Point(x: 200 - width / 3 * Double(step) / 8 - 10, y: 600)))
        }
        host.advance(to: 1.5)
        let moved = try #require(frame(host, "post0"))
        // The finger went a third of the sidebar and 10 pt: the columns went as far.
        let expected = content.minX - width / 3 - 10
        #expect(abs(moved.minX - expected) < 1, "\(content.minX) → \(moved.minX), expected about \(expected)")
        host.send(TouchEvent(time: 2.5, phase: .moved, location: Point(x: 180, y: 600)))
        host.send(TouchEvent(time: 3.5, phase: .ended, location: Point(x: 180, y: 600)))
        host.advance(to: 4.5)
        #expect(try #require(frame(host, "post0")).minX == content.minX)
        #expect(reader.visibility != .doubleColumn)
        swipe(host, from: 200, by: -200, at: 5)
        #expect(reader.visibility == .doubleColumn)
    }

    // Compact: one stack. Choosing a section pushes the content column, a post the detail;
    // expanding shows the three columns with the selections kept, and compacting again
    // shows the detail.
    @Test func compactCollapsesIntoOneStackAndExpandsBack() throws {
        let reader = Reader()
        reader.section = nil
        let device = try HostDevice("ipad-pro-13-m4", landscape: true)
        var compact = device.environment()
        compact.horizontalSizeClass = .compact
        let host = ViewHost(ReaderSplit(reader: reader), size: Size(width: 500, height: 1032), environment: compact)
        host.advance(to: 1)
        #expect(frame(host, "post0") == nil)
        host.tap(at: try center(frame(host, "section-Search")), time: 2)
        host.advance(to: 3)
        #expect(reader.compactColumn == .content)
        host.tap(at: try center(frame(host, "post2")), time: 3.1)
        host.advance(to: 4)
        #expect(reader.compactColumn == .detail)
        #expect(host.element(identifier: "detail")?.label == "Reading post 2")
        host.tap(at: try center(host.element(label: "Back, Search")?.frame), time: 4.1)
        host.advance(to: 5)
        #expect(reader.compactColumn == .content)
        host.tap(at: try center(frame(host, "post2")), time: 5.1)
        host.advance(to: 6)
        host.graph.setEnvironment(device.environment())
        host.resize(to: device.size)
        host.advance(to: 7)
        #expect(frame(host, "section-Search") != nil && frame(host, "post2") != nil)
        #expect(host.element(identifier: "detail")?.label == "Reading post 2")
        #expect(reader.section == "Search" && reader.post == 2)
        host.graph.setEnvironment(compact)
        host.resize(to: Size(width: 500, height: 1032))
        host.advance(to: 8)
        #expect(host.element(identifier: "detail")?.label == "Reading post 2")
        #expect(frame(host, "section-Search") == nil)
    }

    // The keyboard: Tab focuses the sidebar's list, the arrows move its selection, Return
    // moves to the content's list, where the arrows choose a post.
    @Test func theKeyboardMovesThroughTheColumns() throws {
        let reader = Reader()
        let host = try host(reader)
        host.press(.tab)
        host.press(.downArrow)
        #expect(reader.section == "Notifications")
        host.press(.return)
        host.press(.downArrow)
        #expect(reader.post == 0)
        host.press(.downArrow)
        #expect(reader.post == 1)
        #expect(reader.section == "Notifications")
    }

    // A selection no row has selects nothing, and nothing breaks.
    @Test func aSelectionThatIsGoneSelectsNothing() throws {
        let reader = Reader()
        reader.section = "Gone"
        let host = try host(reader)
        #expect(!host.elements.contains { $0.traits.contains(.isSelected) })
        #expect(frame(host, "section-Feed") != nil)
    }
}

/// A post row that counts its body's runs.
struct CountedPost: View, Equatable {
    let index: Int
    let counter: BodyCounter
    var body: some View {
        let _ = counter.count()
        Text("Post \(index)")
    }

    nonisolated static func == (a: CountedPost, b: CountedPost) -> Bool { a.index == b.index }
}

/// Three columns whose posts count their runs; the sidebar is shown or hidden by a binding.
struct CountedSplit: View {
    @Binding var visibility: NavigationSplitViewVisibility
    let counter: BodyCounter
    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(0..<8, id: \.self) { Text("Section \($0)") }.navigationTitle("Horizon")
        } content: {
            List(0..<40, id: \.self) { CountedPost(index: $0, counter: counter) }.navigationTitle("Feed")
        } detail: {
            Text("Post").navigationTitle("Post")
        }
    }
}

@MainActor
@Suite(.serialized) struct SplitViewUpdateTests {
    // Hiding the sidebar moves the columns and runs no row's body: the rows are the same views
    // in the same environment (the room the bars leave for the sidebar button is observed by
    // the bars alone), and a list row that has not changed is not run again.
    @Test func hidingTheSidebarRunsNoRows() throws {
        let counter = BodyCounter()
        var visibility = NavigationSplitViewVisibility.all
        let binding = Binding(get: { visibility }, set: { visibility = $0 })
        let device = try HostDevice("ipad-pro-13-m4", landscape: true)
        let host = ViewHost(
            CountedSplit(visibility: binding, counter: counter), size: device.size, environment: device.environment())
        host.advance(to: 1)
        let before = counter.runs
        let bodies = host.graph.bodyEvaluations
        #expect(before > 0)
        withAnimation(SplitViewBehavior.toggle) { binding.wrappedValue = .doubleColumn }
        host.graph.setNeedsBody(host.graph.root)
        for frame in 1...30 { host.advance(to: 1 + Double(frame) / 60) }
        #expect(host.element(label: "Section 0") == nil)
        #expect(counter.runs == before, "\(counter.runs - before) runs")
        // The columns' stacks, screens, lists and each row's wrappers run (453 bodies); the 48
        // rows' cells do not (with them, 2,089).
        let ran = host.graph.bodyEvaluations - bodies
        #expect(ran < 700, "\(ran) bodies")
    }
}
