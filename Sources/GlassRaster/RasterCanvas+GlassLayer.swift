import CCairo
import GlassCore
import Synchronization

/// Glass kept as pictures, redrawn only when what is under them changes.
extension RasterCanvas {
    public func drawGlassLayer<Content: Hashable>(
        key: AnyHashable, content: Content, bounds: Rect, backdrop sampled: Rect,
        transform: AffineTransform, opacity: Double, _ body: (Canvas) -> Void
    ) {
        readsBackdrop = true
        guard opacity > 0, let place = glassLayerPlace(content: content, bounds: bounds, backdrop: sampled) else {
            return
        }
        let kept = glassLayers.picture(
            for: key, signature: place.signature, pixelWidth: place.box.width, pixelHeight: place.box.height,
            scale: scale)
        let picture = kept.canvas
        // A prepared picture is vouched for only while it is still kept, drawn for this content.
        let vouched = kept.backdrop != nil && preparedGlass?.vouches(for: key, at: place) == true
        if !vouched, !kept.wasDrawn(over: pixels(reading: place.read), place.read) {
            picture.redraw(over: pixels, at: place) { body(picture) }
            glassLayers.markDrawn(key, signature: place.signature, backdrop: pixels, read: place.read)
        }
        // Picture pixels → device: back to user space where the box was, then through `transform`.
        let toUser = AffineTransform.translation(Vector(dx: Double(place.box.x), dy: Double(place.box.y)))
            .concatenating(place.toDevice.inverted ?? .identity)
        composite(
            picture, pictureToDevice: toUser.concatenating(transform).concatenating(place.toDevice), opacity: opacity)
    }

    public func preparingGlassLayers(_ record: () -> Void) {
        let batch = GlassLayerBatch()
        glassLayerBatch = batch
        record()
        glassLayerBatch = nil
        guard !batch.candidates.isEmpty else { return }
        let source = pixels
        let places = Dictionary(batch.candidates.map { ($0.key, $0.place) }) { first, _ in first }
        // The batch lets go of the kept backdrops first, so that each is overwritten in place.
        for redrawn in batch.run(over: source) {
            glassLayers.markDrawn(
                redrawn.key, signature: redrawn.place.signature, backdrop: source, read: redrawn.place.read)
        }
        preparedGlass = PreparedGlass(places: places)
    }

    public func prepareGlassLayer<Content: Hashable>(
        key: AnyHashable, content: Content, bounds: Rect, backdrop sampled: Rect, _ body: @escaping (Canvas) -> Void
    ) {
        guard let place = glassLayerPlace(content: content, bounds: bounds, backdrop: sampled) else { return }
        let kept = glassLayers.picture(
            for: key, signature: place.signature, pixelWidth: place.box.width, pixelHeight: place.box.height,
            scale: scale)
        let candidate = GlassLayerCandidate(key: key, kept: kept, place: place, body: body)
        if let batch = glassLayerBatch {
            batch.append(candidate)
        } else if candidate.bringUpToDate(over: pixels) {
            glassLayers.markDrawn(key, signature: place.signature, backdrop: pixels, read: place.read)
        }
    }

    /// Where a glass layer's picture lies (device pixels) and what it depends on, or nil when it
    /// covers no pixel.
    private func glassLayerPlace<Content: Hashable>(
        content: Content, bounds: Rect, backdrop sampled: Rect
    ) -> GlassLayerPlace? {
        let toDevice = currentTransform
        let box = deviceBounds(of: bounds, through: toDevice)
        guard box.width > 0, box.height > 0 else { return nil }
        var hasher = Hasher()
        hasher.combine(content)
        hasher.combine(toDevice)
        hasher.combine(box.x)
        hasher.combine(box.y)
        return GlassLayerPlace(
            toDevice: toDevice, box: box, read: deviceBounds(of: sampled, through: toDevice),
            signature: hasher.finalize())
    }

    /// Draws this layer's picture afresh: cleared, then `draw` runs in the user space of the
    /// canvas it is drawn for (its `userToDevice`, moved so that the box's corner is this
    /// canvas's origin), its backdrop effects seeing `source` under the box.
    fileprivate func redraw(over source: PixelView, at place: GlassLayerPlace, _ draw: () -> Void) {
        let own = pixels
        for row in 0..<pixelHeight { own.row(row).update(repeating: 0, count: pixelWidth) }
        pixelsChanged()
        backdropSource = PixelView(
            base: source.row(place.box.y) + place.box.x, width: pixelWidth, height: pixelHeight,
            rowStride: source.rowStride)
        defer { backdropSource = nil }
        let t = place.toDevice, box = place.box
        cairo_save(cairo)
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx - Double(box.x), y0: t.ty - Double(box.y))
        cairo_set_matrix(cairo, &m)
        draw()
        cairo_restore(cairo)
    }
}

/// A glass layer placed on the canvas: the user → device transform it was asked under, the
/// device box its picture covers, the box its backdrop reads, and a signature of its content
/// and place.
struct GlassLayerPlace: Equatable {
    let toDevice: AffineTransform
    let box: PixelBox
    let read: PixelBox
    let signature: Int

    static func == (a: Self, b: Self) -> Bool {
        a.toDevice == b.toDevice && a.box == b.box && a.read == b.read && a.signature == b.signature
    }
}

/// A glass layer named for preparing: its kept picture and how to draw it.
struct GlassLayerCandidate {
    let key: AnyHashable
    let kept: GlassLayerCache.KeptPicture
    let place: GlassLayerPlace
    let body: (Canvas) -> Void

    /// Redraws the picture unless it was drawn over the same pixels of `source`; whether it did.
    func bringUpToDate(over source: PixelView) -> Bool {
        guard !kept.wasDrawn(over: source, place.read) else { return false }
        kept.canvas.redraw(over: source, at: place) { body(kept.canvas) }
        return true
    }
}

/// The glass layers one `preparingGlassLayers` names, checked and redrawn together: each
/// picture is its own canvas with its own caches and scratch memory, and reads only the
/// parent's pixels (untouched meanwhile), so the cores take pictures one after another from
/// a shared count until none is left. The kernels inside a picture then run on their thread
/// alone, the cores being taken.
final class GlassLayerBatch: ParallelJob, @unchecked Sendable {
    private(set) var candidates: [GlassLayerCandidate] = []
    /// Per candidate, whether it was redrawn: written by the thread that took it.
    private var redrawn = UnsafeMutableBufferPointer<Bool>(start: nil, count: 0)
    private var source: PixelView?
    private let next = Atomic<Int>(0)

    deinit { redrawn.deallocate() }

    func append(_ candidate: GlassLayerCandidate) { candidates.append(candidate) }

    /// Checks every candidate against `source` and redraws those out of date, on all cores;
    /// the keys and places of those redrawn. The batch is then empty.
    func run(over source: PixelView) -> [(key: AnyHashable, place: GlassLayerPlace)] {
        self.source = source
        redrawn = .allocate(capacity: candidates.count)
        redrawn.initialize(repeating: false)
        Workers.shared.run(self, count: candidates.count, minimumPerChunk: 1)
        let done = candidates.indices.filter { redrawn[$0] }.map { (candidates[$0].key, candidates[$0].place) }
        candidates = []
        return done
    }

    func run(chunk: Int, of chunks: Int) {
        guard let source else { return }
        while true {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < candidates.count else { return }
            redrawn[index] = candidates[index].bringUpToDate(over: source)
        }
    }
}

/// The glass layers a `preparingGlassLayers` found or made current over the pixels then under
/// them, and the boxes of the pictures laid down since: a layer asked for again at the same
/// place, with nothing laid over what it reads, is current without comparing its backdrop.
/// Anything else drawn (through Cairo, or pixels written directly) ends the vouching.
struct PreparedGlass {
    let places: [AnyHashable: GlassLayerPlace]
    var drawn: [PixelBox] = []

    func vouches(for key: AnyHashable, at place: GlassLayerPlace) -> Bool {
        guard let prepared = places[key], prepared == place else { return false }
        let read = place.read
        return !drawn.contains { box in
            box.x < read.x + read.width && read.x < box.x + box.width && box.y < read.y + read.height
                && read.y < box.y + box.height
        }
    }
}
