/// The semantic colors resolved for one color scheme, with iOS's own values (UIKit's
/// dynamic system colors in the sRGB space). Translucent colors keep their alpha: they are
/// meant to be drawn over whatever is beneath them.
public struct Palette: Hashable, Sendable {
    public var systemBackground: Color
    public var secondarySystemBackground: Color
    public var tertiarySystemBackground: Color
    public var label: Color
    public var secondaryLabel: Color
    public var separator: Color
    public var systemGray3: Color
    public var systemGray5: Color
    public var accent: Color
    public var systemRed: Color
    public var glassTint: Color
    public var albumPlaceholder: Color

    public init(
        systemBackground: Color, secondarySystemBackground: Color, tertiarySystemBackground: Color,
        label: Color, secondaryLabel: Color, separator: Color, systemGray3: Color, systemGray5: Color,
        accent: Color, systemRed: Color, glassTint: Color, albumPlaceholder: Color
    ) {
        self.systemBackground = systemBackground
        self.secondarySystemBackground = secondarySystemBackground
        self.tertiarySystemBackground = tertiarySystemBackground
        self.label = label
        self.secondaryLabel = secondaryLabel
        self.separator = separator
        self.systemGray3 = systemGray3
        self.systemGray5 = systemGray5
        self.accent = accent
        self.systemRed = systemRed
        self.glassTint = glassTint
        self.albumPlaceholder = albumPlaceholder
    }

    /// The palette of `scheme`.
    public init(for scheme: ColorScheme) {
        self = scheme == .dark ? .dark : .light
    }

    /// Light mode. Album placeholders use System Gray 3 (spec 004).
    public static let light: Palette = {
        let systemGray3 = Color(rgb: 0xC7C7CC)
        return Palette(
            systemBackground: Color(rgb: 0xFFFFFF),
            secondarySystemBackground: Color(rgb: 0xF2F2F7),
            tertiarySystemBackground: Color(rgb: 0xFFFFFF),
            label: Color(rgb: 0x000000),
            secondaryLabel: Color(rgb: 0x3C3C43, alpha: 0.6),
            separator: Color(rgb: 0x3C3C43, alpha: 0.29),
            systemGray3: systemGray3,
            systemGray5: Color(rgb: 0xE5E5EA),
            accent: Color(rgb: 0x007AFF),
            systemRed: Color(rgb: 0xFF3B30),
            glassTint: Material.regular.appearance(in: .light).tint,
            albumPlaceholder: systemGray3)
    }()

    /// Dark mode. Album placeholders use System Gray 5 (spec 004), which is darker than
    /// System Gray 3 there and so stays in the background.
    public static let dark: Palette = {
        let systemGray5 = Color(rgb: 0x2C2C2E)
        return Palette(
            systemBackground: Color(rgb: 0x000000),
            secondarySystemBackground: Color(rgb: 0x1C1C1E),
            tertiarySystemBackground: Color(rgb: 0x2C2C2E),
            label: Color(rgb: 0xFFFFFF),
            secondaryLabel: Color(rgb: 0xEBEBF5, alpha: 0.6),
            separator: Color(rgb: 0x545458, alpha: 0.6),
            systemGray3: Color(rgb: 0x48484A),
            systemGray5: systemGray5,
            accent: Color(rgb: 0x0A84FF),
            systemRed: Color(rgb: 0xFF453A),
            glassTint: Material.regular.appearance(in: .dark).tint,
            albumPlaceholder: systemGray5)
    }()

    public subscript(color: SemanticColor) -> Color {
        switch color {
        case .systemBackground: systemBackground
        case .secondarySystemBackground: secondarySystemBackground
        case .tertiarySystemBackground: tertiarySystemBackground
        case .label: label
        case .secondaryLabel: secondaryLabel
        case .separator: separator
        case .systemGray3: systemGray3
        case .systemGray5: systemGray5
        case .accent: accent
        case .systemRed: systemRed
        case .glassTint: glassTint
        case .albumPlaceholder: albumPlaceholder
        }
    }
}
