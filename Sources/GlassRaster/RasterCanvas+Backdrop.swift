import CCairo
import GlassCore

/// Glass: the backdrop under a shape, processed by our own kernels and masked by the exact path.
extension RasterCanvas {
    public func drawBackdrop(in shape: GlassShape, effect: BackdropEffect) {
        let toDevice = currentTransform
        guard let toLocal = toDevice.inverted, effect.opacity > 0,
            let processed = processedBackdrop(under: shape.rect, effect: effect, toDevice: toDevice)
        else { return }
        let box = processed.box
        let glass = scratch.glass.view(width: box.width, height: box.height)
        GlassCompositor(
            backdrop: processed.small, backdropOrigin: processed.origin, factor: processed.factor,
            shape: RoundedRectSDF(
                x: shape.rect.minX, y: shape.rect.minY, width: shape.rect.width,
                height: shape.rect.height, radius: shape.cornerRadius),
            rect: shape.rect, deviceToLocal: toLocal, localToDevice: toDevice,
            pixelsPerPoint: processed.pixelsPerPoint, refraction: effect.refraction,
            profile: effect.refraction.map { profile(for: $0.refractiveIndex) }, lens: effect.lens
        ).render(into: glass, originX: box.x, originY: box.y)
        paint(glass, atDeviceX: box.x, y: box.y, clippedTo: shape.path, opacity: effect.opacity)
    }

    public func drawBackdrop(in union: GlassUnion, effect: BackdropEffect) {
        let toDevice = currentTransform
        let bounds = union.bounds
        guard let toLocal = toDevice.inverted, effect.opacity > 0, !union.shapes.isEmpty,
            let processed = processedBackdrop(under: bounds, effect: effect, toDevice: toDevice)
        else { return }
        let box = processed.box
        let glass = scratch.glass.view(width: box.width, height: box.height)
        let shapes = union.shapes.map { shape in
            RoundedRectSDF(
                x: shape.rect.minX, y: shape.rect.minY, width: shape.rect.width, height: shape.rect.height,
                radius: shape.cornerRadius)
        }
        var compositor = GlassCompositor(
            backdrop: processed.small, backdropOrigin: processed.origin, factor: processed.factor,
            shape: SmoothUnionSDF(shapes: shapes, blend: Float(union.blend)), rect: bounds,
            deviceToLocal: toLocal, localToDevice: toDevice, pixelsPerPoint: processed.pixelsPerPoint,
            refraction: effect.refraction, profile: effect.refraction.map { profile(for: $0.refractiveIndex) },
            lens: nil)
        compositor.masksByDistance = true
        compositor.render(into: glass, originX: box.x, originY: box.y)
        paint(glass, atDeviceX: box.x, y: box.y, clippedTo: nil, opacity: effect.opacity)
    }

    /// The backdrop under `rect` (user space) blurred, saturated and tinted by `effect`, at a
    /// reduced resolution once σ is large enough that the lost detail is blurred away: the
    /// small image, the device point its first texel starts at, device pixels per texel, the
    /// device box the glass covers, and device pixels per point. Nil when the box is empty.
    private func processedBackdrop(under rect: Rect, effect: BackdropEffect, toDevice: AffineTransform) -> (
        small: PixelView, origin: SIMD2<Float>, factor: Float, box: PixelBox, pixelsPerPoint: Float
    )? {
        let box = deviceBounds(of: rect, through: toDevice)
        guard box.width > 0, box.height > 0 else { return nil }
        let pixelsPerPoint = abs(toDevice.determinant).squareRoot()
        let sigma = effect.blurRadius * pixelsPerPoint
        let factor = sigma >= 8 ? 4 : (sigma >= 3 ? 2 : 1)
        let margin = Int((effect.sampleReach * pixelsPerPoint).rounded(.up)) + factor
        let regionX = box.x - margin, regionY = box.y - margin
        let smallWidth = (box.width + 2 * margin + factor - 1) / factor
        let smallHeight = (box.height + 2 * margin + factor - 1) / factor

        let small = scratch.backdrop.view(width: smallWidth, height: smallHeight)
        let beneath = backdrop(x: regionX, y: regionY, width: smallWidth * factor, height: smallHeight * factor)
        Downsample.box(
            beneath.pixels, originX: regionX - beneath.x, originY: regionY - beneath.y, factor: factor, into: small)
        BoxBlur.apply(
            to: small, sigma: sigma / Double(factor), scratch: scratch.blur.view(width: smallWidth, height: smallHeight)
        )
        MaterialColor(saturation: effect.saturation, tint: effect.tint).apply(to: small)
        return (small, SIMD2(Float(regionX), Float(regionY)), Float(factor), box, Float(pixelsPerPoint))
    }

    /// What lies beneath the device-pixel region at (`x`, `y`) as drawing stands now, and where
    /// those pixels start: the canvas's own pixels, or, inside a faded or blended layer (the
    /// innermost group open), the part of the canvas under the region with what the layer has
    /// drawn so far laid over it at full strength. A material fading in with the view it
    /// sits on then blurs that view, not the blank canvas under the layer. An isolated layer
    /// (`compositingGroup`, glass over its own artwork) keeps its content from its backdrop
    /// effects, which see the canvas beneath. (Of nested layers, the innermost is laid over
    /// the canvas.)
    func backdrop(x: Int, y: Int, width: Int, height: Int) -> (pixels: PixelView, x: Int, y: Int) {
        let canvasPixels = pixels
        guard let group = cairo_get_group_target(context), group != surface, fadeGroups.last == group,
            cairo_surface_get_type(group) == CAIRO_SURFACE_TYPE_IMAGE
        else { return (canvasPixels, 0, 0) }
        let x0 = max(x, 0), y0 = max(y, 0), x1 = min(x + width, pixelWidth), y1 = min(y + height, pixelHeight)
        guard x1 > x0, y1 > y0 else { return (canvasPixels, 0, 0) }
        let composed = scratch.groupBackdrop.view(width: x1 - x0, height: y1 - y0)
        for row in 0..<composed.height {
            composed.row(row).update(from: canvasPixels.row(y0 + row) + x0, count: composed.width)
        }
        cairo_surface_flush(group)
        // A group over an empty clip has no pixels at all.
        guard cairo_image_surface_get_width(group) > 0, cairo_image_surface_get_height(group) > 0,
            let groupData = cairo_image_surface_get_data(group)
        else { return (canvasPixels, 0, 0) }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(group, &offsetX, &offsetY)
        let groupImage = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, cairo_image_surface_get_width(group), cairo_image_surface_get_height(group),
            UnsafeMutableRawPointer(groupData).assumingMemoryBound(to: UInt32.self),
            cairo_image_surface_get_stride(group))
        let composedImage = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, Int32(composed.width), Int32(composed.height),
            composed.base, Int32(composed.rowStride * 4))
        pixman_image_composite32(
            PIXMAN_OP_OVER, groupImage, nil, composedImage, Int32(x0 + Int(offsetX)), Int32(y0 + Int(offsetY)),
            0, 0, 0, 0, Int32(composed.width), Int32(composed.height))
        pixman_image_unref(groupImage)
        pixman_image_unref(composedImage)
        return (composed, x0, y0)
    }

    /// The user-space → device-pixel transform in effect.
    var currentTransform: AffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        return AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// The whole-pixel box covering `rect` after `transform`, clipped to the canvas.
    func deviceBounds(of rect: Rect, through transform: AffineTransform) -> PixelBox {
        let a = transform.apply(to: Point(x: rect.minX, y: rect.minY)),
            b = transform.apply(to: Point(x: rect.maxX, y: rect.minY))
        let c = transform.apply(to: Point(x: rect.minX, y: rect.maxY)),
            d = transform.apply(to: Point(x: rect.maxX, y: rect.maxY))
        let x0 = max(0, Int(min(a.x, b.x, c.x, d.x).rounded(.down)) - 1)
        let y0 = max(0, Int(min(a.y, b.y, c.y, d.y).rounded(.down)) - 1)
        let x1 = min(pixelWidth, Int(max(a.x, b.x, c.x, d.x).rounded(.up)) + 1)
        let y1 = min(pixelHeight, Int(max(a.y, b.y, c.y, d.y).rounded(.up)) + 1)
        return (x0, y0, max(0, x1 - x0), max(0, y1 - y0))
    }

    /// Composites device pixels over the canvas, inside `clip` (in user space) if any, with `opacity`.
    func paint(_ image: PixelView, atDeviceX x: Int, y: Int, clippedTo clip: Path?, opacity: Double) {
        let bytes = UnsafeMutableRawPointer(image.base).assumingMemoryBound(to: UInt8.self)
        let source = cairo_image_surface_create_for_data(
            bytes, CAIRO_FORMAT_ARGB32, Int32(image.width),
            Int32(image.height), Int32(image.rowStride * 4))!
        defer { cairo_surface_destroy(source) }
        cairo_save(cairo)
        var userSpace = cairo_matrix_t()
        cairo_get_matrix(cairo, &userSpace)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, source, Double(x), Double(y))
        cairo_set_matrix(cairo, &userSpace)
        if let clip {
            trace(clip)
            cairo_clip(cairo)
        }
        cairo_paint_with_alpha(cairo, min(1, opacity))
        cairo_restore(cairo)
    }
}
