import GlassCore
import GlassMotion

extension HomeState {
    /// What to draw at `time` (normally `self.time`, or later for frames between inputs; a
    /// renderer calls `advance(to:)` first so timers fire). A pure function of the state.
    public func presentation(at time: Double) -> HomePresentation {
        var presentation = HomePresentation(
            time: time, screen: geometry.screen, icons: [], pageOffset: 0,
            pageDots: PageDotsPresentation(frame: .zero, count: 0, dots: [], opacity: 0),
            doneButton: DoneButtonPresentation(frame: .zero, opacity: 0), openFolder: nil, alert: nil,
            dockPlatter: .zero, wiggleComplexity: wiggleComplexity)
        present(at: time, into: &presentation)
        return presentation
    }

    /// `presentation(at:)` written into `presentation`, whose icon and dot arrays keep their
    /// storage: a window that keeps one presentation from frame to frame allocates nothing for it.
    public func present(at time: Double, into presentation: inout HomePresentation) {
        let shown = previewLayout
        let width = geometry.screen.width
        let position = pager.position(at: time, pageCount: shown.pages.count)
        presentation.icons.removeAll(keepingCapacity: true)
        for p in shown.pages.indices where abs(Double(p) * width - position) < width {
            let offsetX = Double(p) * width - position
            for (i, item) in shown.pages[p].enumerated() where item.id != drag?.item.id {
                let frame = geometry.iconFrame(slot: i).offsetBy(Vector(dx: offsetX, dy: 0))
                presentation.icons.append(
                    icon(
                        item, at: .page(p, index: i), frame: frame,
                        parallax: offsetX * Self.parallaxFactor * Double(i % geometry.columns), time))
            }
        }
        for (i, app) in shown.dock.enumerated() where ItemID.app(app) != drag?.item.id {
            let frame = geometry.dockIconFrame(index: i, count: shown.dock.count)
            presentation.icons.append(icon(.app(app), at: .dock(index: i), frame: frame, parallax: 0, time))
        }
        let folder = openFolderPresentation(at: time)
        if let folder, let contents = shown.folder(folder.id) {
            appendFolderIcons(contents, presentation: folder, time, to: &presentation.icons)
        }
        if let drag { presentation.icons.append(carriedIcon(drag, time)) }
        if dropAnimation != nil {
            for i in presentation.icons.indices {
                presentation.icons[i] = applyDropFlight(to: presentation.icons[i], time)
            }
        }
        // Built back to front already unless an icon flies home; sorting is then skipped.
        if zip(presentation.icons, presentation.icons.dropFirst()).contains(where: { $0.zIndex > $1.zIndex }) {
            presentation.icons.sort { $0.zIndex < $1.zIndex }
        }
        presentation.time = time
        presentation.screen = geometry.screen
        presentation.pageOffset = position
        presentPageDots(at: time, position: position, into: &presentation.pageDots)
        presentation.doneButton = DoneButtonPresentation(frame: geometry.doneButtonFrame, opacity: editFade(at: time))
        presentation.openFolder = folder
        presentation.alert = alertPresentation
        presentation.dockPlatter = geometry.dockPlatter
        presentation.wiggleComplexity = wiggleComplexity
    }

    /// Spec 000's `offset × parallaxFactor × depthIndex`. depthIndex is the icon's column
    /// (0…3): as a page slides, its columns spread and close like layers at different depths,
    /// and at rest (offset 0) every icon is exactly in its slot.
    public static let parallaxFactor = 0.1

    /// Z order: pages, dock, the open folder's contents, a flying icon, the carried icon.
    /// A renderer draws an open folder's backdrop between `dock` and `folderContents`.
    public enum Layer: Int, Sendable {
        case page = 0, dock = 1, folderContents = 10, flying = 20, carried = 30
    }

    /// Wiggling icons on screen decide the complexity: more than 20 reduce it (spec:
    /// "> 20 apps"), Reduce Motion stills it.
    var wiggleComplexity: WiggleComplexity {
        let onScreen =
            openFolder.flatMap { layout.folder($0.id)?.pages[safe: $0.pager.page]?.count }
            ?? layout.pages[safe: currentPage]?.count ?? 0
        return WiggleComplexity(appCount: onScreen, reduceMotion: reduceMotion)
    }

    /// The edit mode's fade: 0 → 1 over 0.2 s on entry, back to 0 over 0.2 s on exit.
    func editFade(at time: Double) -> Double {
        let duration = HomeScreenMotion.deleteButtonFadeDuration
        if let editMode { return min(max((time - editMode.enteredAt) / duration, 0), 1) }
        if let ended = editModeEndedAt { return 1 - min(max((time - ended) / duration, 0), 1) }
        return 0
    }

    private var alertPresentation: DeleteAlertPresentation? {
        deleteAlert.map {
            DeleteAlertPresentation(
                title: "Delete “\(catalog.name(of: $0.app))”?",
                message: "Deleting this app will also delete its data.",
                frame: geometry.deleteAlertFrame, deleteButtonFrame: geometry.deleteAlertDeleteFrame,
                cancelButtonFrame: geometry.deleteAlertCancelFrame)
        }
    }
}
