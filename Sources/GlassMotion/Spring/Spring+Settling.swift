extension Spring {
    /// Seconds after the release until |x − to| stays under `epsilon` for good.
    ///
    /// DESIGN §4 gives ln((|λ·target − v0| + |target|)/ε)/λ for an underdamped spring released
    /// from 0 (λ = ζ·ω0). That is the time its envelope e^(−λt)·(|x0| + |v0 + λ·x0|) falls to ε,
    /// and it bounds the error only while the damped frequency ωd ≥ 1 rad/s: the velocity term of
    /// the solution is (v0 + λ·x0)·e^(−λt)·sin(ωd·t)/ωd, so for slow springs near critical
    /// damping it runs short. The correct envelopes, which decay to ε in finite time, are
    /// - underdamped: e^(−λt)·√(x0² + ((v0 + λ·x0)/ωd)²), the damped cosine's exact amplitude;
    /// - critically damped: e^(−ω0·t)·(|x0| + |v0 + ω0·x0|·t);
    /// - overdamped: e^(−(λ − μ)·t)·(|x0| + |v0 + λ·x0|/(2μ)), with μ = √(λ² − ω0²),
    ///   since cosh(μt) ≤ e^(μt) and sinh(μt)/μ ≤ e^(μt)/(2μ).
    ///
    /// Rather than returning one of these upper bounds, this returns the exact time: the largest
    /// future deviation from the target is known in closed form (the next turning point's, see
    /// `DampedOscillator.largestDeviation`) and never grows, so bisection on it converges to the
    /// instant after which the spring never again strays `epsilon` from `to`. An undamped
    /// spring that starts further than `epsilon` away never settles: the result is `.infinity`.
    ///
    /// - Parameters:
    ///   - from: the release value; `to`: the target; `initialVelocity`: in units per second.
    ///   - epsilon: the tolerance, in the value's units (0.001 by default, as SwiftUI uses).
    /// - Precondition: `epsilon > 0`.
    public func settlingDuration(
        from: Double, to: Double, initialVelocity: Double = 0, epsilon: Double = 0.001
    ) -> Double {
        precondition(epsilon > 0, "settlingDuration needs a positive epsilon")
        let oscillator = DampedOscillator(self)
        return oscillator.settlingTime(epsilon: epsilon) {
            oscillator.largestDeviation(x0: from - to, v0: initialVelocity, from: $0)
        }
    }
}

extension DampedOscillator {
    /// The first time after which `largestDeviation` (non-increasing in time, in value units)
    /// stays under `epsilon`, in seconds.
    func settlingTime(epsilon: Double, largestDeviation: (Double) -> Double) -> Double {
        guard largestDeviation(0) >= epsilon else { return 0 }
        guard decayRate > 0 else { return .infinity }
        var unsettled = 0.0
        var settled = 1 / slowestDecayRate
        while largestDeviation(settled) >= epsilon {
            unsettled = settled
            settled *= 2
        }
        while true {
            let middle = (unsettled + settled) / 2
            guard middle > unsettled && middle < settled else { return settled }
            if largestDeviation(middle) >= epsilon {
                unsettled = middle
            } else {
                settled = middle
            }
        }
    }
}
