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

    /// Replaces the pixels inside `shape` with the backdrop beneath it, processed by `effect`.
    func drawBackdrop(in shape: GlassShape, effect: BackdropEffect)

    /// Draws `body` into a layer that is transformed, clipped, then composited with `opacity`
    /// and `blendMode` over what is already on the canvas.
    func withLayer(opacity: Double, blendMode: BlendMode, transform: AffineTransform, clip: Path?, _ body: () -> Void)
}

extension Canvas {
    public func fill(_ path: Path, with paint: Paint) { fill(path, with: paint, rule: .nonZero) }
    public func fill(_ path: Path, with color: Color) { fill(path, with: .color(color), rule: .nonZero) }
    public func stroke(_ path: Path, with color: Color, lineWidth: Double) {
        stroke(path, with: .color(color), style: StrokeStyle(lineWidth: lineWidth))
    }

    public func withLayer(opacity: Double = 1, blendMode: BlendMode = .normal, transform: AffineTransform = .identity,
                          clip: Path? = nil, _ body: () -> Void) {
        withLayer(opacity: opacity, blendMode: blendMode, transform: transform, clip: clip, body)
    }
}
