import Foundation
import GlassHost
import Testing

@testable import GlassUI

/// Ten thousand photo-like tiles, three 80 pt tall columns across, 8 pt apart, in a scroll view.
struct TenThousandTiles: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 8), count: 3), spacing: 8) {
                ForEach(0..<10_000) { index in
                    Text("Tile \(index)").frame(maxWidth: .infinity, minHeight: 80, maxHeight: 80)
                }
            }
        }
    }
}

/// A tile with a counter of its own, in a grid of a thousand.
struct CountingTile: View {
    let index: Int
    @State private var taps = 0
    var body: some View {
        Button("Tile \(index): \(taps)") { taps += 1 }.frame(height: 100)
    }
}

@MainActor
@Suite(.serialized) struct LazyGridTests {
    let size = Size(width: 393, height: 852)

    func frame(_ host: ViewHost, _ label: String) -> CGRect? { host.element(label: label)?.frame }

    // A grid of 10,000 tiles in a scroll view makes only the rows near the screen, at the top
    // and 100,000 pt down; the tiles sit three to a row, 88 pt a row, in columns of
    // (393 − 16) / 3 pt.
    @Test func tenThousandTilesHoldOnlyTheRowsNearTheScreen() throws {
        let host = ViewHost(TenThousandTiles(), size: size)
        #expect(host.graph.nodeCount < 700, "\(host.graph.nodeCount) nodes")
        let first = try #require(frame(host, "Tile 0")), second = try #require(frame(host, "Tile 1"))
        let fourth = try #require(frame(host, "Tile 3"))
        #expect(second.minY == first.minY && second.minX > first.maxX)
        #expect(fourth.minY - first.minY == 88 && fourth.midX == first.midX)
        #expect(abs((second.midX - first.midX) - (377.0 / 3 + 8)) < 0.5)
        #expect(frame(host, "Tile 600") == nil)
        host.graph.scroll(dx: 0, dy: 100_000, at: Point(x: 200, y: 400))
        host.advance(to: 1)
        let row = 100_000 / 88 + 1  // the first row wholly on screen
        let shown = try #require(frame(host, "Tile \(row * 3 + 2)"), "row \(row) is not made")
        #expect(abs(shown.minY - (CGFloat(row) * 88 + first.minY - 100_000)) < 0.5)
        #expect(frame(host, "Tile 0") == nil)
        #expect(host.graph.nodeCount < 700, "\(host.graph.nodeCount) nodes")
        host.press(.end)
        host.advance(to: 3)
        // The last row holds tile 9,999 alone, in the first column.
        let last = try #require(frame(host, "Tile 9999"))
        #expect(abs(last.midX - first.midX) < 0.01)
        #expect(host.graph.nodeCount < 700, "\(host.graph.nodeCount) nodes")
    }

    // A LazyHGrid scrolls sideways and makes only the columns near the screen.
    @Test func aLazyHGridMakesOnlyTheColumnsNearTheScreen() throws {
        let host = ViewHost(
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))], spacing: 10) {
                    ForEach(0..<5_000) { Text("Cell \($0)").frame(width: 90) }
                }
            }, size: size)
        let a = try #require(frame(host, "Cell 0")), b = try #require(frame(host, "Cell 1"))
        let c = try #require(frame(host, "Cell 2"))
        #expect(b.midX == a.midX && b.midY - a.midY == 68)  // two rows of 60 pt, 8 pt apart
        #expect(c.midX - a.midX == 100 && c.midY == a.midY)  // 90 pt columns, 10 pt apart
        #expect(frame(host, "Cell 400") == nil)
        host.graph.scroll(dx: 200_000, dy: 0, at: Point(x: 200, y: 100))
        host.advance(to: 1)
        #expect(frame(host, "Cell 4000") != nil)
        #expect(host.graph.nodeCount < 700, "\(host.graph.nodeCount) nodes")
    }

    // A tile's @State goes with it when it scrolls away and comes back.
    @Test func aTileKeepsItsStateAcrossScrolling() throws {
        let host = ViewHost(
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem()]) {
                    ForEach(0..<1_000) { CountingTile(index: $0) }
                }
            }, size: size)
        let tile = try #require(frame(host, "Tile 3: 0"))
        host.tap(at: Point(x: Double(tile.midX), y: Double(tile.midY)), time: 1)
        host.tap(at: Point(x: Double(tile.midX), y: Double(tile.midY)), time: 1.5)
        #expect(frame(host, "Tile 3: 2") != nil)
        host.graph.scroll(dx: 0, dy: 20_000, at: Point(x: 200, y: 400))
        host.advance(to: 2)
        #expect(frame(host, "Tile 3: 2") == nil)
        host.press(.home)
        host.advance(to: 4)
        #expect(frame(host, "Tile 3: 2") != nil)
    }

    // Wider, an adaptive grid holds more columns: the rows regroup and the tiles move.
    @Test func aWiderGridRegroupsItsRows() throws {
        let host = ViewHost(
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                    ForEach(0..<2_000) { Text("Photo \($0)").frame(height: 100) }
                }
            }, size: size)
        // 393 pt holds three columns of at least 100 pt (8 pt apart): photo 3 starts row two.
        let narrow = try #require(frame(host, "Photo 3")), zero = try #require(frame(host, "Photo 0"))
        #expect(abs(narrow.midX - zero.midX) < 0.5 && narrow.minY > zero.maxY)
        host.resize(to: Size(width: 852, height: 393))
        host.advance(to: 1)
        // 852 pt holds seven: photo 3 is in the first row, photo 7 starts the second.
        let wide = try #require(frame(host, "Photo 3")), wideZero = try #require(frame(host, "Photo 0"))
        #expect(wide.midY == wideZero.midY)
        let seventh = try #require(frame(host, "Photo 7"))
        #expect(abs(seventh.midX - wideZero.midX) < 0.5 && seventh.minY > wideZero.maxY)
    }

    // In a right-to-left layout a grid's first column is on the right.
    @Test func rightToLeftGridsStartOnTheRight() throws {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let host = ViewHost(
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem()]) { ForEach(0..<10) { Text("Cell \($0)") } }
            }, size: size, environment: environment)
        let first = try #require(frame(host, "Cell 0")), second = try #require(frame(host, "Cell 1"))
        #expect(first.midX > second.midX && first.midY == second.midY)
    }
}

/// Three sections of thirty 50 pt rows under pinned 30 pt headers, in a scroll view.
struct PinnedSections: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(["A", "B", "C"], id: \.self) { name in
                    Section {
                        ForEach(0..<30) { Text("\(name)\($0)").frame(height: 50) }
                    } header: {
                        Text("Header \(name)").frame(maxWidth: .infinity, minHeight: 30, maxHeight: 30)
                            .background(Color.white)
                    }
                }
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct PinnedHeaderTests {
    let size = Size(width: 393, height: 852)

    func top(_ host: ViewHost, _ label: String) -> CGFloat? { host.element(label: label)?.frame.midY }

    // Each section is 30 + 30 × 50 = 1,530 pt. Scrolled 2,000 pt (470 pt into section B),
    // B's header stays at the top while its rows pass under it; 1,500 pt further (30 pt
    // before C's header arrives) it is pushed up by the end of its section, C's header under
    // it; past that C's header is pinned.
    @Test func headersStayAtTheTopUntilTheirSectionEnds() throws {
        let host = ViewHost(PinnedSections(), size: size)
        #expect(top(host, "Header A") == 15)
        host.graph.scroll(dx: 0, dy: 2_000, at: Point(x: 200, y: 400))
        host.advance(to: 1)
        #expect(top(host, "Header B") == 15)
        #expect(top(host, "Header A") == nil || top(host, "Header A")! < 0)
        host.graph.scroll(dx: 0, dy: 1_045, at: Point(x: 200, y: 400))
        host.advance(to: 2)
        // C's header starts at 3,060; the content is at 3,045: C's at 15 pt, B's pushed above it.
        #expect(top(host, "Header C").map { abs($0 - 30) < 0.5 } == true)
        #expect(top(host, "Header B").map { abs($0 - 0) < 0.5 } == true)
        host.graph.scroll(dx: 0, dy: 500, at: Point(x: 200, y: 400))
        host.advance(to: 3)
        #expect(top(host, "Header C") == 15)
    }

    // In a grid a section's header spans the columns and its cells start a new row.
    @Test func gridSectionsSpanTheColumns() throws {
        let host = ViewHost(
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 10) {
                    Section {
                        ForEach(0..<4) { Text("One \($0)").frame(height: 40) }
                    } header: {
                        Color.red.frame(height: 20).accessibilityElement().accessibilityIdentifier("first")
                    }
                    Section {
                        ForEach(0..<2) { Text("Two \($0)").frame(height: 40) }
                    } header: {
                        Color.red.frame(height: 20).accessibilityElement().accessibilityIdentifier("second")
                    }
                }
            }, size: size)
        let first = try #require(host.element(identifier: "first")?.frame)
        #expect(first.width == 393 && first.minY == 0)
        let a = try #require(host.element(label: "One 0")?.frame), d = try #require(host.element(label: "One 3")?.frame)
        #expect(abs(a.midY - 50) < 0.5 && abs(d.midY - 100) < 0.5)  // 20 + 10, then 40 + 10
        let second = try #require(host.element(identifier: "second")?.frame)
        #expect(second.minY == 130)  // after the second row of section one and 10 pt
        let two = try #require(host.element(label: "Two 0")?.frame)
        #expect(abs(two.midX - a.midX) < 0.5 && abs(two.midY - 180) < 0.5)
    }

    // A grid item's alignment places its cells in their slots: `.top` sets a short cell at
    // the top of a row made tall by its neighbour, `.bottomTrailing` at the bottom right;
    // without one the cell is centred.
    @Test func anItemsAlignmentPlacesItsCells() throws {
        func shortCell(_ alignment: Alignment?) throws -> CGRect {
            let host = ViewHost(
                LazyVGrid(columns: [GridItem(.fixed(100), spacing: 0, alignment: alignment), GridItem(.fixed(100))]) {
                    Text("short").frame(width: 50, height: 20)
                    Color.clear.frame(width: 100, height: 100)
                }, size: Size(width: 200, height: 100))
            host.advance(to: 1)
            return try #require(host.element(label: "short")?.frame)
        }
        let top = try shortCell(.top), corner = try shortCell(.bottomTrailing)
        // The cell is 50 × 20 pt; its text is centred in it.
        #expect(top.midX == 50 && top.midY == 10)
        #expect(corner.midX == 75 && corner.midY == 90)
        #expect(try shortCell(nil).midY == 50 && shortCell(nil).midX == 50)
    }
}
