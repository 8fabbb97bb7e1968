/// One spring animation in flight: a `Spring` released at `from` toward `target` at `startTime`.
///
/// Times are absolute, in seconds, on whatever clock the model is driven by; nothing here reads
/// a clock. Because the value is a closed-form function of time, a motion can be sampled at any
/// frame rate, or replayed, with identical results.
public struct SpringMotion<Value: VectorArithmetic>: Sendable, Equatable {
    public var spring: Spring
    /// The value at `startTime`.
    public var from: Value
    public var target: Value
    /// The velocity at `startTime`, in value units per second (a gesture's release velocity).
    public var initialVelocity: Value
    /// The release instant, in seconds.
    public var startTime: Double

    public init(spring: Spring, from: Value, to: Value, initialVelocity: Value = .zero, startTime: Double) {
        self.spring = spring
        self.from = from
        self.target = to
        self.initialVelocity = initialVelocity
        self.startTime = startTime
    }

    /// The value at `time`; `from` before `startTime`, since the motion has not begun.
    public func value(at time: Double) -> Value {
        spring.value(from: from, to: target, initialVelocity: initialVelocity, elapsed: time - startTime)
    }

    /// The velocity at `time`, in value units per second; `initialVelocity` before `startTime`.
    public func velocity(at time: Double) -> Value {
        spring.velocity(from: from, to: target, initialVelocity: initialVelocity, elapsed: time - startTime)
    }

    /// The same spring heading to `newTarget` from `time` on, released at the current value and
    /// velocity, so the value and its velocity are continuous across the change (SwiftUI's
    /// velocity-preserving retargeting). Retargeting before `startTime` keeps the pending release.
    public func retargeted(to newTarget: Value, at time: Double) -> SpringMotion {
        let releaseTime = max(time, startTime)
        return SpringMotion(
            spring: spring,
            from: value(at: releaseTime),
            to: newTarget,
            initialVelocity: velocity(at: releaseTime),
            startTime: releaseTime)
    }

    /// Whether the value stays within `epsilon` of the target (in value units) from `time` on.
    ///
    /// The deviation x0·A(t) + v0·B(t) is split into the part along x0 = from − target, which
    /// carries v0's component along x0, and the part across it, which carries the rest of v0;
    /// each is a scalar spring motion whose largest future deviation is exact. The motion is
    /// settled when the two, combined in quadrature, are under `epsilon`: exact for straight-line
    /// motion (every `Double`), and conservative when the release velocity points sideways.
    public func isSettled(at time: Double, epsilon: Double = 0.001) -> Bool {
        let oscillator = DampedOscillator(spring)
        let elapsed = max(0, time - startTime)
        let displacement = from - target
        let distanceSquared = displacement.magnitudeSquared
        let velocityAlongRatio = distanceSquared > 0 ? displacement.inner(initialVelocity) / distanceSquared : 0
        let across = initialVelocity - displacement.scaled(by: velocityAlongRatio)
        let distance = distanceSquared.squareRoot()
        let alongDeviation = oscillator.largestDeviation(
            x0: distance, v0: velocityAlongRatio * distance, from: elapsed)
        let acrossDeviation = oscillator.largestDeviation(
            x0: 0, v0: across.magnitudeSquared.squareRoot(), from: elapsed)
        return alongDeviation * alongDeviation + acrossDeviation * acrossDeviation < epsilon * epsilon
    }
}
