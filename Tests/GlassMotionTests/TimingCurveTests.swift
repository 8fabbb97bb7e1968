import GlassMotion
import Testing

@Suite struct TimingCurveTests {
    static let named: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]

    @Test(arguments: named)
    func endpointsAndClamping(curve: TimingCurve) {
        #expect(abs(curve.value(at: 0)) < 1e-12)
        #expect(abs(curve.value(at: 1) - 1) < 1e-12)
        #expect(curve.value(at: -3) == curve.value(at: 0))
        #expect(curve.value(at: 7) == curve.value(at: 1))
    }

    @Test(arguments: named)
    func isMonotonic(curve: TimingCurve) {
        let samples = (0...2000).map { curve.value(at: Double($0) / 2000) }
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test(arguments: named + [TimingCurve(0.68, -0.55, 0.265, 1.55), TimingCurve(0, 1, 1, 0)])
    func matchesDenseParametricSampling(curve: TimingCurve) {
        func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        for i in 0...5000 {
            let t = Double(i) / 5000
            let x = bezier(curve.x1, curve.x2, t), y = bezier(curve.y1, curve.y2, t)
            #expect(abs(curve.value(at: x) - y) < 1e-6)
        }
    }

    @Test func knownValues() {
        #expect(abs(TimingCurve.easeInEaseOut.value(at: 0.5) - 0.5) < 1e-12)
        #expect(abs(TimingCurve.easeInEaseOut.value(at: 0.25) + TimingCurve.easeInEaseOut.value(at: 0.75) - 1) < 1e-12)
        #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
        #expect(TimingCurve.easeIn.value(at: 0.5) < 0.5)
        #expect(TimingCurve.easeOut.value(at: 0.5) > 0.5)
        #expect(abs(TimingCurve.easeIn.value(at: 0.3) + TimingCurve.easeOut.value(at: 0.7) - 1) < 1e-12)
    }
}
