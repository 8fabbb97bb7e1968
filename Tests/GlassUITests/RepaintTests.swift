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
