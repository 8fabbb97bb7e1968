import GlassCore

/// The signed distance to a rounded rectangle (negative inside), in the rectangle's own units.
///
/// It uses circular corners. For a continuous corner the true outline differs by a fraction of
/// a point near the corner; the SDF only steers refraction and the rim light, while the exact
/// outline (and its anti-aliasing) comes from the path itself, so the difference never shows
/// as an edge.
struct RoundedRectSDF: GlassSDF {
    let center: SIMD2<Float>
    let halfSize: SIMD2<Float>
    let radius: Float

    /// The shape's rounded rectangle, seen from `corner`.
    init(_ shape: GlassShape, from corner: Vector = Vector(dx: 0, dy: 0)) {
        self.init(
            x: shape.rect.minX - corner.dx, y: shape.rect.minY - corner.dy, width: shape.rect.width,
            height: shape.rect.height, radius: shape.cornerRadius)
    }

    init(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        center = SIMD2(Float(x + width / 2), Float(y + height / 2))
        halfSize = SIMD2(Float(width / 2), Float(height / 2))
        self.radius = Float(min(radius, min(width, height) / 2))
    }

    /// The distance at `p`, and the outward unit gradient.
    @inline(__always)
    func evaluate(_ p: SIMD2<Float>) -> (distance: Float, normal: SIMD2<Float>) {
        let rel = p - center
        let sign = SIMD2<Float>(rel.x < 0 ? -1 : 1, rel.y < 0 ? -1 : 1)
        let q = SIMD2(abs(rel.x), abs(rel.y)) - halfSize + SIMD2(repeating: radius)
        let outside = SIMD2(max(q.x, 0), max(q.y, 0))
        let outsideLength = (outside * outside).sum().squareRoot()
        if outsideLength > 0 {
            return (outsideLength - radius, outside / outsideLength * sign)
        }
        // Inside the inner rectangle: the nearest edge is the axis with the larger q.
        let normal = q.x > q.y ? SIMD2<Float>(sign.x, 0) : SIMD2<Float>(0, sign.y)
        return (max(q.x, q.y) - radius, normal)
    }
}
