import CCairo
import GlassCore

extension RasterCanvas {
    /// The canvas as a Cairo source, made once: drawing it as a layer every frame allocates nothing.
    var pattern: OpaquePointer {
        landComposites()
        if let madePattern { return madePattern }
        let made = cairo_pattern_create_for_surface(surface)!
        madePattern = made
        return made
    }

    /// The canvas's pixels as a pixman image, made once, for blending whole layers on whole
    /// pixels without Cairo's per-call wrappers.
    var pixmanImage: OpaquePointer {
        landComposites()
        if let madePixmanImage { return madePixmanImage }
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        let made = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, Int32(pixelWidth), Int32(pixelHeight), data,
            cairo_image_surface_get_stride(surface))!
        madePixmanImage = made
        return made
    }

    /// Blends a picture (a layer canvas) over this canvas through `pictureToDevice`, a map of
    /// pixel coordinates. Straight on the canvas's own pixels, a picture on whole pixels is
    /// copied row by row on all cores when opaque (a wallpaper) and blended by pixman's vector
    /// loop otherwise, and a posed one is queued for `AffineComposite`. Inside a clip or a group,
    /// or faded on whole pixels, Cairo draws it. The paint is unpadded: bounded by the picture's
    /// extent.
    func composite(_ picture: RasterCanvas, pictureToDevice: AffineTransform, opacity: Double) {
        guard let deviceToPicture = pictureToDevice.inverted, opacity > 0 else { return }
        let aligned =
            pictureToDevice.isTranslationOnly && abs(pictureToDevice.tx - pictureToDevice.tx.rounded()) < 1e-6
            && abs(pictureToDevice.ty - pictureToDevice.ty.rounded()) < 1e-6
        let ownPixels = drawsOnOwnPixels
        if aligned, ownPixels, opacity >= 1 {
            let x = Int(pictureToDevice.tx.rounded()), y = Int(pictureToDevice.ty.rounded())
            if picture.isOpaque {
                copy(picture.pixels, toX: x, y: y)
            } else {
                blend(picture, toX: x, y: y)
            }
            return
        }
        if !aligned, ownPixels {
            let extent = Rect(x: 0, y: 0, width: Double(picture.pixelWidth), height: Double(picture.pixelHeight))
            let box = deviceBounds(of: extent, through: pictureToDevice)
            pendingComposites.append(
                AffineComposite(source: picture.pixels, deviceToSource: deviceToPicture, opacity: opacity, box: box),
                keeping: picture)
            preparedGlass?.drawn.append(box)
            return
        }
        cairo_save(cairo)
        cairo_identity_matrix(context)
        _ = picture.flushedSurface
        let pattern = picture.pattern
        cairo_set_source(context, pattern)
        var m = cairo_matrix_t(
            xx: deviceToPicture.a, yx: deviceToPicture.b, xy: deviceToPicture.c, yy: deviceToPicture.d,
            x0: deviceToPicture.tx, y0: deviceToPicture.ty)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, aligned ? CAIRO_FILTER_FAST : CAIRO_FILTER_BILINEAR)
        cairo_paint_with_alpha(context, min(1, opacity))
        cairo_restore(context)
    }

    /// Blends `picture` with its top-left pixel at (`x`, `y`) by pixman's own vector loop, the
    /// fastest there is on whole pixels, through images made once per canvas.
    private func blend(_ picture: RasterCanvas, toX x: Int, y: Int) {
        // Both sets of pixels as drawn so far: queued composites landed, Cairo flushed.
        _ = pixels
        _ = picture.pixels
        pixman_image_composite32(
            PIXMAN_OP_OVER, picture.pixmanImage, nil, pixmanImage, 0, 0, 0, 0,
            Int32(x), Int32(y), Int32(picture.pixelWidth), Int32(picture.pixelHeight))
        preparedGlass?.drawn.append((x, y, picture.pixelWidth, picture.pixelHeight))
        cairo_surface_mark_dirty(surface)
    }

    /// Copies `source` (opaque) with its top-left pixel at (`x`, `y`), clipped to the canvas.
    private func copy(_ source: PixelView, toX x: Int, y: Int) {
        rowCopy.copy(source, onto: pixels(overwriting: (x, y, source.width, source.height)), atX: x, y: y)
        preparedGlass?.drawn.append((x, y, source.width, source.height))
        cairo_surface_mark_dirty(surface)
    }

    /// Blends every queued composite, in order, over the canvas: the rows they cover are split
    /// between the cores and each core runs the whole queue on its own rows, so overlapping
    /// pictures stack as drawn and no two cores write one pixel.
    func landComposites() {
        landGround()
        guard !pendingComposites.isEmpty else { return }
        pendingComposites.land(onto: surfacePixels)
        cairo_surface_mark_dirty(surface)
    }
}
