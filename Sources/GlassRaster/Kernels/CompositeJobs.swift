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
        rows =
            jobs.isEmpty ? covered : min(rows.lowerBound, covered.lowerBound)..<max(rows.upperBound, covered.upperBound)
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
        Workers.shared.run(self, count: rows.count, minimumPerChunk: 8)
        target = nil
        jobs.removeAll(keepingCapacity: true)
        pictures.removeAll(keepingCapacity: true)
        rows = 0..<0
    }

    /// One band of rows, every queued composite in order: no two chunks write one pixel.
    func run(chunk: Int, of chunks: Int) {
        guard let target else { return }
        let band = rows.chunk(chunk, of: chunks)
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
        Workers.shared.run(self, count: rows.count, minimumPerChunk: 64)
        (self.source, self.target) = (nil, nil)
    }

    func run(chunk: Int, of chunks: Int) {
        guard let source, let target else { return }
        for row in rows.chunk(chunk, of: chunks) {
            (target.row(row) + columns.lowerBound).update(
                from: source.row(row - y) + (columns.lowerBound - x), count: columns.count)
        }
    }
}
