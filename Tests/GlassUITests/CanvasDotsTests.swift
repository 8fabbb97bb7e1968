import GlassCore
import GlassHost
import GlassRaster
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
}
