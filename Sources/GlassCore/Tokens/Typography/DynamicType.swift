/// Dynamic Type: the type scale at other content sizes.
///
/// Only `.body`'s size at each category is taken from Apple (`ContentSizeCategory.bodyPointSize`).
/// The other styles are an approximation: each is scaled by the same factor as body
/// (body size at the category ÷ 17 pt), rounded to whole points as Apple's tables are, and
/// kept at or above `minimumPointSize`. Apple's own tables are not proportional: headings grow
/// less than body at the accessibility sizes (Large Title is 60 pt at AX5, this gives 106 pt)
/// and small styles shrink less at xSmall. Line heights keep each style's ratio of line height
/// to size.
extension TextStyle {
    /// Spec 003 enforces minimum sizes; 11 pt is Apple's smallest legible text size
    /// (caption 2 at the default content size).
    public static let minimumPointSize: Double = 11

    /// The font size in points at `category`.
    public func pointSize(at category: ContentSizeCategory) -> Double {
        let scaled = (pointSize * category.bodyPointSize / TextStyle.body.pointSize).rounded()
        return max(scaled, TextStyle.minimumPointSize)
    }

    /// The baseline-to-baseline distance in points at `category`.
    public func lineHeight(at category: ContentSizeCategory) -> Double {
        (lineHeight * pointSize(at: category) / pointSize).rounded()
    }
}
