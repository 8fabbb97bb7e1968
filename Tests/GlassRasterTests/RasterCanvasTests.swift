import Foundation
import GlassCore
import Testing

@testable import GlassRaster

@Suite struct RasterCanvasTests {
    @Test func pixelSizeFollowsScale() throws {
        let canvas = try RasterCanvas(size: Size(width: 393, height: 852), scale: 3)
        #expect(canvas.pixelWidth == 1179 && canvas.pixelHeight == 2556)
    }

    @Test func invalidSizesAreRejectedWithTheValue() {
        #expect(throws: RasterError.self) { try RasterCanvas(size: Size(width: 0, height: 10), scale: 1) }
        do {
            _ = try RasterCanvas(size: Size(width: 10, height: 10), scale: .nan)
            Issue.record("NaN scale was accepted")
        } catch {
            #expect(error.description.contains("scale nan"))
        }
    }

    @Test func fillsInPointsAtAnyScale() throws {
        for scale in [1.0, 2.0, 3.0] {
            let canvas = try RasterCanvas(size: .square(20), scale: scale)
            canvas.fill(Path(rect: Rect(x: 5, y: 5, width: 10, height: 10)), with: Color(rgb: 0xFF3B30))
            #expect(canvas.color(atPixelX: Int(10 * scale), y: Int(10 * scale)) == Color(rgb: 0xFF3B30))
            #expect(canvas.color(atPixelX: Int(4 * scale), y: Int(10 * scale)) == .clear)
        }
    }

    @Test func circlesAreAntiAliasedAtTheEdge() throws {
        let canvas = try RasterCanvas(size: .square(20), scale: 1)
        canvas.fill(Path(circleCenter: Point(x: 10, y: 10), radius: 6), with: .white)
        #expect(canvas.color(atPixelX: 10, y: 10).alpha == 1)
        // The pixel straddling the rightmost edge (x = 16) is partly covered.
        let edge = canvas.color(atPixelX: 15, y: 10).alpha + canvas.color(atPixelX: 16, y: 10).alpha
        #expect(edge > 0.6 && edge < 1.4)
        #expect(canvas.color(atPixelX: 18, y: 10).alpha == 0)
    }

    @Test func layerOpacityCompositesOnce() throws {
        let canvas = try RasterCanvas(size: .square(10), scale: 1)
        canvas.withLayer(opacity: 0.5) {
            // Two overlapping opaque fills inside one layer must not double the coverage.
            canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), with: .white)
            canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), with: .white)
        }
        #expect(abs(canvas.color(atPixelX: 5, y: 5).alpha - 0.5) < 0.01)
    }

    @Test func textDrawsInkAndMeasures() throws {
        let canvas = try RasterCanvas(size: Size(width: 200, height: 40), scale: 2)
        let run = TextRun("Safari", font: Font(sizePoints: 20, weight: 600), color: .black)
        let size = canvas.measure(run, width: 200)
        #expect(size.width > 40 && size.width < 120)
        #expect(size.height > 18 && size.height < 30)
        canvas.draw(run, in: Rect(x: 0, y: 0, width: 200, height: 40))
        var inked = 0
        for x in 0..<canvas.pixelWidth { if canvas.color(atPixelX: x, y: Int(size.height)).alpha > 0.5 { inked += 1 } }
        #expect(inked > 10)
    }

    @Test func lineLimitTruncatesWithAnEllipsis() throws {
        let canvas = try RasterCanvas(size: Size(width: 60, height: 200), scale: 1)
        let long = String(repeating: "Photos ", count: 20)
        let one = canvas.measure(TextRun(long, font: Font(sizePoints: 12), color: .black, lineLimit: 1), width: 60)
        let two = canvas.measure(TextRun(long, font: Font(sizePoints: 12), color: .black, lineLimit: 2), width: 60)
        let all = canvas.measure(TextRun(long, font: Font(sizePoints: 12), color: .black, lineLimit: nil), width: 60)
        #expect(abs(two.height - 2 * one.height) < 1)
        #expect(all.height > 5 * one.height)
        #expect(one.width <= 60)
    }

    @Test func writesAPNGFile() throws {
        let canvas = try RasterCanvas(size: .square(4), scale: 1)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), with: .white)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("glasskit-\(UUID().uuidString).png")
        try canvas.writePNG(to: url.path)
        let bytes = try Data(contentsOf: url)
        #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        try FileManager.default.removeItem(at: url)
        #expect(throws: RasterError.self) { try canvas.writePNG(to: "/nonexistent-dir/x.png") }
    }
}
