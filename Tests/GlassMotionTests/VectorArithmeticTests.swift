import GlassCore
import GlassMotion
import Testing

@Suite struct VectorArithmeticTests {
    private func difference<V: VectorArithmetic>(_ a: V, _ b: V) -> V { a - b }
    private func sum<V: VectorArithmetic>(_ a: V, _ b: V) -> V { a + b }

    @Test func pointMinusPointStaysAVectorOutsideGenericCode() {
        let a = Point(x: 5, y: 7), b = Point(x: 1, y: 2)
        let displacement = a - b
        #expect(displacement == Vector(dx: 4, dy: 5))
        #expect(difference(a, b) == Point(x: 4, y: 5))
        #expect(sum(a, b) == Point(x: 6, y: 9))
        #expect(a.scaled(by: 2) == Point(x: 10, y: 14))
        #expect(a.magnitudeSquared == 74)
        #expect(Point.zero == Point(x: 0, y: 0))
    }

    @Test func doubleAndVectorConform() {
        #expect(difference(5.0, 1.5) == 3.5)
        #expect(2.5.scaled(by: 4) == 10)
        #expect((-3.0).magnitudeSquared == 9)
        #expect(Vector(dx: 3, dy: -4).magnitudeSquared == 25)
        #expect(Vector(dx: 1, dy: 2).scaled(by: -2) == Vector(dx: -2, dy: -4))
        #expect(sum(Vector(dx: 1, dy: 2), Vector(dx: 3, dy: 4)) == Vector(dx: 4, dy: 6))
    }
}
