#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A 2-D affine transform with Core Graphics' layout: a point maps to
/// (a·x + c·y + tx, b·x + d·y + ty). Angles are in radians, positive clockwise on screen
/// (y grows downward), as in `CGAffineTransform(rotationAngle:)`.
public struct AffineTransform: Hashable, Sendable, Codable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether the transform only moves points (no scale, rotation or shear), within 1e-9 so
    /// that a scale and its inverse, composed, still count as a move.
    public var isTranslationOnly: Bool { abs(a - 1) < 1e-9 && abs(b) < 1e-9 && abs(c) < 1e-9 && abs(d - 1) < 1e-9 }

    public static func translation(_ v: Vector) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: v.dx, ty: v.dy)
    }

    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    public static func scale(_ s: Double) -> AffineTransform { scale(x: s, y: s) }

    public static func rotation(radians: Double) -> AffineTransform {
        let cs = cos(radians), sn = sin(radians)
        return AffineTransform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// `self` followed by `next`: applying the result equals applying `self`, then `next`.
    public func concatenating(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * next.a + b * next.c,
            b: a * next.b + b * next.d,
            c: c * next.a + d * next.c,
            d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx,
            ty: tx * next.b + ty * next.d + next.ty)
    }

    /// The transform that rotates, scales, etc. about `anchor` instead of the origin.
    public func about(_ anchor: Point) -> AffineTransform {
        AffineTransform.translation(Vector(dx: -anchor.x, dy: -anchor.y))
            .concatenating(self)
            .concatenating(.translation(Vector(dx: anchor.x, dy: anchor.y)))
    }

    public var determinant: Double { a * d - b * c }

    /// The inverse, or nil when the transform is singular.
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Applies the linear part only, as for a direction or velocity.
    public func apply(to v: Vector) -> Vector {
        Vector(dx: a * v.dx + c * v.dy, dy: b * v.dx + d * v.dy)
    }

    /// The smallest upright rectangle holding `rect` mapped through this transform.
    public func boundingBox(of rect: Rect) -> Rect {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.minX, y: rect.maxY),
            Point(x: rect.maxX, y: rect.maxY),
        ].map(apply(to:))
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
