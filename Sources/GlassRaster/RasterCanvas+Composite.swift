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
            pendingComposites.append(AffineComposite(source: picture.pixels, deviceToSource: deviceToPicture, opacity: opacity,
                                                     box: deviceBounds(of: extent, through: pictureToDevice)), keeping: picture)
            return
        }
        cairo_save(cairo)
        cairo_identity_matrix(context)
        _ = picture.flushedSurface
        let pattern = picture.pattern
        cairo_set_source(context, pattern)
        var m = cairo_matrix_t(xx: deviceToPicture.a, yx: deviceToPicture.b, xy: deviceToPicture.c, yy: deviceToPicture.d,
                               x0: deviceToPicture.tx, y0: deviceToPicture.ty)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, aligned ? CAIRO_FILTER_FAST : CAIRO_FILTER_BILINEAR)
        cairo_paint_with_alpha(context, min(1, opacity))
        cairo_restore(context)
    }

    /// Blends `picture` with its top-left pixel at (`x`, `y`) by pixman's own vector loop, the
    /// fastest there is on whole pixels, through images made once per canvas.
    private func blend(_ picture: RasterCanvas, toX x: Int, y: Int) {
        landComposites()
        _ = picture.pixels
        cairo_surface_flush(surface)
        pixman_image_composite32(PIXMAN_OP_OVER, picture.pixmanImage, nil, pixmanImage, 0, 0, 0, 0,
                                 Int32(x), Int32(y), Int32(picture.pixelWidth), Int32(picture.pixelHeight))
        cairo_surface_mark_dirty(surface)
    }

    /// Copies `source` with its top-left pixel at (`x`, `y`), clipped to the canvas.
    private func copy(_ source: PixelView, toX x: Int, y: Int) {
        rowCopy.copy(source, onto: pixels, atX: x, y: y)
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

/// An opaque picture copied row by row on all cores, as a job the canvas keeps: no allocation
/// per copy.
final class RowCopy: ParallelJob, @unchecked Sendable {
    private var source: PixelView?
    private var target: PixelView?
    /// Where the source's top-left pixel lands.
    private var x = 0, y = 0
    /// The target rows and columns it covers.
    private var rows = 0..<0, columns = 0..<0

    func copy(_ source: PixelView, onto target: PixelView, atX x: Int, y: Int) {
        columns = max(0, x)..<max(max(0, x), min(target.width, x + source.width))
        rows = max(0, y)..<max(max(0, y), min(target.height, y + source.height))
        guard !rows.isEmpty, !columns.isEmpty else { return }
        (self.source, self.target, self.x, self.y) = (source, target, x, y)
        let chunks = min(Workers.shared.cores, max(1, rows.count / 64))
        if chunks > 1 { Workers.shared.run(self, chunks: chunks) } else { run(chunk: 0, of: 1) }
        (self.source, self.target) = (nil, nil)
    }

    func run(chunk: Int, of chunks: Int) {
        guard let source, let target else { return }
        let first = rows.lowerBound + rows.count * chunk / chunks, end = rows.lowerBound + rows.count * (chunk + 1) / chunks
        for row in first..<end {
            (target.row(row) + columns.lowerBound).update(from: source.row(row - y) + (columns.lowerBound - x), count: columns.count)
        }
    }
}
