import GlassCore
import Testing

@testable import GlassRaster

/// `drawProjected`: a view turned in depth, resampled through its perspective map.
@Suite struct ProjectionTests {
    /// The rows of column `x` (pixels) that are mostly red.
    func redHeight(_ canvas: RasterCanvas, x: Int) -> Int {
        (0..<canvas.pixelHeight).filter {
            let c = canvas.color(atPixelX: x, y: $0)
            return c.alpha > 0.5 && c.red > 0.5 && c.green < 0.3
        }.count
    }

    // A 100 pt red square turned 30° about y through its centre, the eye 100 pt away, at 2×:
    // its left edge comes 25 pt forward and is drawn taller than the square (200 px), its
    // right edge recedes 25 pt and is drawn shorter, as a pinhole camera sees them (266.7 and
    // 160 px), and nothing is drawn beside the turned square.
    @Test func aTurnedSquareIsATrapezoid() throws {
        let canvas = try RasterCanvas(size: Size(width: 200, height: 200), scale: 2)
        let turn = ProjectionTransform.rotation(
            radians: .pi / 6, axis: (0, 1, 0), anchor: Point(x: 100, y: 100), distance: 100)
        let square = Rect(x: 50, y: 50, width: 100, height: 100)
        canvas.drawProjected(turn, bounds: square) {
            $0.fill(Path(rect: square), with: Color(red: 1, green: 0, blue: 0))
        }
        let left = try #require(turn.apply(to: Point(x: 50, y: 50))),
            right = try #require(turn.apply(to: Point(x: 150, y: 50)))
        let leftColumn = Int(left.x * 2) + 2, rightColumn = Int(right.x * 2) - 2
        #expect(
            abs(redHeight(canvas, x: leftColumn) - Int((100 - left.y) * 4)) <= 3, "\(redHeight(canvas, x: leftColumn))")
        #expect(
            abs(redHeight(canvas, x: rightColumn) - Int((100 - right.y) * 4)) <= 3,
            "\(redHeight(canvas, x: rightColumn))")
        #expect(redHeight(canvas, x: leftColumn) > 205 && redHeight(canvas, x: rightColumn) < 180)
        #expect(canvas.color(atPixelX: Int(left.x * 2) - 3, y: 200).alpha == 0)
        #expect(canvas.color(atPixelX: Int(right.x * 2) + 3, y: 200).alpha == 0)
    }

    // No turn draws exactly what drawing directly draws.
    @Test func anAffineProjectionDrawsDirectly() throws {
        let direct = try RasterCanvas(size: Size(width: 60, height: 60), scale: 2)
        let projected = try RasterCanvas(size: Size(width: 60, height: 60), scale: 2)
        let disc = Path(ellipseIn: Rect(x: 10, y: 10, width: 40, height: 30))
        direct.fill(disc, with: Color(red: 0.2, green: 0.5, blue: 0.9))
        projected.drawProjected(.identity, bounds: Rect(x: 0, y: 0, width: 60, height: 60)) {
            $0.fill(disc, with: Color(red: 0.2, green: 0.5, blue: 0.9))
        }
        #expect(direct.largestDifference(from: projected) == 0)
        // Nor does a turn in the plane, which is affine: drawn as the transformed layer.
        let turn = AffineTransform.rotation(radians: 0.3).about(Point(x: 30, y: 30))
        direct.withLayer(transform: turn) { direct.fill(disc, with: Color(red: 0.9, green: 0.2, blue: 0.1)) }
        projected.drawProjected(ProjectionTransform(turn), bounds: Rect(x: 0, y: 0, width: 60, height: 60)) {
            $0.fill(disc, with: Color(red: 0.9, green: 0.2, blue: 0.1))
        }
        #expect(direct.largestDifference(from: projected) == 0)
    }
}
