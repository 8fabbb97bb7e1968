import Foundation
import GlassCore

/// A split view in a compact width: one navigation stack, the sidebar at its root, the
/// content and the detail pushed on it. Choosing a row of the sidebar's list pushes the next
/// column, and popping goes back a column; where the stack stands is the preferred compact
/// column, so a split view that collapses shows the column the app asks for.
struct CollapsedSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let column: Binding<NavigationSplitViewColumn>
    /// The column shown, read in `body` so that a change runs it again.
    let shown: NavigationSplitViewColumn

    /// The columns pushed over the sidebar to show `column`.
    private func pages(to column: NavigationSplitViewColumn) -> [Int] {
        switch column.index {
        case 0: []
        case 1: content == nil ? [2] : [1]
        default: content == nil ? [2] : [1, 2]
        }
    }

    var body: some View {
        let column = self.column
        let hasContent = content != nil
        let path = Binding<[Int]>(
            get: { pages(to: column.wrappedValue) },
            set: { column.wrappedValue = NavigationSplitViewColumn(index: $0.last ?? 0) })
        NavigationStack(path: path) {
            sidebar
                .environment(
                    \.splitColumnAdvance,
                    SplitColumnAdvance(id: "sidebar") { _ in column.wrappedValue = hasContent ? .content : .detail }
                )
                .navigationDestination(for: Int.self) { page in
                    if page == 1, let content {
                        content.environment(
                            \.splitColumnAdvance,
                            SplitColumnAdvance(id: "content") { _ in column.wrappedValue = .detail })
                    } else {
                        detail
                    }
                }
        }
    }
}

/// How a split view's columns share the width, in a regular width.
///
/// With `.automatic` visibility, what fits: three columns side by side from 1,180 pt (an
/// 11-inch iPad in landscape is 1,194 pt, a 13-inch one 1,366 pt), where the detail keeps at
/// least 540 pt beside a 320 pt sidebar and a 320 pt content column; narrower (the iPads in
/// portrait: 834 and 1,032 pt) the content and the detail, the sidebar hidden. Two columns
/// stand side by side from 900 pt, the detail keeping 580 pt; narrower, the detail alone.
/// These are iPadOS's choices for its split views: all columns in landscape, the sidebar
/// hidden in portrait.
///
/// A sidebar asked for where it does not fit, or with the `.prominentDetail` style, slides
/// over the other columns instead of narrowing them, with a shadow, and a tap beside it
/// hides it (iPadOS's overlay in portrait).
struct SplitViewLayout: Equatable {
    static let threeColumnWidth: CGFloat = 1180
    static let twoColumnWidth: CGFloat = 900

    var width: CGFloat
    var columnCount: Int
    var visibility: NavigationSplitViewVisibility
    var overlaysDetail: Bool
    var sidebarWidth: CGFloat = 320
    var contentWidth: CGFloat = 320

    /// Whether everything fits side by side at this width.
    private var fitsAll: Bool {
        width >= (columnCount == 3 ? Self.threeColumnWidth : Self.twoColumnWidth)
    }

    /// The visibility `.automatic` stands for at this width.
    var resolved: NavigationSplitViewVisibility {
        guard visibility == .automatic else { return visibility }
        if fitsAll { return .all }
        return columnCount == 3 ? .doubleColumn : .detailOnly
    }

    /// Whether each column shows (sidebar, content, detail).
    var shows: (sidebar: Bool, content: Bool) {
        switch resolved {
        case .all: (true, columnCount == 3)
        case .doubleColumn: (columnCount == 2, columnCount == 3)
        default: (false, false)
        }
    }

    /// Whether the sidebar lies over the others rather than beside them.
    var sidebarOverlays: Bool { shows.sidebar && (overlaysDetail || !fitsAll) }

    /// The frames of the sidebar, the content (three columns) and the detail, in `bounds`.
    /// Hidden columns wait off the leading edge, to slide in from there.
    func frames(in bounds: CGRect) -> [CGRect] {
        let (sidebar, content) = shows
        let contentOverlays = content && overlaysDetail
        var x = bounds.minX
        var frames: [CGRect] = []
        let sidebarFrame = CGRect(
            x: sidebar ? x : x - sidebarWidth, y: bounds.minY, width: sidebarWidth, height: bounds.height)
        frames.append(sidebarFrame)
        if sidebar && !sidebarOverlays { x += sidebarWidth }
        if columnCount == 3 {
            let contentX = content ? x : bounds.minX - contentWidth
            frames.append(CGRect(x: contentX, y: bounds.minY, width: contentWidth, height: bounds.height))
            if content && !contentOverlays { x += contentWidth }
        }
        frames.append(CGRect(x: x, y: bounds.minY, width: max(bounds.maxX - x, 0), height: bounds.height))
        return frames
    }

    /// The visibility the sidebar button sets: hides a shown sidebar, shows a hidden one.
    var toggled: NavigationSplitViewVisibility {
        if shows.sidebar { return columnCount == 3 ? .doubleColumn : .detailOnly }
        return .all
    }
}

/// A split view in a regular width: each column a navigation stack of its own, laid out by
/// `SplitViewLayout`, with the sidebar button at the top leading corner and hairlines between
/// columns. The sidebar button animates the columns.
struct SplitViewContainer<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let visibility: Binding<NavigationSplitViewVisibility>
    let shown: NavigationSplitViewVisibility

    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { SplitViewBehavior() }
        behavior.node = node
        behavior.layout.columnCount = content == nil ? 2 : 3
        behavior.layout.visibility = shown
        behavior.layout.overlaysDetail = node.environment.navigationSplitViewStyle.overlaysDetail
        let layout = behavior.layout
        let visibility = self.visibility
        let leftmost = layout.shows.sidebar ? 0 : layout.shows.content ? 1 : 2
        for (index, chrome) in behavior.chrome.enumerated() {
            let inset: CGFloat = index == leftmost ? 52 : 0
            if chrome.leadingInset != inset { chrome.leadingInset = inset }
        }
        func column<V: View>(_ view: V, _ index: Int) -> some View {
            NavigationStack { view }
                .environment(\.splitColumnChrome, behavior.chrome[index])
                .environment(
                    \.splitColumnAdvance,
                    SplitColumnAdvance(id: [ObjectIdentifier(behavior).hashValue, index]) {
                        [weak behavior] byKeyboard in
                        if byKeyboard { behavior?.focusColumn(after: index) }
                    })
        }
        var columns: [any View] = [column(sidebar.listStyle(.sidebar), 0)]
        if let content { columns.append(column(content, 1)) }
        columns.append(column(detail, 2))
        behavior.setVisibility = { shown in withAnimation(SplitViewBehavior.toggle) { visibility.wrappedValue = shown }
        }
        behavior.swipe.node = node
        let toggle = Button(
            action: { withAnimation(SplitViewBehavior.toggle) { visibility.wrappedValue = layout.toggled } },
            label: { Image(systemName: "sidebar.left").font(.title3).frame(width: 44, height: 44) }
        )
        // A bar button: its size at every text size, as the navigation bar's row keeps its own.
        .dynamicTypeSize(.large)
        .accessibilityLabel(layout.shows.sidebar ? "Hide Sidebar" : "Show Sidebar")
        let shield = Color.clear.contentShape(Rectangle())
            .onTapGesture { withAnimation(SplitViewBehavior.toggle) { visibility.wrappedValue = layout.toggled } }
            .accessibilityHidden(true)
        node.setUnit(behavior, children: columns + [shield, toggle])
    }
}

/// The expanded split view's unit.
@MainActor
final class SplitViewBehavior: NodeBehavior {
    /// How the columns move when the sidebar shows or hides.
    static let toggle = Animation.spring(response: 0.4, dampingFraction: 1)

    weak var node: ViewNode?
    var layout = SplitViewLayout(width: 0, columnCount: 2, visibility: .automatic, overlaysDetail: false)
    /// What each column (sidebar, content, detail) asks of its navigation bar.
    let chrome = [SplitColumnChrome(), SplitColumnChrome(), SplitColumnChrome()]
    /// Sets the columns shown, animated (the split view's binding).
    var setVisibility: (NavigationSplitViewVisibility) -> Void = { _ in }
    /// A swipe between the columns, and the columns it shows when it goes far or fast enough
    /// (toward the trailing edge to show one, toward the leading edge to hide the sidebar).
    private(set) lazy var swipe: PanRecognizer = {
        let swipe = PanRecognizer(axis: .horizontal)
        swipe.shouldBegin = { [unowned self] point in
            swipeShows = visibility(afterSwipeFrom: point)
            swipe.way = swipeShows?.way ?? .either
            return swipeShows != nil
        }
        swipe.changed = { [unowned self] distance in follow(distance) }
        swipe.cancelled = { [unowned self] in
            swipeShows = nil
            settle()
        }
        swipe.ended = { [unowned self] distance, velocity in
            guard let shows = swipeShows else { return }
            let toward: CGFloat = shows.way == .forward ? 1 : -1
            if distance * toward > 60 || velocity * toward > 400 {
                dragged = nil
                progress = nil
                setVisibility(shows.visibility)
            } else {
                settle()
            }
        }
        return swipe
    }()
    private var swipeShows: (visibility: NavigationSplitViewVisibility, way: PanRecognizer.Way)?
    /// How far a swipe has moved a sidebar that lies over the other columns, in points to the
    /// right: it follows the finger.
    private var dragged: CGFloat?
    /// How far (0…1) a swipe has moved columns that stand side by side toward the columns it
    /// shows: they slide and resize with the finger, all the way once it has gone the width of
    /// the sidebar.
    private var progress: CGFloat?

    /// The finger is `distance` points along the swipe: a sidebar that overlays follows it;
    /// columns side by side move part of the way to where the swipe takes them.
    private func follow(_ distance: CGFloat) {
        guard let node, let shows = swipeShows else { return }
        let forward: CGFloat = node.environment.layoutDirection == .rightToLeft ? -1 : 1
        var shown = layout
        shown.visibility = .all
        if shown.sidebarOverlays {
            dragged = distance * forward
        } else {
            let toward: CGFloat = shows.way == .forward ? 1 : -1
            let travel = max(shown.frames(in: CGRect(origin: .zero, size: node.frame.size))[0].width, 1)
            progress = min(max(distance * toward / travel, 0), 1)
        }
        node.invalidateLayout()
    }

    /// A swipe that moved a sidebar lets go short of showing or hiding it: it slides back.
    private func settle() {
        guard dragged != nil || progress != nil, let node else { return }
        dragged = nil
        progress = nil
        withAnimation(Self.toggle) { node.invalidateLayout() }
    }
    /// How near the leading edge a swipe that shows a column begins, in points.
    static let edge: CGFloat = 24

    override var recognizer: AnyGestureRecognizer? { swipe }
    override var forwardsTraits: Bool { false }

    /// The columns a swipe from `point` (in the split view's space) shows, and the way it must
    /// go, as on iPadOS: from the edge the sidebar hides behind, away from it, the next hidden
    /// column (the content, then the sidebar); on a shown sidebar (or beside it, where it
    /// overlays), back toward that edge, the columns without it. Nil: the swipe is not the
    /// split view's. (The columns stand left to right in either layout direction, so the
    /// edge is the left one; the pan measures right to left as forward.) Where a list row's
    /// swipe actions or a column's back swipe could take the same drag, they win: the row is
    /// deeper, the back swipe comes first.
    func visibility(afterSwipeFrom point: CGPoint) -> (
        visibility: NavigationSplitViewVisibility, way: PanRecognizer.Way
    )? {
        guard let node else { return nil }
        let mirrored = node.environment.layoutDirection == .rightToLeft
        let (rightward, leftward): (PanRecognizer.Way, PanRecognizer.Way) =
            mirrored ? (.backward, .forward) : (.forward, .backward)
        let (sidebar, content) = layout.shows
        if point.x <= Self.edge && !sidebar { return (columnCount == 3 && !content ? .doubleColumn : .all, rightward) }
        guard sidebar else { return nil }
        let sidebarWidth = layout.frames(in: CGRect(origin: .zero, size: node.frame.size))[0].maxX
        return point.x <= sidebarWidth || layout.sidebarOverlays ? (layout.toggled, leftward) : nil
    }

    private var columnCount: Int { layout.columnCount }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        // The columns' own widths (`navigationSplitViewColumnWidth`).
        var next = layout
        next.width = bounds.width
        if let width = node.children[0].preference(SplitColumnWidthKey.self) ?? nil {
            next.sidebarWidth = width.resolved
        }
        if columnCount == 3, let width = node.children[1].preference(SplitColumnWidthKey.self) ?? nil {
            next.contentWidth = width.resolved
        }
        if next != layout {
            let wasLeftmost = layout.shows
            layout = next
            // A new width may show other columns: the leftmost one's bar changes.
            if wasLeftmost != next.shows { node.graph.setNeedsBody(node) }
        }
        var frames = layout.frames(in: bounds)
        if let progress, let shows = swipeShows {
            var target = layout
            target.visibility = shows.visibility
            frames = zip(frames, target.frames(in: bounds)).map { from, to in
                CGRect(
                    x: from.minX + (to.minX - from.minX) * progress, y: from.minY + (to.minY - from.minY) * progress,
                    width: from.width + (to.width - from.width) * progress,
                    height: from.height + (to.height - from.height) * progress)
            }
        }
        if let dragged {
            let width = frames[0].width
            frames[0].origin.x = bounds.minX + min(max((layout.shows.sidebar ? 0 : -width) + dragged, -width), 0)
        }
        for (index, frame) in frames.enumerated() {
            for unit in node.units(ofChild: index) { unit.place(in: frame, proposal: ProposedViewSize(frame.size)) }
        }
        for unit in node.units(ofChild: columnCount) {
            unit.place(in: bounds, proposal: ProposedViewSize(bounds.size))
        }
        // The sidebar button sits in the bar's row of the leading column, under the status bar.
        for unit in node.units(ofChild: columnCount + 1) {
            unit.place(
                in: CGRect(x: bounds.minX + 8, y: bounds.minY, width: 44, height: 44),
                proposal: ProposedViewSize(width: 44, height: 44))
        }
    }

    /// The shield beside an overlaid sidebar shows only while it overlays; a hidden column
    /// only while it slides out.
    override func shows(_ unit: ViewNode) -> Bool {
        guard let node else { return true }
        if node.units(ofChild: columnCount).contains(where: { $0 === unit }) { return layout.sidebarOverlays }
        if unit === node.units(ofChild: columnCount + 1).first { return true }
        let bounds = CGRect(origin: .zero, size: node.frame.size)
        return unit.presentedFrame.intersects(bounds) && unit.presentedFrame.maxX > 0.5
    }

    /// Whether the sidebar lies over the other columns now: shown so, or dragged in over them.
    private var overlays: Bool { layout.sidebarOverlays || dragged != nil }

    /// The sidebar (when it overlays) over the shield over the others; the button on top.
    override var paintOrder: [Int]? {
        let columns = Array(1..<columnCount)
        return overlays
            ? columns + [columnCount, 0, columnCount + 1] : [0] + columns + [columnCount, columnCount + 1]
    }

    override func hitTestOrder(childCount: Int) -> [Int] { (paintOrder ?? []).reversed() }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        context.paintChildren(of: node)
        // Hairlines between columns side by side; a shadow beside an overlaid sidebar.
        let scheme = node.environment.colorScheme.core
        let separator = SemanticColor.separator.resolved(in: scheme)
        let frames = (0...columnCount - 1).compactMap { node.units(ofChild: $0).first?.presentedFrame }
        let height = Double(node.presentedFrame.height)
        for frame in frames.dropLast() where frame.maxX > 0 && frame.maxX < node.presentedFrame.width {
            let edge = Double(frame.maxX)
            if overlays && frame == frames.first {
                context.canvas.fill(
                    GlassCore.Path(rect: Rect(x: edge, y: 0, width: 12, height: height)),
                    with: .linearGradient(
                        stops: [
                            GradientStop(GlassCore.Color(white: 0, alpha: 0.15), at: 0), GradientStop(.clear, at: 1),
                        ],
                        start: Point(x: edge, y: 0), end: Point(x: edge + 12, y: 0)))
            } else {
                let hairline = 1 / Double(max(node.graph.displayScale, 1))
                context.canvas.fill(
                    GlassCore.Path(rect: Rect(x: edge - hairline, y: 0, width: hairline, height: height)),
                    with: separator)
            }
        }
    }

    /// Return in a column's list: focus moves to the next shown column's list.
    func focusColumn(after index: Int) {
        // The children are the columns in order: sidebar, content (of three), detail.
        guard let node, index < 2, let child = columnCount == 3 ? index + 1 : (index == 0 ? 1 : nil) else { return }
        let target = node.children[child].first {
            ($0.behavior as? FocusableBehavior)?.isFocusable == true
        }
        if let target { node.graph.focus.focus(target) }
    }
}
