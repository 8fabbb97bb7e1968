#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The displacement across a glass rim, tabulated once per refraction setting (DESIGN §4).
///
/// x runs from 0 at the outer edge to 1 where the bezel meets the flat interior. The surface
/// height is f(x) = (1 − (1 − x)⁴)^¼ (in bezel widths), so the incidence angle of a vertical
/// ray is θi = atan f′(x); Snell gives θt = asin(sin θi / n), and the ray is displaced sideways
/// by tan(θi − θt) × thickness. The result is 1.12 × thickness at the edge for n = 1.5 and falls
/// smoothly to 0 at the interior, where the surface is flat.
public struct RefractionProfile: Sendable {
    /// Displacement per unit thickness at x = i / (count − 1).
    public let samples: [Float]

    public init(refractiveIndex n: Double, count: Int = 256) {
        precondition(count >= 128, "the profile needs at least 128 samples")
        precondition(n >= 1, "a refractive index is at least 1")
        samples = (0..<count).map { i in
            let x = Double(i) / Double(count - 1)
            return Float(RefractionProfile.displacement(x: x, refractiveIndex: n))
        }
    }

    /// The surface height f(x), in bezel widths.
    public static func height(x: Double) -> Double {
        pow(1 - pow(1 - x, 4), 0.25)
    }

    /// The slope f′(x) = (1 − x)³ · (1 − (1 − x)⁴)^(−¾); infinite at the edge, 0 at x = 1.
    public static func slope(x: Double) -> Double {
        let u = 1 - x
        let inner = 1 - pow(u, 4)
        return inner <= 0 ? .infinity : pow(u, 3) * pow(inner, -0.75)
    }

    /// tan(θi − θt) for the ray through x, per unit thickness.
    public static func displacement(x: Double, refractiveIndex n: Double) -> Double {
        let incidence = atan(slope(x: x))
        let transmitted = asin(sin(incidence) / n)
        return tan(incidence - transmitted)
    }

    /// The displacement per unit thickness at `x` (clamped to 0…1), linearly interpolated.
    @inline(__always)
    public func value(at x: Float) -> Float {
        let last = samples.count - 1
        let position = min(max(x, 0), 1) * Float(last)
        let i = min(Int(position), last - 1)
        let t = position - Float(i)
        return samples[i] + (samples[i + 1] - samples[i]) * t
    }
}
