import Foundation
import GlassCore
import GlassMotion

/// A scroll view's unit: the viewport. It lays its content out unbounded along its axes,
/// clips it, and keeps the content offset, which a finger, the wheel and UIScrollView's
/// physics move (see `ScrollView`).
@MainActor
final class ScrollBehavior: NodeBehavior {
    var axes: Axis.Set = .vertical
    var showsIndicators = true
    /// Where flicks come to rest (`scrollTargetBehavior(_:)`), or nil for where they stop.
    var targetBehavior: (any ScrollTargetBehavior)?
    /// `onScrollGeometryChange` actions, and the geometry they were last told.
    var geometryObservers: [ScrollGeometryObserver] = []
    var reportedGeometry: ScrollGeometry?
    /// Space around the content that is scrolled like it (a navigation bar's, the home
    /// indicator's, as UIScrollView's `adjustedContentInset`): the offset at rest shows the
    /// top inset, and the content can scroll past the bottom one.
    var contentInsets = EdgeInsets() {
        didSet { if contentInsets != oldValue { node?.invalidateLayout() } }
    }
    /// How much of the top inset a large title takes that collapses as the content scrolls up.
    var collapsingInset: CGFloat = 0
    /// The navigation bar that watches this scroll view, if it fills a screen of a stack.
    weak var navigationLink: NavigationScrollLink?
    /// The tab bar that watches this scroll view, inside a tab.
    weak var tabBarLink: TabBarScrollLink?
    /// The sheet this scroll view is in, which may take its drags.
    var sheetLink: SheetLink?
    /// The binding `scrollPosition(id:)` keeps, and the id last told it.
    var position: ScrollPositionBinding?
    var reportedPosition: AnyHashable?
    /// The view the binding named before the first layout, brought to the top by it.
    var pendingPosition: AnyHashable?
    /// The view an animated `scrollTo` moves the content to, followed until it rests.
    var seek: ScrollSeek?
    /// What pulling down past the top refreshes (`refreshable`), and whether it runs now.
    var refresh: RefreshAction?
    var isRefreshing = false
    /// How far past its top the content is pulled to refresh, in points (after the rubber band).
    static let refreshPull: CGFloat = 80
    /// The lazy stacks inside, told when the content moves.
    private var lazyStacks: [WeakLazyStack] = []

    private struct WeakLazyStack {
        weak var stack: LazyStackBehavior?
    }

    func watch(_ stack: LazyStackBehavior) {
        lazyStacks.removeAll { $0.stack == nil }
        if !lazyStacks.contains(where: { $0.stack === stack }) { lazyStacks.append(WeakLazyStack(stack: stack)) }
    }
    let physics = ScrollPhysics()
    let drag = ScrollDragRecognizer()
    unowned let graph: ViewGraph
    /// The scroll view's node and its content's, set when they update.
    weak var node: ViewNode?
    weak var contentNode: ViewNode?

    private(set) var viewport = CGSize.zero
    private(set) var contentSize = CGSize.zero
    /// The offset where the content rests (a motion's target), or where the finger holds it.
    private(set) var offset = CGPoint.zero
    /// Where the finger went down and the offset then, while a finger moves the content.
    private(set) var held: (offset: CGPoint, translation: CGSize)?
    /// The motion after a release, per axis, and when it began.
    private var release: (x: ScrollMotion?, y: ScrollMotion?, time: Double, shift: CGPoint)?
    /// When the content last moved or, for a motion, when it comes to rest: the indicators
    /// fade out after it.
    private var restedAt: Double?

    init(graph: ViewGraph) {
        self.graph = graph
        super.init()
        drag.owner = self
    }

    override var recognizer: AnyGestureRecognizer? { drag }
    var graphTime: Double { graph.time }
    override var forwardsTraits: Bool { false }
    /// Whether the content is drawn and hit only inside the viewport (not `scrollClipDisabled`).
    var clipsContent = true
    override var clipsToBounds: Bool { clipsContent }

    /// The largest offset along each axis: the content's overflow (0 where it fits).
    var limit: CGPoint {
        CGPoint(
            x: axes.contains(.horizontal) ? max(contentSize.width - viewport.width, 0) : 0,
            y: axes.contains(.vertical) ? max(contentSize.height - viewport.height, 0) : 0)
    }

    /// The content offset as drawn at `time`.
    func presentedOffset(at time: Double) -> CGPoint {
        guard let release else { return offset }
        let elapsed = time - release.time
        return CGPoint(
            x: release.x.map { $0.offset(at: elapsed) + release.shift.x } ?? offset.x,
            y: release.y.map { $0.offset(at: elapsed) + release.shift.y } ?? offset.y)
    }

    /// Whether the content still moves on its own at `time`.
    func isMoving(at time: Double) -> Bool {
        guard let release else { return false }
        let elapsed = time - release.time
        return [release.x, release.y].contains { ($0?.duration ?? 0) > elapsed }
    }

    /// How opaque the scroll indicators are at `time`.
    func indicatorOpacity(at time: Double) -> Double {
        guard showsIndicators else { return 0 }
        return ScrollIndicators.opacity(at: time, lastMoved: restedAt, moving: held != nil || isMoving(at: time))
    }

    override func advanced(to time: Double) { contentMoved(at: time) }

    /// Tells the geometry actions and the lazy stacks inside where the content is at `time`.
    private func contentMoved(at time: Double) {
        reportGeometry(at: time)
        reportPosition(at: time)
        followSeek(at: time)
        for entry in lazyStacks { entry.stack?.contentMoved() }
        navigationLink?.moved()
        tabBarLink?.moved(self, offset: presentedOffset(at: time).y)
    }

    override func detached() {
        if navigationLink?.scroll === self { navigationLink?.scroll = nil }
        tabBarLink?.forget(self)
    }

    override func isAnimating(at time: Double) -> Bool {
        isMoving(at: time) || (held == nil && indicatorOpacity(at: time) > 0)
    }

    // MARK: Layout

    private func contentProposal(_ size: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : size.width,
            height: axes.contains(.vertical) ? nil : size.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let content = node.loneUnit?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        self.node = node
        guard let unit = node.loneUnit else { return }
        let insets = adjustedInsets
        let inside = CGSize(
            width: max(bounds.width - insets.horizontal, 0), height: max(bounds.height - insets.vertical, 0))
        let inner = contentProposal(ProposedViewSize(inside))
        let size = unit.sizeThatFits(inner)
        let top = topBeforeReflow(into: bounds.size)
        viewport = bounds.size
        contentSize = CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
        // Along an axis it does not scroll, narrower content is centred.
        let origin = CGPoint(
            x: insets.leading + (axes.contains(.horizontal) ? 0 : max((inside.width - size.width) / 2, 0)),
            y: insets.top + (axes.contains(.vertical) ? 0 : max((inside.height - size.height) / 2, 0)))
        unit.place(in: CGRect(origin: origin, size: size), proposal: inner)
        // The refresh spinner, centred in the space the refresh holds open under the top inset.
        for spinner in node.units(ofChild: 1) {
            let ideal = spinner.sizeThatFits(.unspecified)
            let top = contentInsets.top + (Self.refreshHold - ideal.height) / 2
            spinner.place(
                in: CGRect(x: (bounds.width - ideal.width) / 2, y: top, width: ideal.width, height: ideal.height),
                proposal: ProposedViewSize(ideal))
        }
        // Content that shrank leaves the offset within the new limits, unless a finger or a
        // motion holds it.
        if held == nil, !isMoving(at: graph.time) {
            let resting = presentedOffset(at: graph.time)
            offset = CGPoint(x: min(max(resting.x, 0), limit.x), y: min(max(resting.y, 0), limit.y))
            release = nil
        }
        if let top { keepAtTop(top) }
        reportGeometry(at: graph.time)
    }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        let bounds = CGRect(origin: .zero, size: node.presentedFrame.size)
        let time = graph.time
        context.canvas.withLayer(clip: clipsContent ? GlassCore.Path(rect: Rect(bounds)) : nil) {
            context.paintChildren(of: node)
            ScrollIndicators.draw(
                on: context.canvas, size: bounds.size, content: contentSize, offset: presentedOffset(at: time),
                limit: limit, axes: axes, dark: node.environment.colorScheme == .dark,
                opacity: indicatorOpacity(at: time))
        }
    }

    /// The whole viewport takes touches, its empty parts too, as a UIScrollView does.
    override func containsOwnContent(_ point: CGPoint, size: CGSize) -> Bool { true }

    // MARK: Moving the content

    /// Sets the offset the content rests at and draws it there.
    private func show(_ newOffset: CGPoint) {
        offset = newOffset
        moved()
    }

    /// The content moved: the viewport draws again, compositing the content's kept layer.
    private func moved() {
        contentMoved(at: graph.time)
        let end = release.map { motion in motion.time + max(motion.x?.duration ?? 0, motion.y?.duration ?? 0) }
        restedAt = max(graph.time, end ?? graph.time)
        if let node, showsIndicators { graph.noteAnimating(node) }
        node?.setNeedsPaint()
    }

    /// The content moved by `delta` in its own space while showing the same (a lazy container
    /// measured rows above what shows, a refresh holds the content down): the offset, a motion
    /// in flight and a finger's hold follow it, so that nothing on screen jumps, as UIKit keeps
    /// a table still when it corrects the estimated heights of rows above.
    func contentShifted(by delta: CGPoint) {
        offset = CGPoint(x: offset.x + delta.x, y: offset.y + delta.y)
        if let motion = release {
            release = (
                motion.x, motion.y, motion.time, CGPoint(x: motion.shift.x + delta.x, y: motion.shift.y + delta.y)
            )
        }
        if let hold = held {
            held = (CGPoint(x: hold.offset.x + delta.x, y: hold.offset.y + delta.y), hold.translation)
        }
    }

    /// A finger touched the content: a motion in flight stops where it is. Whether one did
    /// (the touch then belongs to the scroll view, not to the views under it).
    @discardableResult
    func touchDown(time: Double) -> Bool {
        let moving = isMoving(at: time)
        seek = nil
        offset = presentedOffset(at: time)
        release = nil
        if moving { moved() }
        return moving
    }

    /// The finger moved the content by `translation` since the drag began.
    func dragged(_ translation: CGSize, time: Double) {
        if held == nil { held = (presentedOffset(at: time), translation) }
        guard let held else { return }
        let free = CGPoint(
            x: held.offset.x - (axes.contains(.horizontal) ? translation.width - held.translation.width : 0),
            y: held.offset.y - (axes.contains(.vertical) ? translation.height - held.translation.height : 0))
        show(
            CGPoint(
                x: ScrollPhysics.rubberBanded(
                    Double(free.x), limit: Double(limit.x), dimension: Double(viewport.width)),
                y: ScrollPhysics.rubberBanded(
                    Double(free.y), limit: Double(limit.y), dimension: Double(viewport.height))))
    }

    /// The finger lifted moving at `velocity` (points per second on screen): the content
    /// decelerates, and bounces back if it is or goes past an edge.
    func released(velocity: CGSize, time: Double) {
        held = nil
        if let refresh, !isRefreshing, offset.y <= -Self.refreshPull {
            startRefreshing(refresh)
            // The content is placed lower by the hold from now on: where it shows stays.
            contentShifted(by: CGPoint(x: 0, y: Self.refreshHold))
        }
        if let targetBehavior {
            settle(with: targetBehavior, velocity: CGPoint(x: -velocity.width, y: -velocity.height), time: time)
            return
        }
        let x =
            axes.contains(.horizontal)
            ? ScrollMotion(
                from: Double(offset.x), velocity: -Double(velocity.width), limit: Double(limit.x), physics: physics)
            : nil
        let y =
            axes.contains(.vertical)
            ? ScrollMotion(
                from: Double(offset.y), velocity: -Double(velocity.height), limit: Double(limit.y), physics: physics)
            : nil
        release = (x, y, time, .zero)
        offset = CGPoint(x: x?.restingOffset ?? offset.x, y: y?.restingOffset ?? offset.y)
        moved()
        if let node { graph.noteAnimating(node) }
    }

    /// A flick of `velocity` (of the offset) ends where `behavior` puts the natural end of it.
    private func settle(with behavior: any ScrollTargetBehavior, velocity: CGPoint, time: Double) {
        let scrolls = (x: axes.contains(.horizontal), y: axes.contains(.vertical))
        let velocity = CGPoint(x: scrolls.x ? velocity.x : 0, y: scrolls.y ? velocity.y : 0)
        let natural = CGPoint(
            x: min(
                max(CGFloat(physics.projectedEnd(from: Double(offset.x), velocity: Double(velocity.x))), 0), limit.x),
            y: min(max(CGFloat(physics.projectedEnd(from: Double(offset.y), velocity: Double(velocity.y))), 0), limit.y)
        )
        var target = ScrollTarget(rect: CGRect(origin: natural, size: viewport))
        let context = ScrollTargetBehaviorContext(
            originalTarget: target, velocity: CGVector(dx: velocity.x, dy: velocity.y), contentSize: contentSize,
            containerSize: viewport, axes: axes, releaseOffset: offset, alignmentFrames: alignmentFrames())
        behavior.updateTarget(&target, context: context)
        // An anchor puts that point of the target rectangle at the same point of the viewport.
        let anchor = target.anchor ?? .topLeading
        let resting = CGPoint(
            x: target.rect.minX + (target.rect.width - viewport.width) * anchor.x,
            y: target.rect.minY + (target.rect.height - viewport.height) * anchor.y)
        move(to: resting, animated: true, time: time, velocity: velocity)
    }

    /// The frames, in the content's space, of the views of the first `scrollTargetLayout()`
    /// container inside the content.
    private func alignmentFrames() -> [CGRect] { targetViews().map(\.frame) }

    /// Moves the content to `target` (kept within the edges): on the snap spring, keeping the
    /// velocity of a motion in flight, or at once.
    func move(to target: CGPoint, animated: Bool, time: Double, velocity: CGPoint? = nil) {
        let now = presentedOffset(at: time)
        let velocity =
            velocity
            ?? CGPoint(
                x: release.flatMap { $0.x?.velocity(at: time - $0.time) } ?? 0,
                y: release.flatMap { $0.y?.velocity(at: time - $0.time) } ?? 0)
        let clamped = CGPoint(x: min(max(target.x, 0), limit.x), y: min(max(target.y, 0), limit.y))
        held = nil
        guard animated else {
            release = nil
            show(clamped)
            return
        }
        let x = ScrollMotion(from: Double(now.x), to: Double(clamped.x), velocity: Double(velocity.x), physics: physics)
        let y = ScrollMotion(from: Double(now.y), to: Double(clamped.y), velocity: Double(velocity.y), physics: physics)
        release = (x, y, time, .zero)
        offset = clamped
        moved()
        if let node { graph.noteAnimating(node) }
    }

    /// The wheel or a trackpad moved the content by (dx, dy) points; the content stops at
    /// the edges. Whether it moved: one at its edge, or with nothing to scroll, leaves the
    /// motion to the scroll view around it.
    func scrolled(dx: CGFloat, dy: CGFloat, time: Double) -> Bool {
        let dx = axes.contains(.horizontal) ? dx : 0, dy = axes.contains(.vertical) ? dy : 0
        guard dx != 0 || dy != 0, drag.isEnabled else { return false }
        seek = nil
        let start = presentedOffset(at: time)
        let target = CGPoint(x: min(max(start.x + dx, 0), limit.x), y: min(max(start.y + dy, 0), limit.y))
        guard target != start else { return false }
        release = nil
        show(target)
        return true
    }
}

/// The content's unit: lays out the scroll view's content (several views as a stack along the
/// axis) and moves it by the content offset.
@MainActor
final class ScrollContentBehavior: NodeBehavior {
    weak var scroll: ScrollBehavior?

    private var stacksHorizontally: Bool { scroll?.axes == .horizontal }

    override var forwardsTraits: Bool { false }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard stacksHorizontally, node.units(ofChild: 0).count != 1 else {
            return super.sizeThatFits(proposal, node: node)
        }
        var cache: Void = ()
        return HStackLayout().sizeThatFits(proposal: proposal, subviews: node.subviews(ofChild: 0), cache: &cache)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        guard stacksHorizontally, node.units(ofChild: 0).count != 1 else {
            super.placeChildren(in: bounds, proposal: proposal, node: node)
            return
        }
        var cache: Void = ()
        HStackLayout().placeSubviews(in: bounds, proposal: proposal, subviews: node.subviews(ofChild: 0), cache: &cache)
    }

    override func transform(size: CGSize) -> AffineTransform? {
        guard let scroll else { return nil }
        let offset = scroll.presentedOffset(at: scroll.graphTime)
        return offset == .zero ? nil : .translation(Vector(dx: -Double(offset.x), dy: -Double(offset.y)))
    }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        // The content is kept from its first drawing: a frame that draws it again unchanged
        // (the content moved, or what lies under a glass pane holding it changed) composites it.
        if node.layer == nil, node.graph.retainsLayers { node.layer = RetainedLayer() }
        // Moved content lands on whole pixels, as a retained layer's tiles do.
        context.canvas.drawPixelAligned {
            if let layer = node.layer {
                layer.paintContent(of: node, in: context)
            } else {
                context.paintChildren(of: node)
            }
        }
    }
}
