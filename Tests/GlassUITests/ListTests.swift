import Foundation
import GlassHost
import GlassRaster
import Testing

@testable import GlassUI

/// A fruit in the list fixtures.
struct Fruit: Identifiable, Hashable {
    let id: Int
    var name: String
}

@Observable @MainActor
final class Orchard {
    var fruits = (0..<6).map { Fruit(id: $0, name: ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig"][$0]) }
    var selected: Int?
    var picked: Set<Int> = []
    var log: [String] = []
}

/// A settings-like list in a navigation stack: a section of fruits (deletable, movable,
/// selectable), a section with a header and footer, and an edit button.
struct OrchardList: View {
    @Bindable var orchard: Orchard
    var style: ListStyleKind.Kind = .insetGrouped
    var multiple = false

    var body: some View {
        NavigationStack {
            list
                .navigationTitle("Orchard")
                .toolbar { ToolbarItem(placement: .topBarTrailing) { EditButton() } }
        }
    }

    @ViewBuilder var list: some View {
        if multiple {
            List(selection: $orchard.picked) { sections }.modifier(StyleOf(style: style))
        } else {
            List(selection: $orchard.selected) { sections }.modifier(StyleOf(style: style))
        }
    }

    @ViewBuilder var sections: some View {
        Section("Fruits") {
            ForEach(orchard.fruits) { fruit in
                if fruit.name == "Cherry" {
                    Text(fruit.name).accessibilityIdentifier("fruit\(fruit.id)")
                        .swipeActions(edge: .leading) { Button("Pin") { orchard.log.append("pin \(fruit.name)") } }
                } else {
                    Text(fruit.name).accessibilityIdentifier("fruit\(fruit.id)")
                }
            }
            .onDelete { offsets in orchard.fruits.remove(atOffsets: offsets) }
            .onMove { offsets, target in orchard.fruits.move(fromOffsets: offsets, toOffset: target) }
        }
        Section {
            Text("Harvest").accessibilityIdentifier("harvest")
        } header: {
            Text("Seasons")
        } footer: {
            Text("Picked in autumn.")
        }
    }
}

struct StyleOf: ViewModifier {
    let style: ListStyleKind.Kind
    func body(content: Content) -> some View {
        switch style {
        case .insetGrouped: content.listStyle(.insetGrouped)
        case .plain: content.listStyle(.plain)
        case .sidebar: content.listStyle(.sidebar)
        }
    }
}

/// Ten thousand rows with a text and a symbol each.
struct LongList: View {
    var body: some View {
        List(0..<10_000) { index in
            HStack {
                Image(systemName: "star.fill")
                Text("Row \(index)")
            }
            .accessibilityElement(children: .combine)
            .accessibilityIdentifier("row\(index)")
        }
        .listStyle(.plain)
    }
}

@MainActor
@Suite(.serialized) struct ListTests {
    func host<V: View>(_ view: V) throws -> ViewHost {
        let device = try HostDevice("iphone-15-pro")
        let host = ViewHost(view, size: device.size, environment: device.environment())
        host.advance(to: 1)
        return host
    }

    func frame(_ host: ViewHost, _ id: String) -> CGRect? { host.element(identifier: id)?.frame }

    func center(_ rect: CGRect?) throws -> Point {
        let rect = try #require(rect)
        return Point(x: Double(rect.midX), y: Double(rect.midY))
    }

    /// A sideways drag on a row from x0 by dx, lifted after `duration`.
    func swipe(_ host: ViewHost, y: Double, from x0: Double, by dx: Double, at time: Double, duration: Double = 0.3) {
        host.send(TouchEvent(time: time, phase: .began, location: Point(x: x0, y: y)))
        for step in 1...10 {
            let f = Double(step) / 10
            host.send(TouchEvent(time: time + duration * f, phase: .moved, location: Point(x: x0 + dx * f, y: y)))
        }
        host.send(TouchEvent(time: time + duration, phase: .ended, location: Point(x: x0 + dx, y: y)))
    }

    // The inset grouped style: cards 16 pt from the sides, rows at least 44 pt tall, the
    // section's header above the first card and its footer under the second; the large title
    // above them all.
    @Test func insetGroupedRowsSitOnCardsUnderTheirHeaders() throws {
        let host = try host(OrchardList(orchard: Orchard()))
        let apple = try #require(frame(host, "fruit0")), banana = try #require(frame(host, "fruit1"))
        #expect(banana.minY - apple.minY == 44)
        let cell = try #require(host.graph.root.first { $0.behavior is ListRowBehavior })
        #expect(cell.screenFrame.minX == 16 && cell.screenFrame.width == 393 - 32)
        let header = try #require(host.element(label: "Fruits"))
        #expect(header.traits.contains(.isHeader) && header.frame.maxY <= apple.minY)
        let footer = try #require(host.element(label: "Picked in autumn."))
        let harvest = try #require(frame(host, "harvest"))
        #expect(footer.frame.minY > harvest.maxY)
    }

    // The plain style: rows across the whole width.
    @Test func plainRowsSpanTheWidth() throws {
        let host = try host(OrchardList(orchard: Orchard(), style: .plain))
        let cell = try #require(host.graph.root.first { $0.behavior is ListRowBehavior })
        #expect(cell.screenFrame.minX == 0 && cell.screenFrame.width == 393)
    }

    // Ten thousand rows make only the rows near the screen, however far they scroll.
    @Test func tenThousandRowsMakeOnlyTheRowsNearTheScreen() throws {
        let host = try host(LongList())
        var most = 0
        for flick in 0..<8 {
            let t = 2.0 + Double(flick)
            host.send(TouchEvent(time: t, phase: .began, location: Point(x: 200, y: 700)))
            host.send(TouchEvent(time: t + 0.02, phase: .moved, location: Point(x: 200, y: 680)))
            host.send(TouchEvent(time: t + 0.06, phase: .moved, location: Point(x: 200, y: 300)))
            host.send(TouchEvent(time: t + 0.07, phase: .ended, location: Point(x: 200, y: 280)))
            for step in 1...9 {
                host.advance(to: t + 0.1 * Double(step))
                most = max(most, host.graph.nodeCount)
            }
        }
        let shown = host.elements.filter { $0.identifier.hasPrefix("row") }
        #expect(!shown.isEmpty)
        #expect((shown.first.flatMap { Int($0.identifier.dropFirst(3)) } ?? 0) > 100)
        #expect(most < 4000, "\(most) nodes")
    }

    // A tap selects a row of a single-selection list, and the arrow keys move the selection.
    @Test func tapsAndArrowKeysSelectRows() throws {
        let orchard = Orchard()
        let host = try host(OrchardList(orchard: orchard))
        host.tap(at: try center(frame(host, "fruit3")), time: 2)
        #expect(orchard.selected == 3)
        #expect(host.element(identifier: "fruit3")?.traits.contains(.isSelected) == true)
        host.press(.tab)
        host.press(.downArrow)
        #expect(orchard.selected == 4)
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(orchard.selected == 2)
    }

    // A multiple selection: taps add and remove rows; Shift with an arrow key adds the next.
    @Test func aMultipleSelectionGrowsAndShrinks() throws {
        let orchard = Orchard()
        let host = try host(OrchardList(orchard: orchard, multiple: true))
        host.tap(at: try center(frame(host, "fruit1")), time: 2)
        host.tap(at: try center(frame(host, "fruit4")), time: 2.5)
        #expect(orchard.picked == [1, 4])
        host.tap(at: try center(frame(host, "fruit1")), time: 3)
        #expect(orchard.picked == [4])
        host.press(.tab)
        host.press(.downArrow, modifiers: .shift)
        #expect(orchard.picked == [4, 5])
    }

    // A swipe to the left uncovers Delete (the data allows deleting); a tap on it deletes the
    // row. A swipe to the right on Cherry uncovers its own leading action; its own actions
    // replace the Delete, as in SwiftUI.
    @Test func swipesUncoverActions() throws {
        let orchard = Orchard()
        let host = try host(OrchardList(orchard: orchard))
        let banana = try center(frame(host, "fruit1"))
        swipe(host, y: banana.y, from: 300, by: -120, at: 2)
        host.advance(to: 3)
        let delete = try #require(host.element(label: "Delete"))
        #expect(delete.frame.maxX == 393 - 16 && delete.frame.width == 74)
        host.tap(at: try center(delete.frame), time: 3.1)
        #expect(orchard.fruits.map(\.name) == ["Apple", "Cherry", "Date", "Elderberry", "Fig"])
        swipe(host, y: banana.y, from: 60, by: 120, at: 4)
        host.advance(to: 5)
        host.tap(at: try center(host.element(label: "Pin")?.frame), time: 5.1)
        #expect(orchard.log == ["pin Cherry"])
        host.advance(to: 6)
        #expect(host.element(label: "Pin") == nil)
        swipe(host, y: banana.y, from: 300, by: -120, at: 7)
        host.advance(to: 8)
        #expect(host.element(label: "Delete") == nil)
    }

    // A short swipe settles back closed; a swipe past 60 % of the row runs the first action.
    @Test func aShortSwipeClosesAndAFullSwipeDeletes() throws {
        let orchard = Orchard()
        let host = try host(OrchardList(orchard: orchard))
        let date = try center(frame(host, "fruit3"))
        host.send(TouchEvent(time: 2, phase: .began, location: Point(x: 300, y: date.y)))
        host.send(TouchEvent(time: 2.1, phase: .moved, location: Point(x: 285, y: date.y)))
        host.send(TouchEvent(time: 2.5, phase: .moved, location: Point(x: 275, y: date.y)))
        host.send(TouchEvent(time: 2.9, phase: .ended, location: Point(x: 275, y: date.y)))
        host.advance(to: 4)
        #expect(host.element(label: "Delete") == nil)
        #expect(orchard.fruits.count == 6)
        swipe(host, y: date.y, from: 360, by: -300, at: 5)
        #expect(orchard.fruits.map(\.name) == ["Apple", "Banana", "Cherry", "Elderberry", "Fig"])
    }

    // Edit mode: the edit button turns to Done, each row gets a delete control that uncovers
    // Delete, and dragging a row's handle down two rows moves it there.
    @Test func editModeDeletesAndMovesRows() throws {
        let orchard = Orchard()
        let host = try host(OrchardList(orchard: orchard))
        host.tap(at: try center(host.element(label: "Edit")?.frame), time: 2)
        host.advance(to: 3)
        #expect(host.element(label: "Done") != nil)
        let controls = host.elements.filter { $0.label == "Delete" }
        #expect(controls.count == 6)
        let handles = host.elements.filter { $0.label == "Reorder" }
        #expect(handles.count == 6)
        let handle = try center(handles[0].frame)
        host.send(TouchEvent(time: 4, phase: .began, location: handle))
        host.send(TouchEvent(time: 4.1, phase: .moved, location: Point(x: handle.x, y: handle.y + 40)))
        host.send(TouchEvent(time: 4.2, phase: .moved, location: Point(x: handle.x, y: handle.y + 90)))
        host.send(TouchEvent(time: 4.3, phase: .ended, location: Point(x: handle.x, y: handle.y + 90)))
        #expect(orchard.fruits.map(\.name) == ["Banana", "Cherry", "Apple", "Date", "Elderberry", "Fig"])
        host.advance(to: 5)
        let fig = try #require(host.elements.filter { $0.label == "Delete" }.last)
        host.tap(at: try center(fig.frame), time: 5.1)
        host.advance(to: 6)
        let delete = try #require(host.elements.filter { $0.label == "Delete" }.max { $0.frame.maxX < $1.frame.maxX })
        host.tap(at: try center(delete.frame), time: 6.1)
        #expect(orchard.fruits.map(\.name) == ["Banana", "Cherry", "Apple", "Date", "Elderberry"])
    }

    // SwiftUI's collection helpers for onDelete and onMove.
    @Test func offsetsRemoveAndMoveElements() {
        var letters = Array("abcdef")
        letters.move(fromOffsets: [0, 2], toOffset: 5)
        #expect(String(letters) == "bdeacf")
        letters.move(fromOffsets: [5], toOffset: 0)
        #expect(String(letters) == "fbdeac")
        letters.move(fromOffsets: [9], toOffset: 0)
        #expect(String(letters) == "fbdeac")
        letters.remove(atOffsets: [0, 5, 7])
        #expect(String(letters) == "bdea")
    }
}

@Observable @MainActor
final class Feed {
    var items = ["Older"]
    var refreshes = 0
    /// Held open by the test until it lets the refresh finish.
    var gate: CheckedContinuation<Void, Never>?

    func reload() async {
        refreshes += 1
        await withCheckedContinuation { gate = $0 }
        items.insert("Newer \(refreshes)", at: 0)
    }
}

/// A feed that refreshes when pulled down.
struct FeedList: View {
    let feed: Feed
    var body: some View {
        NavigationStack {
            List(feed.items, id: \.self) { Text($0) }
                .navigationTitle("Feed")
                .refreshable { await feed.reload() }
        }
    }
}

@MainActor
@Suite(.serialized) struct RefreshableTests {
    // Pulled 80 pt past its top (a finger 300 pt down, through the rubber band) and let go,
    // the list refreshes: a spinner shows until the action returns, then the new row is in.
    // A shorter pull does nothing.
    @Test func pullingDownRefreshes() async throws {
        let feed = Feed()
        let device = try HostDevice("iphone-15-pro")
        let host = ViewHost(FeedList(feed: feed), size: device.size, environment: device.environment())
        host.advance(to: 1)
        func pull(_ distance: Double, at time: Double) {
            host.send(TouchEvent(time: time, phase: .began, location: Point(x: 200, y: 300)))
            host.send(TouchEvent(time: time + 0.1, phase: .moved, location: Point(x: 200, y: 320)))
            host.send(TouchEvent(time: time + 0.5, phase: .moved, location: Point(x: 200, y: 300 + distance)))
            host.send(TouchEvent(time: time + 1.2, phase: .ended, location: Point(x: 200, y: 300 + distance)))
        }
        let rest = try #require(host.element(label: "Older")).frame.minY
        pull(60, at: 2)
        for _ in 0..<10 { await Task.yield() }
        #expect(feed.refreshes == 0)
        pull(300, at: 4)
        for _ in 0..<10 { await Task.yield() }
        host.advance(to: 6)
        #expect(feed.refreshes == 1)
        let spinner = try #require(host.element(label: "Refreshing")).frame
        #expect(host.graph.haptics.last?.kind == .lightImpact)
        // While it refreshes the content is held 60 pt down, the spinner in that gap.
        let held = try #require(host.element(label: "Older")).frame.minY
        #expect(abs(held - rest - 60) < 0.5, "\(held) vs \(rest)")
        #expect(spinner.minY >= rest && spinner.maxY <= held)
        feed.gate?.resume()
        for _ in 0..<10 { await Task.yield() }
        host.advance(to: 7)
        #expect(host.element(label: "Refreshing") == nil)
        // Then it springs up: the new row is where the old one rested.
        let newer = try #require(host.element(label: "Newer 1")).frame.minY
        #expect(abs(newer - rest) < 0.5, "\(newer) vs \(rest)")
    }
}

/// Names selected by their tag, the ForEach identified by position.
struct TaggedNames: View {
    @Binding var chosen: String?
    let names = ["Ada", "Alan", "Grace"]
    var body: some View {
        List(selection: $chosen) {
            ForEach(0..<3, id: \.self) { index in Text(names[index]).tag(names[index]) }
        }
    }
}

@MainActor
@Suite(.serialized) struct TaggedSelectionTests {
    // The arrow keys move a selection made of tags, as taps make it.
    @Test func theArrowKeysSelectByTag() throws {
        var chosen: String? = "Ada"
        let binding = Binding(get: { chosen }, set: { chosen = $0 })
        let host = ViewHost(TaggedNames(chosen: binding), size: Size(width: 393, height: 852))
        host.advance(to: 1)
        host.press(.tab)
        host.press(.downArrow)
        #expect(chosen == "Alan")
    }
}

/// A row with a counter of its own.
struct CountingRow: View {
    let index: Int
    @State private var taps = 0
    var body: some View {
        Button("Row \(index): \(taps)") { taps += 1 }.accessibilityIdentifier("count\(index)")
    }
}

@MainActor
@Suite(.serialized) struct LazyRowStateTests {
    // A row's @State survives scrolling far away and back, as SwiftUI keeps it by identity:
    // row 0 tapped twice still counts 2 when it comes back; row 1, never tapped, counts 0.
    @Test func aRowKeepsItsStateWhenItScrollsAwayAndBack() throws {
        let host = ViewHost(
            List(0..<300, id: \.self) { CountingRow(index: $0) }.listStyle(.plain), size: Size(width: 393, height: 852))
        host.advance(to: 1)
        let row = try #require(host.element(identifier: "count0")).frame
        let at = Point(x: 60, y: Double(row.midY))
        host.tap(at: at, time: 2)
        host.tap(at: at, time: 2.5)
        #expect(host.element(identifier: "count0")?.label == "Row 0: 2")
        host.graph.scroll(dx: 0, dy: 8_000, at: Point(x: 200, y: 400))
        host.advance(to: 3)
        #expect(host.element(identifier: "count0") == nil)
        // (Each row's button spans its row, as a list row's button does on iOS: a frame and a
        // content shape more a row than before, 3,089 nodes in all.)
        #expect(host.graph.nodeCount < 3_200)
        host.graph.scroll(dx: 0, dy: -8_000, at: Point(x: 200, y: 400))
        host.advance(to: 4)
        host.advance(to: 4.1)
        #expect(host.element(identifier: "count0")?.label == "Row 0: 2")
        #expect(host.element(identifier: "count1")?.label == "Row 1: 0")
    }
}

/// Three sections of twenty rows in a plain list under a large title.
struct ProduceList: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(["Fruits", "Vegetables", "Grains"], id: \.self) { name in
                    Section(name) {
                        ForEach(0..<20) { Text("\(name) \($0)") }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Produce")
        }
    }
}

@MainActor
@Suite(.serialized) struct PlainListHeaderTests {
    // A plain list's section header stays under the navigation bar (its inline row ends at
    // 59 + 44 = 103 pt once the large title has collapsed) while its rows pass under it, as
    // iOS's plain lists do; the next section's header takes its place.
    @Test func headersStayUnderTheBar() throws {
        let device = try HostDevice("iphone-15-pro")
        let host = ViewHost(ProduceList(), size: device.size, environment: device.environment())
        host.advance(to: 1)
        host.graph.scroll(dx: 0, dy: 700, at: Point(x: 200, y: 400))
        host.advance(to: 2)
        let fruits = try #require(host.element(label: "Fruits")?.frame)
        #expect(fruits.minY > 102 && fruits.minY < 112, "\(fruits)")  // the text, inside its bar
        #expect(host.element(label: "Fruits 3") == nil || host.element(label: "Fruits 3")!.frame.maxY < 103)
        host.graph.scroll(dx: 0, dy: 600, at: Point(x: 200, y: 400))
        host.advance(to: 3)
        let vegetables = try #require(host.element(label: "Vegetables")?.frame)
        #expect(abs(vegetables.minY - fruits.minY) < 0.5)
    }
}

/// A form's rows as SwiftUI makes them: an `if` that holds nothing makes no row, a button that
/// is a row takes a tap anywhere on it, and a picker keeps its value at the row's end.
@MainActor
@Suite struct FormRowTests {
    struct Sheet: View {
        @State var taps = 0
        @State var choice = 1
        let showsNote: Bool

        var body: some View {
            GlassUI.Form {
                Picker("Choice", selection: $choice) {
                    Text("One").tag(1)
                    Text("Two").tag(2)
                }
                Button("Go \(taps)") { taps += 1 }
                if showsNote { Text("Note") }
            }
        }
    }

    @Test func rowsButtonsAndPickers() throws {
        for showsNote in [false, true] {
            let host = ViewHost(Sheet(showsNote: showsNote), size: Size(width: 393, height: 852))
            host.advance(to: 1)
            let go = try #require(host.element(label: "Go 0")).frame
            // The form's card ends under its last row: no empty white row for the absent note,
            // the grouped grey right under the button's row.
            let rows = host.elements.filter { ["Choice, One", "Go 0", "Note"].contains($0.label) }
            #expect(rows.count == (showsNote ? 3 : 2))
            let canvas = try host.render(scale: 1)
            let below = withExtendedLifetime(canvas) { canvas.pixels[200, Int(go.maxY) + 22] & 0xFF }
            #expect(showsNote ? below == 0xFF : below < 0xFF, "under the button: \(below)")
            // Tapped in the middle of its row, far from its word, the button runs.
            host.tap(at: Point(x: Double(go.maxX) - 40, y: Double(go.midY)), time: 2)
            host.advance(to: 3)
            #expect(host.element(label: "Go 1") != nil)
            // The whole row is the picker's button; its value, in the accent color, sits at
            // the row's end, and its label is in the primary color.
            let picker = try #require(host.element(label: "Choice, One")).frame
            #expect(picker.minX == 16 && picker.maxX == 393 - 16)
            let tinted = (0..<393).filter { x in
                let c = canvas.color(atPixelX: x, y: Int(picker.midY))
                return c.blue > 0.8 && c.red < 0.3
            }
            #expect(tinted.min() ?? 0 > 393 - 16 - 80, "accent from x = \(tinted.min() ?? -1)")
            // A tap anywhere on the row opens the menu, each option a button.
            host.tap(at: Point(x: 60, y: Double(picker.midY)), time: 4)
            host.advance(to: 5)
            #expect(
                host.elements.filter { ["One", "Two"].contains($0.label) && $0.traits.contains(.isButton) }.count == 2)
        }
    }
}
