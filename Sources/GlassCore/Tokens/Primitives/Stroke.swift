/// A line along an edge or outline: its color and width in points.
public struct Stroke: Hashable, Sendable {
    public var color: ColorToken
    /// The line width, in points.
    public var width: Double

    /// A stroke `width` points wide; by default a hairline.
    public init(_ color: ColorToken, width: Double = Stroke.hairlineWidth) {
        self.color = color
        self.width = width
    }

    /// 0.5 pt, the width spec 003 gives the glass button's outline and the mini bar's top
    /// border. We use it too for the borders whose width the spec leaves out (the sidebar's
    /// right edge, the full bar's separators): it is one pixel at 2×, and iOS draws its separators one pixel thick.
    public static let hairlineWidth: Double = 0.5
}
