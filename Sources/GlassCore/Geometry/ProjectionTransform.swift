#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A projective (perspective) transform of the plane, with SwiftUI's `ProjectionTransform`
/// layout: a point (x, y) maps to (m11·x + m21·y + m31, m12·x + m22·y + m32) divided by
/// w = m13·x + m23·y + m33. An affine transform is the case m13 = m23 = 0, m33 = 1.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11, m12, m13: Double
    public var m21, m22, m23: Double
    public var m31, m32, m33: Double

    public init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double,
        m33: Double
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    public init(_ t: AffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    public static let identity = ProjectionTransform(AffineTransform.identity)

    /// Whether it keeps parallel lines parallel: it is an affine transform.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// A turn of the view's plane by `radians` about `axis` (x right, y down, z toward the
    /// viewer) through `anchor`, seen from `distance` in front of the plane, as SwiftUI's
    /// `rotation3DEffect` draws it (which puts the eye `max(width, height) / perspective` away).
    /// A positive turn about y takes the right edge away from the viewer. An axis of no
    /// length, or a value that is not finite, turns nothing.
    public static func rotation(
        radians: Double, axis: (x: Double, y: Double, z: Double), anchor: Point, distance: Double
    ) -> ProjectionTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, radians.isFinite, distance > 0, distance.isFinite, anchor.x.isFinite,
            anchor.y.isFinite
        else { return .identity }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let c = cos(radians), s = sin(radians), t = 1 - c
        // Rodrigues' rotation, acting on column vectors; only the plane's x and y columns count.
        let r11 = t * x * x + c, r12 = t * x * y - s * z
        let r21 = t * x * y + s * z, r22 = t * y * y + c
        let r31 = t * x * z - s * y, r32 = t * y * z + s * x
        let turn = ProjectionTransform(
            m11: r11, m12: r21, m13: -r31 / distance, m21: r12, m22: r22, m23: -r32 / distance, m31: 0, m32: 0, m33: 1)
        return ProjectionTransform(.translation(Vector(dx: -anchor.x, dy: -anchor.y)))
            .concatenating(turn)
            .concatenating(ProjectionTransform(.translation(Vector(dx: anchor.x, dy: anchor.y))))
    }

    /// `self` followed by `next`.
    public func concatenating(_ n: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(
            m11: m11 * n.m11 + m12 * n.m21 + m13 * n.m31, m12: m11 * n.m12 + m12 * n.m22 + m13 * n.m32,
            m13: m11 * n.m13 + m12 * n.m23 + m13 * n.m33,
            m21: m21 * n.m11 + m22 * n.m21 + m23 * n.m31, m22: m21 * n.m12 + m22 * n.m22 + m23 * n.m32,
            m23: m21 * n.m13 + m22 * n.m23 + m23 * n.m33,
            m31: m31 * n.m11 + m32 * n.m21 + m33 * n.m31, m32: m31 * n.m12 + m32 * n.m22 + m33 * n.m32,
            m33: m31 * n.m13 + m32 * n.m23 + m33 * n.m33)
    }

    /// The transform that undoes this one; nil when it flattens the plane onto a line.
    public var inverted: ProjectionTransform? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        guard abs(determinant) > 1e-12, determinant.isFinite else { return nil }
        let k = 1 / determinant
        return ProjectionTransform(
            m11: c11 * k, m12: c12 * k, m13: c13 * k, m21: c21 * k, m22: c22 * k, m23: c23 * k, m31: c31 * k,
            m32: c32 * k, m33: c33 * k)
    }

    /// Where `p` lands; nil for a point at or behind the eye (w ≤ 0), which is not drawn.
    public func apply(to p: Point) -> Point? {
        let w = m13 * p.x + m23 * p.y + m33
        guard w > 1e-9 else { return nil }
        return Point(x: (m11 * p.x + m21 * p.y + m31) / w, y: (m12 * p.x + m22 * p.y + m32) / w)
    }
}
