import GlassCore
import HomeScreen

/// The layers of an app icon that do not depend on the live backdrop, in the icon's own space
/// (origin at its top-left corner): the shadow (1), the tinted base glass (2), the artwork (3),
/// the lens (4) and the specular edge (5). As a value it is also its own cache key.
struct AppIconBody: Hashable {
    /// An app the catalog does not know is drawn as plain glass.
    let app: App?
    /// The shadow's blur radius, in points: 4 at rest, up to 12 lifted; 0 for no shadow (the
    /// small icons of a folder's preview have none).
    let shadowRadius: Double
    /// Low Power Mode turns the specular highlight off (spec 000's optimization triggers).
    let specular: Bool
    /// The dark variant iOS 26 draws in dark mode: the artwork on a near-black background.
    var dark = false

    static let frame = Rect(x: 0, y: 0, width: HomeScreenTokens.appIcon.size, height: HomeScreenTokens.appIcon.size)

    /// An app icon's continuous corner radius at a side of `side` points (a closed folder's
    /// too).
    static func cornerRadius(side: Double) -> Double {
        HomeScreenTokens.appIcon.cornerRadius * side / HomeScreenTokens.appIcon.size
    }

    static var shape: Path {
        Path(roundedRect: frame, cornerRadius: HomeScreenTokens.appIcon.cornerRadius, style: .continuous)
    }

    /// The icon plus its shadow's reach.
    var bounds: Rect {
        let reach = Self.shadowReach(radius: shadowRadius)
        return Self.frame.insetBy(dx: -reach, dy: -reach)
    }

    /// Layer 1: spec 000's icon shadow (black 0.2 at 0.6, 2 pt down) blurred by `radius` (a
    /// closed folder's too).
    static func shadow(radius: Double) -> Shadow {
        let tokens = HomeScreenTokens.appIcon
        return Shadow(
            color: tokens.shadow.color.opacity(tokens.shadowOpacity), radius: radius, offset: tokens.shadow.offset)
    }

    /// How far a shadow of blur `radius` reaches beyond its shape: 3σ with σ = radius / 2, and
    /// the offset.
    static func shadowReach(radius: Double) -> Double { 1.5 * radius + 3 }

    func draw(on canvas: Canvas) {
        let tokens = HomeScreenTokens.appIcon
        let shape = Self.shape
        if shadowRadius > 0 { canvas.drawShadow(of: shape, Self.shadow(radius: shadowRadius)) }
        canvas.withLayer(clip: shape) {
            canvas.fill(Path(rect: Self.frame), with: baseGlass)
            if let app { AppArtwork.drawGlyph(app, in: Self.frame, dark: dark, on: canvas) }
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

    /// Layer 2: the app's gradient at 95 %. It is the app's own color over any wallpaper: the
    /// spec's 0.2 tint toward the wallpaper's dominant color tints the glass that shows the
    /// wallpaper (`IconPicture.refraction`), not the app.
    private var baseGlass: Paint {
        let tokens = HomeScreenTokens.appIcon
        let (top, bottom) =
            dark
            ? (Self.darkBackground.top, Self.darkBackground.bottom)
            : (app?.gradient.top ?? Color(white: 0.85), app?.gradient.bottom ?? Color(white: 0.7))
        func glass(_ c: Color) -> Color { c.opacity(tokens.baseColorOpacity) }
        return .linearGradient(
            stops: [GradientStop(glass(top), at: 0), GradientStop(glass(bottom), at: 1)],
            start: Point(x: 0, y: 0), end: Point(x: 0, y: Self.frame.height))
    }

    /// The dark variant's background, every app's: a near-black gradient, a little lighter at
    /// the top, as iOS 26's dark icons are.
    static let darkBackground = GradientPair(top: Color(white: 0.17), bottom: Color(white: 0.07))

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
