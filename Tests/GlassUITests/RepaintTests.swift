import Foundation
import GlassHost
import GlassRaster
import Testing

@testable import GlassUI

struct Counter2: View {
    @State var count = 10
    var body: some View {
        let _ = { Repaint.count = $count }()
        VStack {
            Text("Title").font(.largeTitle)
            Text("\(count)").monospacedDigit().accessibilityIdentifier("count")
            Color.blue.frame(width: 100, height: 100)
        }
    }
}

@MainActor
enum Repaint {
    static var count: Binding<Int>?
}

@MainActor
@Suite(.serialized) struct RepaintTests {
    // A frame where nothing changed draws nothing; a text that changes in place draws again
    // only around itself, and the result matches a full repaint.
    @Test func onlyWhatChangedIsDrawnAgain() throws {
        let host = ViewHost(Counter2(), size: Size(width: 300, height: 400))
        let canvas = try RasterCanvas(size: Size(width: 300, height: 400), scale: 3)
        #expect(host.drawChanges(on: canvas))
        #expect(!host.drawChanges(on: canvas))
        Repaint.count?.wrappedValue = 11
        host.layout()
        guard case .area(let area) = host.graph.takeRepaint() else {
            Issue.record("expected a partial repaint")
            return
        }
        let text = host.element(identifier: "count")!.frame
        #expect(area.contains(text))
        #expect(area.height < 100)  // the title and the square are not drawn again
        Repaint.count?.wrappedValue = 12
        #expect(host.drawChanges(on: canvas))
        let full = try host.render(scale: 3).bitmap().pixels
        let drawn = canvas.bitmap().pixels
        let differing = zip(drawn, full).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ from a full repaint")
    }
}

struct Slider2: View {
    @State var x: CGFloat = 0
    var body: some View {
        let _ = { Repaint.offset = $x }()
        Color.blue.frame(width: 40, height: 40).offset(x: x)
            .frame(width: 300, height: 100, alignment: .leading)
    }
}

extension Repaint {
    static var offset: Binding<CGFloat>?
}

@MainActor
@Suite(.serialized) struct OffsetRepaintTests {
    // An offset that changes without animation draws again where the view was and where it is:
    // nothing of it is left behind.
    @Test func aMovedOffsetLeavesNothingBehind() throws {
        let host = ViewHost(Slider2(), size: Size(width: 300, height: 100))
        let canvas = try RasterCanvas(size: Size(width: 300, height: 100), scale: 1)
        host.draw(on: canvas)
        Repaint.offset?.wrappedValue = 200
        #expect(host.drawChanges(on: canvas))
        let full = try host.render(scale: 1).bitmap().pixels
        let differing = zip(canvas.bitmap().pixels, full).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ from a full repaint")
    }

    // The graph's registries hold each node once however often it updates: a matched view, a
    // spinner and a focused field (whose caret keeps frames coming) over 20 updates and paints.
    @Test func registriesListEachNodeOnce() throws {
        let host = ViewHost(Registered(), size: Size(width: 300, height: 400))
        host.tap(at: Point(x: 150, y: 200))
        for tick in 1...20 {
            Registered.tick?.wrappedValue = tick
            host.layout()
            _ = try host.render(scale: 1)
        }
        #expect(host.graph.matchedNodes.count == 1)
        // In flight, once each: the spinner, the field's focus ring coming in (the clock has
        // not moved) and its caret.
        #expect(host.graph.animatingNodes.count == 3)
    }
}

/// A counting text matched in a namespace, a text field across the middle and a spinner.
struct Registered: View {
    @MainActor static var tick: Binding<Int>?
    @State private var tick = 0
    @State private var text = ""
    @Namespace private var space

    var body: some View {
        let _ = { Self.tick = $tick }()
        VStack(spacing: 0) {
            Text("\(tick)").matchedGeometryEffect(id: "count", in: space).frame(height: 180)
            TextField("Note", text: $text).frame(height: 40)
            ProgressView().frame(height: 180)
        }
    }
}
