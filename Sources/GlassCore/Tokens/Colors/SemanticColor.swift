/// A color named by its role rather than its value, as UIKit's dynamic system colors: it has
/// one value in light mode and another in dark mode (see `Palette`). Components are specified
/// in these names so that one spec serves both appearances.
public enum SemanticColor: String, CaseIterable, Sendable, Hashable {
    /// The backmost layer of a view (spec 004 z-layer 0).
    case systemBackground
    /// Grouped content on the background: lists and cells.
    case secondarySystemBackground
    /// Content on a secondary background; spec 004's `glassOverlay`.
    case tertiarySystemBackground
    /// Primary text; SwiftUI's `.primary`.
    case label
    /// Subtitles and metadata; SwiftUI's `.secondary`.
    case secondaryLabel
    /// Dividers and hairline borders.
    case separator
    case systemGray3
    case systemGray5
    /// Interactive elements and selection; SwiftUI's `.accentColor` (system blue by default).
    case accent
    /// Destructive actions and errors.
    case systemRed
    /// The overlay tint of glass materials (spec 004's color table; see `Material`).
    case glassTint
    /// The fill shown where album artwork is missing.
    case albumPlaceholder

    /// This color at `opacity`, as SwiftUI's `Color.separator.opacity(0.3)`.
    public func opacity(_ opacity: Double) -> ColorToken {
        ColorToken(self, opacity: opacity)
    }

    public func resolved(in scheme: ColorScheme) -> Color {
        Palette(for: scheme)[self]
    }
}
