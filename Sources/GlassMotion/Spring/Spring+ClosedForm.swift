extension Spring {
    /// The value of a spring released at `from` toward `to` with `initialVelocity` (units per
    /// second), `elapsed` seconds later.
    ///
    /// Exact for underdamped, critically damped and overdamped springs (see `DampedOscillator`).
    /// The motion starts at the release: for `elapsed ≤ 0` the result is `from` itself.
    public func value<V: VectorArithmetic>(from: V, to: V, initialVelocity: V, elapsed: Double) -> V {
        guard elapsed > 0 else { return from }
        let weights = DampedOscillator(self).displacementWeights(at: elapsed)
        return to + (from - to).scaled(by: weights.x0) + initialVelocity.scaled(by: weights.v0)
    }

    /// The velocity, in units per second, of the same motion as
    /// `value(from:to:initialVelocity:elapsed:)`; `initialVelocity` for `elapsed ≤ 0`.
    public func velocity<V: VectorArithmetic>(from: V, to: V, initialVelocity: V, elapsed: Double) -> V {
        guard elapsed > 0 else { return initialVelocity }
        let weights = DampedOscillator(self).velocityWeights(at: elapsed)
        return (from - to).scaled(by: weights.x0) + initialVelocity.scaled(by: weights.v0)
    }
}
