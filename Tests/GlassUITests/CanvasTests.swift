import Foundation
import GlassHost
import GlassRaster
import Testing

@testable import GlassUI

/// `Canvas` draws its renderer's commands in order, in the size it is given, as one view.
@MainActor
struct CanvasTests {
    @Test func aCanvasDrawsItsCommandsInOrder() throws {
        let host = ViewHost(
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                context.fill(
                    Path(ellipseIn: CGRect(x: size.width / 2 - 20, y: 10, width: 40, height: 40)), with: .color(.blue))
                var line = Path()
                line.move(to: CGPoint(x: 0, y: 80))
                line.addLine(to: CGPoint(x: size.width, y: 80))
                context.stroke(line, with: .color(.green), lineWidth: 4)
                context.fill(
                    Path(CGRect(x: 0, y: 90, width: size.width, height: 10)),
                    with: .style(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)))
            }
            .frame(width: 100, height: 100), size: Size(width: 100, height: 100))
        host.advance(to: 1)
        let canvas = try host.render(scale: 1)
        #expect(canvas.color(atPixelX: 5, y: 5).red > 0.9, "the first fill covers the canvas")
        let middle = canvas.color(atPixelX: 50, y: 30)
        #expect(middle.blue > 0.9 && middle.red < 0.1, "the circle drawn over it")
        #expect(canvas.color(atPixelX: 50, y: 80).green > 0.5 && canvas.color(atPixelX: 50, y: 80).red < 0.4)
        #expect(canvas.color(atPixelX: 2, y: 95).red < 0.1 && canvas.color(atPixelX: 97, y: 95).red > 0.9)
        // One view, however many parts it draws: as many nodes as a plain color.
        let plain = ViewHost(Color.clear.frame(width: 100, height: 100), size: Size(width: 100, height: 100))
        #expect(host.graph.nodeCount == plain.graph.nodeCount)
    }
}
