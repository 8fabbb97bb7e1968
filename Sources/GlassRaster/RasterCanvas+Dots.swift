import CCairo
import GlassCore

extension RasterCanvas {
    /// The field through the canvas's transform, clip and layers, as every operation is drawn.
    /// Scaled and moved but not turned, unclipped and outside any group, the kernel writes the
    /// canvas's pixels directly (the Dotfield's every frame), through a picture kept while the
    /// field has a ground (`RetainedDots`). Otherwise (the device turned, a
    /// clip, a faded or isolated layer) the same kernel draws the field as a picture in its own
    /// space at this canvas's density, and Cairo puts the picture through the transform, the
    /// clip and the group; a ground color fills what the clip lets through.
    public func drawDots(_ dots: DotLayer) {
        guard dots.count > 0, dots.diameter > 0 else { return }
        let t = currentTransform
        let density = abs(t.determinant).squareRoot()
        let upright = abs(t.b) < 1e-9 && abs(t.c) < 1e-9 && t.a > 0 && abs(t.a - t.d) < 1e-9
        if upright && drawsOnOwnPixels {
            let kernel = DotKernel(layer: dots, scale: Float(density), offset: SIMD2(Float(t.tx), Float(t.ty)))
            // A field on its own ground is kept and redrawn where it moved.
            if dots.background != nil {
                retainedDots.render(kernel, onto: pixels(overwriting: (0, 0, pixelWidth, pixelHeight)))
            } else {
                kernel.render(onto: pixels)
            }
            pixelsChanged()
            return
        }
        // Clipped to a rectangle on whole pixels (a frame drawing only where something
        // changed), a field on its ground is copied from its kept picture into that rectangle.
        if upright, dots.background != nil, cairo_get_group_target(context) == surface, let box = clipBox {
            let kernel = DotKernel(layer: dots, scale: Float(density), offset: SIMD2(Float(t.tx), Float(t.ty)))
            retainedDots.render(kernel, onto: pixels(overwriting: box), within: box)
            pixelsChanged()
            return
        }
        if let ground = dots.background {
            cairo_set_source_rgba(cairo, ground.red, ground.green, ground.blue, 1)
            cairo_paint(cairo)
        }
        let bounds = Self.fieldBounds(dots)
        guard bounds.width > 0, bounds.height > 0, density > 0,
            let picture = try? RasterCanvas(size: bounds.size, scale: density)
        else { return }
        var field = dots
        field.background = nil
        DotKernel(
            layer: field, scale: Float(density),
            offset: SIMD2(Float(-bounds.minX * density), Float(-bounds.minY * density))
        )
        .render(onto: picture.pixels)
        cairo_surface_mark_dirty(picture.surface)
        cairo_save(cairo)
        cairo_translate(context, bounds.minX, bounds.minY)
        cairo_scale(context, 1 / density, 1 / density)
        cairo_set_source_surface(context, picture.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// The clip in device pixels when it is one rectangle on whole pixels, else nil.
    var clipBox: PixelBox? {
        guard let list = cairo_copy_clip_rectangle_list(context) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1 else { return nil }
        let r = list.pointee.rectangles[0]
        var x0 = r.x, y0 = r.y, x1 = r.x + r.width, y1 = r.y + r.height
        cairo_user_to_device(context, &x0, &y0)
        cairo_user_to_device(context, &x1, &y1)
        let corners = [x0, y0, x1, y1]
        guard corners.allSatisfy({ abs($0 - $0.rounded()) < 1e-6 }) else { return nil }
        let left = max(Int(min(x0, x1).rounded()), 0), top = max(Int(min(y0, y1).rounded()), 0)
        let right = min(Int(max(x0, x1).rounded()), pixelWidth), bottom = min(Int(max(y0, y1).rounded()), pixelHeight)
        return right > left && bottom > top ? (left, top, right - left, bottom - top) : nil
    }

    /// Where the dots can be, in their own points: the grid's extent grown by the largest
    /// displacement and a dot's radius (and a pixel for the anti-aliased edge).
    static func fieldBounds(_ dots: DotLayer) -> Rect {
        let rows = (dots.count + dots.columns - 1) / dots.columns
        var reach: Float = 0
        for i in 0..<dots.count { reach = max(reach, abs(dots.dx[i]), abs(dots.dy[i])) }
        let pad = Double(reach) + dots.diameter / 2 + 1
        return Rect(
            x: dots.origin.x - pad, y: dots.origin.y - pad,
            width: Double(dots.columns - 1) * dots.spacing + 2 * pad, height: Double(rows - 1) * dots.spacing + 2 * pad)
    }
}
