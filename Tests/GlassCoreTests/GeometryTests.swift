import Testing

@testable import GlassCore

@Suite struct GeometryTests {
    @Test func pointsAndVectors() {
        let p = Point(x: 3, y: 4)
        #expect(p.distance(to: .zero) == 5)
        #expect(p - Point(x: 1, y: 1) == Vector(dx: 2, dy: 3))
        #expect(Vector(dx: 3, dy: 4).normalized == Vector(dx: 0.6, dy: 0.8))
        #expect(Vector.zero.normalized == .zero)
        #expect(Vector(dx: 30, dy: 40).clampedLength(to: 5) == Vector(dx: 3, dy: 4))
        #expect(Vector(dx: 1, dy: 1).clampedLength(to: 5) == Vector(dx: 1, dy: 1))
    }

    @Test func rectContainmentAndInsets() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.center == Point(x: 60, y: 45))
        #expect(r.contains(Point(x: 10, y: 20)))
        #expect(!r.contains(Point(x: 110, y: 20)))
        #expect(
            r.inset(by: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)) == Rect(x: 20, y: 25, width: 80, height: 40)
        )
        #expect(Rect(center: Point(x: 0, y: 0), size: .square(4)) == Rect(x: -2, y: -2, width: 4, height: 4))
        #expect(r.intersects(Rect(x: 100, y: 60, width: 20, height: 20)))
        #expect(!r.intersects(Rect(x: 110, y: 20, width: 5, height: 5)))
    }

    @Test func insetsRotateWithTheScreen() {
        let portrait = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(portrait.rotatedCounterClockwise == EdgeInsets(top: 0, left: 59, bottom: 0, right: 34))
    }

    @Test func affineTransformsComposeLikeCoreGraphics() {
        let rotate = AffineTransform.rotation(radians: .pi / 2)
        let q = rotate.apply(to: Point(x: 1, y: 0))
        #expect(abs(q.x) < 1e-12 && abs(q.y - 1) < 1e-12)
        let t = AffineTransform.scale(2).concatenating(.translation(Vector(dx: 5, dy: 0)))
        #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 7, y: 2))
        let inv = t.inverted!
        #expect(inv.apply(to: Point(x: 7, y: 2)) == Point(x: 1, y: 1))
        #expect(AffineTransform.scale(x: 0, y: 1).inverted == nil)
        let aboutCenter = AffineTransform.scale(2).about(Point(x: 10, y: 10))
        #expect(aboutCenter.apply(to: Point(x: 10, y: 10)) == Point(x: 10, y: 10))
        #expect(aboutCenter.apply(to: Point(x: 11, y: 10)) == Point(x: 12, y: 10))
    }
}
