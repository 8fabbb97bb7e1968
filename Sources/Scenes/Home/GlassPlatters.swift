import GlassCore
import HomeScreen

/// The Liquid Glass platter the dock icons sit on: the backdrop blurred, saturated and lightly
/// tinted by the ultra-thin material, bent along a 12 pt rim and lit at its edge. Its corners
/// follow the device's display corners (about 34 pt on iPhones with Face ID; the spec gives
/// only the dock's 110 pt).
enum DockPlatter {
    static let cornerRadius = 34.0

    static func draw(in frame: Rect, environment: GlassEnvironment, on canvas: Canvas) {
        let material = Material.ultraThin.appearance(in: environment.colorScheme)
        let shape = GlassShape(rect: frame, cornerRadius: min(cornerRadius, frame.height / 2))
        canvas.drawBackdrop(in: shape, effect: BackdropEffect(
            blurRadius: environment.lowPower ? 0 : material.blurRadius, saturation: material.saturation, tint: material.tint,
            refraction: Refraction(bezelWidth: 12, thickness: 10, rimHighlight: 0.7)))
        GlassEdge.stroke(shape, on: canvas)
    }
}

/// The small glass capsule behind the page dots, as iOS 26 draws it, with the dots inside.
enum PageDotsPlatter {
    static func draw(_ dots: PageDotsPresentation, on canvas: Canvas) {
        guard dots.opacity > 0, !dots.dots.isEmpty else { return }
        let xs = dots.dots.map(\.center.x)
        let height = HomeScreenTokens.pageIndicator.containerHeight
        let width = (xs.max()! - xs.min()!) + height
        let capsule = Rect(center: Point(x: (xs.max()! + xs.min()!) / 2, y: dots.frame.midY), size: Size(width: width, height: height))
        canvas.withLayer(opacity: dots.opacity, clip: Path(rect: capsule.insetBy(dx: -2, dy: -2)), isolated: dots.opacity < 1) {
            let shape = GlassShape(rect: capsule, cornerRadius: height / 2, style: .circular)
            canvas.drawBackdrop(in: shape, effect: BackdropEffect(blurRadius: 8, saturation: 1.8, tint: Color(white: 1, alpha: 0.12),
                                                                  refraction: Refraction(bezelWidth: 4, thickness: 3, rimHighlight: 0.6)))
            for dot in dots.dots where dot.diameter > 0 {
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
        canvas.stroke(Path(roundedRect: shape.rect.insetBy(dx: inset, dy: inset), cornerRadius: shape.cornerRadius - inset,
                           style: shape.style), with: Color(white: 1, alpha: 0.2), lineWidth: 0.5)
    }
}
