/// Spec 003's spacing scale. Every gap, padding and margin in the app shells is one of these
/// steps, so rhythm stays consistent across components.
public enum Spacing: String, CaseIterable, Sendable, Hashable {
    /// 2 pt: inline adjustments, such as icon to text.
    case micro
    /// 4 pt: compact spacing, such as badge padding.
    case mini
    /// 8 pt: inside a component, such as button padding.
    case small
    /// 16 pt: component margins, such as card spacing.
    case medium
    /// 24 pt: between sections, such as group separation.
    case large
    /// 32 pt: major sections, such as header spacing.
    case xlarge
    /// 48 pt: view margins.
    case huge

    /// The step's length in points.
    public var points: Double {
        switch self {
        case .micro: 2
        case .mini: 4
        case .small: 8
        case .medium: 16
        case .large: 24
        case .xlarge: 32
        case .huge: 48
        }
    }

    /// Spec 003's adaptive grid spacing between items, in points: 40 on tvOS, where the focus
    /// effect scales items up and needs room, and 20 for touch and pointer platforms.
    public static func gridSpacing(on platform: Platform) -> Double {
        platform == .tvOS ? 40 : 20
    }
}
