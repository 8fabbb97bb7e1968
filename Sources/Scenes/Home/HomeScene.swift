import GlassCore
import HomeScreen

/// Spec 000's home screen drawn from one `HomePresentation`: wallpaper, pages of glass icons
/// with labels, the glass dock and page-dot platter, the status bar, edit mode's badges and
/// Done control, a carried icon, folders (closed, being born, open) and the delete alert.
///
/// It draws only what the model's presentation says at one instant, so any state at any time
/// renders the same way in the window, in a PNG and in a test.
public struct HomeScene {
    public var presentation: HomePresentation
    public var catalog: AppCatalog
    public var wallpaper: Wallpaper
    public var environment: GlassEnvironment
    /// The clock the status bar shows, e.g. "9:41" as in Apple's own pictures.
    public var clock: String
    /// Whether the content drawn straight on the wallpaper (labels, status bar, page dots, but
    /// not the dots' glass capsule, their background) is drawn. A contrast audit compares the
    /// picture with and without it.
    public var drawsForeground: Bool

    public init(
        presentation: HomePresentation, catalog: AppCatalog, wallpaper: Wallpaper,
        environment: GlassEnvironment, clock: String = "9:41", drawsForeground: Bool = true
    ) {
        self.presentation = presentation
        self.catalog = catalog
        self.wallpaper = wallpaper
        self.environment = environment
        self.clock = clock
        self.drawsForeground = drawsForeground
    }

    /// Paints the whole screen; `canvas.size` should be the presentation's screen size.
    public func draw(on canvas: Canvas) {
        let screen = Rect(origin: .zero, size: presentation.screen)
        wallpaper.draw(in: screen, colorScheme: environment.colorScheme, time: presentation.time, on: canvas)
        let legibility = LegibilityStyle.sampling(
            canvas, under: StatusBar.clockFrame(in: statusBarFrame),
            and: StatusBar.glyphsFrame(in: statusBarFrame))
        let pages = GlassIcon.Context(
            catalog: catalog, environment: environment, labelStyle: .local, drawsLabels: drawsForeground)
        let (beneathFolder, aboveFolder) = splitAtOpenFolder(presentation.icons)

        DockPlatter.draw(in: presentation.dockPlatter, environment: environment, on: canvas)
        PageDotsPlatter.draw(presentation.pageDots, withDots: drawsForeground, on: canvas)
        pages.prepare(beneathFolder, on: canvas)
        for icon in beneathFolder { pages.draw(icon, on: canvas) }
        // Edit mode's controls take the status bar's place, as on iOS.
        if drawsForeground {
            canvas.withLayer(opacity: 1 - presentation.doneButton.opacity) {
                StatusBar(clock: clock, style: legibility).draw(in: statusBarFrame, on: canvas)
            }
        }
        var above = pages
        if let folder = presentation.openFolder {
            OpenFolderOverlay(folder: folder, environment: environment).draw(in: screen, on: canvas)
            above.labelStyle = .shared(LegibilityStyle.sampling(canvas, under: folder.panelFrame))
        }
        above.prepare(aboveFolder, on: canvas)
        for icon in aboveFolder { above.draw(icon, on: canvas) }
        DoneButton.draw(presentation.doneButton, environment: environment, on: canvas)
        if let alert = presentation.alert {
            DeleteAlert(alert: alert, environment: environment).draw(in: screen, on: canvas)
        }
    }

    /// The status bar's row: the top safe-area inset (at least 20 pt), its content centered
    /// in it. On iPhones with the Dynamic Island (a 59 pt inset) the time and the symbols then
    /// sit on the island's middle line, y ≈ 29.5 pt (the island spans about 11 to 48 pt), as
    /// iOS draws them; on an iPhone SE's 20 pt bar at 10 pt. (Aligned at the inset's bottom,
    /// less 5 pt, as it once was, the time sat at y ≈ 42 pt, below the island's middle.)
    var statusBarFrame: Rect {
        Rect(x: 0, y: 0, width: presentation.screen.width, height: max(20, environment.safeArea.top))
    }

    /// Icons under an open folder's blur (pages and dock) and those above it (its contents,
    /// flying and carried icons). Without an open folder everything is drawn in one pass.
    private func splitAtOpenFolder(_ icons: [IconPresentation]) -> ([IconPresentation], [IconPresentation]) {
        guard presentation.openFolder != nil else { return (icons, []) }
        let split = icons.firstIndex { $0.zIndex >= HomeState.Layer.folderContents.rawValue } ?? icons.endIndex
        return (Array(icons[..<split]), Array(icons[split...]))
    }
}
