import GlassCore
import HomeScreen

/// An open (opening, closing) folder: the home screen behind it blurs up to the folder's 30 pt
/// and dims a little, the glass panel grows from the folder's icon, and the folder's name sits
/// above it. The folder's apps are icons of the presentation, drawn above this by the scene.
struct OpenFolderOverlay {
    let folder: OpenFolderPresentation
    let environment: GlassEnvironment

    /// The open panel's corners: the spec's 46.2 pt folder corners (`HomeScreenTokens.Folder`).
    static let panelCornerRadius = HomeScreenTokens.folder.cornerRadius

    /// Kept as one glass picture: an open folder over a still home screen is drawn once.
    func draw(in screen: Rect, on canvas: Canvas) {
        canvas.drawGlassLayer(
            key: "open folder", content: GlassContent(shape: folder, look: environment), bounds: screen,
            backdrop: screen, transform: .identity, opacity: 1
        ) { drawGlass(in: screen, on: $0) }
    }

    private func drawGlass(in screen: Rect, on canvas: Canvas) {
        let dim = environment.colorScheme == .dark ? 0.35 : 0.12
        canvas.drawBackdrop(
            in: GlassShape(rect: screen, cornerRadius: 0),
            effect: BackdropEffect(
                blurRadius: folder.backdropBlur, saturation: 1 + 0.4 * folder.progress,
                tint: Color(white: 0, alpha: dim * folder.progress)))
        let panel = folder.panelFrame
        let radius = min(Self.panelCornerRadius, panel.width / 2, panel.height / 2)
        let shape = GlassShape(rect: panel, cornerRadius: radius)
        canvas.drawBackdrop(in: shape, effect: panelGlass(over: folder.backdropBlur))
        GlassEdge.stroke(shape, on: canvas)
        canvas.withLayer(opacity: folder.contentOpacity) {
            canvas.draw(
                TextRun(
                    folder.name, font: HomeTypography(environment.contentSize).folderTitle, color: .white,
                    alignment: .center,
                    shadow: LegibilityStyle.lightContent.shadow), in: folder.titleFrame)
            drawPageDots(under: panel, on: canvas)
        }
    }

    /// The panel's glass: the closed folder's material grown with the panel, over the home
    /// screen blurred by `backdropBlur`. The panel reads the home screen as it is, not as the
    /// blur beneath it shows it, so its own 30 pt blur is compounded with that one (σ² add):
    /// no icon shows through the panel as a shape. Its rim refracts as Liquid Glass does.
    private func panelGlass(over backdropBlur: Double) -> BackdropEffect {
        var effect = FolderIcon.material(environment.colorScheme)
        effect.blurRadius = (effect.blurRadius * effect.blurRadius + backdropBlur * backdropBlur).squareRoot()
        effect.refraction = Refraction(bezelWidth: 14, thickness: 10, rimHighlight: 0.7)
        return effect
    }

    private func drawPageDots(under panel: Rect, on canvas: Canvas) {
        guard folder.pageCount > 1 else { return }
        let tokens = HomeScreenTokens.pageIndicator
        let y = panel.maxY + 16
        let startX = panel.midX - Double(folder.pageCount - 1) * tokens.dotPitch / 2
        for page in 0..<folder.pageCount {
            let color = page == folder.currentPage ? tokens.activeColor : tokens.inactiveColor
            canvas.fill(
                Path(circleCenter: Point(x: startX + Double(page) * tokens.dotPitch, y: y), radius: tokens.dotSize / 2),
                with: color)
        }
    }
}
