#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// "Nice" axis ticks: steps of 1, 2 or 5 × 10ⁿ chosen so about `targetCount` ticks cover the
/// range, and the range widened outward to whole steps (the classic Heckbert labelling).
public struct AxisTicks: Equatable, Sendable {
    public let lowerBound: Double
    public let upperBound: Double
    public let step: Double

    /// - Precondition: `lower` and `upper` are finite; an empty range is widened by ±0.5.
    public init(covering lower: Double, _ upper: Double, targetCount: Int = 6) {
        precondition(lower.isFinite && upper.isFinite, "axis range must be finite")
        let (lo, hi) = upper > lower ? (lower, upper) : (lower - 0.5, lower + 0.5)
        let rough = (hi - lo) / Double(max(1, targetCount - 1))
        let magnitude = pow(10, floor(log10(rough)))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? 10 * magnitude
        self.step = step
        self.lowerBound = floor(lo / step + 1e-9) * step
        self.upperBound = ceil(hi / step - 1e-9) * step
    }

    /// The tick values from the lower to the upper bound, inclusive.
    public var values: [Double] {
        let count = Int(((upperBound - lowerBound) / step).rounded())
        return (0...count).map { lowerBound + Double($0) * step }
    }

    /// A label with just enough decimals for the step ("0.25", "2", "-0.5").
    public func label(for value: Double) -> String {
        let decimals = max(0, Int(ceil(-log10(step) - 1e-9)))
        let rounded = (value * pow(10, Double(decimals))).rounded() / pow(10, Double(decimals))
        return formatted(rounded == 0 ? 0 : rounded, decimals: decimals)
    }

    private func formatted(_ v: Double, decimals: Int) -> String {
        guard decimals > 0 else { return String(Int(v.rounded())) }
        let scale = pow(10, Double(decimals))
        let whole = Int((abs(v) * scale).rounded())
        let integer = whole / Int(scale), fraction = whole % Int(scale)
        let digits = String(fraction)
        let padded = String(repeating: "0", count: decimals - digits.count) + digits
        return (v < 0 ? "-" : "") + "\(integer).\(padded)"
    }
}
