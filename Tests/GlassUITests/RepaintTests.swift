import Foundation
import GlassHost
import GlassRaster
@testable import GlassUI
import Testing

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
}
