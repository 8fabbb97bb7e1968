/// The reader's preferred text size (Settings › Display & Text Size), as SwiftUI's
/// `DynamicTypeSize`: seven standard sizes, then five accessibility sizes. `.large` is the
/// system default, the size at which the spec 004 type scale is written.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Sendable, Hashable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5

    /// The point size of the `.body` text style at this category, from Apple's Human Interface
    /// Guidelines (iOS Dynamic Type sizes table).
    public var bodyPointSize: Double {
        switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }

    /// Whether this is one of the five larger accessibility sizes, where layouts are expected
    /// to reflow (for example, stack horizontally arranged text vertically).
    public var isAccessibilityCategory: Bool { self >= .accessibility1 }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
