import CCairo
import GlassCore

/// A ground: an opaque color filling a rectangle on whole pixels (the background a frame is
/// drawn from), held back until something reads or draws where it lies, so that drawing that
/// then covers it with opaque pixels of its own (a Dotfield on its ground) need not have it
/// written first. Memory is what a frame at 3× is short of: a screen's worth of writes costs
/// about as much as drawing the dots. Grounds held one over another (a screen's, then its
/// columns', as a split view fills them) write only what shows of each.
extension RasterCanvas {
    struct Ground {
        let box: PixelBox
        let pixel: UInt32

        /// What is left of the ground outside `cover`: up to four rectangles (above, below,
        /// then left and right of it).
        func outside(_ cover: PixelBox) -> [Ground] {
            let (x0, y0, x1, y1) = (box.x, box.y, box.x + box.width, box.y + box.height)
            let (cx0, cy0) = (max(cover.x, x0), max(cover.y, y0))
            let (cx1, cy1) = (min(cover.x + cover.width, x1), min(cover.y + cover.height, y1))
            guard cx1 > cx0, cy1 > cy0 else { return [self] }
            let pieces: [PixelBox] = [
                (x0, y0, x1 - x0, cy0 - y0), (x0, cy1, x1 - x0, y1 - cy1),
                (x0, cy0, cx0 - x0, cy1 - cy0), (cx1, cy0, x1 - cx1, cy1 - cy0),
            ]
            return pieces.filter { $0.width > 0 && $0.height > 0 }.map { Ground(box: $0, pixel: pixel) }
        }
    }

    /// The most grounds held apart before they are written: pieces of many overlapping grounds
    /// would cost more to keep than to write.
    static let mostHeldGrounds = 16

    /// Holds back the fill of `path` with `paint` if it is a ground, keeping of the grounds
    /// held before what lies outside it; whether it did.
    func holdGround(_ path: Path, with paint: Paint) -> Bool {
        guard case .color(let color) = paint, color.alpha >= 1, cairo_get_group_target(context) == surface,
            let rect = path.rectangle
        else { return false }
        let t = currentTransform
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return false }
        let corners = [t.apply(to: Point(x: rect.minX, y: rect.minY)), t.apply(to: Point(x: rect.maxX, y: rect.maxY))]
        guard corners.allSatisfy({ abs($0.x - $0.x.rounded()) < 1e-6 && abs($0.y - $0.y.rounded()) < 1e-6 }) else {
            return false
        }
        var x0 = max(Int(corners[0].x.rounded()), 0), y0 = max(Int(corners[0].y.rounded()), 0)
        var x1 = min(Int(corners[1].x.rounded()), pixelWidth), y1 = min(Int(corners[1].y.rounded()), pixelHeight)
        if clipDepth > 0 {
            guard let clip = clipBox else { return false }
            (x0, y0) = (max(x0, clip.x), max(y0, clip.y))
            (x1, y1) = (min(x1, clip.x + clip.width), min(y1, clip.y + clip.height))
        }
        // Pictures queued over the grounds held land first, over them.
        if !pendingComposites.isEmpty { landComposites() }
        // Drawn, as far as glass prepared before is concerned.
        preparedGlass = nil
        guard x1 > x0, y1 > y0 else { return true }
        // Cairo's own rounding of a color: to 16 bits, then the top 8.
        func channel(_ value: Double) -> UInt32 { UInt32(min(max(value, 0), 1) * 65535 + 0.5) >> 8 }
        let box = (x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        heldGrounds = heldGrounds.flatMap { $0.outside(box) }
        if heldGrounds.count >= Self.mostHeldGrounds { landGround() }
        heldGrounds.append(
            Ground(
                box: box,
                pixel: 0xFF00_0000 | channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)))
        return true
    }

    /// Writes the grounds held back, if any.
    func landGround() {
        guard !heldGrounds.isEmpty else { return }
        let grounds = heldGrounds
        heldGrounds = []
        groundsWritten += grounds.count
        let view = surfacePixels
        for ground in grounds {
            parallelRanges(ground.box.height, costPerItem: ground.box.width) { rows in
                for y in rows {
                    (view.row(ground.box.y + y) + ground.box.x).update(repeating: ground.pixel, count: ground.box.width)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The pixels, for drawing that makes every pixel of `box` opaque without reading it: what
    /// grounds held back lie inside the box is dropped rather than written.
    func pixels(overwriting box: PixelBox) -> PixelView {
        if pendingComposites.isEmpty { heldGrounds = heldGrounds.flatMap { $0.outside(box) } }
        return pixels
    }
}

extension Path {
    /// The rectangle the path is, when it is one traced as `Path(rect:)` traces it.
    var rectangle: Rect? {
        guard elements.count == 5, case .move(let a) = elements[0], case .line(let b) = elements[1],
            case .line(let c) = elements[2], case .line(let d) = elements[3], case .close = elements[4],
            a.y == b.y, b.x == c.x, c.y == d.y, d.x == a.x, a.x < b.x, a.y < d.y
        else { return nil }
        return Rect(x: a.x, y: a.y, width: b.x - a.x, height: d.y - a.y)
    }
}
