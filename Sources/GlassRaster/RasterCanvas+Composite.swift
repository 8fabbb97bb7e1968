import CCairo
import GlassCore

extension RasterCanvas {
    /// Blends a picture (a layer canvas) over this canvas through `pictureToDevice`, a map of
    /// pixel coordinates. Straight on the canvas's own pixels, an opaque picture on whole pixels
    /// is copied row by row on all cores (a wallpaper), and a posed one is queued for
    /// `AffineComposite`. Otherwise, and inside a clip or a group, Cairo draws it: pixman's
    /// vector blend on whole pixels (faster than ours there), bilinear between them. The paint
    /// is unpadded: bounded by the picture's extent.
    func composite(_ picture: RasterCanvas, pictureToDevice: AffineTransform, opacity: Double) {
        guard let deviceToPicture = pictureToDevice.inverted, opacity > 0 else { return }
        let aligned = pictureToDevice.isTranslationOnly && abs(pictureToDevice.tx - pictureToDevice.tx.rounded()) < 1e-6
            && abs(pictureToDevice.ty - pictureToDevice.ty.rounded()) < 1e-6
        let ownPixels = clipDepth == 0 && cairo_get_group_target(context) == surface
        if aligned, ownPixels, picture.isOpaque, opacity >= 1 {
            copy(picture.pixels, toX: Int(pictureToDevice.tx.rounded()), y: Int(pictureToDevice.ty.rounded()))
            return
        }
        if !aligned, ownPixels {
            let extent = Rect(x: 0, y: 0, width: Double(picture.pixelWidth), height: Double(picture.pixelHeight))
            pendingComposites.append(AffineComposite(source: picture.pixels, deviceToSource: deviceToPicture, opacity: opacity,
                                                     box: deviceBounds(of: extent, through: pictureToDevice)), keeping: picture)
            return
        }
        cairo_save(cairo)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, picture.flushedSurface, 0, 0)
        let pattern = cairo_get_source(context)
        var m = cairo_matrix_t(xx: deviceToPicture.a, yx: deviceToPicture.b, xy: deviceToPicture.c, yy: deviceToPicture.d,
                               x0: deviceToPicture.tx, y0: deviceToPicture.ty)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, aligned ? CAIRO_FILTER_FAST : CAIRO_FILTER_BILINEAR)
        cairo_paint_with_alpha(context, min(1, opacity))
        cairo_restore(context)
    }

    /// Copies `source` with its top-left pixel at (`x`, `y`), clipped to the canvas.
    private func copy(_ source: PixelView, toX x: Int, y: Int) {
        let target = pixels
        let left = max(0, x), right = min(pixelWidth, x + source.width)
        let top = max(0, y), bottom = min(pixelHeight, y + source.height)
        guard left < right, top < bottom else { return }
        parallelRanges(bottom - top, minimumPerChunk: 64) { rows in
            for row in rows {
                (target.row(top + row) + left).update(from: source.row(top + row - y) + (left - x), count: right - left)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Blends every queued composite, in order, over the canvas: the rows they cover are split
    /// between the cores and each core runs the whole queue on its own rows, so overlapping
    /// pictures stack as drawn and no two cores write one pixel.
    func landComposites() {
        guard !pendingComposites.isEmpty else { return }
        pendingComposites.land(onto: surfacePixels)
        cairo_surface_mark_dirty(surface)
    }
}

/// The composites a canvas has queued, with the pictures they read kept alive until they
/// land. The queue is its own parallel job, kept from frame to frame, so landing it costs no
/// allocation.
final class PendingComposites: ParallelJob, @unchecked Sendable {
    private var jobs: [AffineComposite] = []
    private var pictures: [RasterCanvas] = []
    /// The rows all of them cover.
    private var rows = 0..<0
    /// Where they land, during `land`.
    private var target: PixelView?

    var isEmpty: Bool { jobs.isEmpty }

    func append(_ job: AffineComposite, keeping picture: RasterCanvas) {
        guard job.box.width > 0, job.box.height > 0 else { return }
        let covered = job.box.y..<(job.box.y + job.box.height)
        rows = jobs.isEmpty ? covered : min(rows.lowerBound, covered.lowerBound)..<max(rows.upperBound, covered.upperBound)
        jobs.append(job)
        pictures.append(picture)
    }

    /// Whether any queued composite lands inside `box`.
    func touches(_ box: PixelBox) -> Bool {
        jobs.contains { job in
            job.box.x < box.x + box.width && box.x < job.box.x + job.box.width
                && job.box.y < box.y + box.height && box.y < job.box.y + job.box.height
        }
    }

    /// Blends them all over `destination` and empties the queue, keeping its storage.
    func land(onto destination: PixelView) {
        target = destination
        let chunks = min(Workers.shared.cores, max(1, rows.count / 8))
        if chunks > 1 { Workers.shared.run(self, chunks: chunks) } else { run(chunk: 0, of: 1) }
        target = nil
        jobs.removeAll(keepingCapacity: true)
        pictures.removeAll(keepingCapacity: true)
        rows = 0..<0
    }

    /// One band of rows, every queued composite in order: no two chunks write one pixel.
    func run(chunk: Int, of chunks: Int) {
        guard let target else { return }
        let band = (rows.lowerBound + rows.count * chunk / chunks)..<(rows.lowerBound + rows.count * (chunk + 1) / chunks)
        for job in jobs { job.render(onto: target, rows: band) }
    }
}
