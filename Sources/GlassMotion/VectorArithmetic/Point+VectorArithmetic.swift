import GlassCore

/// A `Point` animates as its coordinates, in points.
///
/// GlassCore already defines `Point - Point` as the displacement `Vector` between them. Declaring
/// a second `-` that returns a `Point` would win overload resolution for `let d = a - b` in every
/// file that imports GlassMotion (Swift favours the operator whose result type matches its
/// operands, even over `@_disfavoredOverload`), silently changing what that line means. So the
/// protocol's `+` and `-` are implemented under their own names with `@_implements`: generic
/// animation code sees them as the operators, while `a - b` between two points keeps returning
/// a `Vector`.
extension Point: VectorArithmetic {
    /// The componentwise sum, as `VectorArithmetic`'s `+`.
    @_implements(VectorArithmetic,+(_:_:))
    public static func componentwiseSum(_ l: Point, _ r: Point) -> Point {
        Point(x: l.x + r.x, y: l.y + r.y)
    }

    /// The componentwise difference, as `VectorArithmetic`'s `-`, a `Point` rather than a `Vector`.
    @_implements(VectorArithmetic,-(_:_:))
    public static func componentwiseDifference(_ l: Point, _ r: Point) -> Point {
        Point(x: l.x - r.x, y: l.y - r.y)
    }

    public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }

    /// The squared distance from the origin, in points squared.
    public var magnitudeSquared: Double { x * x + y * y }
}
