import GlassMotion
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct SpringSettlingTests {
    struct Release: Sendable {
        let spring: Spring, from: Double, to: Double, initialVelocity: Double
    }

    static let releases: [Release] = [
        Release(spring: Spring(response: 0.5, dampingFraction: 0.5), from: 0, to: 1, initialVelocity: 0),
        Release(spring: .bouncy, from: 120, to: 40, initialVelocity: -300),
        Release(spring: .smooth, from: 0, to: 1, initialVelocity: 4),
        Release(spring: Spring(duration: 0.5, bounce: -0.6), from: 0, to: 10, initialVelocity: -20),
        Release(spring: Spring(response: 5, dampingFraction: 0.99), from: 0, to: 1, initialVelocity: 0),
    ]

    private func error(_ release: Release, at elapsed: Double) -> Double {
        abs(
            release.spring.value(
                from: release.from, to: release.to, initialVelocity: release.initialVelocity, elapsed: elapsed)
                - release.to)
    }

    private func settlingDuration(_ release: Release) -> Double {
        release.spring.settlingDuration(from: release.from, to: release.to, initialVelocity: release.initialVelocity)
    }

    @Test(arguments: releases)
    func staysWithinEpsilonAfterSettling(release: Release) {
        let settled = settlingDuration(release)
        #expect(settled > 0 && settled.isFinite)
        // At the instant itself the error equals epsilon up to rounding in the value's units.
        #expect(error(release, at: settled) <= 0.001 * (1 + 1e-9))
        let horizon = settled * 3
        let samples = 200_000
        for i in 1...samples {
            #expect(error(release, at: settled + horizon * Double(i) / Double(samples)) < 0.001)
        }
    }

    @Test(arguments: releases)
    func isNotSettledShortlyBefore(release: Release) {
        let settled = settlingDuration(release)
        let samples = 100_000
        let worst = (0...samples).map { error(release, at: settled * (0.9 + 0.1 * Double($0) / Double(samples))) }
            .max()!
        #expect(worst >= 0.001)
        #expect(error(release, at: settled * (1 - 1e-9)) >= 0.001 * (1 - 1e-6))
    }

    @Test func isWithinDesignBoundForTypicalSpringAndFixesItForSlowOnes() {
        // DESIGN §4: ln((|λ·target − v0| + |target|)/ε)/λ, released from 0 toward `target`.
        func designFormula(_ spring: Spring, target: Double, v0: Double) -> Double {
            let lambda = spring.dampingFraction * 2 * Double.pi / spring.response
            return log((abs(lambda * target - v0) + abs(target)) / 0.001) / lambda
        }
        let typical = Spring(response: 0.5, dampingFraction: 0.5)
        #expect(typical.settlingDuration(from: 0, to: 1) <= designFormula(typical, target: 1, v0: 0))
        // A slow spring near critical damping (ωd ≈ 0.18 rad/s) is still about 3 ε away when
        // the design formula says it has settled; settlingDuration waits for it.
        let slow = Spring(response: 5, dampingFraction: 0.99)
        let designTime = designFormula(slow, target: 1, v0: 0)
        #expect(abs(slow.value(from: 0.0, to: 1.0, initialVelocity: 0.0, elapsed: designTime) - 1) > 0.002)
        #expect(slow.settlingDuration(from: 0, to: 1) > designTime)
    }

    @Test func alreadySettledAndUndampedEdgeCases() {
        #expect(Spring.bouncy.settlingDuration(from: 1, to: 1) == 0)
        #expect(Spring.bouncy.settlingDuration(from: 1, to: 1.0005) == 0)
        let undamped = Spring(duration: 0.5, bounce: 1)
        #expect(undamped.settlingDuration(from: 0, to: 1) == .infinity)
        #expect(undamped.settlingDuration(from: 1, to: 1) == 0)
    }

    @Test func epsilonIsInValueUnits() {
        let spring = Spring.snappy
        let fine = spring.settlingDuration(from: 0, to: 100, epsilon: 0.001)
        let coarse = spring.settlingDuration(from: 0, to: 100, epsilon: 0.5)
        #expect(coarse < fine)
        #expect(abs(spring.value(from: 0.0, to: 100.0, initialVelocity: 0.0, elapsed: coarse) - 100) <= 0.5)
    }
}
