import Testing

@testable import GlassCore

@Suite struct PathTests {
    /// The point at parameter `t` of the cubic that ends the path element at `index`.
    func cubicPoint(_ path: Path, _ index: Int, _ t: Double) -> Point {
        var start = Point.zero
        for element in path.elements[..<index] {
            switch element {
            case .move(let p), .line(let p), .cubic(let p, _, _): start = p
            case .close: break
            }
        }
        guard case .cubic(let p3, let c1, let c2) = path.elements[index] else {
            fatalError("element \(index) is not a cubic")
        }
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * start.x + b * c1.x + c * c2.x + d * p3.x, y: a * start.y + b * c1.y + c * c2.y + d * p3.y)
    }

    @Test func continuousCornerLeavesTheEdgeAt1_528665Radii() {
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 60, height: 60), cornerRadius: 13.5)
        guard case .move(let start) = path.elements[0] else {
            Issue.record("no move")
            return
        }
        #expect(abs(start.x - (60 - 1.528665 * 13.5)) < 1e-9 && start.y == 0)
        // The corner's diagonal crosses at ≈ 0.2915 r from each edge (a circle's is 0.2929 r).
        let mid = cubicPoint(path, 3, 0.5)
        #expect(abs((60 - mid.x) / 13.5 - 0.29151) < 1e-4)
        #expect(abs(mid.y / 13.5 - 0.29151) < 1e-4)
        #expect(path.controlPointBounds == Rect(x: 0, y: 0, width: 60, height: 60))
    }

    @Test func continuousCornerIsSymmetricAboutItsDiagonal() {
        let r = 10.0
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: r)
        // The top-right corner, mirrored about its diagonal, maps onto itself.
        for t in stride(from: 0.0, through: 1.0, by: 0.125) {
            let p = cubicPoint(path, 1, t), q = cubicPoint(path, 5, 1 - t)
            #expect(abs((100 - p.x) - q.y) < 1e-9 && abs(p.y - (100 - q.x)) < 1e-9)
        }
    }

    @Test func radiusIsClampedSoCornersNeverOverlap() {
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 100)
        guard case .move(let start) = path.elements[0] else {
            Issue.record("no move")
            return
        }
        // r = 20 / 2 / 1.528665, so the top edge's straight part ends at x = 30 − 10.
        #expect(abs(start.x - 20) < 1e-9)
        #expect(path.controlPointBounds == Rect(x: 0, y: 0, width: 30, height: 20))
    }

    @Test func zeroRadiusIsARectangle() {
        #expect(
            Path(roundedRect: Rect(x: 1, y: 2, width: 3, height: 4), cornerRadius: 0)
                == Path(rect: Rect(x: 1, y: 2, width: 3, height: 4)))
    }

    @Test func capsuleEndsAreSemicircles() {
        let path = Path(capsuleIn: Rect(x: 0, y: 0, width: 100, height: 40))
        let arc = cubicPoint(path, 1, 0.5)
        let center = Point(x: 80, y: 20)
        #expect(abs(arc.distance(to: center) - 20) < 0.01)
    }

    @Test func ellipseFitIsWithinATenthOfAPercent() {
        let path = Path(circleCenter: Point(x: 0, y: 0), radius: 100)
        for i in 1...4 {
            for t in stride(from: 0.0, through: 1.0, by: 0.1) {
                #expect(abs(cubicPoint(path, i, t).distance(to: .zero) - 100) < 0.03)
            }
        }
    }
}
