/// A font request: family, size in points and an OpenType weight (100 thin … 400 regular …
/// 900 black). Inter is the default family: it is the closest free match to SF Pro, and naming
/// it keeps rendered text identical from machine to machine.
public struct Font: Hashable, Sendable {
    public var family: String
    public var sizePoints: Double
    public var weight: Int
    /// Tabular (fixed-width) digits, for numbers that change in place such as durations.
    public var monospacedDigits: Bool
    public var italic: Bool

    public init(
        family: String = Font.defaultFamily, sizePoints: Double, weight: Int = 400, monospacedDigits: Bool = false,
        italic: Bool = false
    ) {
        self.family = family
        self.sizePoints = sizePoints
        self.weight = weight
        self.monospacedDigits = monospacedDigits
        self.italic = italic
    }

    public static let defaultFamily = "Inter"
}

public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing
}

/// A run of text to lay out in a box: wrapped at the box width, cut to `lineLimit` lines with a
/// tail ellipsis (SwiftUI's `.lineLimit(n)` with `.truncationMode(.tail)`).
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment
    /// The most lines shown; nil for no limit.
    public var lineLimit: Int?
    /// A shadow under the glyphs, as UIKit's `UILabel.shadowColor`/`shadowOffset` with a blur:
    /// SpringBoard keeps its labels legible on any wallpaper this way.
    public var shadow: Shadow?

    public init(
        _ string: String, font: Font, color: Color, alignment: TextAlignment = .leading, lineLimit: Int? = 1,
        shadow: Shadow? = nil
    ) {
        self.string = string
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.shadow = shadow
    }
}
