import GlassCore

/// One pixel of a Cairo ARGB32 buffer: a native-endian 32-bit word, alpha in the top byte, with
/// the color channels already multiplied by alpha.
public struct PremultipliedPixel: Hashable, Sendable {
    public var argb: UInt32

    public init(_ argb: UInt32) {
        self.argb = argb
    }

    public var alpha: UInt8 { UInt8(truncatingIfNeeded: argb >> 24) }
    public var red: UInt8 { UInt8(truncatingIfNeeded: argb >> 16) }
    public var green: UInt8 { UInt8(truncatingIfNeeded: argb >> 8) }
    public var blue: UInt8 { UInt8(truncatingIfNeeded: argb) }

    /// The straight-alpha color; a fully transparent pixel is clear black.
    public var color: Color {
        guard alpha > 0 else { return .clear }
        let a = Double(alpha)
        return Color(red: Double(red) / a, green: Double(green) / a, blue: Double(blue) / a, alpha: a / 255)
    }
}

/// Packs premultiplied (red, green, blue, alpha) in 0…255 into an ARGB32 word, rounding to
/// nearest. Adding 1.5 · 2²³ puts the rounded integer in the float's low mantissa bits, which
/// vectorizes, where Swift's generic `SIMD4<UInt32>(_: SIMD4<Float>)` converts lane by lane.
@inline(__always)
func packARGB(_ rgba: SIMD4<Float>) -> UInt32 {
    // Lane by lane: the generic `clamped(lowerBound:upperBound:)` is a call per pixel.
    let clamped = SIMD4(
        min(max(rgba.x, 0), 255), min(max(rgba.y, 0), 255), min(max(rgba.z, 0), 255), min(max(rgba.w, 0), 255))
    let v = unsafeBitCast(clamped + 12_582_912, to: SIMD4<UInt32>.self) & 0xFF
    return v.w << 24 | v.x << 16 | v.y << 8 | v.z
}
