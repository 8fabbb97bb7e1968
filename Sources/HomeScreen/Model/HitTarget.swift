import GlassCore

/// What a point on the screen lands on, top-most first.
public enum HitTarget: Hashable, Sendable {
    case alertDelete, alertCancel
    /// The alert's body or the dimmed screen behind it: swallows touches.
    case alertBackground
    case doneButton
    /// An app's delete badge (44 pt target).
    case deleteBadge(AppID, ItemLocation)
    /// An icon: on the current page, in the dock, or in the open folder.
    case icon(ItemLocation)
    case pageDot(Int)
    /// Inside the open folder's panel but not on an icon.
    case folderPanel
    /// Outside the open folder's panel (or on its title).
    case outsideFolder
    /// Nothing: the wallpaper between icons, or the dock's empty part.
    case empty
}

extension HitTarget {
    /// Icons, the wallpaper and the folder's panel answer a long press (edit mode) and a swipe.
    var mayLongPress: Bool {
        switch self {
        case .icon, .empty, .folderPanel: true
        default: false
        }
    }

    var isPageDot: Bool {
        if case .pageDot = self { true } else { false }
    }
}

extension HomeState {
    /// What `point` lands on at rest, as a touch-down sees it.
    public func hitTest(_ point: Point) -> HitTarget {
        let g = geometry
        if deleteAlert != nil {
            if g.deleteAlertDeleteFrame.contains(point) { return .alertDelete }
            if g.deleteAlertCancelFrame.contains(point) { return .alertCancel }
            return .alertBackground
        }
        if isEditing, g.doneButtonFrame.contains(point) { return .doneButton }
        if let open = openFolder, open.closingAt == nil, let folder = layout.folder(open.id) {
            return hitTestFolder(point, folder: folder, page: open.pager.page)
        }
        let page = layout.pages.indices.contains(currentPage) ? layout.pages[currentPage] : []
        if isEditing {
            for (index, item) in page.enumerated() {
                if let app = item.app, canDelete(app),
                    g.deleteBadgeHitFrame(forIcon: g.iconFrame(slot: index)).contains(point)
                {
                    return .deleteBadge(app, .page(currentPage, index: index))
                }
            }
        }
        for index in page.indices where iconHitFrame(g.iconFrame(slot: index)).contains(point) {
            return .icon(.page(currentPage, index: index))
        }
        for (index, frame) in g.dockIconFrames(count: layout.dock.count).enumerated() where frame.contains(point) {
            return .icon(.dock(index: index))
        }
        if let dot = g.pageDot(at: point, pageCount: layout.pages.count) { return .pageDot(dot) }
        return .empty
    }

    private func hitTestFolder(_ point: Point, folder: Folder, page: Int) -> HitTarget {
        let g = geometry
        guard g.folderPanel.contains(point) else { return .outsideFolder }
        let apps = folder.pages.indices.contains(page) ? folder.pages[page] : []
        if isEditing {
            for (index, app) in apps.enumerated() where canDelete(app) {
                if g.deleteBadgeHitFrame(forIcon: g.folderIconFrame(slot: index)).contains(point) {
                    return .deleteBadge(app, .folder(folder.id, page: page, index: index))
                }
            }
        }
        for index in apps.indices where iconHitFrame(g.folderIconFrame(slot: index)).contains(point) {
            return .icon(.folder(folder.id, page: page, index: index))
        }
        return .folderPanel
    }

    /// An icon answers on its 60 pt square and on its label below.
    private func iconHitFrame(_ icon: Rect) -> Rect {
        icon.union(geometry.labelFrame(forIcon: icon))
    }
}
