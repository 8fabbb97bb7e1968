/// A drawing surface that scenes paint in points, in the spirit of SwiftUI's `GraphicsContext`.
///
/// The protocol is backend-neutral and imports no C: on Linux `GlassRaster` implements it with
/// Cairo and Pango at any pixel scale, and an Apple host could implement it on Core Graphics.
/// The coordinate space is points with y downward; transforms and clips nest through
/// `withLayer`, and everything drawn inside a layer is composited once when it ends.
public protocol Canvas: AnyObject {
    /// The drawable area, in points.
    var size: Size { get }

    func fill(_ path: Path, with paint: Paint, rule: FillRule)
    func stroke(_ path: Path, with paint: Paint, style: StrokeStyle)

    /// Lays out `text` in `rect` (wrapping at its width and honouring the line limit) and draws it
    /// from the rect's top edge.
    func draw(_ text: TextRun, in rect: Rect)

    /// The size `text` takes when laid out at most `width` points wide.
    func measure(_ text: TextRun, width: Double) -> Size

    /// Draws text laid out by this canvas's `TextEngine`, its top-left corner at `origin`.
    func draw(_ layout: any TextLayout, at origin: Point)

    /// Draws `image` stretched over `rect`, filtered bilinearly.
    func draw(_ image: Bitmap, in rect: Rect)

    /// The shadow `path` casts: the shape in `shadow.color`, blurred by its radius and moved by
    /// its offset. The shape itself is not drawn (SwiftUI draws the two together; scenes here
    /// draw the shadow first, then the shape, so each can be cached on its own). With
    /// `outside`, only the part outside the shape is drawn: the shadow of a pane of glass,
    /// whose backdrop must not hold its own shadow.
    func drawShadow(of path: Path, _ shadow: Shadow, outside: Bool)

    /// Draws what `body` draws with `shadow` under it: the shadow of everything it draws (its
    /// coverage in the shadow's color, blurred and moved), as SwiftUI's `shadow` modifier casts
    /// one from any view. `bounds` (points, current space) holds what the body draws: what it
    /// draws outside is not drawn. With `content`, a value that changes whenever what the body
    /// draws does, the blurred shadow may be kept and composited again without the body drawn
    /// apart. The body draws on the canvas it is given: this one, or one of its own.
    func withShadow(_ shadow: Shadow, bounds: Rect, content: AnyHashable?, _ body: (Canvas) -> Void)

    /// Draws what `body` draws blurred by a Gaussian of `radius` points (σ = radius / 2), as
    /// SwiftUI's `blur(radius:)`. `bounds` (points, current space) holds the blurred result.
    func drawBlurred(radius: Double, bounds: Rect, _ body: () -> Void)

    /// Draws a field of anti-aliased round dots (spec 001's Dotfield).
    func drawDots(_ dots: DotLayer)

    /// An inner shadow: `color` spreading `width` points inward from the edge of `path`, as the
    /// shadow of everything outside the shape, seen only inside it.
    func drawInnerShadow(in path: Path, color: Color, width: Double)

    /// Replaces the pixels inside `shape` with the backdrop beneath it, processed by `effect`.
    /// The backdrop is what the canvas holds under the current layer: inside an isolated layer
    /// the layer's own content is not part of it, as with Core Animation's backdrop layers.
    func drawBackdrop(in shape: GlassShape, effect: BackdropEffect)

    /// Replaces the pixels inside the smooth union of `union`'s shapes with the backdrop
    /// beneath, processed once by `effect` for all of them: the shapes' rims bend it along the
    /// union's outline, necks included.
    func drawBackdrop(in union: GlassUnion, effect: BackdropEffect)

    /// Draws `body`, whose glass keeps a copy of the backdrop it reads, so that a later frame
    /// that draws only a rectangle across the glass need not draw all of it: the glass finds
    /// the backdrop outside the rectangle in its copy and is drawn again in the rows the
    /// rectangle crosses. The caller promises that every frame that draws beneath the glass,
    /// within its reach, draws the glass too, in the same place (a sheet's pane: see
    /// `ViewGraph.growingOverBackdropReaders`). Returns whether all the glass drawn kept its
    /// backdrop; glass that could not (inside a faded layer, under a clip that is not a
    /// rectangle) must be drawn again whole in the next frame.
    func keepingBackdrop(_ body: () -> Void) -> Bool

    /// The most common color of what is drawn under `rect` (colors quantized into bins, the
    /// fullest bin's mean), for glass that tints itself toward its background.
    func dominantColor(in rect: Rect) -> Color

    /// Runs `body` over the colors now at the centers of a `columns` × `rows` grid of cells
    /// over `rect` (in the current space), row by row, the part of `rect` off the canvas left
    /// out. The colors live in a temporary buffer only for the call, so sampling every frame
    /// allocates nothing.
    func sampleColors<Result>(in rect: Rect, columns: Int, rows: Int, _ body: (UnsafeBufferPointer<Color>) -> Result)
        -> Result

    /// Draws `body` into a layer that is transformed, clipped, then composited with `opacity`
    /// and `blendMode` over what is already on the canvas. An `isolated` layer is always drawn
    /// offscreen first (SwiftUI's `compositingGroup()`), so backdrop effects inside it see
    /// only what lies beneath the layer; inside a faded or blended layer they see what lies
    /// beneath with what the layer has drawn so far laid over it at full strength.
    func withLayer(
        opacity: Double, blendMode: BlendMode, transform: AffineTransform, clip: Path?,
        isolated: Bool, _ body: () -> Void)

    /// Draws what `body` draws inside `bounds` (points, in the current space) from a cached
    /// rendering of it, made on first use of `key` at the canvas's pixel scale, as Core
    /// Animation's `shouldRasterize` does. The body gets a canvas of its own; it must draw the
    /// same picture whenever it is called with the same key, and it sees no backdrop.
    func drawRasterized(key: AnyHashable, bounds: Rect, _ body: (Canvas) -> Void)

    /// Draws what `body` draws inside `bounds` (points, in the current space) offscreen, then
    /// composites it through `projection`, a perspective map of the current space (a view
    /// turned in depth, `rotation3DEffect`), read bilinearly. The body gets a canvas of its
    /// own and sees no backdrop; an affine projection draws it directly, transformed.
    func drawProjected(_ projection: ProjectionTransform, bounds: Rect, _ body: (Canvas) -> Void)

    /// The bounding box, in the current space, of what drawing can still reach: the canvas
    /// cut by every clip in force. Views wholly outside it need not be drawn.
    var visibleBounds: Rect { get }

    /// Draws a retained layer, as Core Animation composites a layer it drew before: what `body`
    /// draws inside `bounds` (points, in the current space) is kept in tiles at the canvas's
    /// pixel scale, one set per `key`, and a call draws only the tiles that are visible and not
    /// kept yet, then composites the tiles through the current transform and clips. So moving,
    /// fading or clipping a layer costs a composite, not a repaint. The body gets a canvas of
    /// its own, clipped to one tile; it sees no backdrop and must draw the same picture
    /// whenever it is called with the same key. Returns false, having drawn nothing, when the
    /// layer cannot be kept (turned or scaled, its tiles would be resampled; more than the cache
    /// holds; bounds that are not finite): the caller then draws it directly.
    func drawRetainedLayer(key: AnyHashable, bounds: Rect, _ body: (Canvas) -> Void) -> Bool

    /// Draws the kept tiles of the retained layer `key` (laid over `bounds`, as
    /// `drawRetainedLayer` laid them) again within `areas`, the whole device pixels around
    /// each cleared and drawn by `body` as the tiles were: a change in part of a layer's
    /// content (a picture arriving in one card of a grid) costs that part, not the layer's
    /// picture. Kept tiles out of sight (beyond every clip in force) are let go instead, to be
    /// drawn whole when they show; tiles not kept are left for `drawRetainedLayer`.
    func redrawRetainedLayer(key: AnyHashable, bounds: Rect, areas: [Rect], _ body: (Canvas) -> Void)

    /// Lets go of the tiles kept for `key`: the layer drew something else since, so they can
    /// never be shown again (and would fill the cache until evicted).
    func discardRetainedLayer(key: AnyHashable)

    /// Draws `body` with the current space moved by less than half a pixel, so that its origin
    /// lands on a whole device pixel, when the space is upright (not turned or scaled beyond
    /// the canvas's scale). A retained layer's tiles land so; moved content drawn directly
    /// lands alike, so a frame looks the same whichever way a view was drawn.
    func drawPixelAligned(_ body: () -> Void)

    /// Draws glass that is kept as a picture: `body` draws inside `bounds` on a canvas whose
    /// backdrop effects see the pixels now under `bounds`, and only what it draws is kept. One
    /// picture is kept per `key` and redrawn only when `content` (what the body depends on) or
    /// the pixels under `backdrop` (all the body's effects read: their shapes grown by their
    /// `sampleReach`) change, so glass over a still backdrop costs a copy a frame, as a
    /// rasterized Core Animation layer over static content does. The picture is drawn through
    /// `transform` (an icon's wiggle, a lift) with `opacity`; the transform moves the picture,
    /// not the point where the backdrop was sampled.
    func drawGlassLayer<Content: Hashable>(
        key: AnyHashable, content: Content, bounds: Rect, backdrop: Rect,
        transform: AffineTransform, opacity: Double, _ body: (Canvas) -> Void)

    /// Brings the glass layers that `record` names with `prepareGlassLayer` up to date with the
    /// pixels under them now, drawing the pictures that changed together on all cores; the
    /// `drawGlassLayer` calls that follow, with the same keys, content and places, find them
    /// ready. Nothing is drawn on this canvas. Preparing is only a head start: a picture whose
    /// backdrop changes in between (an earlier one drawn over it) is drawn again when asked.
    func preparingGlassLayers(_ record: () -> Void)

    /// Names a glass layer for `preparingGlassLayers` (or, outside one, brings it up to date at
    /// once): the arguments are `drawGlassLayer`'s, in the same user space, without the pose.
    /// `body` must draw on the canvas it is given alone, as it may run on another thread.
    func prepareGlassLayer<Content: Hashable>(
        key: AnyHashable, content: Content, bounds: Rect, backdrop: Rect, _ body: @escaping (Canvas) -> Void)
}

extension Canvas {
    public func drawShadow(of path: Path, _ shadow: Shadow) { drawShadow(of: path, shadow, outside: false) }
    public func withShadow(_ shadow: Shadow, bounds: Rect, _ body: () -> Void) {
        withShadow(shadow, bounds: bounds, content: nil) { _ in body() }
    }
    public func fill(_ path: Path, with paint: Paint) { fill(path, with: paint, rule: .nonZero) }
    public func fill(_ path: Path, with color: Color) { fill(path, with: .color(color), rule: .nonZero) }
    public func stroke(_ path: Path, with color: Color, lineWidth: Double) {
        stroke(path, with: .color(color), style: StrokeStyle(lineWidth: lineWidth))
    }

    public func withLayer(
        opacity: Double = 1, blendMode: BlendMode = .normal, transform: AffineTransform = .identity,
        clip: Path? = nil, isolated: Bool = false, _ body: () -> Void
    ) {
        withLayer(opacity: opacity, blendMode: blendMode, transform: transform, clip: clip, isolated: isolated, body)
    }
}
