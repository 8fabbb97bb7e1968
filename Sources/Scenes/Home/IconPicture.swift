import GlassCore
import HomeScreen

/// What one icon's glass picture shows; equal pictures look the same over the same backdrop.
struct IconPicture: Hashable {
    enum Kind: Hashable {
        /// An app's body, and the dominant color of the wallpaper under it (`quantized`).
        case app(AppIconBody, tint: Color)
        case folder(FolderIcon)
    }

    let frame: Rect
    let kind: Kind

    /// What the picture covers: an app's body with its shadow, a folder with its shadow, its
    /// 4 % bounce and, while it is born, the apps arriving in it.
    var bounds: Rect {
        switch kind {
        case .app(let body, _):
            return body.bounds.offsetBy(Vector(dx: frame.minX, dy: frame.minY))
        case .folder(let folder):
            let grow = frame.width * 0.04 + AppIconBody.shadowReach(radius: HomeScreenTokens.appIcon.shadow.radius)
            let glass = frame.insetBy(dx: -grow, dy: -grow)
            return folder.creation.map { glass.union($0.previewReach(inIcon: frame)) } ?? glass
        }
    }

    /// The backdrop the picture is redrawn for. An app's glass reads the icon grown by its
    /// effect's reach. A folder's 30 pt blur reads far beyond it, but SpringBoard's folder
    /// glass shows the wallpaper, not the icons around it, so only the pixels under the folder
    /// itself are watched: wiggling neighbours do not redraw it every frame.
    var backdrop: Rect {
        switch kind {
        case .app:
            let reach = Self.refraction(tint: .clear).sampleReach
            return frame.insetBy(dx: -reach, dy: -reach)
        case .folder:
            return bounds
        }
    }

    /// Layers 1–7 of an app icon, or a folder's glass and preview, at `frame`.
    func draw(on canvas: Canvas) {
        switch kind {
        case .app(let body, let tint):
            canvas.withLayer(transform: .translation(Vector(dx: frame.minX, dy: frame.minY))) {
                canvas.drawRasterized(key: body, bounds: body.bounds) { body.draw(on: $0) }
            }
            canvas.drawBackdrop(
                in: GlassShape(rect: frame, cornerRadius: HomeScreenTokens.appIcon.cornerRadius),
                effect: Self.refraction(tint: tint))
            canvas.withLayer(transform: .translation(Vector(dx: frame.minX, dy: frame.minY))) {
                canvas.drawRasterized(key: "icon border", bounds: AppIconBody.frame) { AppIconBody.drawBorder(on: $0) }
            }
        case .folder(let folder):
            folder.draw(in: frame, on: canvas)
        }
    }

    /// Layer 6: the backdrop bent through the icon's glass and drawn at the spec's 0.15, in
    /// the glass's rim only. The face is the app's own color and artwork: iOS's icons keep
    /// their colors over any wallpaper, where drawing the backdrop over the whole face (with
    /// the 0.2 tint on the app's color) made a white icon 187 grey over black. The rim fades
    /// in over the 6 pt bezel, where the backdrop is pulled inward by up to 5 pt, and the
    /// spec's dynamic tint mixes what it shows 0.2 toward the wallpaper's dominant color
    /// (`tint`). The lens (spec 000's shader) magnifies toward the center; its strengths
    /// (0.5, 0.3) are ours.
    static func refraction(tint: Color) -> BackdropEffect {
        let tokens = HomeScreenTokens.appIcon
        return BackdropEffect(
            blurRadius: 1, saturation: 1.4, tint: tint.opacity(tokens.dynamicTintIntensity),
            refraction: Refraction(bezelWidth: 6, thickness: 5, rimHighlight: 0.8, interiorOpacity: 0),
            lens: Lens(strength: 0.5, vignetteStrength: 0.3),
            opacity: tokens.refractionIntensity)
    }

    /// The dominant color, each channel to the nearest 1/16, so that the cache holds one
    /// picture per visible difference rather than per pixel of motion.
    static func quantized(_ color: Color) -> Color {
        func q(_ c: Double) -> Double { (c * 16).rounded() / 16 }
        return Color(red: q(color.red), green: q(color.green), blue: q(color.blue), alpha: color.alpha > 0 ? 1 : 0)
    }
}
