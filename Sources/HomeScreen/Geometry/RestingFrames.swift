import GlassCore

extension HomeGeometry {
    /// The frame of the icon at `location` at rest, on its own page (the page index and a
    /// folder's page are not offsets here: each page is drawn at its own scroll position).
    /// `dockCount` is the number of dock apps, which centers the dock.
    public func restingFrame(_ location: ItemLocation, dockCount: Int) -> Rect {
        switch location {
        case .page(_, let index): iconFrame(slot: index)
        case .dock(let index): dockIconFrames(count: max(dockCount, index + 1))[index]
        case .folder(_, _, let index): folderIconFrame(slot: index)
        }
    }
}
