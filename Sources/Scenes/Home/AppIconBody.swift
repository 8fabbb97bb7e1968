import GlassCore
import HomeScreen

/// The layers of an app icon that do not depend on the live backdrop, in the icon's own space
/// (origin at its top-left corner): the shadow (1), the tinted base glass (2), the artwork (3),
/// the lens (4) and the specular edge (5). As a value it is also its own cache key.
struct AppIconBody: Hashable {
    /// An app the catalog does not know is drawn as plain glass.
    let app: App?
    /// The wallpaper's dominant color under the icon, quantized so that the cache holds one
    /// picture per visible difference rather than per pixel of motion.
    let tint: Color
    /// The shadow's blur radius, in points: 4 at rest, up to 12 lifted; 0 for no shadow (the
    /// small icons of a folder's preview have none).
    let shadowRadius: Double
    /// Low Power Mode turns the specular highlight off (spec 000's optimization triggers).
    let specular: Bool

    static let frame = Rect(x: 0, y: 0, width: HomeScreenTokens.appIcon.size, height: HomeScreenTokens.appIcon.size)

    static var shape: Path {
        Path(roundedRect: frame, cornerRadius: HomeScreenTokens.appIcon.cornerRadius, style: .continuous)
    }

    /// The quantized tint: each channel to the nearest 1/16.
    static func quantized(_ color: Color) -> Color {
        func q(_ c: Double) -> Double { (c * 16).rounded() / 16 }
        return Color(red: q(color.red), green: q(color.green), blue: q(color.blue), alpha: color.alpha > 0 ? 1 : 0)
    }

    /// The icon plus its shadow's reach (3σ with σ = radius / 2, and the offset).
    var bounds: Rect {
        let reach = 1.5 * shadowRadius + 3
        return Self.frame.insetBy(dx: -reach, dy: -reach)
    }

    func draw(on canvas: Canvas) {
        let tokens = HomeScreenTokens.appIcon
        let shape = Self.shape
        if shadowRadius > 0 {
            canvas.drawShadow(
                of: shape,
                Shadow(
                    color: tokens.shadow.color.opacity(tokens.shadowOpacity),
                    radius: shadowRadius, offset: tokens.shadow.offset))
        }
        canvas.withLayer(clip: shape) {
            canvas.fill(Path(rect: Self.frame), with: baseGlass)
            if let app { AppArtwork.drawGlyph(app, in: Self.frame, on: canvas) }
            canvas.withLayer(opacity: tokens.lensOpacity, blendMode: .softLight) {
                canvas.fill(
                    Path(rect: Self.frame),
                    with: .radialGradient(
                        stops: [GradientStop(.white, at: 0), GradientStop(.black, at: 1)],
                        center: Self.frame.center, radius: Self.frame.width / 2 * 2.squareRoot()))
            }
            if specular {
                canvas.fill(
                    Path(rect: Rect(x: 0, y: 0, width: Self.frame.width, height: tokens.specularHeight)),
                    with: .linearGradient(
                        stops: [GradientStop(tokens.specularTopColor, at: 0), GradientStop(.clear, at: 1)],
                        start: Point(x: 0, y: 0), end: Point(x: 0, y: tokens.specularHeight)))
            }
        }
    }

    /// Layer 2: the app's gradient at 95 %, each stop mixed 0.2 toward the backdrop's color.
    private var baseGlass: Paint {
        let tokens = HomeScreenTokens.appIcon
        let top = app?.gradient.top ?? Color(white: 0.85), bottom = app?.gradient.bottom ?? Color(white: 0.7)
        func glass(_ c: Color) -> Color {
            (tint.alpha > 0 ? c.mixed(with: tint, by: tokens.dynamicTintIntensity) : c).opacity(tokens.baseColorOpacity)
        }
        return .linearGradient(
            stops: [GradientStop(glass(top), at: 0), GradientStop(glass(bottom), at: 1)],
            start: Point(x: 0, y: 0), end: Point(x: 0, y: Self.frame.height))
    }

    /// Layer 7: the inner shadow (black 0.05, 1 pt) and the 0.5 pt border of white at 0.1,
    /// stroked just inside the outline. The same for every icon, so it is rasterized once.
    static func drawBorder(on canvas: Canvas) {
        let tokens = HomeScreenTokens.appIcon
        canvas.drawInnerShadow(in: shape, color: tokens.innerShadow.color, width: tokens.innerShadow.width)
        let inset = tokens.border.width / 2
        let edge = Path(
            roundedRect: frame.insetBy(dx: inset, dy: inset), cornerRadius: tokens.cornerRadius - inset,
            style: .continuous)
        canvas.stroke(edge, with: tokens.border.color, lineWidth: tokens.border.width)
    }
}
