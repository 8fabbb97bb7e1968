import Foundation
import GlassCore
import GlassHost
import GlassRaster
import Testing

@testable import GlassUI

/// Pango's layouts, counted.
private final class CountingTextEngine: TextEngine {
    var count = 0
    func layout(_ text: StyledText, width: Double?) -> any TextLayout {
        count += 1
        return PangoTextEngine.shared.layout(text, width: width)
    }
}

@MainActor
@Suite struct TextLayoutTests {
    fileprivate let engine = CountingTextEngine()

    /// The laid-out `Text` of `text`, its node and its graph (which the caller keeps).
    func laidOut(_ text: Text) throws -> (node: ViewNode, text: TextBehavior, graph: ViewGraph) {
        let graph = ViewGraph(text, environment: EnvironmentValues(), textEngine: engine, epoch: Date())
        graph.update()
        graph.layout(in: CGSize(width: 400, height: 400))
        var queue: [ViewNode] = [graph.root]
        while !queue.isEmpty {
            let node = queue.removeFirst()
            if let behavior = node.behavior as? TextBehavior { return (node, behavior, graph) }
            queue += node.children
        }
        throw CancellationError()
    }

    // A text wrapped at 150 pt is shaped once for every width from its widest line to 150:
    // lines wrap greedily, so they break the same anywhere between (the stacks of a feed's
    // cards asked each text at a dozen nearby widths, each shaped anew).
    @Test func aTextIsShapedOnceForTheWidthsItFits() throws {
        let (node, text, graph) = try laidOut(
            Text("Fog rolled into the valley before sunrise, and the light came slowly."))
        defer { withExtendedLifetime(graph) {} }
        let wrapped = text.sizeThatFits(ProposedViewSize(width: 150, height: nil), node: node)
        #expect(wrapped.width < 150 && wrapped.height > 30, "\(wrapped)")
        let shaped = engine.count
        for width in [wrapped.width, (wrapped.width + 150) / 2, 149.5] {
            #expect(text.sizeThatFits(ProposedViewSize(width: width, height: nil), node: node) == wrapped)
        }
        #expect(text.layout(width: Double(wrapped.width), node: node) === text.layout(width: 150, node: node))
        #expect(engine.count == shaped, "\(engine.count - shaped) layouts made again")
    }

    // A text that cannot fit (a stack's probe at 0 pt) reports the width of its widest
    // character; placed at that size, it draws the very lines it measured.
    @Test func aTextPlacedAtTheSizeItMeasuredDrawsWhatItMeasured() throws {
        let (node, text, graph) = try laidOut(Text("Gus Nakamura"))
        defer { withExtendedLifetime(graph) {} }
        let squeezed = text.sizeThatFits(ProposedViewSize(width: 0, height: nil), node: node)
        #expect(squeezed.width > 0 && squeezed.height > 40, "\(squeezed)")
        let measured = text.layout(width: 0, node: node)
        #expect(text.layout(width: Double(squeezed.width), node: node) === measured)
    }
}

/// A count beside its title in a row: the stack measures the count at 0 pt wide (a column of
/// characters) before it draws its natural line.
private struct CounterRow: View {
    @State var value = 12_345
    let binding: (Binding<Int>) -> Void
    var body: some View {
        let _ = binding($value)
        HStack {
            Text("Count")
            Text("\(value)").contentTransition(.numericText())
        }
    }
}

@MainActor
@Suite struct TextTransitionTests {
    // A count changed with an animation rolls out the line that was drawn, not the column of
    // characters the stack measured it at.
    @Test func theOutgoingTextIsTheOneDrawn() throws {
        nonisolated(unsafe) var count: Binding<Int>?
        let host = ViewHost(CounterRow { count = $0 }, size: Size(width: 300, height: 100))
        host.advance(to: 1)
        _ = try host.render(scale: 1)
        withAnimation(.linear(duration: 1)) { count?.wrappedValue = 67_890 }
        host.advance(to: 1.2)
        var texts: [TextBehavior] = []
        host.graph.root.visit { if let text = $0.behavior as? TextBehavior { texts.append(text) } }
        let shown = try #require(texts.first { $0.text.runs.map(\.string).joined() == "67890" })
        #expect(shown.outgoing?.layout.lineCount == 1, "\(shown.outgoing?.layout.lineCount ?? 0) lines")
    }
}
