/// A color as a component spec states it: a semantic color (with an opacity) that resolves per
/// color scheme, or a fixed color that looks the same in both (such as a black shadow).
public enum ColorToken: Hashable, Sendable {
    case semantic(SemanticColor, opacity: Double = 1)
    case fixed(Color)

    /// The same token with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> ColorToken {
        switch self {
        case let .semantic(color, current): .semantic(color, opacity: current * opacity)
        case let .fixed(color): .fixed(color.opacity(opacity))
        }
    }

    /// The concrete sRGB color in `scheme`.
    public func resolved(in scheme: ColorScheme) -> Color {
        switch self {
        case let .semantic(color, opacity): color.resolved(in: scheme).opacity(opacity)
        case let .fixed(color): color
        }
    }
}
