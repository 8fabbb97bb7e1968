import GlassCore

/// How content drawn straight on the wallpaper (labels, the status bar) stays legible, the way
/// SpringBoard's legibility settings do it: the wallpaper under the content picks light content
/// with a dark shadow or dark content with a light shadow, whichever contrasts more, and the
/// shadow separates the glyphs from a busy wallpaper either way.
public enum LegibilityStyle: Hashable, Sendable {
    /// White content, dark shadow: for dark and mid-tone wallpapers (iOS's usual look).
    case lightContent
    /// Near-black content, light shadow: for light wallpapers.
    case darkContent

    /// The style for a backdrop of `luminance`: white text beats black text on a backdrop below
    /// the luminance where both contrast equally, √(1.05 · 0.05) − 0.05 ≈ 0.179.
    public init(backdropLuminance luminance: Double) {
        self = luminance <= Self.crossover ? .lightContent : .darkContent
    }

    static let crossover = (1.05 * 0.05).squareRoot() - 0.05

    /// The style for what is drawn under `rect` on `canvas` now.
    static func sampling(_ canvas: Canvas, under rect: Rect) -> LegibilityStyle {
        LegibilityStyle(backdropLuminance: canvas.dominantColor(in: rect).relativeLuminance)
    }

    public var content: Color {
        switch self {
        case .lightContent: .white
        case .darkContent: Color(rgb: 0x111113)
        }
    }

    /// A tight, dense shadow hugging the glyphs (0.5 pt down), like SpringBoard's label shadow.
    public var shadow: Shadow {
        switch self {
        case .lightContent: Shadow(color: Color(white: 0, alpha: 0.75), radius: 3, offset: Vector(dx: 0, dy: 0.5))
        case .darkContent: Shadow(color: Color(white: 1, alpha: 0.85), radius: 3, offset: Vector(dx: 0, dy: 0.5))
        }
    }

    /// The tint of a small glass platter behind content in this style (the page dots'): it
    /// deepens the backdrop under white dots and lightens it under dark ones, as vibrancy does,
    /// so the current dot keeps 3:1 over any wallpaper.
    public var platterTint: Color {
        switch self {
        case .lightContent: Color(white: 0, alpha: 0.22)
        case .darkContent: Color(white: 1, alpha: 0.45)
        }
    }
}
