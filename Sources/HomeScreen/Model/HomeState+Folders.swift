import GlassCore
import GlassMotion

extension HomeState {
    /// Opens a folder (0.35 s: the icon scales 1.0 → 1.05, the backdrop blurs, the panel grows
    /// from the icon) on its first page.
    mutating func openFolder(_ id: FolderID, at now: Double) {
        openFolder = OpenFolderState(
            id: id, openedAt: now, closingAt: nil,
            pager: PagerState(width: geometry.folderPanel.width))
    }

    /// Starts closing the open folder; it shrinks back into its icon over 0.35 s.
    mutating func closeFolder(at now: Double) {
        guard var open = openFolder, open.closingAt == nil else { return }
        open.closingAt = now
        openFolder = open
    }

    /// After a commit: closes the open folder if it was dissolved, or brings its pager back
    /// onto its last page if that page went.
    mutating func syncOpenFolder(at now: Double) {
        guard let open = openFolder else { return }
        guard let folder = layout.folder(open.id) else { return closeFolder(at: now) }
        openFolder?.pager.clamp(pageCount: folder.pages.count, at: now)
    }

    mutating func renameFolder(_ id: FolderID, to name: String, at now: Double) -> [HomeEffect] {
        let trimmed = Folder.keptName(name)
        guard !trimmed.isEmpty, let folder = layout.folder(id), folder.name != trimmed else { return [] }
        layout.updateFolder(id) { $0.name = trimmed }
        // A rename during a drag reaches the layouts the drop will commit, too.
        drag?.working.updateFolder(id) { $0.name = trimmed }
        drag?.preview?.updateFolder(id) { $0.name = trimmed }
        drag?.solution?.layout.updateFolder(id) { $0.name = trimmed }
        return [
            .commit(LayoutChange(kind: .renameFolder(id, name: trimmed), layout: layout, time: now)),
            .announce(Announcement("Renamed folder to \(trimmed)", at: now)),
        ]
    }

    /// The dwell over another icon's folder zone passed: the target scales to 0.9 with a light
    /// impact, and releasing now merges. No solution (a full folder) means no arming.
    mutating func folderHoverArmed(at now: Double) -> [HomeEffect] {
        guard var current = drag, var hover = current.folderHover else { return [] }
        let target = DropTarget.merge(page: hover.page, index: hover.index)
        guard let solution = ReorderSolver.solve(current.working, dragging: current.item, to: target, catalog: catalog)
        else {
            // A full folder takes nothing: the hover lapses, and re-arms only if the finger
            // leaves and comes back.
            drag?.folderHover = nil
            return []
        }
        hover.armedAt = now
        current.folderHover = hover
        drag = current
        setTarget(target, solution: solution, at: now)
        return [.haptic(HapticEvent(.hoverOverIcon, at: now))]
    }
}
