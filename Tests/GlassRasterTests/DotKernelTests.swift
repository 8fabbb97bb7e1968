import GlassCore
import Testing

@testable import GlassRaster

@Suite struct DotKernelTests {
    func layer(_ dx: Float = 0, diameter: Double, colors: [Color] = [.white]) -> DotLayer {
        DotLayer(
            origin: Point(x: 20.3, y: 20.6), spacing: 10, columns: 1, dx: [dx], dy: [0], diameter: diameter,
            colors: colors, start: Point(x: 0, y: 0), end: Point(x: 40, y: 0))
    }

    /// The anti-aliased disc covers its area: the summed alpha matches π r² within 1 % from
    /// 6 px across; the one-pixel SDF ramp overstates the tiniest discs by under 3 %.
    @Test(arguments: [3.0, 4.0, 6.0, 11.0])
    func coverageMatchesTheDiscsArea(diameter: Double) throws {
        let canvas = try RasterCanvas(size: Size(width: 40, height: 40), scale: 1)
        canvas.drawDots(layer(diameter: diameter))
        var covered = 0.0
        for y in 0..<40 { for x in 0..<40 { covered += canvas.color(atPixelX: x, y: y).alpha } }
        let area = Double.pi * diameter * diameter / 4
        #expect(
            abs(covered - area) / area < (diameter >= 6 ? 0.01 : 0.03), "covered \(covered) px² for a disc of \(area)")
    }

    @Test func aDotTakesTheGradientWhereItIsNow() throws {
        let canvas = try RasterCanvas(size: Size(width: 40, height: 40), scale: 1)
        canvas.drawDots(layer(14, diameter: 6, colors: [Color(rgb: 0xFF0000), Color(rgb: 0x0000FF)]))
        // Moved from x 20.3 to 34.3 on a gradient from x 0 (red) to 40 (blue): 86 % of the way,
        // mixed in linear light, so mostly blue.
        let center = canvas.color(atPixelX: 34, y: 20)
        #expect(center.blue > 0.9 && center.red < 0.5 && center.blue > center.red && center.alpha == 1)
        #expect(canvas.color(atPixelX: 20, y: 20).alpha == 0, "nothing is left at the rest position")
    }

    @Test func theGroundFillsTheCanvasInTheSamePass() throws {
        let canvas = try RasterCanvas(size: Size(width: 40, height: 40), scale: 2)
        var dots = layer(diameter: 4)
        dots.background = Color(rgb: 0x0B0B12)
        canvas.drawDots(dots)
        #expect(canvas.color(atPixelX: 1, y: 1) == Color(rgb: 0x0B0B12))
        #expect(canvas.color(atPixelX: 79, y: 79) == Color(rgb: 0x0B0B12))
    }

    /// A field on its ground is kept between frames and redrawn only where dots moved: after
    /// frames in which dots move up and down the grid, and one in which nothing moves, with
    /// things drawn over the field in between, the canvas is exactly what drawing the field
    /// afresh gives.
    @Test func aKeptFieldRedrawsExactlyWhereDotsMoved() throws {
        func field(_ moved: [Int: Float]) -> DotLayer {
            var dx = [Float](repeating: 0, count: 60), dy = dx
            for (i, d) in moved {
                dx[i] = d
                dy[i] = -d
            }
            return DotLayer(
                origin: Point(x: 5, y: 5), spacing: 10, columns: 6, dx: dx, dy: dy, diameter: 4,
                colors: [Color(rgb: 0xFF8000), Color(rgb: 0x2040FF)], start: Point(x: 0, y: 0),
                end: Point(x: 0, y: 100), background: Color(rgb: 0x0B0B12))
        }
        let kept = try RasterCanvas(size: Size(width: 60, height: 100), scale: 2)
        for frame in [[:], [3: 4.5], [3: 2, 40: -3.25], [40: -3.25], [40: -3.25], [:]] as [[Int: Float]] {
            kept.drawDots(field(frame))
            let fresh = try RasterCanvas(size: Size(width: 60, height: 100), scale: 2)
            fresh.drawDots(field(frame))
            #expect(Self.samePixels(kept.pixels, fresh.pixels), "frame \(frame)")
            // What the screen draws over the field is gone in the next frame.
            kept.fill(Path(rect: Rect(x: 0, y: 30, width: 60, height: 20)), with: .white)
        }
    }

    /// A kept field drawn in a frame clipped to a band (the screen drawing only where something
    /// changed) copies into the band alone: the rows whose dots moved as they are drawn, the
    /// others from the kept picture. Inside the band the canvas is the field drawn afresh, what
    /// was drawn over it gone; outside, it is untouched, though a dot moved there too.
    @Test func aKeptFieldInAClippedFrameCopiesIntoTheBandAlone() throws {
        func field(_ moved: [Int: Float]) -> DotLayer {
            var dy = [Float](repeating: 0, count: 60)
            for (i, d) in moved { dy[i] = d }
            return DotLayer(
                origin: Point(x: 5, y: 5), spacing: 10, columns: 6, dx: [Float](repeating: 0, count: 60), dy: dy,
                diameter: 4, colors: [Color(rgb: 0xFF8000), Color(rgb: 0x2040FF)], start: Point(x: 0, y: 0),
                end: Point(x: 0, y: 100), background: Color(rgb: 0x0B0B12))
        }
        let kept = try RasterCanvas(size: Size(width: 60, height: 100), scale: 2)
        kept.drawDots(field([:]))
        kept.fill(Path(rect: Rect(x: 0, y: 0, width: 60, height: 100)), with: .white)
        // Dot 3 (grid row 0) moves above the band, dot 40 (grid row 6) inside it.
        let band = Rect(x: 0, y: 30, width: 60, height: 40)
        kept.withLayer(clip: Path(rect: band)) { kept.drawDots(field([3: 3.5, 40: -2.25])) }
        let fresh = try RasterCanvas(size: Size(width: 60, height: 100), scale: 2)
        fresh.drawDots(field([3: 3.5, 40: -2.25]))
        var wrongInside = 0, drawnOutside = 0
        for y in 0..<200 {
            for x in 0..<120 {
                let pixel = kept.pixels.row(y)[x]
                if (60..<140).contains(y) {
                    wrongInside += pixel == fresh.pixels.row(y)[x] ? 0 : 1
                } else {
                    drawnOutside += pixel == 0xFFFF_FFFF ? 0 : 1
                }
            }
        }
        #expect(wrongInside == 0)
        #expect(drawnOutside == 0)
    }

    /// A field drawn in bands of rows, as a kept field redraws where dots moved, is the field
    /// drawn whole, bit for bit: each band draws every dot that reaches it, however far the
    /// dots are pushed from their grid rows (up to 25 pt here, two and a half grid steps).
    @Test func aFieldDrawnInBandsIsTheFieldDrawnWhole() throws {
        var state: UInt64 = 42
        func random() -> Float {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Float(state >> 40) / Float(1 << 24) - 0.5
        }
        let dots = DotLayer(
            origin: Point(x: 6.3, y: 10.7), spacing: 10, columns: 12, dx: (0..<240).map { _ in random() * 14 },
            dy: (0..<240).map { _ in random() * 50 }, diameter: 4,
            colors: [Color(rgb: 0xFF3380), Color(rgb: 0x3366FF)],
            start: Point(x: 0, y: 0), end: Point(x: 120, y: 200), background: Color(rgb: 0x0B0B12))
        let whole = try RasterCanvas(size: Size(width: 120, height: 210), scale: 3)
        let banded = try RasterCanvas(size: Size(width: 120, height: 210), scale: 3)
        let kernel = DotKernel(layer: dots, scale: 3, offset: .zero)
        kernel.render(onto: whole.pixels)
        for band in [0..<37, 37..<100, 100..<101, 101..<300, 300..<630] {
            kernel.render(onto: banded.pixels, rows: band)
        }
        #expect(Self.samePixels(whole.pixels, banded.pixels))
    }

    static func samePixels(_ a: PixelView, _ b: PixelView) -> Bool {
        a.width == b.width && a.height == b.height
            && (0..<a.height).allSatisfy { y in (0..<a.width).allSatisfy { a.row(y)[$0] == b.row(y)[$0] } }
    }
}
