import Foundation
import GlassCore
import Testing

@testable import GlassRaster

/// Posed pictures (a wiggling icon, its badge and label) go through our own bilinear kernel,
/// queued and landed in batches; inside a clip they still go through Cairo.
@Suite struct AffineCompositeTests {
    /// A picture with soft and hard edges, translucent glass and an opaque mark: every blend path.
    private func drawPicture(on canvas: Canvas) {
        canvas.drawShadow(
            of: Path(roundedRect: Rect(x: 6, y: 6, width: 28, height: 28), cornerRadius: 7),
            Shadow(color: .black.opacity(0.4), radius: 3, offset: Vector(dx: 0, dy: 1)))
        canvas.fill(
            Path(roundedRect: Rect(x: 6, y: 6, width: 28, height: 28), cornerRadius: 7, style: .continuous),
            with: .linearGradient(
                stops: [
                    GradientStop(Color(rgb: 0x34C759).opacity(0.95), at: 0),
                    GradientStop(Color(rgb: 0x0A84FF).opacity(0.95), at: 1),
                ],
                start: Point(x: 6, y: 6), end: Point(x: 34, y: 34)))
        canvas.fill(Path(circleCenter: Point(x: 20, y: 20), radius: 6), with: .white)
    }

    private func posed(radians: Double, opacity: Double, clipped: Bool) throws -> RasterCanvas {
        let canvas = try RasterCanvas(size: .square(60), scale: 3)
        canvas.fill(
            Path(rect: Rect(x: 0, y: 0, width: 60, height: 60)),
            with: .linearGradient(
                stops: [GradientStop(Color(rgb: 0x5E5CE6), at: 0), GradientStop(Color(rgb: 0xFF9F0A), at: 1)],
                start: Point(x: 0, y: 0), end: Point(x: 60, y: 0)))
        // A clip that hides nothing still sends the composite through Cairo: the reference.
        let clip = clipped ? Path(rect: Rect(x: -100, y: -100, width: 300, height: 300)) : nil
        canvas.withLayer(clip: clip) {
            let bounds = Rect(x: 10, y: 10, width: 40, height: 40)
            canvas.drawGlassLayer(
                key: "picture", content: "picture", bounds: bounds, backdrop: bounds,
                transform: AffineTransform.rotation(radians: radians).about(Point(x: 30, y: 30)),
                opacity: opacity
            ) { layer in
                layer.withLayer(transform: .translation(Vector(dx: 10, dy: 10))) { drawPicture(on: layer) }
            }
        }
        return canvas
    }

    @Test(arguments: [0.035, -0.02, 0.6]) func matchesCairosBilinearFilter(radians: Double) throws {
        let kernel = try posed(radians: radians, opacity: 1, clipped: false)
        let reference = try posed(radians: radians, opacity: 1, clipped: true)
        let ours = kernel.pixels, cairo = reference.pixels
        var worst = 0
        for y in 0..<ours.height {
            for x in 0..<ours.width {
                let a = ours[x, y], b = cairo[x, y]
                for shift in stride(from: 0, through: 24, by: 8) {
                    worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
                }
            }
        }
        withExtendedLifetime((kernel, reference)) {}
        #expect(worst <= 3, "a channel differs from Cairo's bilinear composite by \(worst)")
    }

    @Test func stepsAreExactlyThoseInsideTheBounds() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let start = Int.random(in: -500_000...500_000, using: &generator)
            let step = Int.random(in: -70_000...70_000, using: &generator)
            let lo = Int.random(in: -200_000...200_000, using: &generator),
                hi = lo + Int.random(in: 0...400_000, using: &generator)
            let count = Int.random(in: 0...40, using: &generator)
            let expected = (0..<count).filter { (lo...hi).contains(start + $0 * step) }
            let found = AffineComposite.steps(start, step, from: lo, to: hi, count: count)
            #expect(Array(found) == expected, "start \(start) step \(step) in \(lo)...\(hi)")
        }
    }

    @Test func queuedCompositesStackInOrderAndLandBeforeCairoDraws() throws {
        let canvas = try RasterCanvas(size: .square(30), scale: 1)
        let tilt = AffineTransform.rotation(radians: 0.03).about(Point(x: 15, y: 15))
        for color in [Color(rgb: 0xFF0000), Color(rgb: 0x0000FF)] {
            canvas.withLayer(transform: tilt) {
                canvas.drawRasterized(key: color, bounds: Rect(x: 5, y: 5, width: 20, height: 20)) { layer in
                    layer.fill(Path(rect: Rect(x: 5, y: 5, width: 20, height: 20)), with: color)
                }
            }
        }
        #expect(!canvas.pendingComposites.isEmpty, "posed pictures wait to land together")
        // Cairo draws after what was queued before it.
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 30, height: 3)), with: Color(rgb: 0x00FF00))
        #expect(canvas.pendingComposites.isEmpty)
        #expect(canvas.color(atPixelX: 15, y: 15) == Color(rgb: 0x0000FF), "the later picture is on top")
        #expect(canvas.color(atPixelX: 15, y: 1) == Color(rgb: 0x00FF00))
    }

    @Test func readingBesideQueuedCompositesKeepsThemQueued() throws {
        let canvas = try RasterCanvas(size: Size(width: 100, height: 30), scale: 1)
        canvas.withLayer(transform: AffineTransform.rotation(radians: 0.03).about(Point(x: 15, y: 15))) {
            canvas.drawRasterized(key: "red", bounds: Rect(x: 5, y: 5, width: 20, height: 20)) { layer in
                layer.fill(Path(rect: Rect(x: 5, y: 5, width: 20, height: 20)), with: Color(rgb: 0xFF0000))
            }
        }
        _ = canvas.sampleColors(in: Rect(x: 60, y: 0, width: 40, height: 30), columns: 4, rows: 4) { $0.count }
        #expect(!canvas.pendingComposites.isEmpty)
        let under = canvas.sampleColors(in: Rect(x: 10, y: 10, width: 10, height: 10), columns: 1, rows: 1) {
            Array($0)
        }
        #expect(canvas.pendingComposites.isEmpty)
        #expect(under == [Color(rgb: 0xFF0000)])
    }

    @Test(arguments: [0.5, 0.25]) func opacityScalesThePicture(opacity: Double) throws {
        let ours = try posed(radians: 0.03, opacity: opacity, clipped: false)
        let cairo = try posed(radians: 0.03, opacity: opacity, clipped: true)
        let a = ours.color(atPixelX: 90, y: 90), b = cairo.color(atPixelX: 90, y: 90)
        #expect(abs(a.red - b.red) < 0.02 && abs(a.green - b.green) < 0.02 && abs(a.blue - b.blue) < 0.02)
    }
}
