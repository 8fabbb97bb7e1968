import Foundation
import GlassCore
import HomeScreen

/// A closed folder on the grid: spec 000's glass container (ultra-thin material at 40 % white
/// over a 30 pt blur, a 2 pt white inner shadow and a 0.5 pt border, corners at 35 % of its
/// size) with the 2 × 2 preview of its first apps. The 132 pt design is drawn scaled into the
/// icon's 60 pt slot. A folder being born follows the 0.6 s timeline: the glass grows in
/// (0.2–0.4 s), the preview forms (0.3–0.5 s) and the folder bounces once (0.4–0.6 s).
struct FolderIcon: Hashable {
    let previewApps: [AppID]
    let creation: FolderCreationTimeline?
    let environment: GlassEnvironment
    /// Where the preview's apps are looked up when drawn. It is the same for the whole home
    /// screen, so it is not part of what the folder looks like (nor hashed every frame).
    let catalog: AppCatalog

    static func == (a: FolderIcon, b: FolderIcon) -> Bool {
        a.previewApps == b.previewApps && a.creation == b.creation && a.environment == b.environment
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(previewApps)
        hasher.combine(creation)
        hasher.combine(environment)
    }

    func draw(in frame: Rect, on canvas: Canvas) {
        let folder = HomeScreenTokens.folder
        let designScale = frame.width / folder.size
        let growth = creation.map(Self.growth) ?? 1
        guard growth > 0 else { return }
        canvas.withLayer(transform: AffineTransform.scale(growth).about(frame.center)) {
            let shape = GlassShape(rect: frame, cornerRadius: folder.cornerRadius * designScale)
            canvas.drawBackdrop(in: shape, effect: Self.material(environment.colorScheme))
            // What lies on the glass does not change with the backdrop: it is drawn once.
            let face = Face(folder: self, size: frame.size)
            canvas.withLayer(transform: .translation(Vector(dx: frame.minX, dy: frame.minY))) {
                canvas.drawRasterized(key: face, bounds: Rect(origin: .zero, size: frame.size)) { face.draw(on: $0) }
            }
        }
    }

    /// The folder's inner shadow, border and preview, drawn in its frame at the origin.
    private struct Face: Hashable {
        let folder: FolderIcon
        let size: Size

        func draw(on canvas: Canvas) {
            let tokens = HomeScreenTokens.folder
            let frame = Rect(origin: .zero, size: size)
            let radius = tokens.cornerRadius * size.width / tokens.size
            canvas.drawInnerShadow(
                in: Path(roundedRect: frame, cornerRadius: radius, style: .continuous), color: tokens.innerShadow.color,
                width: tokens.innerShadow.width * size.width / tokens.size)
            let inset = tokens.border.width / 2
            canvas.stroke(
                Path(
                    roundedRect: frame.insetBy(dx: inset, dy: inset), cornerRadius: radius - inset, style: .continuous),
                with: tokens.border.color, lineWidth: tokens.border.width)
            let gridOpacity = folder.creation.map { $0.progress(of: .gridFormation) } ?? 1
            canvas.withLayer(opacity: gridOpacity) {
                for (index, app) in folder.previewApps.compactMap({ folder.catalog[$0] })
                    .prefix(tokens.maximumPreviewIcons).enumerated()
                {
                    MiniAppIcon.draw(
                        app, in: HomeGeometry.folderPreviewIconFrame(index: index, inIcon: frame), on: canvas)
                }
            }
        }
    }

    /// The folder's glass: 30 pt blur, ultra-thin saturation, 40 % white. The spec gives only
    /// the light look; in dark mode the white is replaced by a dark gray at the same strength,
    /// as iOS darkens its folders.
    static func material(_ scheme: ColorScheme) -> BackdropEffect {
        let folder = HomeScreenTokens.folder
        let appearance = Material.ultraThin.appearance(in: scheme)
        let tint =
            scheme == .dark
            ? Color(white: 0.12, alpha: folder.materialWhite) : Color(white: 1, alpha: folder.materialWhite)
        return BackdropEffect(blurRadius: folder.blurRadius, saturation: appearance.saturation, tint: tint)
    }

    /// The container's scale on the creation timeline: it grows over the birth phase along the
    /// drop's spring, then overshoots by 4 % and settles during the polish ("slight bounce").
    static func growth(_ timeline: FolderCreationTimeline) -> Double {
        let birth = timeline.progress(of: .birth)
        let grown = 1 - (1 - birth) * (1 - birth)
        let bounce = sin(.pi * timeline.progress(of: .polish)) * 0.04
        return grown + bounce
    }
}

/// A preview app inside a folder: the app's glass body without a shadow, drawn at mini size.
enum MiniAppIcon {
    static func draw(_ app: App, in frame: Rect, on canvas: Canvas) {
        let scale = frame.width / AppIconBody.frame.width
        let body = AppIconBody(app: app, tint: .clear, shadowRadius: 0, specular: true)
        canvas.withLayer(
            transform: AffineTransform.scale(scale).concatenating(.translation(Vector(dx: frame.minX, dy: frame.minY)))
        ) {
            canvas.drawRasterized(key: body, bounds: body.bounds) { body.draw(on: $0) }
        }
    }
}
