import GlassCore
import HomeScreen

/// The Liquid Glass platter the dock icons sit on: clear Liquid Glass, the same glass as
/// GlassUI's `glassEffect(.clear)` (`LiquidGlass`): barely frosted, dimmed a little so that
/// it shows over a white wallpaper, its backdrop bent along an 18 pt rim that is lit, with a
/// thin light edge. Spec 000 gives the dock no material; iOS 26's dock is clear glass. Its
/// corners follow the device's display corners (about 34 pt on iPhones with Face ID; the spec
/// gives only the dock's 110 pt).
enum DockPlatter {
    static let cornerRadius = 34.0

    static func draw(in frame: Rect, environment: GlassEnvironment, on canvas: Canvas) {
        let effect = glass(environment, size: frame.size)
        let reach = effect.sampleReach
        canvas.drawGlassLayer(
            key: "dock", content: GlassContent(shape: frame, look: environment), bounds: frame.insetBy(dx: -1, dy: -1),
            backdrop: frame.insetBy(dx: -reach, dy: -reach), transform: .identity, opacity: 1
        ) { canvas in
            let shape = GlassShape(rect: frame, cornerRadius: min(cornerRadius, frame.height / 2))
            canvas.drawBackdrop(in: shape, effect: effect)
            GlassEdge.stroke(shape, on: canvas)
        }
    }

    /// Clear Liquid Glass for a pane of `size`; Low Power Mode drops the blur.
    static func glass(_ environment: GlassEnvironment, size: Size) -> BackdropEffect {
        var effect = LiquidGlass.clear.effect(size: size, in: environment.colorScheme)
        if environment.lowPower { effect.blurRadius = 0 }
        return effect
    }
}

/// The small glass capsule behind the page dots, as iOS 26 draws it, with the dots inside in
/// spec 000's white: the current one opaque, the others at 0.3. The capsule is regular Liquid
/// Glass in its dark look, the look adaptive glass takes for white content (`glassEffect`'s
/// `AdaptiveGlassContent`), so that the white dots read over any wallpaper, a white one too.
enum PageDotsPlatter {
    /// The capsule, and the dots on it `withDots` (without them: the contrast audit's
    /// reference, where the glass is the dots' background).
    static func draw(_ dots: PageDotsPresentation, withDots: Bool, on canvas: Canvas) {
        guard dots.opacity > 0, !dots.dots.isEmpty else { return }
        let left = dots.dots.lazy.map(\.center.x).min()!, right = dots.dots.lazy.map(\.center.x).max()!
        let height = HomeScreenTokens.pageIndicator.containerHeight
        let capsule = Rect(
            center: Point(x: (left + right) / 2, y: dots.frame.midY),
            size: Size(width: right - left + height, height: height))
        let effect = LiquidGlass.regular.effect(size: capsule.size, in: .dark)
        let reach = effect.sampleReach
        canvas.drawGlassLayer(
            key: "page dots", content: GlassContent(shape: dots, look: withDots),
            bounds: capsule.insetBy(dx: -2, dy: -2),
            backdrop: capsule.insetBy(dx: -reach, dy: -reach), transform: .identity, opacity: dots.opacity
        ) { canvas in
            let shape = GlassShape(rect: capsule, cornerRadius: height / 2, style: .circular)
            canvas.drawBackdrop(in: shape, effect: effect)
            GlassEdge.stroke(shape, on: canvas)
            for dot in dots.dots where withDots && dot.diameter > 0 {
                canvas.fill(Path(circleCenter: dot.center, radius: dot.diameter / 2), with: dot.color)
            }
        }
    }
}

/// The thin light edge every piece of Liquid Glass has: a 0.5 pt stroke of white at 0.2 just
/// inside the outline.
enum GlassEdge {
    static func stroke(_ shape: GlassShape, on canvas: Canvas) {
        let inset = 0.25
        canvas.stroke(
            Path(
                roundedRect: shape.rect.insetBy(dx: inset, dy: inset), cornerRadius: shape.cornerRadius - inset,
                style: shape.style), with: Color(white: 1, alpha: 0.2), lineWidth: 0.5)
    }
}

/// What a piece of glass looks like, for `drawGlassLayer`: its shape (a frame, the dots, a
/// folder) and the look it is drawn in (the environment, a legibility style).
struct GlassContent<Shape: Hashable, Look: Hashable>: Hashable {
    let shape: Shape
    let look: Look
}
