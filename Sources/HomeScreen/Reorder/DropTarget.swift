/// Where a dragged icon would land, in the coordinates of the *working* layout (the committed
/// layout without the dragged item, plus the temporary extra page).
public enum DropTarget: Hashable, Sendable {
    /// Insert at `slot` of home page `page`, reflowing; slots past the page's end mean its end.
    /// `page` may equal the page count: that creates a page.
    case page(Int, slot: Int)
    /// Insert at `slot` of the dock.
    case dock(slot: Int)
    /// Insert at `slot` of page `page` of the open folder `folder`.
    case folderPage(FolderID, page: Int, slot: Int)
    /// Onto the icon at `index` of page `page`: an app there becomes a folder with the dragged
    /// app; a folder there takes the dragged app.
    case merge(page: Int, index: Int)
}

/// What a drop did, for the commit and its announcement.
public enum DropOutcome: Hashable, Sendable {
    case moved
    case createdFolder(FolderID)
    case addedToFolder(AppID, FolderID)
}

/// The layout a drop would produce: shown live under the finger while hovering, and committed
/// unchanged on release (Launcher3: "the reorder preview is the commit").
public struct ReorderSolution: Hashable, Sendable {
    /// The layout with the dragged item placed and single-app folders dissolved. It still holds
    /// empty pages (the temporary extra page, or the page the item left); they go when the drag ends.
    public var layout: HomeLayout
    /// Where the dragged item (or, for a merge, the folder holding it) ends up.
    public var placed: ItemLocation
    public var outcome: DropOutcome
}
