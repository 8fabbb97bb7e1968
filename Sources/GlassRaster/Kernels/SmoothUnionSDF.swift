/// A distance field the glass compositor can bend light along: the signed distance at a point
/// (negative inside) and the outward unit normal there.
protocol GlassSDF: Hashable, Sendable {
    func evaluate(_ p: SIMD2<Float>) -> (distance: Float, normal: SIMD2<Float>)
}

/// Rounded rectangles melted into one another, as glass in one container: the quadratic
/// smooth minimum of their distances, smin(a, b) = min(a, b) − h²·k/4 with
/// h = max(k − |a − b|, 0)/k, which joins shapes closer than `k` with a neck and leaves farther
/// ones as they are; the normal blends the two shapes' normals by the same weight. Only the
/// shapes whose grown bounds reach a point take part in it, and in a large union only those
/// listed near it (`ShapeGrid`).
struct SmoothUnionSDF: GlassSDF {
    let shapes: [RoundedRectSDF]
    /// The blend distance k, in the shapes' units (0: a plain union).
    let blend: Float
    private let grid: ShapeGrid?

    /// - Parameter margin: how far outside the outline, beyond the blend, the field must be
    ///   right (the pixels the glass reads around its edge).
    init(shapes: [RoundedRectSDF], blend: Float, margin: Float = 4) {
        self.shapes = shapes
        self.blend = blend
        grid = ShapeGrid(shapes, reach: blend + margin)
    }

    static func == (a: SmoothUnionSDF, b: SmoothUnionSDF) -> Bool { a.shapes == b.shapes && a.blend == b.blend }

    func hash(into hasher: inout Hasher) {
        hasher.combine(shapes)
        hasher.combine(blend)
    }

    @inline(__always)
    func evaluate(_ p: SIMD2<Float>) -> (distance: Float, normal: SIMD2<Float>) {
        var result: (distance: Float, normal: SIMD2<Float>)?
        if let grid {
            grid.forEachShape(near: p) { include(shapes[$0], at: p, into: &result) }
        } else {
            for shape in shapes { include(shape, at: p, into: &result) }
        }
        return result ?? (.greatestFiniteMagnitude, SIMD2(0, -1))
    }

    /// Melts `shape` into the field so far at `p`.
    @inline(__always)
    private func include(
        _ shape: RoundedRectSDF, at p: SIMD2<Float>, into result: inout (distance: Float, normal: SIMD2<Float>)?
    ) {
        // A shape's distance is at least that of its box: one whose box lies farther than the
        // nearest so far plus the blend can neither win nor blend.
        let offset = p - shape.center
        let rel = SIMD2(abs(offset.x), abs(offset.y)) - shape.halfSize
        if let current = result, max(rel.x, rel.y) > current.distance + blend { return }
        let next = shape.evaluate(p)
        guard let current = result else {
            result = next
            return
        }
        result = Self.smoothMin(current, next, k: blend)
    }

    @inline(__always)
    static func smoothMin(
        _ a: (distance: Float, normal: SIMD2<Float>), _ b: (distance: Float, normal: SIMD2<Float>), k: Float
    ) -> (distance: Float, normal: SIMD2<Float>) {
        guard k > 0 else { return a.distance <= b.distance ? a : b }
        let h = max(k - abs(a.distance - b.distance), 0) / k
        let distance = min(a.distance, b.distance) - h * h * k / 4
        // The weight of `a` in the blend: 1 where it is much nearer, ½ where they are equal.
        let w = a.distance <= b.distance ? 1 - h / 2 : h / 2
        let n = a.normal * w + b.normal * (1 - w)
        let length = (n * n).sum().squareRoot()
        return (distance, length > 0 ? n / length : a.normal)
    }
}
