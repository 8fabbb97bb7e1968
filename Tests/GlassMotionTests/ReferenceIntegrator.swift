/// A classical fourth-order Runge–Kutta integration of m·ẍ = −k·(x − target) − c·ẋ, the
/// independent reference the closed-form spring is checked against.
struct ReferenceIntegrator {
    let mass: Double, stiffness: Double, damping: Double
    var position: Double
    var velocity: Double
    let target: Double

    /// Advances by `duration` seconds in steps of `step` seconds.
    mutating func advance(by duration: Double, step: Double) {
        let steps = Int((duration / step).rounded())
        for _ in 0..<steps {
            let (k1x, k1v) = derivative(position, velocity)
            let (k2x, k2v) = derivative(position + step / 2 * k1x, velocity + step / 2 * k1v)
            let (k3x, k3v) = derivative(position + step / 2 * k2x, velocity + step / 2 * k2v)
            let (k4x, k4v) = derivative(position + step * k3x, velocity + step * k3v)
            position += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            velocity += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
    }

    private func derivative(_ x: Double, _ v: Double) -> (Double, Double) {
        (v, (-stiffness * (x - target) - damping * v) / mass)
    }
}
