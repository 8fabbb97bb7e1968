import GlassCore

/// The Dotfield on its ground, kept from frame to frame: only the rows where dots moved since
/// it was last drawn are drawn again, and the picture is copied into the canvas. A finger
/// moves the dots within its radius (240 pt across) while the rest of the field lies still,
/// so a frame redraws a band of the screen instead of every dot. Which dots moved is found by
/// comparing the displacements with those the picture was drawn with, so nothing is missed
/// however the field changed.
final class RetainedDots {
    /// Everything but the displacements, which decides the whole picture.
    private struct Look: Equatable {
        let origin: Point, spacing: Double, columns: Int, count: Int, diameter: Double
        let colors: [Color], start: Point, end: Point, background: Color?
        let scale: Float, offset: SIMD2<Float>, width: Int, height: Int

        init(_ kernel: DotKernel, width: Int, height: Int) {
            let layer = kernel.layer
            (origin, spacing, columns, count, diameter) =
                (layer.origin, layer.spacing, layer.columns, layer.count, layer.diameter)
            (colors, start, end, background) = (layer.colors, layer.start, layer.end, layer.background)
            (scale, offset, self.width, self.height) = (kernel.scale, kernel.offset, width, height)
        }
    }

    private var picture: PixelImage?
    private var look: Look?
    private var dx: [Float] = []
    private var dy: [Float] = []

    /// Brings the picture up to `kernel`'s field and copies it over `target`, or over the
    /// part `box` of it: the rows drawn again band by band as each is drawn, the others after.
    func render(_ kernel: DotKernel, onto target: PixelView, within box: PixelBox? = nil) {
        let look = Look(kernel, width: target.width, height: target.height)
        let part = box ?? (0, 0, target.width, target.height)
        let shown = part.y..<part.y + part.height
        let picture =
            self.picture.flatMap { self.look == look ? $0 : nil }
            ?? PixelImage(width: target.width, height: target.height)
        let source = picture.view
        let copy: @Sendable (Range<Int>) -> Void = { rows in
            for y in rows.clamped(to: shown) {
                (target.row(y) + part.x).update(from: source.row(y) + part.x, count: part.width)
            }
        }
        let drawn = picture === self.picture ? movedRows(kernel) ?? 0..<0 : 0..<target.height
        if !drawn.isEmpty { kernel.render(onto: picture.view, rows: drawn, finished: copy) }
        self.picture = picture
        self.look = look
        dx = kernel.layer.dx
        dy = kernel.layer.dy
        // The box's rows not drawn just now, above and below those that were.
        let above = shown.lowerBound..<max(shown.lowerBound, min(drawn.lowerBound, shown.upperBound))
        let below = min(max(drawn.upperBound, shown.lowerBound), shown.upperBound)..<shown.upperBound
        for rest in [above, below] where !rest.isEmpty {
            parallelRanges(rest.count, costPerItem: part.width) {
                copy($0.lowerBound + rest.lowerBound..<$0.upperBound + rest.lowerBound)
            }
        }
    }

    /// The device rows covering every dot that moved, where it was and where it is now, or nil.
    private func movedRows(_ kernel: DotKernel) -> Range<Int>? {
        guard let area = kernel.layer.movedArea(since: dx, dy, scale: Double(kernel.scale)) else { return nil }
        let height = Float(look?.height ?? 0)
        let y0 = Int(min(max(Float(area.minY) * kernel.scale + kernel.offset.y, 0), height).rounded(.down))
        let y1 = Int(min(max(Float(area.maxY) * kernel.scale + kernel.offset.y + 1, 0), height).rounded(.up))
        return y0 < y1 ? y0..<y1 : nil
    }
}
