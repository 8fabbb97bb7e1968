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
        /// Whether labels take their legibility from the pixels right under each of them (over a
        /// busy wallpaper) or share one style (over an open folder's even glass).
        var labelStyle: LabelStyle
        /// Whether labels are drawn; off for the contrast audit's reference picture.
        var drawsLabels = true

        /// The icon is kept as a glass picture (layers 1–7 over the backdrop it was drawn on) and
        /// posed by its wiggle, lift and tilt when drawn: over a still wallpaper a wiggling page
        /// redraws nothing. The wiggle moves at most ±2° and 1 pt, and the refraction is drawn at
        /// 0.15, so sampling the backdrop unwiggled is invisible. The picture is placed after the
        /// icon's other translations, so a carried icon refracts what is under it now.
        ///
        /// A translucent icon (the lifted one, at the spec's 0.85) is drawn whole and faded as one
        /// picture, as iOS does, so that its glass does not show through its badge and label,
        /// nor they through it.
        func draw(_ icon: IconPresentation, on canvas: Canvas) {
            guard icon.opacity > 0 else { return }
            guard icon.opacity < 1 else { return drawWhole(icon, on: canvas) }
            canvas.withLayer(opacity: icon.opacity) { drawWhole(icon, on: canvas) }
        }

        /// The icon's glass, press dimming, badge and label, each opaque as far as the icon goes.
        private func drawWhole(_ icon: IconPresentation, on canvas: Canvas) {
            placed(icon, on: canvas) { picture, pose in
                canvas.drawGlassLayer(
                    key: icon.id, content: picture, bounds: picture.bounds,
                    backdrop: picture.backdrop, transform: pose, opacity: 1
                ) { layer in
                    picture.draw(on: layer)
                }
                if icon.pressDim > 0 {
                    canvas.withLayer(transform: pose) {
                        canvas.fill(Self.outline(of: icon), with: Color(white: 0, alpha: icon.pressDim))
                    }
                }
                if icon.badgeOpacity > 0 {
                    canvas.withLayer(transform: pose) {
                        DeleteBadge.draw(in: icon.badgeFrame, opacity: icon.badgeOpacity, on: canvas)
                    }
                }
                if drawsLabels, let labelFrame = icon.labelFrame {
                    let style = labelStyle.style(on: canvas, under: labelFrame)
                    canvas.withLayer(opacity: labelOpacity(icon), transform: pose) {
                        IconLabel.draw(
                            icon.label, in: labelFrame, font: HomeTypography.label(environment.contentSize),
                            style: style, on: canvas)
                    }
                }
            }
        }

        /// Brings the glass pictures of `icons` up to date together (`preparingGlassLayers`), so
        /// that drawing them one by one afterwards only lays them down.
        func prepare(_ icons: [IconPresentation], on canvas: Canvas) {
            canvas.preparingGlassLayers {
                for icon in icons where icon.opacity > 0 {
                    placed(icon, on: canvas) { picture, _ in
                        canvas.prepareGlassLayer(
                            key: icon.id, content: picture, bounds: picture.bounds, backdrop: picture.backdrop
                        ) { layer in
                            picture.draw(on: layer)
                        }
                    }
                }
            }
        }

        /// Runs `body` where the icon's glass is drawn, with its picture and its pose. The wiggle's
        /// bob is part of the pose, not of the place the glass samples.
        private func placed(
            _ icon: IconPresentation, on canvas: Canvas, _ body: (IconPicture, AffineTransform) -> Void
        ) {
            let frame = icon.frame
            let bob = Vector(dx: 0, dy: icon.wiggle.translationY)
            let pose = AffineTransform.scale(icon.scale).concatenating(.rotation(radians: icon.rotation)).about(
                frame.center
            )
            .concatenating(.translation(bob))
            canvas.withLayer(transform: .translation(icon.translation - bob)) {
                body(picture(of: icon, on: canvas), pose)
            }
        }

        /// What the icon shows; an app's glass is tinted toward the dominant color of the
        /// wallpaper under it.
        private func picture(of icon: IconPresentation, on canvas: Canvas) -> IconPicture {
            switch icon.content {
            case .app(let id):
                let body = AppIconBody(
                    app: catalog[id], shadowRadius: (icon.shadowRadius * 2).rounded() / 2,
                    specular: !environment.lowPower, dark: environment.colorScheme == .dark)
                let tint = IconPicture.quantized(canvas.dominantColor(in: icon.frame))
                return IconPicture(frame: icon.frame, kind: .app(body, tint: tint))
            case .folder(_, _, let previewApps):
                return IconPicture(
                    frame: icon.frame,
                    kind: .folder(
                        FolderIcon(
                            previewApps: previewApps, creation: icon.folderCreation, environment: environment,
                            catalog: catalog)))
            }
        }

        /// The icon's outline: an app's squircle at its size (a folder's too).
        private static func outline(of icon: IconPresentation) -> Path {
            Path(
                roundedRect: icon.frame, cornerRadius: AppIconBody.cornerRadius(side: icon.frame.width),
                style: .continuous)
        }

        /// A lifted icon loses its label as it rises; a new folder's name appears in its last phase.
        private func labelOpacity(_ icon: IconPresentation) -> Double {
            let creation = icon.folderCreation.map { $0.progress(of: .polish) } ?? 1
            return (1 - icon.lift) * creation
        }
    }

    /// Where a label's legibility comes from.
    enum LabelStyle {
        /// The pixels under the label: each label is as legible as it can be over a photo.
        case local
        case shared(LegibilityStyle)

        func style(on canvas: Canvas, under frame: Rect) -> LegibilityStyle {
            switch self {
            case .local: LegibilityStyle.label(canvas, under: frame)
            case .shared(let style): style
            }
        }
    }
}
