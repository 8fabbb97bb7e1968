import GlassMotion

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension HomeScreenMotion {
    /// The spec's stated bound on the drag tilt: "Max ±10°", in radians (π/18).
    public static let dragTiltLimit = Double.pi / 18

    /// The dragged icon's tilt, in radians, from the horizontal drag velocity in points per
    /// second: the spec's `atan2(velocity.x, 1000) * 0.1`.
    ///
    /// The spec comments "Max ±10°", but atan2(v, 1000) stays inside ±π/2, so the formula itself
    /// peaks at ±0.157 rad ≈ ±9°: the clamp to `dragTiltLimit` cannot bind with these constants.
    /// It is kept so that the spec's stated ±10° contract is explicit in code.
    public static func dragTilt(velocityX: Double) -> Double {
        min(max(atan2(velocityX, 1000) * 0.1, -dragTiltLimit), dragTiltLimit)
    }
}
