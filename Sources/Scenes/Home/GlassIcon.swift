import GlassCore
import GlassMotion
import HomeScreen

/// One icon of the home screen as spec 000 stacks it, bottom to top: (1) shadow, (2) base glass
/// in the app's color at 95 %, tinted 0.2 toward the wallpaper's dominant color under it,
/// (3) the artwork, (4) the soft-light lens at 0.3, (5) the 1 pt specular edge, (6) refraction of
/// the backdrop at 0.15 and (7) the 0.5 pt border with its inner shadow; then the delete badge
/// and the label. Folders draw their glass container and 2 × 2 preview instead of 2–5.
///
/// Layers 1–5 and 7 do not change while an icon moves, so they are rasterized once per app,
/// tint and shadow; only the refraction (6) samples the live backdrop every frame.
enum GlassIcon {
    struct Context {
        let catalog: AppCatalog
        let environment: GlassEnvironment

        func draw(_ icon: IconPresentation, on canvas: Canvas) {
            guard icon.opacity > 0 else { return }
            let frame = icon.frame
            let transform = AffineTransform.scale(icon.scale)
                .concatenating(.rotation(radians: icon.rotation))
                .about(frame.center)
                .concatenating(.translation(icon.translation))
            let labelStyle = icon.labelFrame.map { LegibilityStyle.sampling(canvas, under: $0) }
            let tint = canvas.dominantColor(in: frame)
            // The layer is clipped to the icon's neighbourhood so that its offscreen group stays small.
            let reach = frame.insetBy(dx: -24, dy: -24)
            canvas.withLayer(opacity: icon.opacity, transform: transform, clip: Path(rect: reach), isolated: true) {
                switch icon.content {
                case .app(let id):
                    drawApp(catalog[id], icon: icon, tint: tint, on: canvas)
                case .folder(_, _, let previewApps):
                    FolderIcon(previewApps: previewApps.compactMap { catalog[$0] }, creation: icon.folderCreation,
                               environment: environment).draw(in: frame, on: canvas)
                }
                DeleteBadge.draw(in: icon.badgeFrame, opacity: icon.badgeOpacity, on: canvas)
            }
            if let labelFrame = icon.labelFrame, let labelStyle {
                canvas.withLayer(opacity: icon.opacity * labelOpacity(icon), transform: transform) {
                    IconLabel.draw(icon.label, in: labelFrame, style: labelStyle, on: canvas)
                }
            }
        }

        /// A lifted icon loses its label as it rises; a new folder's name appears in its last phase.
        private func labelOpacity(_ icon: IconPresentation) -> Double {
            let creation = icon.folderCreation.map { $0.progress(of: .polish) } ?? 1
            return (1 - icon.lift) * creation
        }

        private func drawApp(_ app: App?, icon: IconPresentation, tint: Color, on canvas: Canvas) {
            let tokens = HomeScreenTokens.appIcon
            let frame = icon.frame
            let body = AppIconBody(app: app, tint: AppIconBody.quantized(tint),
                                   shadowRadius: (icon.shadowRadius * 2).rounded() / 2,
                                   specular: !environment.lowPower)
            canvas.withLayer(transform: .translation(Vector(dx: frame.minX, dy: frame.minY))) {
                canvas.drawRasterized(key: body, bounds: body.bounds) { body.draw(on: $0) }
            }
            canvas.drawBackdrop(in: GlassShape(rect: frame, cornerRadius: tokens.cornerRadius), effect: Self.refraction)
            canvas.withLayer(transform: .translation(Vector(dx: frame.minX, dy: frame.minY))) {
                canvas.drawRasterized(key: "icon border", bounds: AppIconBody.frame) { AppIconBody.drawBorder(on: $0) }
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
}
