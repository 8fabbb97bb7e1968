import CCairo
import GlassCore

/// Large outlines stroked every frame (a sheet's edge, a sidebar's) kept as coverage masks.
/// Cairo rasterizes a stroke over its whole bounding box, every row and column of it, however
/// thin the line: a sheet's 0.5 pt edge at 3× costs as much as filling the sheet. Kept once as
/// an 8-bit mask in 64-pixel tiles, a stroke then costs the color blended through the tiles the
/// line crosses, inside the clip. A stroke is kept the second time it is drawn in the same
/// place: one that moves every frame (an animated outline) would make a mask a frame.
final class StrokeMasks {
    /// Strokes whose box is smaller than this many pixels are stroked by Cairo each time
    /// (tests raise it to compare with Cairo's own strokes).
    var smallest = 256 * 256
    static let tile = 64
    /// Masks kept at once, the least recently used let go first.
    static let capacity = 8

    /// A stroke's coverage over its device box, and which of its tiles hold any.
    final class Mask {
        let box: PixelBox
        let stride: Int
        let bytes: UnsafeMutablePointer<UInt8>
        let image: OpaquePointer
        /// Per tile, row by row, whether the line crosses it.
        let crossed: [Bool]
        let columns: Int
        var lastUse = 0

        init(box: PixelBox, trace: (OpaquePointer) -> Void) {
            self.box = box
            stride = (box.width + 3) & ~3
            bytes = RasterCanvas.drawnMask(width: box.width, height: box.height, stride: stride, trace)
            image = pixman_image_create_bits(
                PIXMAN_a8, Int32(box.width), Int32(box.height),
                UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt32.self), Int32(stride))!
            let tile = StrokeMasks.tile
            columns = (box.width + tile - 1) / tile
            let rows = (box.height + tile - 1) / tile
            var crossed = [Bool](repeating: false, count: columns * rows)
            for y in 0..<box.height {
                let row = bytes + y * stride
                for column in 0..<columns where !crossed[(y / tile) * columns + column] {
                    let x0 = column * tile, x1 = min(x0 + tile, box.width)
                    if (x0..<x1).contains(where: { row[$0] != 0 }) { crossed[(y / tile) * columns + column] = true }
                }
            }
            self.crossed = crossed
        }

        deinit {
            pixman_image_unref(image)
            bytes.deallocate()
        }
    }

    private struct Key: Hashable {
        let path: Path
        let style: StrokeStyle
        let transform: AffineTransform
    }

    private var masks: [Key: Mask] = [:]
    /// Strokes drawn once, not kept yet, the most recent last.
    private var seen: [Key] = []
    private var clock = 0

    var count: Int { masks.count }

    /// The mask of `path` stroked with `style` through `transform` (user space → device pixels)
    /// over `box`, made the second time it is asked for; nil the first time.
    func mask(
        of path: Path, style: StrokeStyle, transform: AffineTransform, box: PixelBox, trace: (OpaquePointer) -> Void
    ) -> Mask? {
        clock += 1
        let key = Key(path: path, style: style, transform: transform)
        if let kept = masks[key], kept.box == box {
            kept.lastUse = clock
            return kept
        }
        guard let index = seen.firstIndex(of: key) else {
            seen.append(key)
            if seen.count > Self.capacity { seen.removeFirst() }
            return nil
        }
        seen.remove(at: index)
        let made = Mask(box: box, trace: trace)
        made.lastUse = clock
        masks[key] = made
        if masks.count > Self.capacity, let oldest = masks.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            masks[oldest] = nil
        }
        return made
    }
}

extension RasterCanvas {
    /// Strokes `path` through a kept mask when it is large, in a solid color, undashed, on the
    /// canvas's own pixels or inside a clip of one rectangle on whole pixels; whether it did.
    func strokeThroughMask(_ path: Path, color: Color, style: StrokeStyle) -> Bool {
        guard style.dash.isEmpty, cairo_get_group_target(context) == surface else { return false }
        let transform = currentTransform
        // A miter reaches at most Cairo's limit of 10 half-widths beyond a corner, a square cap
        // √2 half-widths beyond an end.
        let reach = style.lineWidth / 2 * (style.lineJoin == .miter ? 10 : style.lineCap == .square ? 1.5 : 1) + 1
        let box = deviceBounds(of: path.controlPointBounds.insetBy(dx: -reach, dy: -reach), through: transform)
        guard box.width * box.height >= strokeMasks.smallest,
            let clip = clipDepth == 0 ? (0, 0, pixelWidth, pixelHeight) : clipBox
        else { return false }
        let made = strokeMasks.mask(of: path, style: style, transform: transform, box: box) { cairo in
            var m = cairo_matrix_t(
                xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                x0: transform.tx - Double(box.x), y0: transform.ty - Double(box.y))
            cairo_set_matrix(cairo, &m)
            cairo_set_line_width(cairo, style.lineWidth)
            cairo_set_line_cap(cairo, style.lineCap.cairo)
            cairo_set_line_join(cairo, style.lineJoin.cairo)
            Self.trace(path, on: cairo)
            cairo_stroke(cairo)
        }
        guard let mask = made else { return false }
        _ = pixels
        // Cairo's own rounding of a color to 16 bits a channel, premultiplied.
        func channel(_ value: Double) -> UInt16 { UInt16(min(max(value * color.alpha, 0), 1) * 65535 + 0.5) }
        var solid = pixman_color_t(
            red: channel(color.red), green: channel(color.green), blue: channel(color.blue),
            alpha: UInt16(min(max(color.alpha, 0), 1) * 65535 + 0.5))
        let source = pixman_image_create_solid_fill(&solid)!
        defer { pixman_image_unref(source) }
        let tile = StrokeMasks.tile
        for (index, crossed) in mask.crossed.enumerated() where crossed {
            let tx = mask.box.x + (index % mask.columns) * tile, ty = mask.box.y + (index / mask.columns) * tile
            let x0 = max(tx, clip.x), y0 = max(ty, clip.y)
            let x1 = min(tx + tile, mask.box.x + mask.box.width, clip.x + clip.width)
            let y1 = min(ty + tile, mask.box.y + mask.box.height, clip.y + clip.height)
            guard x1 > x0, y1 > y0 else { continue }
            pixman_image_composite32(
                PIXMAN_OP_OVER, source, mask.image, pixmanImage, 0, 0, Int32(x0 - mask.box.x),
                Int32(y0 - mask.box.y), Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
        }
        pixelsChanged()
        return true
    }
}
