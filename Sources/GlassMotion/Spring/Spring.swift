/// A damped spring, m·ẍ = −k·(x − target) − c·ẋ, with SwiftUI's parameterisations.
///
/// The spring itself has no state: `value(from:to:initialVelocity:elapsed:)` evaluates the exact
/// solution at any time, so a motion looks the same at 30, 60 or 120 frames per second.
/// Units follow the animated value: stiffness in 1/s² per unit mass, damping in 1/s per unit mass.
public struct Spring: Hashable, Sendable {
    /// The moving mass; 1 for every SwiftUI-style spring.
    public let mass: Double
    /// The spring constant k.
    public let stiffness: Double
    /// The damping coefficient c.
    public let damping: Double

    /// - Precondition: `mass > 0`, `stiffness > 0`, `damping ≥ 0`, all finite.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        precondition(mass > 0 && mass.isFinite, "Spring mass must be positive and finite")
        precondition(stiffness > 0 && stiffness.isFinite, "Spring stiffness must be positive and finite")
        precondition(damping >= 0 && damping.isFinite, "Spring damping must be non-negative and finite")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// SwiftUI's `spring(response:dampingFraction:)`: mass 1, k = (2π/response)², c = 4π·ζ/response.
    ///
    /// - Parameters:
    ///   - response: the period of the undamped spring, in seconds.
    ///   - dampingFraction: ζ, the damping as a fraction of critical damping: below 1 overshoots,
    ///     1 arrives fastest without overshoot, above 1 creeps in.
    /// - Precondition: `response > 0`, `dampingFraction ≥ 0`.
    public init(response: Double, dampingFraction: Double) {
        precondition(response > 0, "Spring response must be positive")
        precondition(dampingFraction >= 0, "Spring dampingFraction must be non-negative")
        let angularFrequency = 2 * Double.pi / response
        self.init(
            mass: 1,
            stiffness: angularFrequency * angularFrequency,
            damping: 4 * Double.pi * dampingFraction / response)
    }

    /// SwiftUI's `Spring(duration:bounce:)`: response = duration, and ζ = 1 − bounce for a bounce
    /// of 0 or more, ζ = 1/(1 + bounce) for a negative (overdamped) bounce.
    ///
    /// - Parameters:
    ///   - duration: the perceptual duration, in seconds (the response of the spring).
    ///   - bounce: 0 is critically damped, 1 never stops oscillating, −1 is infinitely overdamped.
    /// - Precondition: `duration > 0`, `-1 < bounce ≤ 1`.
    public init(duration: Double, bounce: Double) {
        precondition(bounce > -1 && bounce <= 1, "Spring bounce must lie in (-1, 1]")
        self.init(response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// The period of the undamped spring, 2π·√(m/k), in seconds.
    public var response: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// ζ = c / (2·√(k·m)): 1 is critical damping.
    public var dampingFraction: Double { damping / (2 * (stiffness * mass).squareRoot()) }
}
