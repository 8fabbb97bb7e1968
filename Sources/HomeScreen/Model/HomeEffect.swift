import GlassCore

/// What the model asks the world to do; returned by `reduce` and `advance`, never performed.
public enum HomeEffect: Hashable, Sendable {
    case haptic(HapticEvent)
    case announce(Announcement)
    /// One committed change of the layout: a store writes each as one transaction.
    case commit(LayoutChange)
    /// A tap on an app's icon outside edit mode: the host launches the app, zooming it out of
    /// the icon at `from` (screen points).
    case open(AppID, from: Rect)
}

/// A committed change and the whole layout after it.
public struct LayoutChange: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// An item dropped at a new place (reorder, dock, in or out of a folder).
        case move(ItemID, to: ItemLocation)
        /// A drop onto an app made a folder of the two.
        case createFolder(FolderID, name: String)
        /// A drop onto a folder added `app` to it.
        case addToFolder(AppID, FolderID)
        case delete(AppID)
        case renameFolder(FolderID, name: String)
        /// Empty pages, by their index before the removal, removed at the end of a drag or delete.
        case removeEmptyPages([Int])
    }

    public var kind: Kind
    /// The layout after the change.
    public var layout: HomeLayout
    /// When it was committed, in seconds.
    public var time: Double
}

/// The non-touch inputs: keys, buttons of the host, settings and the scroll wheel.
public enum HomeAction: Hashable, Sendable {
    /// The Done control, or Esc: dismisses the delete alert (as Cancel), else leaves edit mode,
    /// else closes an open folder.
    case done
    /// iOS's "Edit Home Screen" menu item: edit mode begins without a long press.
    case editHomeScreen
    case confirmDelete
    case cancelDelete
    /// Renames a folder; a name that is empty after trimming white space is ignored, as iOS
    /// keeps the old name.
    case renameFolder(FolderID, String)
    case setReduceMotion(Bool)
    /// Jumps to page `n` (0-based) as a dot tap does.
    case goToPage(Int)
    /// A horizontal wheel or trackpad scroll of `deltaX` points: it moves the pages like a finger
    /// (positive deltaX moves toward later pages) and they settle to the nearest page after
    /// `PagerState.wheelIdleDelay` without scrolling.
    case scrollPages(deltaX: Double)
}
