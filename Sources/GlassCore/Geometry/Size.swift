/// A width and height in points.
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// A square of `side` points.
    public static func square(_ side: Double) -> Size { Size(width: side, height: side) }

    /// The same size with width and height exchanged, as on a rotation by 90°.
    public var transposed: Size { Size(width: height, height: width) }

    public static func * (lhs: Size, rhs: Double) -> Size {
        Size(width: lhs.width * rhs, height: lhs.height * rhs)
    }
}
