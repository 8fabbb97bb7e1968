import GlassMotion
import Testing

@Suite struct EulerSpringStepperTests {
    @Test func oneStepMatchesTheHandCalculation() {
        let stepper = EulerSpringStepper(stiffness: 28, damping: 14)
        var position = 1.0, velocity = 0.5
        stepper.step(position: &position, velocity: &velocity, target: 0.25, dt: 0.01)
        // a = (−28·0.75 − 14·0.5)/1 = −28; v = 0.5 − 0.28 = 0.22; x = 1 + 0.0022.
        #expect(abs(velocity - 0.22) < 1e-15)
        #expect(abs(position - 1.0022) < 1e-15)
    }

    @Test func massScalesTheAcceleration() {
        let stepper = EulerSpringStepper(mass: 2, stiffness: 28, damping: 14)
        var position = 1.0, velocity = 0.0
        stepper.step(position: &position, velocity: &velocity, target: 0, dt: 0.1)
        #expect(abs(velocity + 1.4) < 1e-15)
        #expect(abs(position - 0.86) < 1e-15)
    }

    @Test func specDotLimitIsAbout127Milliseconds() {
        let stepper = EulerSpringStepper(stiffness: 28, damping: 14)
        let omega = 28.0.squareRoot(), zeta = 14 / (2 * 28.0.squareRoot())
        #expect(abs(stepper.stableTimeStepLimit - 2 * ((1 + zeta * zeta).squareRoot() - zeta) / omega) < 1e-12)
        #expect(abs(stepper.stableTimeStepLimit - 0.126783) < 1e-6)
    }

    /// The largest |position − target| over the last 100 of `steps` steps from a unit offset.
    /// At 0.95× and 1.05× the limit the dominant eigenvalue's modulus is about 0.81–0.88 and
    /// 1.13–1.61 for these springs, so 300 steps separate the two by many orders of magnitude.
    private func amplitude(_ stepper: EulerSpringStepper, dt: Double, steps: Int) -> Double {
        var position = 1.0, velocity = 0.0, largest = 0.0
        for i in 0..<steps {
            stepper.step(position: &position, velocity: &velocity, target: 0, dt: dt)
            if i >= steps - 100 { largest = max(largest, abs(position)) }
        }
        return largest
    }

    @Test(arguments: [
        EulerSpringStepper(stiffness: 28, damping: 14),
        EulerSpringStepper(stiffness: 400, damping: 4),
        EulerSpringStepper(mass: 3, stiffness: 90, damping: 30),
    ])
    func decaysJustBelowTheLimitAndDivergesJustAbove(stepper: EulerSpringStepper) {
        let limit = stepper.stableTimeStepLimit
        #expect(amplitude(stepper, dt: 0.95 * limit, steps: 300) < 1e-6)
        #expect(amplitude(stepper, dt: 1.05 * limit, steps: 300) > 1e6)
    }
}
