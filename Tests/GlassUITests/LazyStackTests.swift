import Foundation
import GlassHost
import GlassRaster
import GoldenSupport
import Testing

@testable import GlassUI

/// Ten thousand rows of 44 pt (8 pt apart) in a lazy stack in a scroll view.
struct TenThousandRows: View {
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<10_000) { index in
                    Text("Row \(index)").frame(maxWidth: .infinity, minHeight: 44, maxHeight: 44)
                }
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct LazyStackTests {
    let size = Size(width: 393, height: 852)

    func frame(_ host: ViewHost, _ label: String) -> CGRect? { host.element(label: label)?.frame }

    // Only the rows within a screen of the viewport have nodes: the same few hundred nodes at
    // the top, after the wheel takes the content 200,000 pt down, and at the end; each row is
    // where 52 pt a row puts it.
    @Test func tenThousandRowsHoldOnlyTheRowsNearTheScreen() throws {
        let host = ViewHost(TenThousandRows(), size: size)
        let atTop = host.graph.nodeCount
        #expect(atTop < 600, "\(atTop) nodes")
        // Each element is a row's text, centred in its 44 pt row.
        let inset = try #require(frame(host, "Row 0")).minY
        #expect(inset > 0 && inset < 22)
        #expect(frame(host, "Row 16")?.minY == 16 * 52 + inset)
        #expect(frame(host, "Row 200") == nil)
        host.graph.scroll(dx: 0, dy: 200_000, at: Point(x: 200, y: 400))
        host.advance(to: 1)
        let row = 200_000 / 52 + 1  // the first row wholly on screen
        let shown = try #require(frame(host, "Row \(row)"), "row \(row) is not made")
        #expect(abs(shown.minY - (CGFloat(row) * 52 + inset - 200_000)) < 0.5)
        #expect(frame(host, "Row 0") == nil)
        #expect(host.graph.nodeCount < 600, "\(host.graph.nodeCount) nodes")
        host.press(.end)
        host.advance(to: 3)
        let last = try #require(frame(host, "Row 9999"))
        #expect(abs(last.maxY + inset - 852) < 0.5)
        #expect(host.graph.nodeCount < 600, "\(host.graph.nodeCount) nodes")
    }

    final class Made: @unchecked Sendable { var count = 0 }

    // A list's first layout makes the rows of the screen and the next one, measured one by
    // one: 19 of these 80 pt rows. A window counted at the length of its first line (the
    // list's empty header, 18 pt) made 94; one counted at 44 pt a line, 39.
    @Test func aListsFirstLayoutMakesOnlyTheRowsNearTheScreen() {
        let made = Made()
        let host = ViewHost(
            List(0..<1_000, id: \.self) { index in
                Text("Row \(index)").frame(height: 80).onAppear { made.count += 1 }
            }, size: size)
        host.advance(to: 1)
        #expect(made.count < 24, "\(made.count) rows made")
        #expect(frame(host, "Row 0") != nil)
    }

    // A grid of tall cards (two to a line, 400 pt) makes the five lines that reach two
    // screens down: a window counted at 44 pt a line made all 60 cards to keep 10.
    @Test func aGridOfTallCardsMakesOnlyTheCardsNearTheScreen() {
        let made = Made()
        let host = ViewHost(
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem()]) {
                    ForEach(0..<60, id: \.self) { index in
                        Text("Card \(index)").frame(height: 400).onAppear { made.count += 1 }
                    }
                }
            }, size: size)
        host.advance(to: 1)
        #expect(made.count <= 10, "\(made.count) cards made")
        #expect(frame(host, "Card 1") != nil)
    }

    // A flick through the rows makes the rows it passes, frame by frame.
    @Test func aFlickMakesTheRowsItPasses() {
        let host = ViewHost(TenThousandRows(), size: size)
        host.send(TouchEvent(time: 1, phase: .began, location: Point(x: 200, y: 800)))
        for step in 1...5 {
            host.send(
                TouchEvent(
                    time: 1 + Double(step) * 0.02, phase: .moved, location: Point(x: 200, y: 800 - Double(step) * 120)))
        }
        host.send(TouchEvent(time: 1.1, phase: .ended, location: Point(x: 200, y: 200)))
        var seen: Set<String> = []
        for frame in 1...120 {
            host.advance(to: 1.1 + Double(frame) / 60)
            for element in host.elements.flatMap(\.flattened) where element.frame.minY >= 0 && element.frame.maxY <= 852
            {
                seen.insert(element.label)
            }
        }
        // Every row the flick carried across the screen was made and shown on the way.
        let indices = (0..<400).filter { seen.contains("Row \($0)") }
        let (first, deepest) = (indices.first ?? 0, indices.last ?? 0)
        #expect(deepest > 60, "\(indices)")
        #expect(indices.count == deepest - first + 1, "\(indices)")
    }

    // Outside a scroll view a lazy stack makes every row, as a stack would.
    @Test func outsideAScrollViewEveryRowIsMade() {
        let host = ViewHost(
            LazyVStack(spacing: 0) { ForEach(0..<5) { Text("Item \($0)").frame(height: 30) } }, size: size)
        #expect((0..<5).allSatisfy { frame(host, "Item \($0)") != nil })
        // Five 30 pt rows with no spacing: the fifth text starts 120 pt below the first.
        #expect(frame(host, "Item 4").map { $0.minY - frame(host, "Item 0")!.minY } == 120)
    }

    // A row of two views (a text and a divider) stacks them; ScrollViewReader finds a lazy row
    // by its ForEach id.
    @Test func rowsOfSeveralViewsStackAndScrollToFindsThem() throws {
        let host = ViewHost(
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Go") { proxy.scrollTo(12, anchor: .top) }.frame(height: 52)
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<1_000) { index in
                                Text("Line \(index)").frame(height: 40)
                                Divider()
                            }
                        }
                    }
                }
            }, size: size)
        let first = try #require(frame(host, "Line 0")), second = try #require(frame(host, "Line 1"))
        #expect(second.minY - first.minY > 40 && second.minY - first.minY < 42)  // 40 pt and a divider
        let go = try #require(frame(host, "Go"))
        host.tap(at: Point(x: Double(go.midX), y: Double(go.midY)), time: 1)
        let line = try #require(frame(host, "Line 12"))
        #expect(abs(line.minY - first.minY) < 0.5)  // where line 0 was, at the scroll view's top
    }
}

/// Five thousand rows of 40 or 120 pt in a lazy stack, with buttons that scroll to far rows.
struct FarRows: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                HStack {
                    Button("Jump") { proxy.scrollTo(3000, anchor: .top) }
                    Button("Glide") { withAnimation { proxy.scrollTo(4321, anchor: .center) } }
                    Button("Back") { proxy.scrollTo(2) }
                }
                .frame(height: 52)
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<5_000) { index in
                            Text("Line \(index)").frame(maxWidth: .infinity).frame(height: index % 4 == 0 ? 120 : 40)
                        }
                    }
                }
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct ScrollToLazyRowTests {
    let size = Size(width: 393, height: 852)

    func tap(_ host: ViewHost, _ label: String, at time: Double) throws {
        let button = try #require(host.element(label: label)?.frame)
        host.tap(at: Point(x: Double(button.midX), y: Double(button.midY)), time: time)
    }

    // scrollTo finds rows the lazy stack has not made, although their heights differ from the
    // stack's estimate: line 3,000 at once to the top (its 120 pt row starting at the scroll
    // view's top, 52 pt down), line 4,321 on the snap spring to the middle of the scroll view
    // (400 pt below its top), and line 2 back, with no anchor: as little motion as shows it
    // whole puts its 40 pt row at the top.
    @Test func scrollToReachesRowsNotYetMade() throws {
        let host = ViewHost(FarRows(), size: size)
        host.advance(to: 1)
        #expect(host.element(label: "Line 3000") == nil)
        try tap(host, "Jump", at: 1)
        host.advance(to: 1.1)
        let jumped = try #require(host.element(label: "Line 3000")?.frame)
        #expect(abs(jumped.midY - (52 + 60)) < 0.5, "\(jumped)")
        try tap(host, "Glide", at: 2)
        host.advance(to: 2.1)
        // On its way: neither where it left nor where it goes.
        #expect(host.element(label: "Line 3000") == nil && host.element(label: "Line 4321") == nil)
        // Frame by frame, as the window draws: the motion follows the row as the rows on the
        // way are measured.
        for frame in 1...110 { host.advance(to: 2.1 + Double(frame) / 60) }
        let glided = try #require(host.element(label: "Line 4321")?.frame)
        #expect(abs(glided.midY - (52 + 400)) < 0.5, "\(glided)")
        try tap(host, "Back", at: 5)
        host.advance(to: 5.1)
        let back = try #require(host.element(label: "Line 2")?.frame)
        #expect(abs(back.midY - (52 + 20)) < 0.5, "\(back)")
    }
}

extension ScrollToLazyRowTests {
    // Scrolling up from a far row, the stack measures rows above that it had only estimated
    // (at the average of those measured, while a quarter of them are three times taller): the
    // content moves with the wheel, and not by the estimate's errors, as UIKit keeps a table
    // still when it corrects estimated heights.
    @Test func rowsMeasuredAboveDoNotMoveWhatShows() throws {
        let host = ViewHost(FarRows(), size: size)
        host.advance(to: 1)
        try tap(host, "Jump", at: 1)
        host.advance(to: 1.1)
        var shown = try #require(host.element(label: "Line 3000")?.frame.minY)
        for step in 1...8 {
            host.graph.scroll(dx: 0, dy: -100, at: Point(x: 200, y: 400))
            host.advance(to: 1.1 + Double(step) / 10)
            let now = try #require(host.element(label: "Line 3000")?.frame.minY)
            #expect(abs(now - shown - 100) < 0.5, "step \(step): \(now - shown)")
            shown = now
        }
    }
}

/// Hostile shapes of scrolling content: rows of no height, no rows, a scroll view of no size,
/// content a million points long.
@MainActor
@Suite struct HostileScrollTests {
    @Test func degenerateContentScrollsWithoutTrouble() throws {
        let size = Size(width: 393, height: 852)
        let zeroRows = ViewHost(
            ScrollView { LazyVStack(spacing: 0) { ForEach(0..<10_000) { _ in Color.red.frame(height: 0) } } },
            size: size)
        // At most 400 rows are made at once, or rows of no height would all be near the screen.
        #expect(zeroRows.graph.nodeCount < 1_000, "\(zeroRows.graph.nodeCount) nodes")
        zeroRows.graph.scroll(dx: 0, dy: 500, at: Point(x: 100, y: 100))
        zeroRows.advance(to: 1)
        let empty = ViewHost(ScrollView { LazyVStack { ForEach(0..<0) { Text("\($0)") } } }, size: size)
        empty.press(.end)
        empty.advance(to: 1)
        let tiny = ViewHost(ScrollView { Text("Hi") }.frame(width: 0, height: 0), size: size)
        tiny.graph.scroll(dx: 0, dy: 100, at: Point(x: 0, y: 0))
        tiny.advance(to: 1)
        _ = try tiny.render(scale: 1)
        let long = ViewHost(ScrollView { Color.blue.frame(height: 1_000_000) }, size: size)
        long.press(.end)
        long.advance(to: 2)
        _ = try long.render(scale: 1)
        #expect(long.graph.isAnimating == false)
    }
}

/// Rows of two heights and colors, with a symbol, in a list under a navigation bar.
struct FlickedList: View {
    var body: some View {
        NavigationStack {
            List(0..<2_000, id: \.self) { index in
                HStack {
                    Image(systemName: "star.fill").foregroundStyle(index % 3 == 0 ? Color.orange : Color.teal)
                    Text("Row \(index)").font(index % 5 == 0 ? .title2 : .body)
                }
            }
            .navigationTitle("Rows")
        }
    }
}

@MainActor
@Suite(.serialized) struct LazyRepaintTests {
    // A flick through a lazy list drawn frame by frame at 60 Hz, each frame only where
    // something changed, keeping its pictures while rows come and go off screen: the frames
    // match the same moments drawn afresh by a host that keeps no pictures. Rows of two
    // heights make the stack's estimate of the rows not yet made wrong, so rows it makes
    // move the ones after them.
    @Test func aFlickedListDrawnFrameByFrameMatchesAFreshDrawing() throws {
        let drawn = try Golden.firstFrameDifferingFromFresh(
            of: { FlickedList() }, from: 1.06, frames: 60,
            start: { h in
                h.send(TouchEvent(time: 1, phase: .began, location: Point(x: 200, y: 700)))
                h.send(TouchEvent(time: 1.02, phase: .moved, location: Point(x: 200, y: 660)))
                h.send(TouchEvent(time: 1.05, phase: .moved, location: Point(x: 200, y: 360)))
                h.send(TouchEvent(time: 1.06, phase: .ended, location: Point(x: 200, y: 300)))
            })
        let differing = drawn.difference
        #expect(differing == nil, "frame \(differing?.frame ?? 0): \(differing?.channels ?? 0) channels differ")
        #expect(drawn.host.element(label: "Row 0") == nil)
    }
}

/// Rows of 80 pt in a lazy stack whose identity a button renews: the new stack's first layout
/// happens wherever the scroll view stands.
struct RenewedRows: View {
    let made: LazyStackTests.Made
    @State var generation = 0
    var body: some View {
        VStack {
            Button("Renew") { generation += 1 }
            ScrollView {
                LazyVStack {
                    ForEach(0..<2_000, id: \.self) { index in
                        Text("Row \(index)").frame(height: 80).onAppear { made.count += 1 }
                    }
                }
                .id(generation)
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct RenewedLazyStackTests {
    // A lazy stack made anew 20,000 pt down its scroll view shows rows on the screen and
    // makes 36 of them: its first lines made one by one from where the 44 pt guess puts them,
    // the content moved with them as the lines above count at the length measured. Without
    // the move it made 87 (the window worked out again far from them); at the guess, 49.
    @Test func aStackMadeFarDownShowsRowsOnTheScreen() throws {
        let size = Size(width: 393, height: 852)
        let made = LazyStackTests.Made()
        let host = ViewHost(RenewedRows(made: made), size: size)
        host.advance(to: 1)
        for step in 0..<40 {
            host.graph.scroll(dx: 0, dy: 500, at: Point(x: 200, y: 400))
            host.advance(to: 1 + Double(step) * 0.02)
        }
        host.advance(to: 3)
        let button = try #require(host.element(label: "Renew")).frame
        let before = made.count
        host.tap(at: Point(x: Double(button.midX), y: Double(button.midY)), time: 3.1)
        host.advance(to: 4)
        #expect(made.count - before < 45, "\(made.count - before) rows made")
        let shown = host.elements.flatMap(\.flattened).filter {
            $0.label.hasPrefix("Row ") && $0.frame.maxY > button.maxY && $0.frame.minY < size.height
        }
        #expect(shown.count >= 9, "\(shown.map(\.label))")
        #expect(host.graph.nodeCount < 600, "\(host.graph.nodeCount) nodes")
    }
}
