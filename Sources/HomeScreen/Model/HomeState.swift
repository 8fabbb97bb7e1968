import GlassCore
import GlassMotion

/// The SpringBoard of spec 000 as a value: the committed layout plus everything in flight.
///
/// TCA-style: touches go through `reduce(_:)`, other inputs through `reduce(_:at:)`, and the
/// passage of time through `advance(to:)`; each returns the effects to perform. Nothing here
/// reads a clock: timers (long press, folder dwell, auto-scroll, settle haptics) fire inside
/// `advance`, or at the start of the next input, at exactly their due time, so a script replays
/// identically at any frame rate. Times are seconds; a time earlier than `time` counts as `time`.
///
/// `layout` changes only through commits, and is always valid (`violations(catalog:)` is empty).
/// One finger is followed at a time; touches of other fingers are ignored until it lifts.
public struct HomeState: Equatable, Sendable {
    /// The committed layout: what a store holds.
    public internal(set) var layout: HomeLayout
    public let catalog: AppCatalog
    public let geometry: HomeGeometry
    /// The model's clock: the latest time it was given, in seconds.
    public internal(set) var time: Double
    /// Reduce Motion: icons stay still in edit mode and an open folder fades in instead of growing.
    public internal(set) var reduceMotion: Bool
    /// Set while edit mode ("jiggle mode") is on.
    public internal(set) var editMode: EditModeState?
    /// When edit mode last ended, for the badges' fade-out, in seconds.
    public internal(set) var editModeEndedAt: Double?
    /// The followed finger, from down to up.
    public internal(set) var press: Press?
    public internal(set) var drag: DragState?
    /// The home pages' scroll.
    public internal(set) var pager: PagerState
    public internal(set) var openFolder: OpenFolderState?
    public internal(set) var deleteAlert: DeleteAlertState?
    /// Icons springing to new places after the latest reflow.
    public internal(set) var reflow: ReflowAnimation?
    /// The latest drop's flight home, until it settles.
    public internal(set) var dropAnimation: DropAnimation?
    /// The latest folder creation's 0.6 s timeline.
    public internal(set) var folderCreation: FolderCreationState?
    /// The page dots' morph after the page count changed.
    public internal(set) var pageDotMorph: PageDotMorph?
    /// When the last wheel scroll arrived, while a wheel gesture is settling pending.
    var wheelLastScroll: Double?

    public init(
        layout: HomeLayout = .default, catalog: AppCatalog = .default,
        geometry: HomeGeometry = .iPhone15Pro, time: Double = 0, reduceMotion: Bool = false
    ) {
        self.layout = layout
        self.catalog = catalog
        self.geometry = geometry
        self.time = time
        self.reduceMotion = reduceMotion
        pager = PagerState(width: geometry.screen.width)
    }

    /// Whether edit mode is on.
    public var isEditing: Bool { editMode != nil }

    /// The page shown (or being settled to).
    public var currentPage: Int { pager.page }

    /// Whether `app` may be deleted: not the last app anywhere, and not in the dock.
    public func canDelete(_ app: AppID) -> Bool {
        layout.appCount > 1 && !layout.dock.contains(app)
    }
}

/// Edit mode: when it began, which drives the wiggle and the badges' fade-in.
public struct EditModeState: Hashable, Sendable {
    /// When the long press fired (or edit mode began otherwise), in seconds. The wiggle starts
    /// here and ramps to full amplitude within `HomeScreenMotion.wiggleStartLatency`.
    public var enteredAt: Double
}

/// The delete confirmation ("Delete “Safari”?") and the app it asks about.
public struct DeleteAlertState: Hashable, Sendable {
    public var app: AppID
    public var shownAt: Double
}

/// The folder-creation timeline (0.6 s) of a folder made by a drop.
public struct FolderCreationState: Hashable, Sendable {
    public var folder: FolderID
    public var startedAt: Double
    /// Where the dropped app's center was at the drop, from the new folder's center.
    public var arrivingFrom: Vector
}

/// The page dots growing or shrinking after the page count changed.
public struct PageDotMorph: Hashable, Sendable {
    public var fromCount: Int
    public var toCount: Int
    public var startedAt: Double
}

/// An open folder: which, when it opened or started closing, and its own pages.
public struct OpenFolderState: Equatable, Sendable {
    public var id: FolderID
    public var openedAt: Double
    /// Set while the folder closes; it is gone `folderOpenDuration` later.
    public var closingAt: Double?
    public var pager: PagerState

    /// How open the folder is at `time`: 0 closed … 1 open, linear over 0.35 s.
    public func progress(at time: Double) -> Double {
        let duration = HomeScreenMotion.folderOpenDuration
        if let closingAt {
            let opened = min(max((closingAt - openedAt) / duration, 0), 1)
            return max(0, opened - (time - closingAt) / duration)
        }
        return min(max((time - openedAt) / duration, 0), 1)
    }
}
