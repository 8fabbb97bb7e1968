/// Dynamic Type: the type scale at every content size, from Apple's Human Interface Guidelines
/// (iOS "Dynamic Type sizes" table: size and leading of each text style at xSmall … AX5).
///
/// At the default size (`.large`) the specs win where they differ from Apple: spec 003 gives
/// Title 3 24 pt lines (Apple: 25). At the other sizes each style keeps Apple's own size and
/// leading, which do not grow in proportion: Large Title is 60 pt at AX5, body 53 pt.
extension TextStyle {
    /// Spec 003 enforces minimum sizes; 11 pt is Apple's smallest legible text size
    /// (caption 2 at the default content size and below).
    public static let minimumPointSize: Double = 11

    /// The font size in points at `category`.
    public func pointSize(at category: ContentSizeCategory) -> Double {
        category == .large ? pointSize : Self.table[category.rawValue][row].size
    }

    /// The baseline-to-baseline distance in points at `category`.
    public func lineHeight(at category: ContentSizeCategory) -> Double {
        category == .large ? lineHeight : Self.table[category.rawValue][row].leading
    }

    /// The style's font at `category`, at its own weight unless `weight` (OpenType, 100…900)
    /// says otherwise.
    public func font(at category: ContentSizeCategory, weight: Int? = nil) -> Font {
        Font(sizePoints: pointSize(at: category), weight: weight ?? self.weight.numericWeight)
    }

    private var row: Int { TextStyle.allCases.firstIndex(of: self)! }

    /// Apple's table: one row per category (xSmall … AX5), one (size, leading) per style in
    /// `TextStyle.allCases` order (large title, title 1–3, headline, body, callout,
    /// subheadline, footnote, caption 1, caption 2).
    private static let table: [[(size: Double, leading: Double)]] = [
        [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)],
        [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],
        [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],
        [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)],
        [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)],
        [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)],
        [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)],
        [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)],
        [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)],
        [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)],
        [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)],
        [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)],
    ]
}
