/// Distances in points from each edge of a rectangle, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all: Double) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    /// `horizontal` on the left and right, `vertical` on the top and bottom.
    public init(horizontal: Double, vertical: Double) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    public static let zero = EdgeInsets()

    /// The insets after a quarter turn counter-clockwise (portrait → landscape-left):
    /// the old right edge becomes the top.
    public var rotatedCounterClockwise: EdgeInsets {
        EdgeInsets(top: right, left: top, bottom: left, right: bottom)
    }
}
