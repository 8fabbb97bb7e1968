import GlassCore
import GlassMotion
import Testing

@Suite struct SpringClosedFormTests {
    static let regimes: [Spring] = [
        Spring(response: 0.5, dampingFraction: 0.3),
        Spring(response: 0.5, dampingFraction: 1),
        Spring(response: 0.5, dampingFraction: 2.5),
        Spring(mass: 2, stiffness: 90, damping: 7),
    ]

    @Test(arguments: regimes)
    func matchesFineStepIntegration(spring: Spring) {
        let from = 10.0, to = -5.0, initialVelocity = 40.0
        var reference = ReferenceIntegrator(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            position: from, velocity: initialVelocity, target: to)
        for checkpoint in 1...30 {
            reference.advance(by: 0.05, step: 1e-5)
            let elapsed = Double(checkpoint) * 0.05
            let value = spring.value(from: from, to: to, initialVelocity: initialVelocity, elapsed: elapsed)
            let velocity = spring.velocity(from: from, to: to, initialVelocity: initialVelocity, elapsed: elapsed)
            #expect(abs(value - reference.position) < 1e-6)
            #expect(abs(velocity - reference.velocity) < 1e-6)
        }
    }

    @Test(arguments: regimes)
    func startsAtTheReleaseValueAndVelocity(spring: Spring) {
        #expect(spring.value(from: 0.3, to: 1.0, initialVelocity: 7.0, elapsed: 0) == 0.3)
        #expect(spring.velocity(from: 0.3, to: 1.0, initialVelocity: 7.0, elapsed: 0) == 7.0)
        #expect(spring.value(from: 0.3, to: 1.0, initialVelocity: 7.0, elapsed: -1) == 0.3)
        #expect(abs(spring.value(from: 0.3, to: 1.0, initialVelocity: 7.0, elapsed: 1e-9) - 0.3) < 1e-7)
        #expect(abs(spring.value(from: 0.3, to: 1.0, initialVelocity: 7.0, elapsed: 30) - 1.0) < 1e-9)
    }

    @Test func isContinuousAcrossCriticalDamping() {
        for elapsed in stride(from: 0.01, through: 2, by: 0.01) {
            let values = [1 - 1e-9, 1, 1 + 1e-9].map {
                Spring(response: 0.6, dampingFraction: $0).value(
                    from: 0.0, to: 1.0, initialVelocity: -3.0, elapsed: elapsed)
            }
            #expect(abs(values[0] - values[1]) < 1e-7)
            #expect(abs(values[2] - values[1]) < 1e-7)
        }
    }

    @Test func overdampedStaysFiniteLongAfterRelease() {
        let spring = Spring(response: 0.2, dampingFraction: 40)
        let value = spring.value(from: 0.0, to: 1.0, initialVelocity: 0.0, elapsed: 5000)
        #expect(value.isFinite)
        #expect(abs(value - 1) < 1e-9)
    }

    @Test func vectorsAndPointsMoveComponentwise() {
        let spring = Spring.bouncy
        let vector = spring.value(
            from: Vector(dx: 0, dy: 10), to: Vector(dx: 30, dy: -10), initialVelocity: Vector(dx: 5, dy: -50),
            elapsed: 0.2)
        let point = spring.value(
            from: Point(x: 0, y: 10), to: Point(x: 30, y: -10), initialVelocity: Point(x: 5, y: -50), elapsed: 0.2)
        let x = spring.value(from: 0.0, to: 30.0, initialVelocity: 5.0, elapsed: 0.2)
        let y = spring.value(from: 10.0, to: -10.0, initialVelocity: -50.0, elapsed: 0.2)
        #expect(abs(vector.dx - x) < 1e-12 && abs(vector.dy - y) < 1e-12)
        #expect(abs(point.x - x) < 1e-12 && abs(point.y - y) < 1e-12)
    }
}
