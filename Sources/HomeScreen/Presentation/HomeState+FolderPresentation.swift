import GlassCore
import GlassMotion

extension HomeState {
    /// The open folder: the panel grows from the folder's icon to its open frame over 0.35 s
    /// while the backdrop blurs to 30 pt and the contents fade in. With Reduce Motion the panel
    /// does not grow: it fades in at its open frame.
    func openFolderPresentation(at time: Double) -> OpenFolderPresentation? {
        guard let open = openFolder, let folder = previewLayout.folder(open.id) ?? layout.folder(open.id) else {
            return nil
        }
        let progress = open.progress(at: time)
        let eased = TimingCurve.easeInEaseOut.value(at: progress)
        let panel = geometry.folderPanel
        let source = folderIconFrame(open.id) ?? panel
        let frame = source.interpolated(to: panel, by: reduceMotion ? 1 : eased)
        return OpenFolderPresentation(
            id: open.id, name: folder.name, progress: progress,
            iconScale: 1 + (HomeScreenTokens.folder.openScale - 1) * progress,
            panelFrame: frame, titleFrame: geometry.folderTitleFrame,
            backdropBlur: HomeScreenTokens.folder.blurRadius * eased, contentOpacity: eased,
            pageOffset: open.pager.position(at: time, pageCount: folder.pages.count),
            pageCount: folder.pages.count, currentPage: open.pager.page)
    }

    /// Where the folder's icon sits on the page shown, if it is there.
    private func folderIconFrame(_ id: FolderID) -> Rect? {
        guard case .page(let page, let index)? = layout.location(of: .folder(id)) else { return nil }
        let offsetX = Double(page) * geometry.screen.width - pager.position(at: time, pageCount: layout.pages.count)
        return geometry.iconFrame(slot: index).offsetBy(Vector(dx: offsetX, dy: 0))
    }

    /// The apps of the open folder's pages in view, above everything on the home screen. While
    /// the panel grows (or shrinks) they keep their places in it and scale with its width.
    func appendFolderIcons(
        _ folder: Folder, presentation: OpenFolderPresentation, _ time: Double,
        to icons: inout [IconPresentation]
    ) {
        let open = geometry.folderPanel, panel = presentation.panelFrame
        let width = open.width
        let scale = Vector(dx: panel.width / open.width, dy: panel.height / open.height)
        for (p, apps) in folder.pages.enumerated() where abs(Double(p) * width - presentation.pageOffset) < width {
            let offsetX = Double(p) * width - presentation.pageOffset
            for (i, app) in apps.enumerated() where ItemID.app(app) != drag?.item.id {
                let frame = geometry.folderIconFrame(slot: i).offsetBy(Vector(dx: offsetX, dy: 0))
                var icon = icon(.app(app), at: .folder(folder.id, page: p, index: i), frame: frame, parallax: 0, time)
                if panel != open {
                    let center = Point(
                        x: panel.minX + (frame.midX - open.minX) * scale.dx,
                        y: panel.minY + (frame.midY - open.minY) * scale.dy)
                    icon.translation = icon.translation + (center - frame.center)
                    icon.scale *= scale.dx
                }
                icon.opacity *= presentation.contentOpacity
                icon.badgeOpacity *= presentation.contentOpacity
                icons.append(icon)
            }
        }
    }
}
