/// The component tokens of spec 000 (the Liquid Glass home screen), in one place.
///
/// Every number here is the spec's; where the spec is silent the doc comment of the token says
/// what iOS does and that the value is ours. Lengths are in points, durations in seconds,
/// opacities and intensities in 0…1. The `HomeScreen` module reads these and nothing else.
public enum HomeScreenTokens {
    public static let grid = Grid()
    public static let appIcon = AppIcon()
    public static let deleteButton = DeleteButton()
    public static let folder = Folder()
    public static let pageIndicator = PageIndicator()
    public static let dock = Dock()
    public static let drag = Drag()
}

extension HomeScreenTokens {
    /// An inner shadow along a shape's edge: `color` spread `width` points inward.
    public struct InnerShadow: Hashable, Sendable {
        public var color: Color
        public var width: Double

        public init(color: Color, width: Double) {
            self.color = color
            self.width = width
        }
    }

    /// A stroke along a shape's edge in a literal color. Spec 000 gives its borders as fixed
    /// white or black at an opacity, the same in both color schemes, where `Stroke` holds a
    /// semantic `ColorToken`.
    public struct Border: Hashable, Sendable {
        public var color: Color
        public var width: Double

        public init(color: Color, width: Double) {
            self.color = color
            self.width = width
        }
    }
}
