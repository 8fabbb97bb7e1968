#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The exact solution of ẍ + 2λ·ẋ + ω0²·x = 0, the spring equation divided by the mass, with x
/// the displacement from the target.
///
/// Writing q = ω0² − λ², every solution is x(t) = x0·(c + λ·s) + v0·s, where
/// c = e^(−λt)·C(t), s = e^(−λt)·S(t) and C(0) = 1, S(0) = 0, S′ = C, C′ = −q·S. That gives
/// C = cos(ωd·t), S = sin(ωd·t)/ωd with ωd = √q when underdamped (q > 0); C = 1, S = t when
/// critically damped (q = 0); C = cosh(μ·t), S = sinh(μ·t)/μ with μ = √(−q) when overdamped.
/// The three cases share one formula, and sin(ωd·t)/ωd and sinh(μ·t)/μ stay accurate as the
/// spring approaches critical damping, so no tolerance band around ζ = 1 is needed.
struct DampedOscillator {
    /// ω0 = √(k/m), in radians per second.
    let naturalFrequency: Double
    /// λ = c/(2m) = ζ·ω0, in 1/s.
    let decayRate: Double
    /// q = ω0² − λ², in 1/s²: positive underdamped, zero critical, negative overdamped.
    let frequencySquared: Double

    init(_ spring: Spring) {
        let omegaSquared = spring.stiffness / spring.mass
        naturalFrequency = omegaSquared.squareRoot()
        decayRate = spring.damping / (2 * spring.mass)
        frequencySquared = omegaSquared - decayRate * decayRate
    }

    /// The decayed basis (c, s) at `t` seconds.
    func basis(at t: Double) -> (c: Double, s: Double) {
        if frequencySquared > 0 {
            let omega = frequencySquared.squareRoot()
            let decay = exp(-decayRate * t)
            return (decay * cos(omega * t), decay * sin(omega * t) / omega)
        }
        if frequencySquared == 0 {
            let decay = exp(-decayRate * t)
            return (decay, decay * t)
        }
        let mu = (-frequencySquared).squareRoot()
        if mu * t < 1 {
            let decay = exp(-decayRate * t)
            return (decay * cosh(mu * t), decay * sinh(mu * t) / mu)
        }
        // e^(−λt)·cosh(μt) overflows to ∞·0 for long times; the two real exponentials do not, and
        // λ − μ is formed as ω0²/(λ + μ) because subtracting nearly equal rates loses digits.
        let slow = exp(-naturalFrequency * naturalFrequency / (decayRate + mu) * t)
        let fast = exp(-(decayRate + mu) * t)
        return ((slow + fast) / 2, (slow - fast) / (2 * mu))
    }

    /// The weights of (x0, v0) in the displacement x(t): x0·(c + λ·s) + v0·s.
    func displacementWeights(at t: Double) -> (x0: Double, v0: Double) {
        let (c, s) = basis(at: t)
        return (c + decayRate * s, s)
    }

    /// The weights of (x0, v0) in the velocity ẋ(t): −ω0²·s·x0 + (c − λ·s)·v0.
    func velocityWeights(at t: Double) -> (x0: Double, v0: Double) {
        let (c, s) = basis(at: t)
        return (-naturalFrequency * naturalFrequency * s, c - decayRate * s)
    }

    /// The scalar displacement after `t` seconds for a release at displacement `x0` with
    /// velocity `v0`.
    func displacement(x0: Double, v0: Double, at t: Double) -> Double {
        let weights = displacementWeights(at: t)
        return weights.x0 * x0 + weights.v0 * v0
    }

    /// The largest |displacement| at any time from `t` on: max over s ≥ t of |x(s)|.
    ///
    /// Between two turning points (ẋ = 0) x is monotonic, so the largest future deviation is
    /// either |x(t)| or |x| at the next turning point: an underdamped spring's later turning
    /// points shrink by e^(−λπ/ωd) each, and a critically or overdamped one turns at most once.
    /// The turning points solve v0·C = w·S with w = λ·v0 + ω0²·x0.
    func largestDeviation(x0: Double, v0: Double, from t: Double) -> Double {
        let now = abs(displacement(x0: x0, v0: v0, at: t))
        guard let turn = nextTurningPoint(x0: x0, v0: v0, from: t) else { return now }
        return max(now, abs(displacement(x0: x0, v0: v0, at: turn)))
    }

    private func nextTurningPoint(x0: Double, v0: Double, from t: Double) -> Double? {
        let w = decayRate * v0 + naturalFrequency * naturalFrequency * x0
        if frequencySquared > 0 {
            let omega = frequencySquared.squareRoot()
            // tan(ωd·t) = ωd·v0/w; the phase is reduced to [0, π) so the turning points are
            // (phase + jπ)/ωd for j = 0, 1, 2, …
            let angle = atan2(omega * v0, w)
            let phase = angle - Double.pi * (angle / Double.pi).rounded(.down)
            let j = max(0, ((omega * t - phase) / Double.pi).rounded(.up))
            return (phase + j * Double.pi) / omega
        }
        guard w != 0 else { return nil }
        let turn: Double
        if frequencySquared == 0 {
            turn = v0 / w
        } else {
            let mu = (-frequencySquared).squareRoot()
            let ratio = mu * v0 / w
            guard ratio > 0 && ratio < 1 else { return nil }
            turn = atanh(ratio) / mu
        }
        return turn > t ? turn : nil
    }

    /// The slowest rate, in 1/s, at which every solution decays: λ, or λ − μ when overdamped.
    var slowestDecayRate: Double {
        guard frequencySquared < 0 else { return decayRate }
        let mu = (-frequencySquared).squareRoot()
        return naturalFrequency * naturalFrequency / (decayRate + mu)
    }
}
