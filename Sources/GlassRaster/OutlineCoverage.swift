import CCairo
import GlassCore

/// How much of each pixel of a pane's box an outline covers, a byte a pixel (255: wholly
/// inside): the mask of glass whose shape its distance field does not follow exactly (a
/// continuous corner). Rasterized by Cairo once, when the pane's sample map is made, it goes
/// into the map's coverage, so the glass is masked as it is shaded instead of being clipped by
/// its path each frame.
final class OutlineCoverage: @unchecked Sendable {
    let width: Int
    let height: Int
    private let stride: Int
    private let bytes: UnsafeMutablePointer<UInt8>

    /// `outline` filled (nonzero) through `transform` (its space → the box's pixels) over a box
    /// of `width` × `height` pixels.
    init(_ outline: Path, through transform: AffineTransform, width: Int, height: Int) {
        (self.width, self.height) = (max(width, 1), max(height, 1))
        stride = (self.width + 3) & ~3
        bytes = RasterCanvas.drawnMask(width: self.width, height: self.height, stride: stride) { cairo in
            var m = cairo_matrix_t(
                xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
            cairo_set_matrix(cairo, &m)
            RasterCanvas.trace(outline, on: cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cairo)
        }
    }

    deinit { bytes.deallocate() }

    /// The coverage of pixel (`x`, `y`), 0…1; none outside the box.
    @inline(__always)
    func value(x: Int, y: Int) -> Float {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return Float(bytes[y * stride + x]) / 255
    }
}

extension RasterCanvas {
    /// A mask of `width` × `height` pixels, a byte each in rows of `stride` bytes, cleared and
    /// then drawn into by `draw` on a Cairo context of its own; the caller deallocates it.
    static func drawnMask(
        width: Int, height: Int, stride: Int, _ draw: (OpaquePointer) -> Void
    ) -> UnsafeMutablePointer<UInt8> {
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
        bytes.initialize(repeating: 0, count: stride * height)
        let surface = cairo_image_surface_create_for_data(
            bytes, CAIRO_FORMAT_A8, Int32(width), Int32(height), Int32(stride))!
        let cairo = cairo_create(surface)!
        draw(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        cairo_surface_destroy(surface)
        return bytes
    }
}
