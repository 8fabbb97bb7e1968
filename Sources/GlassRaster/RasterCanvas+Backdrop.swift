import CCairo
import GlassCore

/// Glass: the backdrop under a shape, processed by our own kernels, sampled through the shape's
/// optics and masked by its path or its distance field.
extension RasterCanvas {
    public func drawBackdrop(in shape: GlassShape, effect: BackdropEffect) {
        // A rectangle, or circular corners, are exactly their distance field, which then masks
        // them; continuous corners are masked by their outline.
        let isExact = shape.cornerRadius <= 0 || shape.style == .circular
        // The outline is made at the origin, as the optics see the shape from its corner: a
        // pane moved by whole pixels has the very same outline, and finds its map again.
        let outline =
            isExact
            ? nil
            : Path(
                roundedRect: Rect(origin: .zero, size: shape.rect.size), cornerRadius: shape.cornerRadius,
                style: shape.style)
        drawGlass(in: shape.rect, effect: effect, lens: effect.lens, outline: outline) { corner in
            RoundedRectSDF(shape, from: corner)
        }
    }

    public func drawBackdrop(in union: GlassUnion, effect: BackdropEffect) {
        guard !union.shapes.isEmpty else { return }
        drawGlass(in: union.bounds, effect: effect, lens: nil, outline: nil) { corner in
            SmoothUnionSDF(shapes: union.shapes.map { RoundedRectSDF($0, from: corner) }, blend: Float(union.blend))
        }
    }

    /// Draws glass bounded by `rect` (user space) over the backdrop as it is now, masked by
    /// `outline` (seen from the rect's corner, in the sample map's coverage), or by the shape's
    /// distance field when there is none; `shape` makes that field as seen from a corner.
    /// Glass at full opacity over the canvas's own pixels, in a frame clipped (if at all) to one
    /// rectangle on whole pixels, is composited into them in the clip's rows by our own blend
    /// (straight from the shader when the clip spans the pane's columns); otherwise (a faded or
    /// isolated layer, a clip of another shape) Cairo paints it from scratch memory.
    private func drawGlass<Shape: GlassSDF>(
        in rect: Rect, effect: BackdropEffect, lens: Lens?, outline: Path?, shape: (Vector) -> Shape
    ) {
        readsBackdrop = true
        // Glass of no size, or of a size no number holds, draws nothing.
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { return }
        let toDevice = currentTransform
        let box = deviceBounds(of: rect, through: toDevice)
        guard effect.opacity > 0, box.width > 0, box.height > 0, let toLocal = toDevice.inverted else { return }
        // The optics see the shape from its own corner, so that a pane moved by whole pixels
        // has the same optics and finds its sample maps again.
        let corner = Vector(dx: rect.minX, dy: rect.minY)
        let cornerToBox = AffineTransform.translation(corner).concatenating(toDevice)
            .concatenating(.translation(Vector(dx: Double(-box.x), dy: Double(-box.y))))
        let boxToCorner = AffineTransform.translation(Vector(dx: Double(box.x), dy: Double(box.y)))
            .concatenating(toLocal).concatenating(.translation(Vector(dx: -corner.dx, dy: -corner.dy)))
        let pixelsPerPoint = abs(toDevice.determinant).squareRoot()
        var optics = GlassOptics(
            shape: shape(corner),
            rect: Rect(origin: .zero, size: rect.size), localToBox: cornerToBox, boxToLocal: boxToCorner,
            pixelsPerPoint: Float(pixelsPerPoint), refraction: effect.refraction, lens: lens)
        optics.outline = outline
        let shift = Self.downsampleShift(sigma: effect.blurRadius * pixelsPerPoint)
        optics.bendsAtHalfResolution = shift >= 1
        let read = readBox(around: box, effect: effect, pixelsPerPoint: pixelsPerPoint, shift: shift)
        let kept = keptBackdrop(under: box, read: read)
        let (rows, frame) = clippedRows(of: box, through: toDevice)
        guard !rows.isEmpty else { return }
        let map = sampleMaps.map(
            for: optics, width: box.width, height: box.height,
            profile: effect.refraction.map { profile(for: $0.refractiveIndex) })
        let processed = processedBackdrop(
            of: read, under: box, rows: rows, kept: kept, effect: effect, pixelsPerPoint: pixelsPerPoint,
            shift: shift)
        let backdrop = GlassTexture(
            pixels: processed.pixels, originX: processed.x - box.x, originY: processed.y - box.y, shift: shift
        )
        let canvas = pixels
        let onCanvas = PixelView(
            base: canvas.row(box.y) + box.x, width: box.width, height: box.height, rowStride: canvas.rowStride)
        if effect.opacity >= 1, let frame, frame.x <= box.x, frame.x + frame.width >= box.x + box.width {
            map.render(
                backdrop, into: onCanvas, rows: rows, compositesOver: true, coarse: scratch.coarseGlass,
                stretched: scratch.stretched)
            pixelsChanged()
            return
        }
        let glass = scratch.glass.view(width: box.width, height: box.height)
        map.render(
            backdrop, into: glass, rows: rows, compositesOver: false, coarse: scratch.coarseGlass,
            stretched: scratch.stretched)
        if effect.opacity >= 1, let frame {
            // A frame clipped to part of the pane's columns: the same pixels, over the canvas's.
            let columns = max(frame.x - box.x, 0)..<min(frame.x + frame.width - box.x, box.width)
            parallelRanges(rows.count, costPerItem: columns.count) { part in
                for y in part.lowerBound + rows.lowerBound..<part.upperBound + rows.lowerBound {
                    let from = glass.row(y), to = onCanvas.row(y)
                    for x in columns { to[x] = PackedPixels.over(from[x], to[x]) }
                }
            }
            pixelsChanged()
            return
        }
        let band = PixelView(
            base: glass.row(rows.lowerBound), width: box.width, height: rows.count, rowStride: glass.rowStride)
        paint(band, atDeviceX: box.x, y: box.y + rows.lowerBound, clippedTo: nil, opacity: effect.opacity)
    }

    /// The rows of `box` (device pixels) that the clip lets through, and the frame's clip when
    /// glass may write them straight into the canvas's pixels (`frameClip`): in a frame that
    /// draws a band of the screen, glass across it is processed and drawn in that band alone,
    /// and glass beyond it not at all.
    private func clippedRows(
        of box: PixelBox, through toDevice: AffineTransform
    ) -> (rows: Range<Int>, frame: PixelBox?) {
        guard let frame = frameClip else {
            return (Self.rows(of: box, within: deviceBounds(of: visibleBounds, through: toDevice)), nil)
        }
        return (Self.rows(of: box, within: frame), frame)
    }

    /// The rows of `box` that `area` crosses (both in device pixels), none when it misses the box.
    static func rows(of box: PixelBox, within area: PixelBox) -> Range<Int> {
        guard area.x < box.x + box.width, box.x < area.x + area.width else { return 0..<0 }
        let top = min(max(area.y - box.y, 0), box.height)
        return top..<max(top, min(area.y + area.height - box.y, box.height))
    }

    /// The device pixels glass covering `box` reads: the box grown by the effect's reach
    /// (`sampleReach`) and a texel, cut to the canvas, its size rounded up to whole texels of
    /// the backdrop averaged down by 2^`shift` where the canvas allows.
    private func readBox(around box: PixelBox, effect: BackdropEffect, pixelsPerPoint: Double, shift: Int) -> PixelBox {
        let factor = 1 << shift
        let margin = Int((effect.sampleReach * pixelsPerPoint).rounded(.up)) + factor
        let x0 = max(box.x - margin, 0), y0 = max(box.y - margin, 0)
        let x1 = min(box.x + box.width + margin, pixelWidth), y1 = min(box.y + box.height + margin, pixelHeight)
        let width = max(2, (x1 - x0 + factor - 1) / factor) * factor
        let height = max(2, (y1 - y0 + factor - 1) / factor) * factor
        return (x0, y0, min(width, pixelWidth - x0), min(height, pixelHeight - y0))
    }

    /// The backdrop under `read` (`readBox`) blurred, saturated and tinted by `effect`,
    /// averaged down by 2^`shift` (`downsampleShift`): the small image and the device pixel its
    /// first texel starts at. The blur repeats its edge. For `rows` of `box` short of all of
    /// them, only the part of `read` those rows reach is processed, the blur's reach beyond
    /// it included, on the same texel grid: those rows come out as a whole box's would.
    /// `kept` holds the pixels to read, if not the canvas.
    private func processedBackdrop(
        of read: PixelBox, under box: PixelBox, rows: Range<Int>, kept: KeptBackdrops.Copy?, effect: BackdropEffect,
        pixelsPerPoint: Double, shift: Int
    ) -> (pixels: PixelView, x: Int, y: Int) {
        let sigma = effect.blurRadius * pixelsPerPoint
        let factor = 1 << shift
        // Averaging blocks of f pixels blurs by a variance of f²/12, and stretching the small
        // image back bilinearly by f²/6: the blur makes up the rest of σ², so the pane is as soft
        // at every factor.
        let f = Double(factor)
        let texels = max(sigma * sigma - f * f / 4, 0).squareRoot() / f
        var y0 = read.y, y1 = read.y + read.height
        // A pane's row samples the rows its rim bends it toward (a lens may bend it anywhere),
        // between two texels, each the blur of the texels within its support.
        if rows != 0..<box.height, effect.lens == nil {
            let bend = Int(((effect.refraction?.largestShift ?? 0) * pixelsPerPoint).rounded(.up))
            let reach = bend + (Self.blurSupport(texels) + 2) * factor
            y0 += max(0, box.y + rows.lowerBound - reach - read.y) / factor * factor
            y1 = min(y1, box.y + rows.upperBound + reach)
        }
        let small = scratch.backdrop.view(
            width: max(2, (read.width + factor - 1) / factor), height: max(2, (y1 - y0 + factor - 1) / factor))
        let beneath =
            kept.map { (pixels: $0.view, x: $0.box.x, y: $0.box.y) }
            ?? backdrop(x: read.x, y: y0, width: read.width, height: y1 - y0)
        Downsample.box(
            beneath.pixels, originX: read.x - beneath.x, originY: y0 - beneath.y, factorShift: shift, into: small)
        let blurScratch = scratch.blur.view(width: small.width, height: small.height)
        if texels > SmallGaussian.largestSigma {
            BoxBlur.apply(to: small, sigma: texels, scratch: blurScratch)
        } else if texels > 0.1 {
            SmallGaussian.apply(to: small, sigma: texels, scratch: blurScratch)
        }
        MaterialColor(saturation: effect.saturation, tint: effect.tint).apply(to: small)
        return (small, read.x, y0)
    }

    /// How many texels the blur of σ `texels` reaches on either side.
    private static func blurSupport(_ texels: Double) -> Int {
        if texels > SmallGaussian.largestSigma { return BoxBlur.radii(sigma: texels).reduce(0, +) }
        return texels > 0.1 ? Int((2.5 * texels).rounded(.up)) : 0
    }

    /// log₂ of the downsampling for a blur of σ `sigma` pixels, once σ is large enough that the
    /// lost detail is blurred away (2× from σ = 3 px, 4× from 6, 8× from 12, 16× from 24): σ is
    /// at least 1½ texels, where
    /// a Gaussian keeps under e⁻¹¹ of its strength at the small image's Nyquist frequency, so
    /// nothing aliases.
    static func downsampleShift(sigma: Double) -> Int {
        sigma >= 24 ? 4 : (sigma >= 12 ? 3 : (sigma >= 6 ? 2 : (sigma >= 3 ? 1 : 0)))
    }

    /// What lies beneath the device-pixel region at (`x`, `y`) as drawing stands now, and where
    /// those pixels start: the canvas's own pixels, or, inside a faded or blended layer (the
    /// innermost group open), the part of the canvas under the region with what the layer has
    /// drawn so far laid over it at full strength. A material fading in with the view it
    /// sits on then blurs that view, not the blank canvas under the layer. An isolated layer
    /// (`compositingGroup`, glass over its own artwork) keeps its content from its backdrop
    /// effects, which see the canvas beneath. (Of nested layers, the innermost is laid over
    /// the canvas.) A glass layer's picture sees the pixels of the canvas it is drawn for
    /// (`backdropSource`) in place of its own.
    func backdrop(x: Int, y: Int, width: Int, height: Int) -> (pixels: PixelView, x: Int, y: Int) {
        let canvasPixels = backdropSource ?? pixels
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

    /// The whole-pixel box covering `rect` after `transform`, clipped to the canvas if `clamped`.
    func deviceBounds(of rect: Rect, through transform: AffineTransform, clamped: Bool = true) -> PixelBox {
        let a = transform.apply(to: Point(x: rect.minX, y: rect.minY)),
            b = transform.apply(to: Point(x: rect.maxX, y: rect.minY))
        let c = transform.apply(to: Point(x: rect.minX, y: rect.maxY)),
            d = transform.apply(to: Point(x: rect.maxX, y: rect.maxY))
        var x0 = Int(min(a.x, b.x, c.x, d.x).rounded(.down)) - 1, y0 = Int(min(a.y, b.y, c.y, d.y).rounded(.down)) - 1
        var x1 = Int(max(a.x, b.x, c.x, d.x).rounded(.up)) + 1, y1 = Int(max(a.y, b.y, c.y, d.y).rounded(.up)) + 1
        guard clamped else { return (x0, y0, max(0, x1 - x0), max(0, y1 - y0)) }
        (x0, y0, x1, y1) = (max(0, x0), max(0, y0), min(pixelWidth, x1), min(pixelHeight, y1))
        return (x0, y0, max(0, x1 - x0), max(0, y1 - y0))
    }

    /// Composites device pixels over the canvas, inside `clip` (in user space, filled by
    /// `rule`) if any, with `opacity`; each pixel of an image at `scale` > 1 covers that many device pixels a side
    /// and is stretched bilinearly.
    func paint(
        _ image: PixelView, atDeviceX x: Int, y: Int, clippedTo clip: Path?, rule: FillRule = .nonZero,
        opacity: Double, scale: Int = 1
    ) {
        let bytes = UnsafeMutableRawPointer(image.base).assumingMemoryBound(to: UInt8.self)
        let source = cairo_image_surface_create_for_data(
            bytes, CAIRO_FORMAT_ARGB32, Int32(image.width),
            Int32(image.height), Int32(image.rowStride * 4))!
        defer { cairo_surface_destroy(source) }
        cairo_save(cairo)
        var userSpace = cairo_matrix_t()
        cairo_get_matrix(cairo, &userSpace)
        cairo_identity_matrix(cairo)
        cairo_translate(cairo, Double(x), Double(y))
        cairo_scale(cairo, Double(scale), Double(scale))
        cairo_set_source_surface(cairo, source, 0, 0)
        // The image's edge is the blur's far tail, near nothing: beyond it, nothing is drawn.
        if scale > 1 { cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR) }
        cairo_set_matrix(cairo, &userSpace)
        if let clip {
            trace(clip)
            cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(cairo)
        }
        cairo_paint_with_alpha(cairo, min(1, opacity))
        cairo_restore(cairo)
    }
}
