import GlassCore
import GlassMotion

/// Everything the renderer draws at one instant, in points and radians. It draws only this.
public struct HomePresentation: Equatable, Sendable {
    public var time: Double
    public var screen: Size
    /// Every visible icon (home pages in view, dock, open folder's contents, the carried icon,
    /// icons flying home), sorted back to front by `zIndex`.
    public var icons: [IconPresentation]
    /// The home pages' scroll offset, in points (page n at rest is n × screen width).
    public var pageOffset: Double
    public var pageDots: PageDotsPresentation
    public var doneButton: DoneButtonPresentation
    public var openFolder: OpenFolderPresentation?
    public var alert: DeleteAlertPresentation?
    /// The dock's glass platter.
    public var dockPlatter: Rect
    /// How the wiggle is drawn now (Reduce Motion makes it still, > 20 icons reduce it).
    public var wiggleComplexity: WiggleComplexity
}

/// What an icon shows.
public enum IconContent: Hashable, Sendable {
    case app(AppID)
    /// A folder with the apps of its 2 × 2 preview (at most 4).
    case folder(FolderID, name: String, previewApps: [AppID])
}

/// One icon at one instant. `frame` is where it sits (page offset and parallax included);
/// draw it scaled by `scale` and rotated by `rotation` about the frame's center, moved by
/// `translation`, at `opacity`.
public struct IconPresentation: Equatable, Sendable {
    public var id: ItemID
    public var content: IconContent
    /// Where the icon sits in the layout shown (the drag's preview while carrying); for the
    /// carried icon, where it was picked up.
    public var location: ItemLocation
    /// The 60 pt icon square, in screen points.
    public var frame: Rect
    /// The label's box under the icon; nil in the dock, which has no labels.
    public var labelFrame: Rect?
    public var label: String
    public var scale: Double
    public var rotation: Double
    public var translation: Vector
    public var opacity: Double
    public var zIndex: Int
    /// The delete badge's circle and its opacity (0 when there is none).
    public var badgeFrame: Rect
    public var badgeOpacity: Double
    /// 0.9 while this icon is the armed target of a folder hover, else 1 (part of `scale`).
    public var hoverScale: Double
    /// The shadow's blur radius: 4 pt at rest, up to 12 pt lifted.
    public var shadowRadius: Double
    /// The carried icon's tilt from the finger's velocity, radians (part of `rotation`).
    public var tilt: Double
    /// 0 at rest … 1 fully lifted (scale 1.1, opacity 0.85, shadow 12 pt).
    public var lift: Double
    /// The pose of the wiggle (part of `rotation` and `translation`).
    public var wiggle: WigglePose
    /// Set on a folder being born from a drop: where it is on the 0.6 s timeline.
    public var folderCreation: FolderCreationTimeline?
    /// The black laid over a pressed icon, 0 … `HomeScreenMotion.pressedDim` (its shrinking
    /// is part of `scale`).
    public var pressDim = 0.0
}

/// The page dots. `count` is fractional while they morph between page counts.
public struct PageDotsPresentation: Hashable, Sendable {
    public var frame: Rect
    public var count: Double
    public var dots: [PageDot]
    /// Fades out while an icon is carried and back in after.
    public var opacity: Double

    public struct PageDot: Hashable, Sendable {
        public var center: Point
        /// 8 pt, smaller while a dot grows in or shrinks out.
        public var diameter: Double
        public var color: Color
        public var isActive: Bool
    }
}

public struct DoneButtonPresentation: Hashable, Sendable {
    public var frame: Rect
    public var opacity: Double
    public var isVisible: Bool { opacity > 0 }
}

/// An open (opening, closing) folder.
public struct OpenFolderPresentation: Hashable, Sendable {
    public var id: FolderID
    public var name: String
    /// 0 closed … 1 open (0.35 s).
    public var progress: Double
    /// The folder's icon scale on the grid, 1.0 → 1.05 as it opens.
    public var iconScale: Double
    /// The glass panel, growing from the folder's icon to its open frame.
    public var panelFrame: Rect
    public var titleFrame: Rect
    /// Blur radius of the backdrop behind the panel, in points: up to the folder's 30 pt.
    public var backdropBlur: Double
    /// Opacity of the panel's contents, fading in as it expands.
    public var contentOpacity: Double
    /// The folder's own pages: scroll offset in points, count, and the page shown.
    public var pageOffset: Double
    public var pageCount: Int
    public var currentPage: Int
}

/// The delete confirmation.
public struct DeleteAlertPresentation: Equatable, Sendable {
    public var title: String
    public var message: String
    public var frame: Rect
    public var deleteButtonFrame: Rect
    public var cancelButtonFrame: Rect
}
