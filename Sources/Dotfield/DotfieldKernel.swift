/// Spec 001's displacement kernel, exactly as written there.
public enum DotfieldKernel {
    /// `smoothstep(a, b, x) = t²(3 − 2t)` with `t = clamp((x − a)/(b − a), 0, 1)`.
    @inline(__always)
    public static func smoothstep(_ a: Float, _ b: Float, _ x: Float) -> Float {
        let t = min(max((x - a) / (b - a), 0), 1)
        return t * t * (3 - 2 * t)
    }

    /// One touch's target offset for a dot at `p`: `u·Amax·(1 − smoothstep(0, R, d))`, pointing
    /// away from the touch; zero from `R` on.
    @inline(__always)
    public static func target(at p: SIMD2<Float>, touch: SIMD2<Float>, radius: Float, maxDisplacement: Float) -> SIMD2<
        Float
    > {
        let r = p - touch
        let d = max((r * r).sum().squareRoot(), 1e-4)
        guard d < radius else { return .zero }
        return r / d * maxDisplacement * (1 - smoothstep(0, radius, d))
    }

    /// `v` shortened to at most `limit` (the Amax clamp of summed targets and of displacements).
    @inline(__always)
    public static func clampMagnitude(_ v: SIMD2<Float>, _ limit: Float) -> SIMD2<Float> {
        let m = (v * v).sum().squareRoot()
        return m > limit ? v / m * limit : v
    }
}
