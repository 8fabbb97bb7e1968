/// Rich text to lay out once and draw many times: runs of text, each with its own font and
/// color, and how the paragraph wraps, aligns and truncates (SwiftUI's `Text` with its
/// modifiers, resolved to concrete fonts and colors).
public struct StyledText: Hashable, Sendable {
    public struct Run: Hashable, Sendable {
        public var string: String
        public var font: Font
        public var color: Color
        public var underline: Bool
        public var strikethrough: Bool

        public init(_ string: String, font: Font, color: Color, underline: Bool = false, strikethrough: Bool = false) {
            self.string = string
            self.font = font
            self.color = color
            self.underline = underline
            self.strikethrough = strikethrough
        }
    }

    /// Where an over-long text is cut, as SwiftUI's `Text.TruncationMode`.
    public enum Truncation: Hashable, Sendable {
        case head, middle, tail
    }

    public var runs: [Run]
    public var alignment: TextAlignment
    /// The most lines shown (nil: as many as it needs).
    public var lineLimit: Int?
    public var truncation: Truncation
    /// Extra points between lines, as SwiftUI's `lineSpacing(_:)`.
    public var lineSpacing: Double
    /// The baseline-to-baseline distance of the type scale (nil: the font's own).
    public var lineHeight: Double?

    public init(
        runs: [Run], alignment: TextAlignment = .leading, lineLimit: Int? = nil, truncation: Truncation = .tail,
        lineSpacing: Double = 0, lineHeight: Double? = nil
    ) {
        self.runs = runs
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.lineSpacing = lineSpacing
        self.lineHeight = lineHeight
    }

    /// All the runs' text.
    public var string: String { runs.map(\.string).joined() }
}

/// Text laid out at one width: what it measures and where its baselines are. A backend keeps
/// its shaped glyphs inside, so drawing it again costs no layout.
public protocol TextLayout: AnyObject {
    /// The size of the laid-out lines, in points.
    var size: Size { get }
    /// The first line's baseline, from the top, in points.
    var firstBaseline: Double { get }
    /// The last line's baseline, from the top, in points.
    var lastBaseline: Double { get }
    var lineCount: Int { get }
    /// Whether lines or characters were cut to fit.
    var isTruncated: Bool { get }
}

/// Lays out text: a backend's shaper (Pango on Linux) behind a protocol, so views measure text
/// without a canvas.
public protocol TextEngine: AnyObject {
    /// `text` wrapped at `width` points (nil: not wrapped).
    func layout(_ text: StyledText, width: Double?) -> any TextLayout
}
