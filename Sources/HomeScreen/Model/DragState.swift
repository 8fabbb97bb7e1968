import GlassCore
import GlassMotion

/// An icon being carried by the finger in edit mode.
public struct DragState: Equatable, Sendable {
    /// What is carried: an app, or a whole folder.
    public var item: HomeItem
    /// Where it was picked up, in the committed layout.
    public var origin: ItemLocation
    /// The committed layout without the carried item, plus the temporary extra page (when there
    /// are fewer than 15) so that an icon can be carried past the last page. Targets index this.
    public var working: HomeLayout
    /// Whether `working` has the temporary extra page at its end.
    public var hasTemporaryPage: Bool
    /// The carried icon's center minus the finger, in points, so the icon keeps its grip.
    public var grabOffset: Vector
    /// The finger, in points.
    public var location: Point
    /// The finger's velocity, in points per second.
    public var velocity: Vector
    public var startedAt: Double
    /// The folder the icon is carried inside, while that folder is open.
    public var insideFolder: FolderID?
    /// Where it would land now; nil over a place that takes nothing (above the grid).
    public var target: DropTarget?
    /// `ReorderSolver.solve(working, item, target)`: the live preview and exactly what a drop
    /// commits. Nil when the target takes nothing: the drop would be invalid.
    public var solution: ReorderSolution?
    /// What the screen shows under the carried icon; nil shows the committed layout (with a gap
    /// where the icon was), as for an invalid target. It follows `solution`, except while a
    /// folder hover is armed: then the icons stay put and the target shows at 0.9 until release.
    public var preview: HomeLayout?
    /// A reorder target waiting out `HomeState.reorderDelay` before the icons move.
    public var pendingReorder: PendingReorder?
    /// A dwell over another icon's folder zone.
    public var folderHover: FolderHover?
    /// A dwell in a side edge's auto-scroll zone.
    public var edgeDwell: EdgeDwell?

    /// The carried icon's center, in points.
    public var iconCenter: Point { location + grabOffset }
}

/// A page slot the finger rests on, not yet shown: the icons move aside once it has rested
/// `HomeState.reorderDelay`.
public struct PendingReorder: Hashable, Sendable {
    public var target: DropTarget
    public var since: Double
}

/// A carried app held over another icon's folder zone (the visible icon's radius).
public struct FolderHover: Hashable, Sendable {
    /// The icon under the carried one, and its place in the working layout.
    public var item: ItemID
    public var page: Int
    public var index: Int
    /// The slot of the current page where that icon shows, in the preview.
    public var slot: Int
    public var since: Double
    /// Set once the dwell (0.3 s) passed: the target shows at 0.9 and a release merges.
    public var armedAt: Double?

    public var due: Double { since + HomeScreenMotion.folderCreationDwell }
}

/// The finger held in the 50 pt zone at a side edge, paging every 0.5 s after a 0.5 s dwell.
///
/// Spec 000 puts its auto-scroll zones at the top and bottom and scrolls 200 pt/s, but home
/// pages move sideways, so here the zones are the left and right edges and each 0.5 s tick
/// turns one page, with the spec's light impact. Nothing in this model scrolls vertically (open
/// folders page sideways too), so the spec's continuous 200 pt/s scroll has no content here.
public struct EdgeDwell: Hashable, Sendable {
    /// −1 toward earlier pages (left edge), +1 toward later pages (right edge).
    public var direction: Int
    public var since: Double
    /// When the next page turn is due.
    public var nextDue: Double
}

/// An icon flying home after a release, until its spring settles.
public struct DropAnimation: Equatable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Lands at its new place: validDrop spring, scale 1.1 → 0.95 → 1.0.
        case valid
        /// Springs back to where it came from (invalidDrop spring) and shakes twice.
        case invalid
        /// The touch was cancelled: springs back without the shake.
        case cancelled
    }

    public var kind: Kind
    public var item: ItemID
    /// The icon's center when released, in points.
    public var releasedAt: Point
    /// The center of the icon's landing place, in points on the page shown at release.
    public var destination: Point
    /// How long the flight lasts (spring settling, scale keyframes or shake), in seconds.
    public var duration: Double
    /// The finger's velocity at release, in points per second: the spring's initial velocity.
    public var velocity: Vector
    public var startedAt: Double
}

/// Icons springing from their old places to new ones after a reflow (a new drag target, a
/// delete), each on its own `HomeScreenMotion.validDrop` spring ("Other icons: Spring to new
/// positions"). A spring runs in the strip of pages laid side by side: a page's slot at its x
/// plus the page's index times the screen's width, the dock where it is seen over the page
/// shown. When the target changes mid-flight, an icon's spring is retargeted from where it is,
/// at the speed it has (`SpringMotion.retargeted`), as Launcher3 does, rather than restarted
/// from its old slot: no icon jumps.
public struct ReflowAnimation: Equatable, Sendable {
    /// Each moving icon's spring toward its new place, by identity.
    public var motions: [ItemID: SpringMotion<Vector>]
    /// The page shown when the springs were last aimed, over which the dock's places lie.
    public var pageShown: Int

    /// How long an icon takes to arrive: the spring's response, after which it counts as
    /// settled (a moving icon is "pushed aside" until then and never becomes a folder target).
    public static var duration: Double { HomeScreenMotion.validDrop.response }

    /// How close to its place a spring must stay to be forgotten: a hundredth of a point, a
    /// thirtieth of a pixel at 3×, so that dropping it moves nothing one can see.
    public static let settledWithin = 0.01

    /// How far `id` is from its place at `time`: where its spring is, less where it heads.
    public func offset(of id: ItemID, at time: Double) -> Vector {
        guard let motion = motions[id] else { return .zero }
        return motion.value(at: time) - motion.target
    }

    /// Whether `id` set off less than `duration` ago.
    func isMoving(_ id: ItemID, at time: Double) -> Bool {
        motions[id].map { time - $0.startTime < Self.duration } ?? false
    }

    /// The animation without the springs that have settled by `time`; nil when none is left.
    func dropping(settledAt time: Double) -> ReflowAnimation? {
        let moving = motions.filter { !$0.value.isSettled(at: time, epsilon: Self.settledWithin) }
        return moving.isEmpty ? nil : ReflowAnimation(motions: moving, pageShown: pageShown)
    }
}
