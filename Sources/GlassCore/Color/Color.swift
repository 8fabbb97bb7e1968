#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A color in the sRGB space: gamma-encoded components in 0...1 and straight (not
/// premultiplied) alpha, as `Color(red:green:blue:opacity:)` takes them in SwiftUI.
public struct Color: Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A gray of `white` (0 black … 1 white) at `alpha`, as `Color(white:opacity:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)

    /// The same color with its alpha multiplied by `opacity`, as SwiftUI's `.opacity(_:)`.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// The same color at exactly `alpha`.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Linear-light components, for blending and luminance.
    public var linear: LinearColor {
        LinearColor(red: Color.decode(red), green: Color.decode(green), blue: Color.decode(blue), alpha: alpha)
    }

    /// Interpolates toward `other` by `fraction` (0 gives `self`, 1 gives `other`) in linear light,
    /// which keeps mixes of saturated colors from going muddy.
    public func mixed(with other: Color, by fraction: Double) -> Color {
        let f = min(max(fraction, 0), 1)
        if f == 0 { return self }
        if f == 1 { return other }
        let a = linear, b = other.linear
        return LinearColor(
            red: a.red + (b.red - a.red) * f,
            green: a.green + (b.green - a.green) * f,
            blue: a.blue + (b.blue - a.blue) * f,
            alpha: a.alpha + (b.alpha - a.alpha) * f
        ).sRGB
    }

    /// This color drawn with its alpha over an opaque `background`, in linear light.
    public func composited(over background: Color) -> Color {
        background.withAlpha(1).mixed(with: withAlpha(1), by: alpha)
    }

    /// WCAG 2.x relative luminance, 0 (black) … 1 (white); alpha is ignored.
    public var relativeLuminance: Double {
        let l = linear
        return 0.2126 * l.red + 0.7152 * l.green + 0.0722 * l.blue
    }

    /// CIE L* (D65), 0 (black) … 100 (white), from the relative luminance Y: 116 ∛Y − 16
    /// (linear near black). Mid grey (0.5) is 53, pure red 53, pure blue 32; alpha is ignored.
    public var lightness: Double {
        let y = relativeLuminance
        return y > 216.0 / 24389 ? 116 * cbrt(y) - 16 : y * 24389 / 27
    }

    /// The WCAG 2.x contrast ratio against `other`, 1…21. Both colors are taken as opaque.
    public func contrastRatio(with other: Color) -> Double {
        let l1 = relativeLuminance, l2 = other.relativeLuminance
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// The sRGB transfer function, encoded → linear.
    static func decode(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The sRGB transfer function, linear → encoded.
    static func encode(_ c: Double) -> Double {
        c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
}

/// A color with linear-light components (no transfer curve), straight alpha.
public struct LinearColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public var sRGB: Color {
        Color(red: Color.encode(red), green: Color.encode(green), blue: Color.encode(blue), alpha: alpha)
    }
}
