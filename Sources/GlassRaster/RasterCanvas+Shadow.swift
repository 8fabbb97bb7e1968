import CCairo
import GlassCore

/// Drop and inner shadows: the shape's coverage in the shadow's color, blurred by our own box
/// blur on a scratch surface the size of the shadow, then composited.
extension RasterCanvas {
    /// A shadow's `radius` is read as Core Animation's `shadowRadius`, a blur radius of about
    /// two standard deviations (CSS's convention too), so σ = radius / 2.
    static func sigma(forShadowRadius radius: Double) -> Double { max(0, radius) / 2 }

    public func drawShadow(of path: Path, _ shadow: Shadow, outside: Bool) {
        guard shadow.color.alpha > 0 else { return }
        let sigma = Self.sigma(forShadowRadius: shadow.radius)
        // Outside: clipped to a frame around everything the shadow reaches, less the shape.
        var beyond: Path?
        if outside {
            let reach = 3 * sigma + 1
            var frame = Path(
                rect: path.controlPointBounds.union(path.controlPointBounds.offsetBy(shadow.offset))
                    .insetBy(dx: -reach, dy: -reach))
            frame.addPath(path)
            beyond = frame
        }
        let color = shadow.color
        blurredFill(
            region: path.controlPointBounds, sigmaPoints: sigma, offset: shadow.offset, clip: beyond,
            clipRule: .evenOdd,
            keptAs: outside ? ShadowMasks.Key(source: path, shadow: shadow, transform: currentTransform) : nil
        ) { context in
            Self.trace(path, on: context)
            cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
            cairo_fill(context)
        }
    }

    public func withShadow(_ shadow: Shadow, bounds: Rect, content: AnyHashable?, _ body: (Canvas) -> Void) {
        guard shadow.color.alpha > 0 else {
            body(self)
            return
        }
        let sigma = Self.sigma(forShadowRadius: shadow.radius), reach = 3 * sigma + 1
        let near = visibleBounds.insetBy(
            dx: -reach - abs(shadow.offset.dx) - shadow.spread, dy: -reach - abs(shadow.offset.dy) - shadow.spread)
        guard let visiblePart = bounds.intersection(near) else { return }
        // A content's shadow is kept by its version and its pose on the pixel grid (a card's
        // lands alike in every tile and frame that draws it): kept, it is composited, and the
        // body draws straight onto the canvas.
        let t = currentTransform
        let key = content.map {
            ShadowMasks.Key(
                source: $0, shadow: shadow,
                transform: AffineTransform(
                    a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx - t.tx.rounded(.down), ty: t.ty - t.ty.rounded(.down)))
        }
        let region = bounds.insetBy(dx: -shadow.spread, dy: -shadow.spread)
        let color = shadow.color
        if let key, shadowMasks[key] != nil {
            blurredFill(region: region, sigmaPoints: sigma, offset: shadow.offset, clip: nil, keptAs: key) { _ in }
            body(self)
            return
        }
        // A shadow to be kept is cast by the whole body, drawn on a canvas of its own (a card
        // across a tile's edge is cut by the tile), which is then composited. Bodies of the
        // same coverage cast the same shadow (a grid's cards, each an opaque square of its
        // own picture): one blur serves them all.
        if let key, !shadowMasks.castOverBackdrop.contains(key), let apart = drawnApart(bounds, body, for: key) {
            let coverage = ShadowMasks.Key(
                source: apart.canvas.pixels.coverageDigest, shadow: shadow, transform: key.transform)
            if let kept = shadowMasks[coverage] {
                shadowMasks.keep(kept, for: key)
                blurredFill(region: region, sigmaPoints: sigma, offset: shadow.offset, clip: nil, keptAs: key) { _ in }
            } else {
                blurredFill(
                    region: region, sigmaPoints: sigma, offset: shadow.offset, clip: nil, keptAs: coverage,
                    keepsAtOnce: true
                ) { context in
                    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
                    let pattern = apart.canvas.pattern
                    var m = cairo_matrix_t(
                        xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx - Double(apart.x), y0: t.ty - Double(apart.y))
                    cairo_pattern_set_matrix(pattern, &m)
                    cairo_mask(context, pattern)
                }
                if let kept = shadowMasks[coverage] { shadowMasks.keep(kept, for: key) }
            }
            composite(
                apart.canvas, pictureToDevice: .translation(Vector(dx: Double(apart.x), dy: Double(apart.y))),
                opacity: 1)
            return
        }
        // Else only the part of the body the visible shadow can come from is drawn apart (a
        // card's, not the screen's worth): the visible area grown by the blur's reach and the
        // offset.
        let picture = drawnPicture(within: visiblePart) { body(self) }
        defer { cairo_pattern_destroy(picture) }
        // The picture's pattern maps the user space it was drawn in; the scratch context shares
        // that space (moved by the offset), so the picture masks the shadow color exactly.
        blurredFill(region: region, sigmaPoints: sigma, offset: shadow.offset, clip: nil) { context in
            cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
            cairo_mask(context, picture)
        }
        cairo_set_source(cairo, picture)
        cairo_paint(cairo)
    }

    /// What `body` draws within `bounds`, on a canvas of its own laid on this canvas's pixel
    /// grid, and the device pixel its top-left corner lands on; nil when the current space is
    /// turned or scaled (its picture would be resampled), there is no memory for it, or the
    /// body read the backdrop its canvas lacks (glass: the caller then draws it here).
    private func drawnApart(_ bounds: Rect, _ body: (Canvas) -> Void, for key: ShadowMasks.Key) -> (
        canvas: RasterCanvas, x: Int, y: Int
    )? {
        let t = currentTransform
        guard t.b == 0, t.c == 0, abs(t.a - scale) < 1e-9, abs(t.d - scale) < 1e-9 else { return nil }
        let x0 = (t.tx + bounds.minX * scale).rounded(.down), y0 = (t.ty + bounds.minY * scale).rounded(.down)
        let x1 = (t.tx + bounds.maxX * scale).rounded(.up), y1 = (t.ty + bounds.maxY * scale).rounded(.up)
        guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) <= Double(ShadowMasks.largestPixels),
            let canvas = try? RasterCanvas(
                size: Size(width: (x1 - x0) / scale, height: (y1 - y0) / scale), scale: scale)
        else { return nil }
        canvas.shadowMasks = shadowMasks
        canvas.withLayer(transform: .translation(Vector(dx: (t.tx - x0) / scale, dy: (t.ty - y0) / scale))) {
            body(canvas)
        }
        guard !canvas.readsBackdrop else {
            shadowMasks.castsOverBackdrop(key)
            return nil
        }
        return (canvas, Int(x0), Int(y0))
    }

    public func drawBlurred(radius: Double, bounds: Rect, _ body: () -> Void) {
        let reach = 3 * Self.sigma(forShadowRadius: radius) + 1
        guard let area = bounds.intersection(visibleBounds.insetBy(dx: -reach, dy: -reach)) else { return }
        let picture = drawnPicture(within: area, body)
        defer { cairo_pattern_destroy(picture) }
        blurredFill(region: bounds, sigmaPoints: Self.sigma(forShadowRadius: radius), offset: .zero, clip: nil) {
            context in
            cairo_set_source(context, picture)
            cairo_paint(context)
        }
    }

    /// What `body` draws within `area`, as a Cairo pattern in the current user space; the
    /// caller destroys it. The picture holds all of `area` even where a clip in force (a frame
    /// drawing only its damaged area) cuts across it, so the shadow or blur made from it near
    /// the clip's edge is the one a whole frame draws; what lands on the canvas is still clipped.
    private func drawnPicture(within area: Rect, _ body: () -> Void) -> OpaquePointer {
        cairo_save(cairo)
        cairo_reset_clip(context)
        cairo_rectangle(context, area.minX, area.minY, area.width, area.height)
        cairo_clip(context)
        cairo_push_group(context)
        body()
        let picture = cairo_pop_group(cairo)!
        cairo_restore(context)
        return picture
    }

    public func drawInnerShadow(in path: Path, color: Color, width: Double) {
        guard color.alpha > 0, width > 0 else { return }
        // Everything outside the shape, out to where its blur no longer reaches inside.
        let bounds = path.controlPointBounds.insetBy(dx: -3 * width, dy: -3 * width)
        var outside = Path(rect: bounds)
        outside.addPath(path)
        blurredFill(outside, rule: .evenOdd, color: color, sigmaPoints: width / 2, offset: .zero, clip: path)
    }

    /// Fills `path` moved by `offset` with `color` on a scratch surface, blurs it by σ points and
    /// composites it over the canvas, inside `clip` if given.
    private func blurredFill(
        _ path: Path, rule: FillRule, color: Color, sigmaPoints: Double, offset: Vector, clip: Path?
    ) {
        blurredFill(
            region: (clip ?? path).controlPointBounds, sigmaPoints: sigmaPoints, offset: clip == nil ? offset : .zero,
            clip: clip
        ) { context in
            Self.trace(path, on: context)
            cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
            cairo_fill(context)
        }
    }

    /// Runs `draw` on a scratch surface in this canvas's user space moved by `offset`, blurs what
    /// it drew by σ points and composites it over the canvas, inside `clip` if given. `region`
    /// (user space, before the offset) bounds what `draw` draws; `clipRule` is how `clip` is
    /// filled. A wide blur is worked at a
    /// fraction of the resolution, as the glass's backdrop is (`downsampleShift`): half from σ
    /// 8 px, a quarter from 16 px, the blur reduced by the variance drawing small and
    /// stretching back bilinearly add (f²/4), so the shadow is as soft; what is lost lies far
    /// beyond the frequencies such a blur leaves. A tab bar's 12 pt shadow at 3× costs a
    /// sixteenth of its full-resolution blur.
    ///
    /// With `key`, the blurred mask is kept (`ShadowMasks`; from the second fill with the key
    /// unless `keepsAtOnce`), and a later fill with the same key composites it without drawing
    /// or blurring again.
    func blurredFill(
        region drawn: Rect, sigmaPoints: Double, offset: Vector, clip: Path?, clipRule: FillRule = .nonZero,
        keptAs key: ShadowMasks.Key? = nil, keepsAtOnce: Bool = false, _ draw: (OpaquePointer) -> Void
    ) {
        let toDevice = currentTransform
        let pixelsPerPoint = abs(toDevice.determinant).squareRoot()
        let sigma = sigmaPoints * pixelsPerPoint
        let reach = 3 * sigmaPoints + 1
        let region = drawn.offsetBy(offset).insetBy(dx: -reach, dy: -reach)
        // A kept mask is the whole shadow, also where it lies off this canvas (a card's at a
        // tile's edge, then composited on the screen), unless it is too large to keep.
        var key = key, box = deviceBounds(of: region, through: toDevice, clamped: key == nil)
        let shift = sigma >= 16 ? 2 : (sigma >= 8 ? 1 : 0), factor = 1 << shift
        if let key, let kept = shadowMasks[key] {
            paint(
                kept, color: key.shadow.color, atDeviceX: box.x, y: box.y, clippedTo: clip, rule: clipRule,
                scale: factor)
            return
        }
        if box.width * box.height > ShadowMasks.largestPixels {
            key = nil
            box = deviceBounds(of: region, through: toDevice)
        }
        guard box.width > 0, box.height > 0 else { return }
        let width = (box.width + factor - 1) / factor, height = (box.height + factor - 1) / factor

        let mask = scratch.shadow.view(width: width, height: height)
        mask.fill(0)
        let bytes = UnsafeMutableRawPointer(mask.base).assumingMemoryBound(to: UInt8.self)
        let surface = cairo_image_surface_create_for_data(
            bytes, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(mask.rowStride * 4))!
        let context = cairo_create(surface)!
        let placed = AffineTransform.translation(offset)
            .concatenating(toDevice)
            .concatenating(.translation(Vector(dx: -Double(box.x), dy: -Double(box.y))))
            .concatenating(.scale(1 / Double(factor)))
        var m = cairo_matrix_t(xx: placed.a, yx: placed.b, xy: placed.c, yy: placed.d, x0: placed.tx, y0: placed.ty)
        cairo_set_matrix(context, &m)
        draw(context)
        cairo_destroy(context)
        cairo_surface_destroy(surface)

        let f = Double(factor)
        let texels = (sigma * sigma - (factor > 1 ? f * f / 4 : 0)).squareRoot() / f
        if texels > 0.3 {
            BoxBlur.apply(to: mask, sigma: texels, scratch: scratch.shadowBlur.view(width: width, height: height))
        }
        if let key { shadowMasks.keep(mask, for: key, atOnce: keepsAtOnce) }
        paint(mask, atDeviceX: box.x, y: box.y, clippedTo: clip, rule: clipRule, opacity: 1, scale: factor)
    }

    /// Paints `color` through a kept mask whose top-left pixel lands on device pixel (`x`, `y`),
    /// each of its pixels covering `factor` device pixels a side (stretched bilinearly), inside
    /// `clip` (user space) if any.
    private func paint(
        _ kept: ShadowMasks.Mask, color: Color, atDeviceX x: Int, y: Int, clippedTo clip: Path?, rule: FillRule,
        scale factor: Int
    ) {
        let surface = cairo_image_surface_create_for_data(
            kept.alpha, CAIRO_FORMAT_A8, Int32(kept.width), Int32(kept.height), Int32(kept.stride))!
        defer { cairo_surface_destroy(surface) }
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_save(cairo)
        if let clip {
            trace(clip)
            cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(cairo)
        }
        cairo_identity_matrix(cairo)
        let f = Double(factor)
        var m = cairo_matrix_t(xx: 1 / f, yx: 0, xy: 0, yy: 1 / f, x0: -Double(x) / f, y0: -Double(y) / f)
        cairo_pattern_set_matrix(pattern, &m)
        if factor > 1 { cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR) }
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, 1)
        cairo_mask(cairo, pattern)
        cairo_restore(cairo)
    }
}
