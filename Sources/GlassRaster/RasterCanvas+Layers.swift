import CCairo
import GlassCore

/// Cached layers, images and color sampling.
extension RasterCanvas {
    public func drawRasterized(key: AnyHashable, bounds: Rect, _ body: (Canvas) -> Void) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let kept = layers.layer(for: key) { () -> RasterCanvas? in
            // A picture beyond Cairo's 32,767 px, or one there is no memory for, is not kept.
            guard let canvas = try? RasterCanvas(size: bounds.size, scale: scale) else { return nil }
            canvas.shadowMasks = shadowMasks
            canvas.withLayer(transform: .translation(Vector(dx: -bounds.minX, dy: -bounds.minY))) { body(canvas) }
            canvas.isOpaque = canvas.pixels.isOpaque
            // It is only composited from now on: the buffers its shadows and blurs used go.
            canvas.scratch = RasterCanvas.Scratch()
            return canvas
        }
        guard let layer = kept else {
            // Drawn directly instead, inside the bounds the picture would have had.
            withLayer(clip: Path(rect: bounds)) { body(self) }
            return
        }
        let toUser = AffineTransform.scale(1 / scale).concatenating(
            .translation(Vector(dx: bounds.minX, dy: bounds.minY)))
        var toDevice = toUser.concatenating(currentTransform)
        // Unrotated and unscaled, the layer lands on whole device pixels, as Core Animation
        // aligns a rasterized layer: its text stays as sharp as it was drawn, moved by at most
        // half a pixel, instead of being resampled between pixels.
        if toDevice.isTranslationOnly {
            toDevice.tx.round()
            toDevice.ty.round()
        }
        composite(layer, pictureToDevice: toDevice, opacity: 1)
    }

    public func draw(_ image: Bitmap, in rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        image.pixels.withUnsafeBufferPointer { buffer in
            // Cairo only reads a source surface; the cast lets it wrap the immutable pixels.
            let bytes = UnsafeMutableRawPointer(mutating: buffer.baseAddress!).assumingMemoryBound(to: UInt8.self)
            let surface = cairo_image_surface_create_for_data(
                bytes, CAIRO_FORMAT_ARGB32, Int32(image.width),
                Int32(image.height), Int32(image.width * 4))!
            composite(surface, pixelWidth: image.width, pixelHeight: image.height, in: rect)
            cairo_surface_destroy(surface)
        }
    }

    /// Draws another canvas's picture stretched over `rect` (an app's screen zooming out of its
    /// icon), filtered bilinearly, without copying its pixels.
    public func draw(_ other: RasterCanvas, in rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        composite(other.flushedSurface, pixelWidth: other.pixelWidth, pixelHeight: other.pixelHeight, in: rect)
    }

    /// Paints `surface` stretched over `rect`, bilinearly filtered, with its edges padded so a
    /// stretched image keeps its border pixels instead of fading out.
    private func composite(_ surface: OpaquePointer, pixelWidth: Int, pixelHeight: Int, in rect: Rect) {
        cairo_save(cairo)
        cairo_translate(cairo, rect.minX, rect.minY)
        cairo_scale(cairo, rect.width / Double(pixelWidth), rect.height / Double(pixelHeight))
        cairo_set_source_surface(cairo, surface, 0, 0)
        let pattern = cairo_get_source(cairo)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(cairo, 0, 0, Double(pixelWidth), Double(pixelHeight))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    public func sampleColors<Result>(
        in rect: Rect, columns: Int, rows: Int,
        _ body: (UnsafeBufferPointer<Color>) -> Result
    ) -> Result {
        let box = deviceBounds(of: rect, through: currentTransform)
        let count = box.width > 0 && box.height > 0 ? max(0, columns) * max(0, rows) : 0
        if scratch.samples.count == scratch.sampleDepth { scratch.samples.append(ScratchBuffer()) }
        let colors = scratch.samples[scratch.sampleDepth].buffer(count: count)
        scratch.sampleDepth += 1
        defer { scratch.sampleDepth -= 1 }
        if count > 0 {
            let view = pixels(reading: box)
            for j in 0..<rows {
                let y = box.y + (box.height * (2 * j + 1)) / (2 * rows)
                for i in 0..<columns {
                    colors[j * columns + i] =
                        PremultipliedPixel(view[box.x + (box.width * (2 * i + 1)) / (2 * columns), y]).color
                }
            }
        }
        return body(UnsafeBufferPointer(colors))
    }

    public func dominantColor(in rect: Rect) -> Color {
        // 3 bits a channel: 512 bins, coarse enough that a gradient's neighbours share a bin.
        let counts = scratch.binCounts.buffer(count: 512), sums = scratch.binSums.buffer(count: 512)
        counts.update(repeating: 0)
        sums.update(repeating: .zero)
        sampleColors(in: rect, columns: 16, rows: 16) { colors in
            for c in colors where c.alpha > 0 {
                let bin = Int(c.red * 7.999) << 6 | Int(c.green * 7.999) << 3 | Int(c.blue * 7.999)
                counts[bin] += 1
                sums[bin] += SIMD4(c.red, c.green, c.blue, c.alpha)
            }
        }
        guard let best = counts.indices.max(by: { counts[$0] < counts[$1] }), counts[best] > 0 else { return .clear }
        let mean = sums[best] / Double(counts[best])
        return Color(red: mean.x, green: mean.y, blue: mean.z, alpha: mean.w)
    }
}
