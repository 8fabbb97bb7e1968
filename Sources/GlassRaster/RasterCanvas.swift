import CCairo
import GlassCore

/// The Linux `Canvas`: a premultiplied ARGB32 Cairo image surface at `scale` pixels per point.
///
/// Shapes, gradients and layers go through Cairo and text through Pango; scenes draw in points
/// and the canvas scales once at creation, so the same scene renders at 1×, 2× or 3×.
public final class RasterCanvas: Canvas {
    public let size: Size
    /// Pixels per point.
    public let scale: Double
    public let pixelWidth: Int
    public let pixelHeight: Int

    let surface: OpaquePointer
    /// The Cairo context as it is, for state (transforms, clips, groups) that draws nothing.
    let context: OpaquePointer
    /// The Cairo context for drawing: composites still pending land first, so Cairo draws over them.
    var cairo: OpaquePointer {
        landComposites()
        preparedGlass = nil
        return context
    }
    /// Posed pictures queued by `composite`, blended together on all cores when something
    /// next reads or draws where they land.
    let pendingComposites = PendingComposites()
    let rowCopy = RowCopy()
    /// The canvas as a Cairo source and as a pixman image, made on first use (`pattern`,
    /// `pixmanImage`).
    var madePattern: OpaquePointer?
    var madePixmanImage: OpaquePointer?
    /// Reused buffers for backdrop effects and shadows.
    /// (A kept picture's canvas lets go of them once drawn: see `drawRasterized`.)
    var scratch = Scratch()
    /// Rasterized layers by key (`drawRasterized`).
    let layers = LayerCache()
    /// Where each pane of glass samples its backdrop, by its optics (`drawBackdrop`).
    let sampleMaps = GlassSampleMapCache()
    /// Glass kept as pictures by key (`drawGlassLayer`).
    let glassLayers = GlassLayerCache()
    /// The pixels under large glass, kept while drawn in `keepingBackdrop`.
    let keptBackdrops = KeptBackdrops()
    /// Whether glass drawn now keeps its backdrop (inside `keepingBackdrop`).
    var keepsBackdrops = BackdropKeeping.no
    /// While a glass layer's picture is drawn on this canvas: the pixels under it on the canvas
    /// it is drawn for, (0, 0) at this canvas's top-left corner, which its backdrop effects see.
    var backdropSource: PixelView?
    /// The out-of-date glass layers a `preparingGlassLayers` has found so far.
    var glassLayerBatch: GlassLayerBatch?
    /// The glass layers the last `preparingGlassLayers` brought up to date, while all that is
    /// drawn since are pictures laid down in known boxes.
    var preparedGlass: PreparedGlass?
    /// Opaque fills held back until something reads or draws (`holdGround`), apart: a ground
    /// held over others keeps of them only what lies outside it.
    var heldGrounds: [Ground] = []
    /// How many held grounds were written rather than covered (for tests).
    var groundsWritten = 0
    /// The Dotfield kept from frame to frame (`drawDots`).
    let retainedDots = RetainedDots()
    /// Whether every pixel is known to be opaque, so that drawing the canvas on whole pixels
    /// is a copy: set for a rasterized layer once drawn (a wallpaper is).
    var isOpaque = false
    /// How many `withLayer` clips are in effect; our own kernels draw unclipped.
    private(set) var clipDepth = 0
    /// The group surfaces of the faded or blended (not isolated) layers open now, innermost
    /// last: a backdrop effect inside one sees the layer's content over the canvas.
    private(set) var fadeGroups: [OpaquePointer] = []
    /// Whether drawing lands straight in the canvas's own pixels, where our kernels write: no
    /// `withLayer` clip in effect and no Cairo group open (a faded, isolated or blended layer, a
    /// shadow of any drawing), whose pixels the canvas would not show.
    var drawsOnOwnPixels: Bool { clipDepth == 0 && cairo_get_group_target(context) == surface }
    /// Refraction profiles by refractive index, tabulated once.
    private var profiles: [Double: RefractionProfile] = [:]
    /// Large strokes kept as coverage masks (`strokeThroughMask`).
    let strokeMasks = StrokeMasks()
    /// Pane shadows kept blurred between frames.
    var shadowMasks = ShadowMasks()
    /// Whether anything drawn so far read the backdrop (glass, a material): a picture drawn
    /// apart, with no backdrop of its own, is then not the one the canvas would show.
    var readsBackdrop = false

    final class Scratch {
        let backdrop = ScratchBuffer<UInt32>()
        let blur = ScratchBuffer<UInt32>()
        let glass = ScratchBuffer<UInt32>()
        /// The backdrop's rows stretched to a pane's width, for its flat interior.
        let stretched = ScratchBuffer<UInt32>()
        /// A pane's coarse pass, a pixel per 2 × 2 (`GlassPaneMap`).
        let coarseGlass = ScratchBuffer<UInt32>()
        /// The pixels under a backdrop effect inside a group: the canvas with the group over it.
        let groupBackdrop = ScratchBuffer<UInt32>()
        let shadow = ScratchBuffer<UInt32>()
        let shadowBlur = ScratchBuffer<UInt32>()
        /// Sampled colors, one buffer a level of nesting (a legibility check samples two rects).
        var samples: [ScratchBuffer<Color>] = []
        var sampleDepth = 0
        /// `dominantColor`'s bins: counts and channel sums.
        let binCounts = ScratchBuffer<Int>()
        let binSums = ScratchBuffer<SIMD4<Double>>()
    }

    /// A transparent canvas of `size` points at `scale` pixels per point.
    /// - Throws: `RasterError` when the size or scale is not positive and finite, or the
    ///   surface cannot be allocated.
    public convenience init(size: Size, scale: Double) throws(RasterError) {
        guard scale.isFinite, scale > 0, size.width.isFinite, size.height.isFinite,
            size.width > 0, size.height > 0
        else {
            throw RasterError(
                "canvas size \(size.width)×\(size.height) pt at scale \(scale) must be positive and finite")
        }
        let w = (size.width * scale).rounded(.up), h = (size.height * scale).rounded(.up)
        guard w <= 32_767, h <= 32_767 else {
            throw RasterError("canvas of \(Int(w))×\(Int(h)) px exceeds Cairo's 32767 px limit")
        }
        try self.init(pixelWidth: Int(w), pixelHeight: Int(h), scale: scale, size: size)
    }

    /// A transparent canvas of exactly `pixelWidth` × `pixelHeight` pixels at `scale`.
    convenience init(pixelWidth: Int, pixelHeight: Int, scale: Double) throws(RasterError) {
        try self.init(
            pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
            size: Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale))
    }

    private init(pixelWidth w: Int, pixelHeight h: Int, scale: Double, size: Size) throws(RasterError) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw RasterError("cannot allocate a \(w)×\(h) px canvas: \(reason)")
        }
        self.size = size
        self.scale = scale
        self.pixelWidth = w
        self.pixelHeight = h
        self.surface = surface
        self.context = cairo_create(surface)
        cairo_scale(context, scale, scale)
    }

    deinit {
        if let madePattern { cairo_pattern_destroy(madePattern) }
        if let madePixmanImage { pixman_image_unref(madePixmanImage) }
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    public func fill(_ path: Path, with paint: Paint, rule: FillRule) {
        guard !holdGround(path, with: paint) else { return }
        trace(path)
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        withSource(paint) { cairo_fill(cairo) }
    }

    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
        if case .color(let color) = paint, strokeThroughMask(path, color: color, style: style) { return }
        trace(path)
        cairo_set_line_width(cairo, style.lineWidth)
        cairo_set_line_cap(cairo, style.lineCap.cairo)
        cairo_set_line_join(cairo, style.lineJoin.cairo)
        style.dash.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), 0) }
        withSource(paint) { cairo_stroke(cairo) }
    }

    public func withLayer(
        opacity: Double, blendMode: BlendMode, transform: AffineTransform, clip: Path?,
        isolated: Bool, _ body: () -> Void
    ) {
        // A layer drawn at no opacity shows nothing: skip its body rather than draw it into a group.
        guard opacity > 0 else { return }
        // State changes go to the context as it is: a transform or a clip does not need the
        // pending composites landed, a group's paint and the clip's path do.
        cairo_save(context)
        var m = cairo_matrix_t(
            xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
            x0: transform.tx, y0: transform.ty)
        cairo_transform(context, &m)
        if let clip {
            trace(clip)
            cairo_clip(context)
            clipDepth += 1
        }
        defer { if clip != nil { clipDepth -= 1 } }
        if opacity >= 1 && blendMode == .normal && !isolated {
            body()
        } else {
            cairo_push_group(cairo)
            if !isolated { fadeGroups.append(cairo_get_group_target(context)) }
            body()
            if !isolated { fadeGroups.removeLast() }
            cairo_pop_group_to_source(context)
            cairo_set_operator(context, blendMode.cairo)
            cairo_paint_with_alpha(cairo, opacity)
        }
        cairo_restore(context)
    }

    /// Writes the canvas as a PNG file (8-bit RGBA, straight alpha).
    public func writePNG(to path: String) throws(RasterError) {
        let status = cairo_surface_write_to_png(flushedSurface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError("cannot write PNG '\(path)': \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// The color of one pixel, un-premultiplied; `x`, `y` are pixel coordinates.
    public func color(atPixelX x: Int, y: Int) -> Color {
        precondition(
            (0..<pixelWidth).contains(x) && (0..<pixelHeight).contains(y), "pixel (\(x), \(y)) is outside the canvas")
        return PremultipliedPixel(pixels[x, y]).color
    }

    /// The canvas's own pixels, with every pending composite landed and flushed from Cairo, so
    /// that everything drawn is visible to our kernels.
    public var pixels: PixelView {
        landComposites()
        return surfacePixels
    }

    /// Tells the canvas that its pixels were written directly (through `pixels`), so that
    /// Cairo drops what it cached of them.
    public func pixelsChanged() {
        preparedGlass = nil
        cairo_surface_mark_dirty(surface)
    }

    /// The pixels, for reading `box` (device pixels): pending composites land only if one of
    /// them touches the box, so reading beside them does not end their batch.
    func pixels(reading box: PixelBox) -> PixelView {
        if pendingComposites.touches(box) { landComposites() }
        return surfacePixels
    }

    /// The surface with everything drawn on it, for Cairo to read.
    var flushedSurface: OpaquePointer {
        landComposites()
        cairo_surface_flush(surface)
        return surface
    }

    /// The pixels as Cairo left them, pending composites not landed (a ground held back is).
    var surfacePixels: PixelView {
        landGround()
        cairo_surface_flush(surface)
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        return PixelView(
            base: data, width: pixelWidth, height: pixelHeight,
            rowStride: Int(cairo_image_surface_get_stride(surface)) / 4)
    }

    /// The refraction profile for refractive index `n`, tabulated on first use.
    func profile(for n: Double) -> RefractionProfile {
        if let cached = profiles[n] { return cached }
        let made = RefractionProfile(refractiveIndex: n)
        profiles[n] = made
        return made
    }

    func trace(_ path: Path) {
        Self.trace(path, on: context)
    }

    static func trace(_ path: Path, on cairo: OpaquePointer) {
        cairo_new_path(cairo)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cairo, p.x, p.y)
            case .line(let p): cairo_line_to(cairo, p.x, p.y)
            case .cubic(let p, let c1, let c2): cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cairo)
            }
        }
    }

    private func withSource(_ paint: Paint, _ draw: () -> Void) {
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
            draw()
        case .linearGradient(let stops, let start, let end):
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
            drawWithGradient(pattern, stops, draw)
        case .radialGradient(let stops, let center, let radius):
            let pattern = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius)!
            drawWithGradient(pattern, stops, draw)
        case .conicGradient(let stops, let center, let start, let end):
            let pattern = ConicMesh(stops: stops, center: center, startAngle: start, endAngle: end)
                .pattern(reaching: visibleBounds)
            cairo_set_source(cairo, pattern)
            draw()
            cairo_pattern_destroy(pattern)
        }
    }

    private func drawWithGradient(_ pattern: OpaquePointer, _ stops: [GradientStop], _ draw: () -> Void) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        cairo_set_source(cairo, pattern)
        draw()
        cairo_pattern_destroy(pattern)
    }
}

extension StrokeStyle.LineCap {
    var cairo: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}

extension StrokeStyle.LineJoin {
    var cairo: cairo_line_join_t {
        switch self {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}

extension BlendMode {
    /// Cairo's operators; plus-lighter is additive with saturation, which is Cairo's ADD.
    var cairo: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .plusLighter: CAIRO_OPERATOR_ADD
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        }
    }
}
