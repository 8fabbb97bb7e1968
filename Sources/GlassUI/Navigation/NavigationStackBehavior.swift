import Foundation
import GlassCore
import GlassMotion

/// A navigation stack's unit. It shows its top screen; while a screen is pushed, popped or
/// swiped away it also shows the one under it, as UINavigationController does:
/// - the top screen slides in from (or out to) the trailing edge, with a soft shadow along its
///   leading edge;
/// - the screen under it moves a third of the width the other way and dims, by 10 % black
///   when covered.
///
/// `progress` is how far the top screen covers the one under it (1: all of it). Pushes and
/// pops move it on a critically damped spring of 0.35 s response: 97 % of the way after
/// 0.3 s and at rest after about half a second, as UIKit's push looks; the back swipe moves
/// it with the finger.
///
/// The stack reaches past its frame into the safe area by the insets it was given, so that
/// screens draw under the status bar and the home indicator; screens lay out their bars and
/// content inside those insets.
@MainActor
final class NavigationStackBehavior: NodeBehavior {
    static let transition = Animation(.springMotion(Spring(response: 0.35, dampingFraction: 1)))
    /// How far the screen under the top one moves while it is covered, as a fraction of the width.
    static let underShift: CGFloat = 1.0 / 3
    /// How dark the screen under the top one is when covered (black's opacity).
    static let underDimming = 0.1

    private unowned let graph: ViewGraph
    weak var model: NavigationModel?
    var safeArea = EdgeInsets()
    /// The interactive pop: a touch that begins within 20 points of the leading edge and moves
    /// toward the trailing edge takes the top screen, which follows the finger. It wins over
    /// the gestures inside the screen, scroll views included.
    let backSwipe = PanRecognizer(axis: .horizontal)
    /// How far from the leading edge the back swipe must begin, in points (UIKit's edge pan).
    static let backSwipeEdge: CGFloat = 20

    /// The keys of the screens, root first, as of the last update.
    private var keys: [AnyHashable] = []
    /// The top screen's key and view, kept so that it can slide away once popped.
    private var top: (key: AnyHashable, screen: NavigationScreen)?
    /// A popped screen sliding away, drawn over the new top until it is gone.
    private(set) var leavingScreen: (key: AnyHashable, screen: NavigationScreen)?
    /// How far the top screen covers the one under it.
    private var progress = AnimatedValue(1.0)
    /// Whether a finger holds the top screen.
    private(set) var isSwiping = false
    private weak var node: ViewNode?

    init(graph: ViewGraph) {
        self.graph = graph
        super.init()
        backSwipe.precedence = .high
        backSwipe.way = .forward
        backSwipe.shouldBegin = { [unowned self] point in
            let fromEdge = backSwipe.node?.environment.layoutDirection == .rightToLeft ? width - point.x : point.x
            return fromEdge <= Self.backSwipeEdge && canSwipeBack
        }
        backSwipe.began = { [unowned self] in swipeBegan() }
        backSwipe.changed = { [unowned self] in swipeMoved($0) }
        backSwipe.ended = { [unowned self] in swipeEnded(distance: $0, velocity: $1) }
        backSwipe.cancelled = { [unowned self] in swipeCancelled() }
    }

    override var recognizer: AnyGestureRecognizer? { backSwipe }
    override var forwardsTraits: Bool { false }

    /// How many screens the stack holds, the root included (a screen sliding away not counted).
    var depth: Int { keys.count }

    var width: CGFloat { node?.frame.width ?? 0 }

    /// The covering of the top screen as drawn now.
    var presentedProgress: Double { progress.value(at: graph.time) }

    /// Whether a screen moves now (pushed, popped, swiped or settling).
    var isMoving: Bool { isSwiping || progress.isAnimating(at: graph.time) }

    // MARK: Updates

    /// Takes the screens of this update: a new top screen over the old one slides in; a top
    /// screen that is gone slides away, over the new top.
    func show(keys newKeys: [AnyHashable], top newTop: NavigationScreen, node: ViewNode) {
        self.node = node
        let oldKeys = keys
        let oldTop = top
        keys = newKeys
        top = (newKeys[newKeys.count - 1], newTop)
        guard let oldTop, oldTop.key != newKeys.last else { return }
        let time = graph.time
        isSwiping = false
        if !newKeys.contains(oldTop.key) {
            // Popped (or replaced by a shorter path): the old top slides away from where it is
            // drawn, a swipe's finger position included. A pop still in flight ends at once.
            if leavingScreen != nil { progress = AnimatedValue(1) }
            leavingScreen = oldTop
            progress.set(0, animation: Self.transition, at: time, velocity: pendingVelocity)
        } else if newKeys.count > oldKeys.count || !oldKeys.contains(newKeys[newKeys.count - 1]) {
            leavingScreen = nil
            progress = AnimatedValue(0)
            progress.set(1, animation: Self.transition, at: time)
        }
        pendingVelocity = nil
        startMotion()
    }

    /// The velocity (of `progress`, per second) a completed back swipe hands to the pop.
    private var pendingVelocity: Double?

    private func startMotion() {
        guard let node else { return }
        graph.noteAnimating(node)
        // The screen under the top one is placed again to be drawn.
        node.invalidateLayout()
        if graph.retainsLayers {
            for screen in shownScreens where screen.placedProposal != nil && screen.layer == nil {
                screen.layer = RetainedLayer()
            }
        }
        node.setNeedsPaint()
    }

    override func advanced(to time: Double) {
        guard !isSwiping, !progress.isAnimating(at: time) else { return }
        // The motion is over: a popped screen is dropped, and the new top covers the screen
        // under it again (left at 0, the top would stay off screen over the one beneath).
        guard let node else { return }
        if leavingScreen != nil {
            leavingScreen = nil
            progress = AnimatedValue(1)
            graph.setNeedsBody(node)
        }
        node.setNeedsPaint()
    }

    override func isAnimating(at time: Double) -> Bool {
        isSwiping || progress.isAnimating(at: time) || leavingScreen != nil
    }

    // MARK: Which screens show

    /// The screens drawn now, bottom first: the top one, and the one under it while it moves.
    var shownScreens: [ViewNode] {
        guard let node else { return [] }
        let units = node.children.flatMap { child -> [ViewNode] in
            var units: [ViewNode] = []
            child.appendUnits(to: &units)
            return units
        }
        guard let last = units.last else { return [] }
        let revealsUnder = isSwiping || leavingScreen != nil || presentedProgress < 1
        return revealsUnder && units.count > 1 ? [units[units.count - 2], last] : [last]
    }

    override func shows(_ unit: ViewNode) -> Bool {
        shownScreens.contains { $0 === unit }
    }

    /// The horizontal offset of `screen` now: the top one slides by the part it does not
    /// cover, the one under it by a third of what the top one covers.
    func offset(of screen: ViewNode) -> CGFloat {
        let shown = shownScreens
        guard shown.count == 2 else { return 0 }
        let covering = CGFloat(presentedProgress)
        let leading: CGFloat = screen.environment.layoutDirection == .rightToLeft ? -1 : 1
        if screen === shown[1] { return leading * (1 - covering) * width }
        if screen === shown[0] { return -leading * covering * width * Self.underShift }
        return 0
    }

    /// How dark the screen under the top one is drawn now.
    var underDimming: Double {
        shownScreens.count == 2 ? Self.underDimming * min(max(presentedProgress, 0), 1) : 0
    }

    // MARK: Layout

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        self.node = node
        // Screens reach into the safe area; they keep their bars and content out of it.
        let left = node.environment.layoutDirection == .rightToLeft ? safeArea.trailing : safeArea.leading
        let screen = CGRect(
            x: bounds.minX - left, y: bounds.minY - safeArea.top, width: bounds.width + safeArea.horizontal,
            height: bounds.height + safeArea.vertical)
        for unit in shownScreens { unit.place(in: screen, proposal: ProposedViewSize(screen.size)) }
    }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        let shown = shownScreens
        for (i, unit) in shown.enumerated() {
            if i == 1 { paintEdge(under: unit, context: context) }
            context.paint(unit)
        }
    }

    /// The dimming over the screen under the top one, and the top screen's shadow.
    private func paintEdge(under top: ViewNode, context: PaintContext) {
        let frame = top.frame
        let dim = underDimming
        if dim > 0 {
            context.canvas.fill(GlassCore.Path(rect: Rect(frame)), with: GlassCore.Color(white: 0, alpha: dim))
        }
        // Along the top screen's leading edge: its left edge, or its right one right to left.
        let rightToLeft = top.environment.layoutDirection == .rightToLeft
        let edge = (rightToLeft ? frame.maxX : frame.minX) + offset(of: top)
        let shadow = Rect(
            x: Double(rightToLeft ? edge : edge - 8), y: Double(frame.minY), width: 8, height: Double(frame.height))
        let dark = GradientStop(GlassCore.Color(white: 0, alpha: dim * 0.8), at: rightToLeft ? 0 : 1)
        let clear = GradientStop(.clear, at: rightToLeft ? 1 : 0)
        context.canvas.fill(
            GlassCore.Path(rect: shadow),
            with: .linearGradient(
                stops: rightToLeft ? [dark, clear] : [clear, dark], start: Point(x: shadow.minX, y: 0),
                end: Point(x: shadow.maxX, y: 0)))
    }

    // MARK: The back swipe

    /// A finger took the top screen at the leading edge.
    func swipeBegan() {
        isSwiping = true
        leavingScreen = nil
        progress = AnimatedValue(1)
        startMotion()
    }

    /// The finger moved the top screen `distance` points toward the trailing edge.
    func swipeMoved(_ distance: CGFloat) {
        guard width > 0 else { return }
        progress.set(Double(1 - min(max(distance / width, 0), 1)), animation: nil, at: graph.time)
        node?.setNeedsPaint()
    }

    /// The finger lifted `distance` points from the edge moving at `velocity` points per
    /// second: the swipe pops the top screen when the end a flick would reach is past the
    /// middle of the screen (the finger's position plus the distance `ScrollPhysics` projects
    /// for its speed), and the screen settles back otherwise.
    func swipeEnded(distance: CGFloat, velocity: CGFloat) {
        let width = max(self.width, 1)
        let projected = ScrollPhysics().projectedEnd(from: Double(distance), velocity: Double(velocity))
        let velocityOfProgress = -Double(velocity / width)
        if projected > Double(width) / 2, let model {
            isSwiping = false
            pendingVelocity = velocityOfProgress
            model.pop(toIndex: depth - 2)
        } else {
            swipeCancelled(velocity: velocityOfProgress)
        }
    }

    /// The swipe ended without popping: the top screen slides back.
    func swipeCancelled(velocity: Double = 0) {
        isSwiping = false
        progress.set(1, animation: Self.transition, at: graph.time, velocity: velocity)
        startMotion()
    }

    /// Whether a swipe may begin now: there is a screen to go back to and none moves.
    var canSwipeBack: Bool { depth > 1 && !isMoving && leavingScreen == nil }
}
