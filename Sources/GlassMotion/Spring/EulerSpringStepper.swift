/// The fixed-step spring integrator spec 001 asks for ("semi-implicit Euler … compute 1 step per
/// frame"): v += a·dt, then x += v·dt, with a = (−k·(x − target) − c·v)/m.
///
/// Unlike `Spring`'s closed form it depends on the step: it is only stable below
/// `stableTimeStepLimit`, and a dropped frame that doubles dt can push it over.
public struct EulerSpringStepper: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// Spec 001's dots use mass 1, stiffness 28, damping 14.
    /// - Precondition: `mass > 0`, `stiffness > 0`, `damping ≥ 0`.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        precondition(mass > 0, "EulerSpringStepper mass must be positive")
        precondition(stiffness > 0, "EulerSpringStepper stiffness must be positive")
        precondition(damping >= 0, "EulerSpringStepper damping must be non-negative")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Advances `position` and `velocity` by one step of `dt` seconds toward `target`.
    public func step(position: inout Double, velocity: inout Double, target: Double, dt: Double) {
        let acceleration = (-stiffness * (position - target) - damping * velocity) / mass
        velocity += acceleration * dt
        position += velocity * dt
    }

    /// Stiffness and damping per unit mass (k/m, c/m) in `Float`, for `step(position:…)` over
    /// many springs.
    public var perUnitMass: SIMD2<Float> { SIMD2(Float(stiffness / mass), Float(damping / mass)) }

    /// The same step for a spring in the plane, in `Float`, with this stepper's `perUnitMass`:
    /// a field of thousands of springs (spec 001's dots) works it out once per step, not per dot.
    @inlinable @inline(__always)
    public static func step(
        position: inout SIMD2<Float>, velocity: inout SIMD2<Float>, target: SIMD2<Float>, dt: Float,
        perUnitMass: SIMD2<Float>
    ) {
        velocity += (-perUnitMass.x * (position - target) - perUnitMass.y * velocity) * dt
        position += velocity * dt
    }

    /// The largest stable step, in seconds: ω·h < 2(√(1 + ζ²) − ζ), with ω = √(k/m) and
    /// ζ = c/(2√(k·m)).
    ///
    /// Derivation: with y = x − target, H = ω·h and one step mapping (y, v) to
    /// (y′, v′) = (y + h·v′, v − h·(ω²·y + 2ζω·v)), the amplification matrix is
    ///
    ///     [ 1 − H²    h·(1 − 2ζH) ]
    ///     [ −h·ω²     1 − 2ζH     ]
    ///
    /// with trace T = 2 − H² − 2ζH and determinant D = 1 − 2ζH. Both eigenvalues lie inside the
    /// unit circle exactly when |D| < 1 and |T| < 1 + D (the Jury conditions). T < 1 + D holds
    /// for any H > 0; −T < 1 + D gives H² + 4ζH − 4 < 0, that is H < 2(√(1 + ζ²) − ζ); and
    /// D > −1 (ζH < 1) follows from it. At the limit one eigenvalue reaches −1: the error flips
    /// sign every step and stops shrinking. The bound is computed as 2/(√(1 + ζ²) + ζ), the same
    /// number without the cancellation.
    ///
    /// For spec 001's k = 28, c = 14, m = 1: ω = √28 ≈ 5.29 rad/s and ζ = 14/(2√28) ≈ 1.32 (the
    /// spec's "ζ ≈ 0.5" is not what these numbers give: the dots are overdamped), so the limit is
    /// ≈ 0.127 s, far above a 1/60 s frame.
    public var stableTimeStepLimit: Double {
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        return 2 / ((1 + zeta * zeta).squareRoot() + zeta) / omega
    }
}
