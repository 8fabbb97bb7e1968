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

    /// The style for what is drawn under `rect` on `canvas` now: of the two, the one whose
    /// content contrasts more with the worst tenth of the pixels there, so a label over a busy
    /// photo is judged by its hardest patch, not by the photo's most common color.
    static func sampling(_ canvas: Canvas, under rects: Rect...) -> LegibilityStyle {
        let backdrop = rects.flatMap { canvas.sampleColors(in: $0, columns: 16, rows: 4) }.map(\.relativeLuminance)
        guard !backdrop.isEmpty else { return .lightContent }
        func worst(_ style: LegibilityStyle) -> Double {
            let ink = style.content.relativeLuminance
            let ratios = backdrop.map { (max(ink, $0) + 0.05) / (min(ink, $0) + 0.05) }.sorted()
            return ratios[ratios.count / 10]
        }
        return worst(.lightContent) >= worst(.darkContent) ? .lightContent : .darkContent
    }

    public var content: Color {
        switch self {
        case .lightContent: .white
        case .darkContent: Color(rgb: 0x111113)
        }
    }

    /// A dense halo hugging the glyphs (spread 0.75 pt, σ 1.5 pt, 0.5 pt down), like SpringBoard's
    /// label shadow: thin strokes keep a dark rim over bright patches of a photo.
    public var shadow: Shadow {
        switch self {
        case .lightContent: Shadow(color: Color(white: 0, alpha: 0.7), radius: 3, offset: Vector(dx: 0, dy: 0.5), spread: 0.75)
        case .darkContent: Shadow(color: Color(white: 1, alpha: 0.8), radius: 3, offset: Vector(dx: 0, dy: 0.5), spread: 0.75)
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
