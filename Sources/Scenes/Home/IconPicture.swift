import GlassCore
import HomeScreen

/// What one icon's glass picture shows; equal pictures look the same over the same backdrop.
struct IconPicture: Hashable {
    enum Kind: Hashable {
        case app(AppIconBody)
        case folder(FolderIcon)
    }

    let frame: Rect
    let kind: Kind

    /// What the picture covers: an app's body with its shadow, a folder with its 4 % bounce.
    var bounds: Rect {
        switch kind {
        case .app(let body):
            return body.bounds.offsetBy(Vector(dx: frame.minX, dy: frame.minY))
        case .folder:
            let grow = frame.width * 0.04 + 1
            return frame.insetBy(dx: -grow, dy: -grow)
        }
    }

    /// The backdrop the picture is redrawn for. An app's glass reads the icon grown by its
    /// effect's reach. A folder's 30 pt blur reads far beyond it, but SpringBoard's folder
    /// glass shows the wallpaper, not the icons around it, so only the pixels under the folder
    /// itself are watched: wiggling neighbours do not redraw it every frame.
    var backdrop: Rect {
        switch kind {
        case .app:
            let reach = Self.refraction.sampleReach
            return frame.insetBy(dx: -reach, dy: -reach)
        case .folder:
            return bounds
        }
    }

    /// Layers 1–7 of an app icon, or a folder's glass and preview, at `frame`.
    func draw(on canvas: Canvas) {
        switch kind {
        case .app(let body):
            canvas.withLayer(transform: .translation(Vector(dx: frame.minX, dy: frame.minY))) {
                canvas.drawRasterized(key: body, bounds: body.bounds) { body.draw(on: $0) }
            }
            canvas.drawBackdrop(
                in: GlassShape(rect: frame, cornerRadius: HomeScreenTokens.appIcon.cornerRadius),
                effect: Self.refraction)
            canvas.withLayer(transform: .translation(Vector(dx: frame.minX, dy: frame.minY))) {
                canvas.drawRasterized(key: "icon border", bounds: AppIconBody.frame) { AppIconBody.drawBorder(on: $0) }
            }
        case .folder(let folder):
            folder.draw(in: frame, on: canvas)
        }
    }

    /// Layer 6: the backdrop bent through the icon's glass and drawn at the spec's 0.15. The
    /// lens (spec 000's shader) magnifies toward the center and darkens the edge; the rim
    /// refracts over a 6 pt bezel. The spec gives no lens strengths: 0.5 and 0.3 are ours,
    /// enough to see the background bend at 0.15 without smearing it.
    static let refraction = BackdropEffect(
        blurRadius: 1, saturation: 1.4,
        refraction: Refraction(bezelWidth: 6, thickness: 5, rimHighlight: 0.8),
        lens: Lens(strength: 0.5, vignetteStrength: 0.3),
        opacity: HomeScreenTokens.appIcon.refractionIntensity)
}
