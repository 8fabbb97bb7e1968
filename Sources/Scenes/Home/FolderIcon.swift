import Foundation
import GlassCore
import HomeScreen

/// A closed folder on the grid, as iOS 26 draws it: light frosted glass in an app icon's size,
/// squircle and shadow, holding the 2 × 2 preview of its first apps (spec 000's 132 pt design
/// scaled into the slot, `HomeScreenTokens.Folder`). The glass is the spec's: a 30 pt blur under
/// a 40 % fill, a 2 pt white inner shadow and a 0.5 pt border, with a lit refracting rim as all
/// Liquid Glass has. A folder being born follows the 0.6 s timeline: the two apps converge on
/// its center at half size (0.1–0.3 s), the glass grows in under them (0.2–0.4 s), they settle
/// into the mini grid (0.3–0.5 s) and the folder bounces once (0.4–0.6 s).
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
        let bounce = creation.map(Self.bounce) ?? 1, birth = creation.map(Self.birth) ?? 1
        canvas.withLayer(transform: AffineTransform.scale(bounce).about(frame.center)) {
            if birth > 0 {
                canvas.withLayer(transform: AffineTransform.scale(birth).about(frame.center)) {
                    drawGlass(in: frame, on: canvas)
                }
            }
            if let creation {
                for (index, app) in previewApps.prefix(2).compactMap({ catalog[$0] }).enumerated() {
                    MiniAppIcon.draw(
                        app, in: creation.previewFrame(index: index, inIcon: frame),
                        dark: environment.colorScheme == .dark, on: canvas)
                }
            }
        }
    }

    /// The glass with its shadow, and what lies on it: the preview, unless the apps are still
    /// arriving (drawn one by one on their way into the grid).
    private func drawGlass(in frame: Rect, on canvas: Canvas) {
        let shape = GlassShape(rect: frame, cornerRadius: AppIconBody.cornerRadius(side: frame.width))
        let shadow = AppIconBody.shadow(radius: HomeScreenTokens.appIcon.shadow.radius)
        canvas.drawShadow(of: shape.path, shadow, outside: true)
        canvas.drawBackdrop(in: shape, effect: Self.material(environment.colorScheme, refraction: Self.rim))
        // What lies on the glass does not change with the backdrop: it is drawn once.
        let face = Face(
            previewApps: creation == nil ? previewApps : [], size: frame.size, dark: environment.colorScheme == .dark,
            catalog: catalog)
        canvas.withLayer(transform: .translation(Vector(dx: frame.minX, dy: frame.minY))) {
            canvas.drawRasterized(key: face, bounds: Rect(origin: .zero, size: frame.size)) { face.draw(on: $0) }
        }
    }

    /// The closed folder's rim: the backdrop bent over 6 pt and lit, as on an app icon.
    static let rim = Refraction(bezelWidth: 6, thickness: 4, rimHighlight: 0.8)

    /// The folder's inner shadow, border and preview, drawn in its frame at the origin.
    private struct Face: Hashable {
        let previewApps: [AppID]
        let size: Size
        let dark: Bool
        /// Where the preview's apps are looked up; the same for the whole home screen.
        let catalog: AppCatalog

        static func == (a: Face, b: Face) -> Bool {
            a.previewApps == b.previewApps && a.size == b.size && a.dark == b.dark
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(previewApps)
            hasher.combine(size)
            hasher.combine(dark)
        }

        func draw(on canvas: Canvas) {
            let tokens = HomeScreenTokens.folder
            let frame = Rect(origin: .zero, size: size)
            let radius = AppIconBody.cornerRadius(side: size.width)
            canvas.drawInnerShadow(
                in: Path(roundedRect: frame, cornerRadius: radius, style: .continuous), color: tokens.innerShadow.color,
                width: tokens.innerShadow.width * size.width / tokens.size)
            let inset = tokens.border.width / 2
            canvas.stroke(
                Path(
                    roundedRect: frame.insetBy(dx: inset, dy: inset), cornerRadius: radius - inset, style: .continuous),
                with: tokens.border.color, lineWidth: tokens.border.width)
            for (index, app) in previewApps.compactMap({ catalog[$0] }).prefix(tokens.maximumPreviewIcons).enumerated()
            {
                MiniAppIcon.draw(
                    app, in: HomeGeometry.folderPreviewIconFrame(index: index, inIcon: frame), dark: dark, on: canvas)
            }
        }
    }

    /// The folder's glass: the spec's 30 pt blur with ultra-thin saturation under its 40 % fill
    /// and 10 % more. The spec's fill is white; white over a white wallpaper hides the folder,
    /// and 40 % of it barely frosts a saturated one. So the fill is a light grey (0.8) at 50 %,
    /// which frosts every wallpaper toward light and still shows over white, as iOS's folder
    /// material does; in dark mode a dark grey (0.3), lighter than a black wallpaper and darker
    /// than a white one, as iOS darkens its folders.
    static func material(_ scheme: ColorScheme, refraction: Refraction? = nil) -> BackdropEffect {
        let folder = HomeScreenTokens.folder
        let appearance = Material.ultraThin.appearance(in: scheme)
        let fill = Color(white: scheme == .dark ? 0.3 : 0.8, alpha: folder.materialWhite + 0.1)
        return BackdropEffect(
            blurRadius: folder.blurRadius, saturation: appearance.saturation, tint: fill, refraction: refraction)
    }

    /// The glass's scale on the creation timeline: it grows from nothing over the birth phase,
    /// eased out (1 − (1 − p)²), which reads as the spec's fade-in and 0 → full "spring".
    static func birth(_ timeline: FolderCreationTimeline) -> Double {
        let birth = timeline.progress(of: .birth)
        return 1 - (1 - birth) * (1 - birth)
    }

    /// The whole folder's overshoot of 4 %, once, during the polish ("slight bounce").
    static func bounce(_ timeline: FolderCreationTimeline) -> Double {
        1 + sin(.pi * timeline.progress(of: .polish)) * 0.04
    }
}

/// A preview app inside a folder: the app's glass body without a shadow, drawn at mini size.
enum MiniAppIcon {
    static func draw(_ app: App, in frame: Rect, dark: Bool, on canvas: Canvas) {
        let scale = frame.width / AppIconBody.frame.width
        let body = AppIconBody(app: app, shadowRadius: 0, specular: true, dark: dark)
        canvas.withLayer(
            transform: AffineTransform.scale(scale).concatenating(.translation(Vector(dx: frame.minX, dy: frame.minY)))
        ) {
            canvas.drawRasterized(key: body, bounds: body.bounds) { body.draw(on: $0) }
        }
    }
}
