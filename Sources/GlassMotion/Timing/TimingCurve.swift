/// A cubic-bezier timing curve from (0, 0) to (1, 1) through the control points (x1, y1) and
/// (x2, y2): Core Animation's `CAMediaTimingFunction` and CSS's `cubic-bezier()`.
///
/// It maps a fraction of elapsed time (x) to a fraction of progress (y). Both are unitless.
public struct TimingCurve: Hashable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    /// - Precondition: `0 ≤ x1 ≤ 1` and `0 ≤ x2 ≤ 1`, which keeps x(t) monotonic so every time
    ///   fraction has exactly one progress. The y values may leave 0…1 to overshoot.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2), "TimingCurve x1 and x2 must lie in 0...1")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    public static let linear = TimingCurve(0, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseIn`.
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseOut`.
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut`.
    public static let easeInEaseOut = TimingCurve(0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionDefault`, Core Animation's curve for implicit animations.
    public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)

    /// The progress at time fraction `x`, which is clamped to 0…1.
    ///
    /// Solves x(t) = x for the curve parameter t the way WebKit's `UnitBezier` does: up to eight
    /// Newton steps from t = x, then bisection if Newton stalls on a flat spot or leaves 0…1.
    /// Any curve with x1 = y1 and x2 = y2 is the identity, and returns `x` exactly.
    public func value(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        guard x1 != y1 || x2 != y2 else { return x }
        let horizontal = CubicPolynomial(p1: x1, p2: x2)
        let vertical = CubicPolynomial(p1: y1, p2: y2)
        return vertical.value(at: horizontal.solve(for: x))
    }
}

/// One coordinate of a bezier from 0 to 1 with inner control values p1 and p2, in power form
/// ((a·t + b)·t + c)·t, as in WebKit's `UnitBezier`.
private struct CubicPolynomial {
    let a: Double, b: Double, c: Double

    init(p1: Double, p2: Double) {
        c = 3 * p1
        b = 3 * (p2 - p1) - c
        a = 1 - c - b
    }

    func value(at t: Double) -> Double { ((a * t + b) * t + c) * t }

    func derivative(at t: Double) -> Double { (3 * a * t + 2 * b) * t + c }

    /// The parameter t in 0…1 with value(t) = `target`, for a polynomial increasing on 0…1.
    func solve(for target: Double) -> Double {
        let tolerance = 1e-12
        var t = target
        for _ in 0..<8 {
            let error = value(at: t) - target
            if abs(error) < tolerance && (0...1).contains(t) { return t }
            let slope = derivative(at: t)
            guard abs(slope) > 1e-6 else { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = target
        for _ in 0..<64 {
            let error = value(at: t) - target
            if abs(error) < tolerance { return t }
            if error < 0 { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
