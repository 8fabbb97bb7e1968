import Foundation
import GlassMotion
import Testing

/// UIScrollView's physics, from the published formulas and the figures.
@Suite struct ScrollPhysicsTests {
    // A finger 200 pt past the top of an 852 pt viewport holds the content at
    // 0.55·200·852 / (852 + 0.55·200) = 97.4 pt; the band never passes the viewport's length.
    @Test func theRubberBandResistsAndNeverPassesTheViewport() {
        #expect(abs(ScrollPhysics.rubberBand(200, dimension: 852) - 97.4) < 0.05)
        #expect(abs(ScrollPhysics.rubberBand(-200, dimension: 852) + 97.4) < 0.05)
        #expect(ScrollPhysics.rubberBand(1e12, dimension: 852) < 852)
        #expect(ScrollPhysics.rubberBand(.nan, dimension: 852) == 0)
        #expect(ScrollPhysics.rubberBanded(-200, limit: 1000, dimension: 852) < -97.3)
        #expect(abs(ScrollPhysics.rubberBanded(1200, limit: 1000, dimension: 852) - 1097.4) < 0.05)
        #expect(ScrollPhysics.rubberBanded(500, limit: 1000, dimension: 852) == 500)
    }

    // x(t) = x₀ + v₀·(d^(1000t) − 1)/(1000·ln d): a 2,000 pt/s flick at 0.998 travels
    // 2000·(0.998^300 − 1)/(1000·ln 0.998) = 451.1 pt in 0.3 s and rests 999.0 pt on.
    @Test func aFlickDeceleratesAsUIScrollViewDoes() {
        let physics = ScrollPhysics()
        #expect(abs(physics.decelerated(from: 0, velocity: 2000, elapsed: 0.3) - 451.07) < 0.01)
        #expect(abs(physics.projectedEnd(from: 0, velocity: 2000) - 999.0) < 0.1)
        #expect(abs(physics.deceleratedVelocity(2000, elapsed: 0.3) - 2000 * pow(0.998, 300)) < 1e-9)
        let fast = ScrollPhysics(decelerationRate: ScrollPhysics.fastRate)
        #expect(abs(fast.projectedEnd(from: 0, velocity: 2000) - 199.0) < 0.1)
        // Far from the edges the motion is the deceleration alone, and it rests where projected.
        let motion = ScrollMotion(from: 100, velocity: 2000, limit: 10_000)
        #expect(abs(motion.offset(at: 0.3) - 551.07) < 0.01)
        #expect(abs(motion.restingOffset - physics.projectedEnd(from: 100, velocity: 2000)) < 0.5)
        #expect(abs(motion.duration - log(1.0 / 2000) / (1000 * log(0.998))) < 1e-9)
    }

    // A flick that reaches the end carries past it on the critically damped spring, and comes
    // back to rest exactly at the end, without oscillating.
    @Test func aFlickIntoAnEdgeBouncesBack() {
        let motion = ScrollMotion(from: 900, velocity: 3000, limit: 1000)
        let samples = stride(from: 0.0, through: motion.duration, by: 1.0 / 120).map(motion.offset(at:))
        let peak = samples.max()!
        #expect(peak > 1000 && peak < 1000 + 852)
        let afterPeak = samples.drop { $0 < peak }
        #expect(zip(afterPeak, afterPeak.dropFirst()).allSatisfy { $0 >= $1 - 1e-9 })  // no second overshoot
        #expect(abs(motion.restingOffset - 1000) < 1e-9)
        #expect(motion.velocity(at: motion.duration) == 0)
    }

    // Released past the top with the band stretched, the content springs back to 0.
    @Test func aReleasePastTheEdgeSpringsBack() {
        let motion = ScrollMotion(from: -97.4, velocity: 0, limit: 1000)
        #expect(motion.offset(at: 0) == -97.4)
        #expect(motion.offset(at: 0.2) > -97.4 && motion.offset(at: 0.2) < 0)
        #expect(motion.restingOffset == 0)
        #expect(motion.duration > 0.3 && motion.duration < 1.5)
        // A flick at rest on the top edge, pulling down, bounces from 0 too.
        #expect(ScrollMotion(from: 0, velocity: -500, limit: 1000).offset(at: 0.1) < 0)
    }

    // Content shorter than the viewport has one resting place, 0; hostile numbers move nothing.
    @Test func shortContentAndHostileNumbersRestAtAnEdge() {
        #expect(ScrollMotion(from: 0, velocity: 5000, limit: -300).restingOffset == 0)
        #expect(ScrollMotion(from: .nan, velocity: .infinity, limit: 100).restingOffset.isFinite)
        #expect(ScrollMotion(from: 50, velocity: 1e308, limit: 100).duration.isFinite)
    }
}
