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
