import GlassMotion
import Testing

@Suite struct SpringInitTests {
    @Test func responseAndDampingFractionGiveStiffnessAndDamping() {
        let spring = Spring(response: 0.5, dampingFraction: 0.8)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)) < 1e-12)
        #expect(abs(spring.stiffness - 157.91367041742973) < 1e-9)
        #expect(abs(spring.damping - 4 * Double.pi * 0.8 / 0.5) < 1e-12)
    }

    @Test func durationAndBounceMapToResponseAndDampingFraction() {
        let bouncy = Spring(duration: 0.4, bounce: 0.3)
        #expect(abs(bouncy.response - 0.4) < 1e-12)
        #expect(abs(bouncy.dampingFraction - 0.7) < 1e-12)
        let critical = Spring(duration: 0.5, bounce: 0)
        #expect(abs(critical.dampingFraction - 1) < 1e-12)
        let overdamped = Spring(duration: 0.5, bounce: -0.5)
        #expect(abs(overdamped.dampingFraction - 2) < 1e-12)
        #expect(abs(overdamped.response - 0.5) < 1e-12)
        #expect(Spring(duration: 0.5, bounce: 1).damping == 0)
    }

    @Test func massStiffnessDampingRoundTrip() {
        let spring = Spring(mass: 2, stiffness: 200, damping: 10)
        let omega = (200.0 / 2).squareRoot()
        #expect(abs(spring.response - 2 * Double.pi / omega) < 1e-12)
        #expect(abs(spring.dampingFraction - 10 / (2 * (200.0 * 2).squareRoot())) < 1e-12)
        let rebuilt = Spring(response: spring.response, dampingFraction: spring.dampingFraction)
        let unitMass = Spring(mass: 1, stiffness: 100, damping: 5)
        #expect(abs(rebuilt.stiffness - unitMass.stiffness) < 1e-9)
        #expect(abs(rebuilt.damping - unitMass.damping) < 1e-12)
    }

    @Test func swiftUIPresets() {
        let expected: [(Spring, Double, Double)] = [
            (.smooth, 0.5, 1), (.snappy, 0.5, 0.85), (.bouncy, 0.5, 0.7), (.default, 0.5, 0.825),
        ]
        for (spring, response, dampingFraction) in expected {
            #expect(abs(spring.response - response) < 1e-12)
            #expect(abs(spring.dampingFraction - dampingFraction) < 1e-12)
        }
    }
}
