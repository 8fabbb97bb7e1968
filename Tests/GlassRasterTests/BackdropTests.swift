import GlassCore
import Testing

@testable import GlassRaster

/// Each test paints a known backdrop straight into the canvas's pixels, draws glass over it and
/// reads the result back.
@Suite struct BackdropTests {
    /// A 100×100 px canvas whose red channel is the pixel's x and whose green is its y.
    func rampCanvas() throws -> RasterCanvas {
        let canvas = try RasterCanvas(size: .square(100), scale: 1)
        let pixels = canvas.pixels
        for y in 0..<100 { for x in 0..<100 { pixels[x, y] = 0xFF00_0000 | UInt32(x) << 16 | UInt32(y) << 8 } }
        canvas.pixelsChanged()
        return canvas
    }

    func red(_ canvas: RasterCanvas, _ x: Int, _ y: Int) -> Int { Int((canvas.pixels[x, y] >> 16) & 0xFF) }

    let square = GlassShape(rect: Rect(x: 20, y: 20, width: 60, height: 60), cornerRadius: 12)

    @Test func plainGlassShowsTheBackdropUnchanged() throws {
        let canvas = try rampCanvas()
        canvas.drawBackdrop(in: square, effect: BackdropEffect(blurRadius: 0))
        for (x, y) in [(50, 50), (22, 50), (78, 30), (50, 79)] {
            #expect(canvas.pixels[x, y] == 0xFF00_0000 | UInt32(x) << 16 | UInt32(y) << 8)
        }
    }

    @Test func tintAndSaturationApplyInsideTheShapeOnly() throws {
        let canvas = try rampCanvas()
        canvas.drawBackdrop(
            in: square, effect: BackdropEffect(blurRadius: 0, saturation: 0, tint: Color.white.opacity(0.5)))
        let p = PremultipliedPixel(canvas.pixels[50, 50])
        // Saturation 0 leaves the Rec. 709 luma of (50, 50, 0); half white is then composited.
        let luma = 0.2126 * 50 + 0.7152 * 50
        let expected = Int((luma * 0.5 + 127.5).rounded())
        #expect(abs(Int(p.red) - expected) <= 1 && p.red == p.green && p.green == p.blue)
        #expect(canvas.pixels[10, 10] == 0xFF00_0000 | 10 << 16 | 10 << 8)
    }

    /// The material's color pass in integers is within one level of the exact formula, for
    /// saturation above and below 1, translucent premultiplied pixels and a tint; it clamps
    /// the saturated channels to the pixel's alpha. Twelve pixels: eight through the vector
    /// lanes and four through the tail.
    @Test func materialColorMatchesTheExactFormula() throws {
        let some: [SIMD4<Double>] = [[200, 120, 40, 255], [90, 10, 60, 128], [0, 255, 30, 255], [7, 7, 7, 9]]
        let pixels = some + some.reversed() + some
        for saturation in [0.0, 0.6, 1.4, 1.8, 2.4] {
            let image = PixelImage(width: pixels.count, height: 1)
            for (x, p) in pixels.enumerated() {
                image.view.row(0)[x] = UInt32(p.w) << 24 | UInt32(p.x) << 16 | UInt32(p.y) << 8 | UInt32(p.z)
            }
            MaterialColor(saturation: saturation, tint: Color(red: 0.2, green: 0.4, blue: 1, alpha: 0.3))
                .apply(to: image.view)
            for (x, p) in pixels.enumerated() {
                let luma = 0.2126 * p.x + 0.7152 * p.y + 0.0722 * p.z
                let rgb = SIMD3(p.x, p.y, p.z)
                let saturated = (SIMD3(repeating: luma) + (rgb - SIMD3(repeating: luma)) * saturation)
                    .clamped(lowerBound: .zero, upperBound: SIMD3(repeating: p.w))
                let expected = saturated * 0.7 + SIMD3(0.2, 0.4, 1) * 0.3 * 255
                let got = PremultipliedPixel(image.view.row(0)[x])
                for (value, want) in zip(
                    [got.red, got.green, got.blue].map(Double.init), [expected.x, expected.y, expected.z])
                {
                    #expect(abs(value - want) <= 1, "saturation \(saturation), pixel \(p): \(value) for \(want)")
                }
                #expect(abs(Double(got.alpha) - (p.w * 0.7 + 0.3 * 255)) <= 1)
            }
        }
    }

    @Test func blurAveragesNeighbours() throws {
        let canvas = try RasterCanvas(size: .square(100), scale: 1)
        let pixels = canvas.pixels
        for y in 0..<100 { for x in 0..<100 { pixels[x, y] = x < 50 ? 0xFF00_0000 : 0xFFFF_FFFF } }
        canvas.pixelsChanged()
        canvas.drawBackdrop(in: square, effect: BackdropEffect(blurRadius: 6))
        let atEdge = red(canvas, 50, 50)
        #expect(atEdge > 90 && atEdge < 170, "the blurred step should be mid-gray at the step, got \(atEdge)")
        #expect(red(canvas, 25, 50) < 20 && red(canvas, 75, 50) > 235)
    }

    @Test func refractionPullsTheRimInwardAndLeavesTheInteriorAlone() throws {
        let canvas = try rampCanvas()
        let effect = BackdropEffect(
            blurRadius: 0, refraction: Refraction(bezelWidth: 10, thickness: 6, rimHighlight: 0))
        canvas.drawBackdrop(in: square, effect: effect)
        #expect(red(canvas, 50, 50) == 50)
        #expect(red(canvas, 35, 50) == 35)
        // Half a pixel inside the edge (x = 0.05 of the bezel) the slope is 3.03, so the ray
        // shifts by tan(71.7° − 39.3°) × 6 ≈ 3.8 px: inward, to the right at the left edge...
        #expect(red(canvas, 20, 50) >= 23)
        // ...and to the left at the right edge. Two pixels in, the rim has nearly flattened.
        #expect(red(canvas, 79, 50) <= 76)
        #expect(abs(red(canvas, 22, 50) - 23) <= 1)
    }

    // Glass over its own artwork (an app icon) shows the backdrop only in its rim: inside the
    // bezel it leaves what is there untouched, though its lens would magnify it, whether it is
    // composited straight into the canvas (circular corners) or painted through its path
    // (continuous ones); at the edge it still bends the backdrop inward.
    @Test(arguments: [RoundedCornerStyle.circular, .continuous])
    func glassThatShowsOnlyItsRimLeavesTheInteriorAlone(style: RoundedCornerStyle) throws {
        let canvas = try rampCanvas()
        let effect = BackdropEffect(
            blurRadius: 2, refraction: Refraction(bezelWidth: 10, thickness: 6, rimHighlight: 0, interiorOpacity: 0),
            lens: Lens(strength: 0.5, vignetteStrength: 0.3))
        canvas.drawBackdrop(in: GlassShape(rect: square.rect, cornerRadius: 12, style: style), effect: effect)
        for (x, y) in [(50, 50), (35, 50), (50, 65), (31, 31)] {
            #expect(canvas.pixels[x, y] == 0xFF00_0000 | UInt32(x) << 16 | UInt32(y) << 8, "(\(x), \(y))")
        }
        #expect(red(canvas, 20, 50) >= 22)
        // Halfway across the bezel the backdrop shows at (1 − ½)² = ¼, so the pixel moves a
        // little toward the lensed, bent sample, but not all the way.
        #expect(red(canvas, 25, 50) != 25 || red(canvas, 75, 50) != 75)
    }

    @Test func lensMagnifiesTowardTheCenterAndVignettes() throws {
        let canvas = try rampCanvas()
        canvas.drawBackdrop(
            in: square, effect: BackdropEffect(blurRadius: 0, lens: Lens(strength: 1, vignetteStrength: 0)))
        #expect(abs(red(canvas, 50, 50) - 50) <= 1)
        #expect(red(canvas, 70, 50) < 68)
        let dark = try rampCanvas()
        dark.drawBackdrop(
            in: square, effect: BackdropEffect(blurRadius: 0, lens: Lens(strength: 0, vignetteStrength: 1)))
        // The vignette darkens the color and keeps the glass opaque: composited over the same
        // ramp it stays dark (scaling alpha as well let the ramp show through again).
        #expect(red(dark, 75, 50) < 60)
        #expect(dark.pixels[75, 50] >> 24 == 0xFF)
    }

    @Test func rotatedGlassStaysInsideItsOutline() throws {
        let canvas = try rampCanvas()
        canvas.withLayer(transform: AffineTransform.rotation(radians: 0.3).about(Point(x: 50, y: 50))) {
            canvas.drawBackdrop(in: square, effect: BackdropEffect(blurRadius: 0, tint: .black))
        }
        #expect(canvas.pixels[50, 50] == 0xFF00_0000)
        // The unrotated square's corner region is outside the rotated one and keeps the ramp.
        #expect(canvas.pixels[21, 21] == 0xFF00_0000 | 21 << 16 | 21 << 8)
    }
}
