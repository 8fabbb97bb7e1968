/// A displacement or velocity in points (or points per second, as the name of the value says).
public struct Vector: Hashable, Sendable, Codable {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = Vector(dx: 0, dy: 0)

    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// The unit vector in the same direction, or `.zero` for a zero-length vector.
    public var normalized: Vector {
        let l = length
        return l > 0 ? Vector(dx: dx / l, dy: dy / l) : .zero
    }

    /// This vector shortened to `maximum` when it is longer; direction is kept.
    public func clampedLength(to maximum: Double) -> Vector {
        let l = length
        return l > maximum && l > 0 ? self * (maximum / l) : self
    }

    public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }

    public static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy) }
    public static func - (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy) }
    public static func * (lhs: Vector, rhs: Double) -> Vector { Vector(dx: lhs.dx * rhs, dy: lhs.dy * rhs) }
    public static func / (lhs: Vector, rhs: Double) -> Vector { Vector(dx: lhs.dx / rhs, dy: lhs.dy / rhs) }
    public static prefix func - (v: Vector) -> Vector { Vector(dx: -v.dx, dy: -v.dy) }
    public static func += (lhs: inout Vector, rhs: Vector) { lhs = lhs + rhs }
}
