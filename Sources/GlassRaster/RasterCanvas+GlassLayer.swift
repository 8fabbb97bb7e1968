import CCairo
import GlassCore

/// Glass kept as pictures, redrawn only when what is under them changes.
extension RasterCanvas {
    public func drawGlassLayer<Content: Hashable>(
        key: AnyHashable, content: Content, bounds: Rect, backdrop sampled: Rect,
        transform: AffineTransform, opacity: Double, _ body: (Canvas) -> Void
    ) {
        let toDevice = currentTransform
        let box = deviceBounds(of: bounds, through: toDevice)
        guard box.width > 0, box.height > 0, opacity > 0 else { return }
        var hasher = Hasher()
        hasher.combine(content)
        hasher.combine(toDevice)
        hasher.combine(box.x)
        hasher.combine(box.y)
        let read = deviceBounds(of: sampled, through: toDevice)
        let picture = glassLayers.layer(
            for: key, signature: hasher.finalize(), backdrop: pixels(reading: read), read: read,
            pixelWidth: box.width, pixelHeight: box.height, scale: scale
        ) { layer in
            layer.seed(from: pixels, x: box.x, y: box.y)
            layer.drawKeepingOnlyBody(userToDevice: toDevice, shiftedBy: box) { body(layer) }
        }
        // Picture pixels → device: back to user space where the box was, then through `transform`.
        let toUser = AffineTransform.translation(Vector(dx: Double(box.x), dy: Double(box.y)))
            .concatenating(toDevice.inverted ?? .identity)
        composite(picture, pictureToDevice: toUser.concatenating(transform).concatenating(toDevice), opacity: opacity)
    }

    /// Copies the pixels of `source` from (`x`, `y`) over this whole canvas: the backdrop a
    /// glass layer's body sees.
    private func seed(from source: PixelView, x: Int, y: Int) {
        let target = pixels
        for row in 0..<pixelHeight {
            target.row(row).update(from: source.row(y + row) + x, count: pixelWidth)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Runs `draw` in the user space of the parent canvas (its `userToDevice`, moved so that
    /// the device box's corner is this canvas's origin), then keeps only what it drew: the
    /// seeded backdrop is replaced by the body's own group.
    private func drawKeepingOnlyBody(
        userToDevice t: AffineTransform, shiftedBy box: PixelBox,
        _ draw: () -> Void
    ) {
        cairo_save(cairo)
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx - Double(box.x), y0: t.ty - Double(box.y))
        cairo_set_matrix(cairo, &m)
        cairo_push_group(cairo)
        draw()
        cairo_pop_group_to_source(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}
