import Foundation
import GlassCore
import Testing

@testable import GlassRaster

@Suite struct CanvasLayerTests {
    @Test func dropShadowIsBlurredAndOffset() throws {
        let canvas = try RasterCanvas(size: .square(60), scale: 2)
        let square = Path(rect: Rect(x: 20, y: 20, width: 20, height: 20))
        canvas.drawShadow(of: square, Shadow(color: .black, radius: 8, offset: Vector(dx: 0, dy: 6)))
        // Deep inside the moved shape the shadow is fully dark; at its edge it is half; far off, nothing.
        #expect(canvas.color(atPixelX: 60, y: 72).alpha > 0.9)
        let edge = canvas.color(atPixelX: 60, y: 2 * 46).alpha
        #expect(edge > 0.35 && edge < 0.65, "the blurred edge should be half covered, found \(edge)")
        #expect(canvas.color(atPixelX: 60, y: 2 * 58).alpha < 0.01)
        #expect(canvas.color(atPixelX: 60, y: 2 * 12).alpha < 0.05, "the shadow moved down, not up")
    }

    @Test func innerShadowDarkensOnlyInsideNearTheEdge() throws {
        let canvas = try RasterCanvas(size: .square(40), scale: 1)
        let square = Path(rect: Rect(x: 10, y: 10, width: 20, height: 20))
        canvas.drawInnerShadow(in: square, color: .black, width: 2)
        #expect(canvas.color(atPixelX: 10, y: 20).alpha > 0.3, "the inner rim is shaded")
        #expect(canvas.color(atPixelX: 20, y: 20).alpha < 0.01, "the middle is clear")
        #expect(canvas.color(atPixelX: 8, y: 20).alpha == 0, "nothing outside the shape")
    }

    @Test func rasterizedLayersAreDrawnOnceAndReused() throws {
        let canvas = try RasterCanvas(size: .square(40), scale: 3)
        var draws = 0
        let bounds = Rect(x: 5, y: 5, width: 10, height: 10)
        for offset in [0.0, 20.0] {
            canvas.withLayer(transform: .translation(Vector(dx: offset, dy: offset))) {
                canvas.drawRasterized(key: "red square", bounds: bounds) { layer in
                    draws += 1
                    layer.fill(Path(rect: bounds), with: Color(rgb: 0xFF3B30))
                }
            }
        }
        #expect(draws == 1)
        #expect(canvas.layers.count == 1 && canvas.layers.bytes == 30 * 30 * 4)
        #expect(canvas.color(atPixelX: 30, y: 30) == Color(rgb: 0xFF3B30))
        #expect(canvas.color(atPixelX: 90, y: 90) == Color(rgb: 0xFF3B30))
        #expect(canvas.color(atPixelX: 60, y: 60) == .clear)
    }

    @Test func opaqueLayersAreCopiedEvenWhereTheyHangOverTheEdge() throws {
        let canvas = try RasterCanvas(size: .square(40), scale: 1)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), with: Color(rgb: 0x0000FF))
        for (key, color) in [("opaque", Color(rgb: 0xFF0000)), ("translucent", Color(rgb: 0x00FF00).opacity(0.5))] {
            canvas.withLayer(transform: .translation(Vector(dx: key == "opaque" ? 20 : -20, dy: 20))) {
                canvas.drawRasterized(key: key, bounds: Rect(x: 0, y: 0, width: 30, height: 30)) { layer in
                    layer.fill(Path(rect: Rect(x: 0, y: 0, width: 30, height: 30)), with: color)
                }
            }
        }
        #expect(canvas.color(atPixelX: 39, y: 39) == Color(rgb: 0xFF0000))
        let blended = canvas.color(atPixelX: 9, y: 39)
        #expect(
            abs(blended.green - 0.5) < 0.01 && abs(blended.blue - 0.5) < 0.01,
            "a translucent layer is blended, found \(blended)")
        #expect(canvas.color(atPixelX: 20, y: 19) == Color(rgb: 0x0000FF))
    }

    // A rasterized picture beyond Cairo's 32,767 px cannot be kept: it is drawn directly,
    // clipped to its bounds, where a `try!` once crashed.
    @Test func aPictureTooLargeToKeepIsDrawnDirectly() throws {
        let canvas = try RasterCanvas(size: .square(20), scale: 1)
        canvas.drawRasterized(key: "huge", bounds: Rect(x: 0, y: 0, width: 40_000, height: 10)) { layer in
            layer.fill(Path(rect: Rect(x: 0, y: 0, width: 40_000, height: 10)), with: Color(rgb: 0xFF0000))
        }
        #expect(canvas.color(atPixelX: 5, y: 5) == Color(rgb: 0xFF0000))
        #expect(canvas.color(atPixelX: 5, y: 15).alpha == 0)
    }

    @Test func isolatedLayersHideTheirContentFromBackdropEffects() throws {
        let canvas = try RasterCanvas(size: .square(20), scale: 1)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 20, height: 20)), with: Color(rgb: 0x0000FF))
        let shape = GlassShape(rect: Rect(x: 5, y: 5, width: 10, height: 10), cornerRadius: 0)
        canvas.withLayer(isolated: true) {
            canvas.fill(shape.path, with: Color(rgb: 0xFF0000))
            canvas.drawBackdrop(in: shape, effect: BackdropEffect(blurRadius: 0, opacity: 0.5))
        }
        // Half the red layer, half the blue backdrop beneath it.
        let mid = canvas.color(atPixelX: 10, y: 10)
        #expect(abs(mid.red - 0.5) < 0.02 && abs(mid.blue - 0.5) < 0.02, "found \(mid)")
    }

    // A PNG that declares 100,000 × 100,000 pixels (a small file can: one color compresses
    // away) is refused from its header, before a byte is unpacked; so is one with no header.
    @Test func aPNGTooLargeToUnpackIsRefusedFromItsHeader() {
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        header += [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0]  // 100000 × 100000, RGBA
        #expect(throws: RasterError("the PNG's size 100000×100000 is out of range (at most 67108864 pixels)")) {
            try Bitmap(pngData: Data(header))
        }
        #expect(throws: RasterError("not a PNG (no PNG signature and header)")) {
            try Bitmap(pngData: Data([0x89, 0x50]))
        }
    }

    @Test func bitmapsRoundTripThroughPNG() throws {
        let canvas = try RasterCanvas(size: Size(width: 3, height: 2), scale: 1)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 1, height: 2)), with: Color(rgb: 0x34C759))
        canvas.fill(Path(rect: Rect(x: 1, y: 0, width: 1, height: 2)), with: Color(rgb: 0x007AFF, alpha: 0.5))
        let decoded = try Bitmap(pngData: canvas.pngData())
        #expect(decoded.width == 3 && decoded.height == 2)
        #expect(PremultipliedPixel(decoded.pixels[0]).color == Color(rgb: 0x34C759))
        #expect(abs(PremultipliedPixel(decoded.pixels[1]).color.alpha - 0.5) < 0.01)
        #expect(decoded.pixels[2] == 0)
        let drawn = try RasterCanvas(size: Size(width: 6, height: 4), scale: 1)
        drawn.draw(decoded, in: Rect(x: 0, y: 0, width: 6, height: 4))
        #expect(drawn.color(atPixelX: 0, y: 0) == Color(rgb: 0x34C759))
    }

    @Test func unreadablePNGsNameTheFile() {
        #expect(throws: RasterError("cannot read PNG '/nonexistent.png': no readable file there")) {
            try Bitmap(pngFile: "/nonexistent.png")
        }
        #expect(throws: RasterError.self) { try Bitmap(pngData: Data("not a png".utf8)) }
    }

    @Test func dominantColorIsTheMostCommonNotTheMean() throws {
        let canvas = try RasterCanvas(size: .square(40), scale: 1)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), with: Color(rgb: 0x007AFF))
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 12, height: 40)), with: Color(rgb: 0xFFCC00))
        let dominant = canvas.dominantColor(in: Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(dominant.contrastRatio(with: Color(rgb: 0x007AFF)) < 1.05, "found \(dominant)")
    }
}
