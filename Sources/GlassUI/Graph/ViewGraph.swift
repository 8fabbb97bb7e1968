import Foundation
import GlassCore
import Observation

/// The retained tree of nodes behind a view hierarchy, and the loop that keeps it current:
/// state changes mark nodes, `update()` runs the bodies of the marked nodes (parents first) and
/// brings their subtrees up to date, `layout(in:)` sizes and places what changed.
///
/// Only the views that read a changed value run again: `@State` marks the node that owns it,
/// and an `@Observable` model marks the nodes whose bodies read the changed property (Swift's
/// Observation tracking, as SwiftUI does).
@MainActor
public final class ViewGraph {
    private(set) var root: ViewNode!
    private var dirty: [ViewNode] = []
    private var serial = 0
    /// How many bodies and primitive updates ran, for tests and benchmarks.
    public internal(set) var bodyEvaluations = 0
    /// Live nodes.
    public internal(set) var nodeCount = 0
    /// Pixels per point: frames are rounded to whole pixels at this scale.
    public var displayScale: CGFloat = 1 {
        didSet { if displayScale != oldValue { root.invalidateLayout() } }
    }
    /// The screen area whose drawing changed since the last paint, in points (nil: none);
    /// `paintsEverything` when the whole screen must be drawn again.
    public internal(set) var damagedArea: CGRect?
    var paintsEverything = true
    /// How many views the frames drew, directly or into a retained layer's tiles (a layer
    /// composited from kept tiles counts once), for tests and benchmarks: a layer that only
    /// moves draws none of its content.
    public internal(set) var paintedViews = 0
    /// Whether views that move or fade become retained layers (see `RetainedLayer`). On by
    /// default; a reference drawing that must not share the layers' code turns it off.
    public var retainsLayers = true
    /// Whether glass, and a material behind a view, draw without what they hold (but the glass
    /// panes in it): the reference picture of the contrast audit (`glassContent`).
    public var hidesGlassContent = false
    /// Changes when every retained layer's picture goes stale at once (a new environment, a
    /// new screen size).
    private(set) var layerEpoch = 0
    /// A number no other graph of this process has, naming its layers' pictures in a canvas
    /// that may outlive it.
    let identity = ViewGraph.nextIdentity()
    private static var identities = 0
    private static func nextIdentity() -> Int {
        identities += 1
        return identities
    }

    /// Measures and lays out text.
    let textEngine: any TextEngine

    /// Menus and other content drawn above the app.
    let presentations = Presentations()

    /// The wall-clock date of the graph's time 0: a `TimelineView` shows the date
    /// `epoch + time`, so that `.periodic(from: .now, by: 1)` ticks as it does on a device.
    public let epoch: Date

    public init<Content: View>(
        _ content: Content, environment: EnvironmentValues = EnvironmentValues(),
        textEngine: any TextEngine, epoch: Date = Date()
    ) {
        self.textEngine = textEngine
        self.epoch = epoch
        systemColorScheme = environment.colorScheme
        root = ViewNode(
            graph: self, parent: nil, view: RootView(content: content, presentations: presentations), key: nil,
            environment: environment)
        root.rebuild()
    }

    /// Nodes whose observed properties changed, posted from any thread.
    private let inbox = ObservationInbox()

    /// Whether some node waits for its body to run.
    public var needsUpdate: Bool { !dirty.isEmpty || !inbox.isEmpty }

    /// The environment at the root.
    public var environment: EnvironmentValues { root.environment }

    /// Replaces the root environment (color scheme, Dynamic Type, size classes …) and runs every
    /// body that can see it.
    /// A view's `preferredColorScheme` overrides the color scheme given here.
    public func setEnvironment(_ environment: EnvironmentValues) {
        systemColorScheme = environment.colorScheme
        var environment = environment
        if let preferred = preferredColorScheme { environment.colorScheme = preferred }
        replaceEnvironment(environment)
    }

    func replaceEnvironment(_ environment: EnvironmentValues) {
        paintsEverything = true
        layerEpoch += 1
        root.update(with: root.view, environment: environment)
        markAllBodies(root)
    }

    private func markAllBodies(_ node: ViewNode) {
        if !(node.view is any PrimitiveView) { setNeedsBody(node) }
        for child in node.children { markAllBodies(child) }
    }

    func nextSerial() -> Int {
        serial += 1
        return serial
    }

    func setNeedsBody(_ node: ViewNode, transaction: Transaction = Transaction()) {
        if let animation = transaction.animation, !transaction.disablesAnimations { pendingAnimation = animation }
        guard node.isAttached, !node.needsBody else { return }
        node.needsBody = true
        dirty.append(node)
    }

    /// Runs the bodies of every marked node, shallowest first; a node already brought up to date
    /// by its parent's run is skipped.
    /// Actions to run once the current update is done (`onAppear`, `onChange`): they may
    /// change state, which the same update then applies.
    private var deferred: [() -> Void] = []

    func afterUpdate(_ action: @escaping () -> Void) {
        deferred.append(action)
    }

    public func update() {
        running { updatePasses() }
    }

    private func updatePasses() {
        // Actions that keep changing state (an `onChange` that feeds itself) stop after a
        // bounded number of passes instead of hanging the frame; the rest waits for the next one.
        var passes = 0
        repeat {
            applyChanges()
            checkPreferences()
            applyPreferredColorScheme()
            let actions = deferred
            deferred.removeAll()
            for action in actions { action() }
            // After the deferred actions: a focus change they report to a @FocusState is in it.
            focus.synchronize()
            passes += 1
        } while passes < Self.maximumUpdatePasses && (!deferred.isEmpty || !dirty.isEmpty || !inbox.isEmpty)
    }

    static let maximumUpdatePasses = 16

    private func applyChanges() {
        for posted in inbox.take() {
            if let node = posted.node { setNeedsBody(node, transaction: Transaction(animation: posted.animation)) }
        }
        if let pending = pendingAnimation {
            activeAnimation = pending
            pendingAnimation = nil
        }
        while !dirty.isEmpty {
            let batch = dirty.sorted { $0.depth < $1.depth }
            dirty.removeAll(keepingCapacity: true)
            for node in batch where node.needsBody && node.isAttached {
                node.rebuild()
            }
        }
    }

    func detached(_ node: ViewNode) {
        node.needsBody = false
    }

    /// Evaluates `body` for `node`, recording the observable properties it reads; a later
    /// change to any of them marks the node at the next update.
    func observing<Result>(_ node: ViewNode, _ body: () -> Result) -> Result {
        let inbox = self.inbox
        let weak = WeakNode(node: node)
        // Observation calls this on whatever thread changed the model, before the change; the
        // node is only queued here (with the animation of the change, if made in
        // `withAnimation`) and marked on the main actor by `update()`.
        return withObservationTracking(body) {
            var posted = weak
            posted.animation = Transaction.current.animation
            inbox.post(posted)
        }
    }

    private let touches = GestureRouter()
    let focus = FocusEngine()

    /// Delivers a touch to the views under it (after laying out what changed).
    public func send(_ event: TouchEvent) {
        running { touches.handle(event, in: self) }
    }

    /// Paints the whole tree onto `canvas`, which must be cleared by the caller.
    public func paint(on canvas: any GlassCore.Canvas) {
        // What moves draws differently in every frame: the layers holding it draw it again.
        for node in animatingNodes.compactMap(\.node) + disappearing { node.contentChanged(includingSelf: false) }
        PaintContext(canvas: canvas, environment: root.environment, graph: self).paint(root)
        paintsEverything = false
        damagedArea = nil
    }

    /// What the next frame must draw again: everything, a part of the screen, or nothing. What
    /// moves or animates draws again where it was drawn last and where it is now, down to the
    /// frame where its motion ends.
    public func takeRepaint() -> Repaint {
        defer {
            paintsEverything = false
            damagedArea = nil
        }
        // Where each moving view is drawn in this frame is kept, even when everything is drawn.
        for node in animatingNodes.compactMap(\.node) + disappearing { damageMotion(of: node) }
        _ = isAnimating
        if paintsEverything { return .everything }
        return damagedArea.map { .area(growingOverBackdropReaders($0)) } ?? .nothing
    }

    /// What a frame draws again.
    public enum Repaint: Equatable {
        case nothing
        case area(CGRect)
        case everything
    }

    /// Sizes the root for `size` points and places every view that needs it.
    public func layout(in size: CGSize) {
        if size != root.frame.size {
            paintsEverything = true
            layerEpoch += 1
        }
        let proposal = ProposedViewSize(size)
        _ = root.sizeThatFits(proposal)
        root.place(in: CGRect(origin: .zero, size: size), proposal: proposal)
        if !matchedNodes.isEmpty { recordMatchedFrames() }
        // tvOS's focus engine always has a focused view: when none has focus (at launch, when
        // the focused one leaves, or after code cleared it), the first in reading order takes it.
        if environment.platform == .tvOS { focus.focusFirstIfNone() }
        // The changes of this update have been made, animated or not.
        activeAnimation = nil
        for node in animationScopes { node.animationScope = nil }
        animationScopes.removeAll()
    }

    // MARK: Time and animation

    /// The graph's clock, in seconds: animations are sampled at this time.
    public private(set) var time: Double = 0

    /// Moves the clock forward to `time` seconds (it never goes back).
    public func advance(to time: Double) {
        self.time = max(self.time, time)
        finishTransitions()
        touches.tick(time: self.time)
        for entry in animatingNodes + timelines { entry.node?.behavior?.advanced(to: self.time) }
    }

    /// Delivers a trackpad pinch (its scale since it began) to the pinch gestures under `location`.
    public func pinch(scale: Double, at location: Point, phase: TouchPhase, time: Double) {
        touches.pinch(scale: CGFloat(scale), at: CGPoint(location), phase: phase, time: time, in: self)
    }

    /// The animation of a state change waiting for `update()`.
    private var pendingAnimation: Animation?
    /// The animation of the changes being made now (between `update()` and the end of `layout`).
    private(set) var activeAnimation: Animation?
    /// Nodes whose `animation(_:value:)` value changed in this update.
    var animationScopes: [ViewNode] = []
    /// Haptics the views asked for, in order, with their times.
    public internal(set) var haptics: [GlassCore.HapticEvent] = []
    /// What the views told VoiceOver, in order, with the times.
    public internal(set) var announcements: [GlassCore.Announcement] = []
    /// The graph whose events or updates are being handled now, for `Announcement.post()`.
    static var running: ViewGraph?

    /// Runs `body` with this graph as the one announcements go to.
    func running<Result>(_ body: () -> Result) -> Result {
        let saved = ViewGraph.running
        ViewGraph.running = self
        defer { ViewGraph.running = saved }
        return body()
    }

    /// Views the pointer is over, innermost first.
    var hoverTargets: [WeakNode] = []
    /// Views with `matchedGeometryEffect`, and their screen frames after the last layout.
    var matchedNodes: [WeakNode] = []
    var matchedFrames: [MatchedGeometryKey: CGRect] = [:]
    /// Nodes that watch a preference of their subtree (`onPreferenceChange`).
    var preferenceObservers: [WeakNode] = []
    /// Views with `preferredColorScheme`, and the scheme the host asked for.
    var colorSchemePreferences: [WeakNode] = []
    /// Views with `onOpenURL`.
    var urlHandlers: [WeakNode] = []
    var systemColorScheme: ColorScheme
    /// Whether the children being changed now draw what was drawn before (a lazy stack's
    /// window moving with its content), so that the pictures kept above them stay valid.
    var keepsPicturesForStructure = false
    /// Views that drew a material (which blurs its backdrop) in a frame.
    var backdropReaders: [WeakNode] = []
    /// Nodes with a motion in flight, so that a host knows to keep drawing frames.
    var animatingNodes: [WeakNode] = []
    /// Whether nodes being made now are inside a subtree that is itself new.
    var isBuildingNewSubtree = false
    /// Nodes leaving with a removal transition, painted until it ends.
    var disappearing: [ViewNode] = []

    /// The animation a change to `node` happens with now: the nearest `animation(_:value:)`
    /// whose value changed, else the transaction's. Reduce Motion keeps only animations that
    /// do not move things (`spatial` false).
    func animation(for node: ViewNode, spatial: Bool = false) -> Animation? {
        var current: ViewNode? = node
        var found = activeAnimation
        while let n = current {
            if case .some(let scope) = n.animationScope {
                found = scope
                break
            }
            if let implicit = n.implicitAnimation {
                found = implicit
                break
            }
            current = n.parent
        }
        if spatial && node.environment.accessibilityReduceMotion { return nil }
        return found
    }

    /// Remembers that `node` has a motion in flight.
    func noteAnimating(_ node: ViewNode) {
        animatingNodes.appendOnce(node)
    }

    /// Timelines with an entry to come: the clock reaches them each frame, and a host keeps
    /// drawing frames for them. Unlike a motion, a timeline draws nothing by itself: what its
    /// content changes draws again.
    private var timelines: [WeakNode] = []

    func noteTimeline(_ node: ViewNode) {
        timelines.appendOnce(node)
    }

    /// Whether anything still moves at the graph's time: a host keeps drawing frames while it does.
    public var isAnimating: Bool {
        animatingNodes.removeAll { entry in
            guard let node = entry.node else { return true }
            let isShown = node.isAttached || disappearing.contains { $0 === node }
            if isShown && node.isAnimating(at: time) { return false }
            // Where it was last drawn and where its motion ended (if it is still shown) are drawn
            // again, and so are the layers that hold it.
            if isShown {
                damageMotion(of: node, ended: true)
            } else {
                addDamage(node.motionArea ?? .null)
                node.motionArea = nil
            }
            node.contentChanged(includingSelf: false)
            return true
        }
        timelines.removeAll { entry in
            guard let node = entry.node, node.isAttached else { return true }
            return !(node.behavior?.isAnimating(at: time) ?? false)
        }
        return !animatingNodes.isEmpty || !disappearing.isEmpty || !timelines.isEmpty
    }
}
