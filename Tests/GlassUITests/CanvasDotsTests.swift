import GlassCore
import GlassHost
import GlassRaster
import GoldenSupport
import Observation
import Testing

@testable import GlassUI

/// `GraphicsContext.drawDots`: spec 001's field drawn by a `Canvas` in one command.
@MainActor
struct CanvasDotsTests {
    // A field of dots in one command: the ground fills the canvas, each dot is a disc of the
    // layer's diameter at its displaced place, colored along the gradient's axis.
    @Test func aCanvasDrawsAFieldOfDotsInOnePass() throws {
        let ground = GlassCore.Color(red: 0, green: 0, blue: 0.2)
        let layer = DotLayer(
            origin: Point(x: 10, y: 10), spacing: 20, columns: 4, dx: [0, 0, 0, 5, 0, 0, 0, 0],
            dy: [0, 0, 0, 0, 0, 0, 0, 0], diameter: 8, colors: [GlassCore.Color.white, GlassCore.Color.white],
            start: Point(x: 0, y: 0),
            end: Point(x: 80, y: 0), background: ground)
        let host = ViewHost(
            GlassUI.Canvas { context, _ in context.drawDots(layer) }.frame(width: 80, height: 40),
            size: Size(width: 80, height: 40))
        let canvas = try host.render(scale: 1)
        #expect(canvas.color(atPixelX: 20, y: 20).blue > 0.15 && canvas.color(atPixelX: 20, y: 20).red < 0.05)
        #expect(canvas.color(atPixelX: 10, y: 10).red > 0.9, "a dot at its rest place")
        #expect(canvas.color(atPixelX: 75, y: 10).red > 0.9, "the fourth dot moved 5 pt right")
        #expect(canvas.color(atPixelX: 70, y: 10).red < 0.5)
    }

    // When only dots move, the next frame draws again only where they moved (where the dot was
    // and where it is, with its radius), and the picture is the one drawn afresh.
    @Test func movedDotsDrawAgainOnlyWhereTheyMoved() throws {
        let field = Field()
        let host = ViewHost(DotsView(field: field), size: Size(width: 200, height: 200))
        let canvas = try RasterCanvas(size: host.size, scale: 2)
        host.draw(on: canvas)
        field.dx[0] = 6
        host.layout()
        let area = try #require(host.graph.damagedArea)
        #expect(area.width < 30 && area.height < 30, "a dot's neighbourhood, not the screen: \(area)")
        #expect(area.contains(CGPoint(x: 10, y: 10)) && area.contains(CGPoint(x: 16, y: 10)))
        host.drawChanges(on: canvas)
        let fresh = ViewHost(DotsView(field: field), size: Size(width: 200, height: 200))
        #expect(Golden.channelsDiffering(canvas, from: try fresh.render(scale: 2)) == 0)
    }
}

/// The field drawn by a canvas over the whole screen; its body reads the field.
struct DotsView: View {
    let field: Field
    var body: some View {
        let layer = field.layer
        GlassUI.Canvas { context, _ in context.drawDots(layer) }.ignoresSafeArea()
    }
}

/// A 10 × 10 field of dots 20 pt apart whose displacements a test sets.
@Observable final class Field {
    var dx = [Float](repeating: 0, count: 100)
    var layer: DotLayer {
        DotLayer(
            origin: Point(x: 10, y: 10), spacing: 20, columns: 10, dx: dx, dy: [Float](repeating: 0, count: 100),
            diameter: 6, colors: [GlassCore.Color.white, GlassCore.Color(red: 1, green: 0, blue: 0)],
            start: Point(x: 0, y: 0), end: Point(x: 200, y: 200), background: GlassCore.Color(white: 0.05))
    }
}
