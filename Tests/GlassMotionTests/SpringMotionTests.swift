import GlassCore
import GlassMotion
import Testing

@Suite struct SpringMotionTests {
    @Test func holdsTheStartBeforeStartTime() {
        let motion = SpringMotion(spring: .snappy, from: 2.0, to: 8.0, initialVelocity: 3, startTime: 10)
        #expect(motion.value(at: 9) == 2)
        #expect(motion.velocity(at: 9) == 3)
        #expect(motion.value(at: 10.25) == Spring.snappy.value(from: 2.0, to: 8.0, initialVelocity: 3.0, elapsed: 0.25))
        #expect(
            motion.velocity(at: 10.25)
                == Spring.snappy.velocity(from: 2.0, to: 8.0, initialVelocity: 3.0, elapsed: 0.25))
    }

    @Test func retargetingIsContinuousAndEndsAtTheNewTarget() {
        let motion = SpringMotion(
            spring: Spring(response: 0.3, dampingFraction: 0.8), from: Point(x: 0, y: 0), to: Point(x: 100, y: 40),
            initialVelocity: Point(x: 300, y: -200), startTime: 1)
        let retargeted = motion.retargeted(to: Point(x: -50, y: 80), at: 1.12)
        let before = motion.value(at: 1.12), after = retargeted.value(at: 1.12)
        #expect(before == after)
        #expect(motion.velocity(at: 1.12) == retargeted.velocity(at: 1.12))
        // The new motion leaves at the old velocity: its finite difference (a Point − Point
        // displacement) matches it.
        let h = 1e-7
        let slope = (retargeted.value(at: 1.12 + h) - retargeted.value(at: 1.12)).scaled(by: 1 / h)
        let velocity = motion.velocity(at: 1.12)
        #expect(abs(slope.dx - velocity.x) < 1e-2 && abs(slope.dy - velocity.y) < 1e-2)
        let end = retargeted.value(at: 10)
        #expect(abs(end.x + 50) < 1e-9 && abs(end.y - 80) < 1e-9)
        #expect(retargeted.target == Point(x: -50, y: 80))
        #expect(retargeted.startTime == 1.12)
    }

    @Test func retargetingBeforeTheStartKeepsThePendingRelease() {
        let motion = SpringMotion(spring: .smooth, from: 0.0, to: 1.0, initialVelocity: 2, startTime: 5)
        let retargeted = motion.retargeted(to: 3, at: 4)
        #expect(retargeted == SpringMotion(spring: .smooth, from: 0.0, to: 3.0, initialVelocity: 2, startTime: 5))
    }

    @Test func settlesWhenTheScalarSettlingDurationSays() {
        let spring = Spring.bouncy
        let motion = SpringMotion(spring: spring, from: 0.0, to: 1.0, initialVelocity: -2, startTime: 3)
        let settled = spring.settlingDuration(from: 0, to: 1, initialVelocity: -2)
        #expect(!motion.isSettled(at: 3 + settled * 0.999))
        #expect(motion.isSettled(at: 3 + settled * 1.001))
        #expect(!motion.isSettled(at: 0))
    }

    @Test func sidewaysReleaseSettlesConservatively() throws {
        let motion = SpringMotion(
            spring: .snappy, from: Vector(dx: 0, dy: 0), to: Vector(dx: 100, dy: 0),
            initialVelocity: Vector(dx: 0, dy: 400), startTime: 0)
        let settledAt = stride(from: 0.0, through: 5, by: 0.001).first { motion.isSettled(at: $0) }
        let settled = try #require(settledAt)
        for i in 0...20_000 {
            let t = settled + Double(i) * 1e-4
            #expect((motion.value(at: t) - motion.target).magnitudeSquared < 1e-6)
        }
        // Conservative by at most √2: just before, the error still reaches ε/√2.
        let strays = stride(from: settled - 0.002, through: settled + 1, by: 1e-5).contains {
            (motion.value(at: $0) - motion.target).magnitudeSquared >= 1e-6 * 0.5
        }
        #expect(strays)
    }
}
