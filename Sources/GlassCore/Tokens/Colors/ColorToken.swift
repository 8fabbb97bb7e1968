/// A color as a component spec states it: a semantic color at an opacity, as SwiftUI's
/// `Color.separator.opacity(0.3)`. It stays symbolic until drawn, so one component spec serves
/// both color schemes.
public struct ColorToken: Hashable, Sendable {
    public var color: SemanticColor
    /// Multiplies the semantic color's own alpha.
    public var opacity: Double

    public init(_ color: SemanticColor, opacity: Double = 1) {
        self.color = color
        self.opacity = opacity
    }

    /// The same token with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> ColorToken {
        ColorToken(color, opacity: self.opacity * opacity)
    }

    /// The concrete sRGB color in `scheme`.
    public func resolved(in scheme: ColorScheme) -> Color {
        color.resolved(in: scheme).opacity(opacity)
    }
}
