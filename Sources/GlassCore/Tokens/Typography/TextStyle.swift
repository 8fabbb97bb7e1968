/// Spec 004's type scale: Apple's eleven text styles with the iOS sizes at the default
/// content size (`.large`). Sizes and line heights are in points.
public enum TextStyle: String, CaseIterable, Sendable, Hashable {
    /// 34 pt bold, 41 pt lines: view headers (Albums, Songs).
    case largeTitle
    /// 28 pt bold, 34 pt lines: sheet titles. SwiftUI calls it `.title`.
    case title1
    /// 22 pt semibold, 28 pt lines: section headers.
    case title2
    /// 20 pt semibold, 24 pt lines: album and song titles in the grid.
    case title3
    /// 17 pt semibold, 22 pt lines: emphasized UI elements.
    case headline
    /// 17 pt regular, 22 pt lines: general text, lyrics.
    case body
    /// 16 pt regular, 21 pt lines: playback info.
    case callout
    /// 15 pt regular, 20 pt lines: artist names.
    case subheadline
    /// 13 pt regular, 18 pt lines: metadata, durations.
    case footnote
    /// 12 pt regular, 16 pt lines: timestamps.
    case caption1
    /// 11 pt regular, 13 pt lines: tertiary info.
    case caption2

    /// The font size in points at the default content size.
    public var pointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    /// The baseline-to-baseline distance in points at the default content size.
    public var lineHeight: Double {
        switch self {
        case .largeTitle: 41
        case .title1: 34
        case .title2: 28
        case .title3: 24
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption1: 16
        case .caption2: 13
        }
    }

    public var weight: FontWeight {
        switch self {
        case .largeTitle, .title1: .bold
        case .title2, .title3, .headline: .semibold
        case .body, .callout, .subheadline, .footnote, .caption1, .caption2: .regular
        }
    }
}
