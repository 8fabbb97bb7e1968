import Foundation

/// The retained counterpart of one view value: what persists from one evaluation of the views
/// to the next, as SwiftUI's attribute graph keeps it. A node holds its view's state, the
/// environment it sees, its children and, for views that lay out or draw, a behaviour with the
/// layout and paint caches.
///
/// Nodes are either transparent (custom views, `TupleView`, `ForEach`, `Group`, conditionals:
/// their parent lays out what they hold as siblings) or layout units (a `behavior`: text,
/// shapes, stacks, modifiers that lay out or draw).
@MainActor
final class ViewNode {
    unowned let graph: ViewGraph
    private(set) weak var parent: ViewNode?
    /// The type of the view value: a value of another type at the same place is another view.
    let viewType: ObjectIdentifier
    /// The identity within the parent besides the position: a `ForEach` id, an `if` branch, `.id(_:)`.
    let key: AnyHashable?
    let depth: Int
    /// A number unique in the graph, stable for the node's life.
    let serial: Int
    private(set) var view: any View
    /// What this node's view sees.
    var environment: EnvironmentValues
    /// What its children see: the same, unless the view writes to the environment.
    var childEnvironment: EnvironmentValues
    private(set) var children: [ViewNode] = []
    /// What the node does in layout, paint, hit testing and accessibility; nil for a transparent node.
    private(set) var behavior: NodeBehavior?

    /// The persistent storage of `@State` and the other dynamic properties, one slot each, in
    /// declaration order.
    var propertySlots: [AnyObject] = []
    /// A state the body read changed; the body runs at the next update.
    var needsBody = false
    private(set) var isAttached = true

    /// The last environment write (base, value, result), so writing the same value over the
    /// same environment hands the children the environment they already have.
    private var lastWrite: (base: EnvironmentValues, value: Any, result: EnvironmentValues)?

    // Layout (see ViewNode+Layout).
    var sizeCache = SizeCache()
    var needsLayout = true
    var placedProposal: ProposedViewSize?
    /// The frame in the parent layout unit's space, in points, rounded to pixels.
    var frame: CGRect = .zero
    /// The layout units of each child, flattened through transparent nodes; nil until asked.
    var unitCache: [[ViewNode]]?

    // Animation (see ViewNode+Animation).
    /// `animation(_:value:)` whose value changed in this update: the animation (or nil, for
    /// none) of every change inside.
    var animationScope: Animation??
    /// `animation(_:)` without a value: every change inside animates with it.
    var implicitAnimation: Animation?
    /// The frame as drawn: moves toward `frame` along the animation of the change that moved it.
    var frameMotion: AnimatedValue<AnimatableVector>?
    /// An insertion or removal transition in flight, on the view's top layout units.
    var transition: TransitionState?
    /// Units of children removed with a transition, drawn until it ends.
    var leaving: [ViewNode] = []
    /// Where the node was drawn in the last frame while it moved, so the next frame draws
    /// again there as well as where it is.
    var motionArea: CGRect?

    /// The node's picture kept between frames, once it moves or fades (see `RetainedLayer`).
    var layer: RetainedLayer?

    init(graph: ViewGraph, parent: ViewNode?, view: any View, key: AnyHashable?, environment: EnvironmentValues) {
        self.graph = graph
        self.parent = parent
        self.view = view
        self.viewType = ObjectIdentifier(type(of: view))
        self.key = key
        self.depth = (parent?.depth ?? -1) + 1
        self.serial = graph.nextSerial()
        self.environment = environment
        self.childEnvironment = environment
        graph.nodeCount += 1
    }

    /// Takes a new value of the same view and brings the node and its children up to date.
    func update(with newView: any View, environment: EnvironmentValues) {
        let environmentChanged = !self.environment.isIdentical(to: environment)
        if !needsBody, !environmentChanged, ViewValue.isSame(view, newView) {
            return
        }
        view = newView
        self.environment = environment
        self.childEnvironment = environment
        run()
    }

    /// Runs the view again with the value it has: after its state changed.
    func rebuild() {
        guard isAttached else { return }
        run()
    }

    private func run() {
        graph.bodyEvaluations += 1
        if let primitive = view as? any PrimitiveView {
            needsBody = false
            primitive._update(self)
        } else {
            evaluate(view)
        }
    }

    private func evaluate<V: View>(_ view: V) {
        evaluateBody(of: view) { view.body }
    }

    /// Runs `body` for a custom view or modifier: installs the owner's dynamic properties, then
    /// evaluates the body while recording which observable properties it reads, and makes the
    /// result the node's only child.
    func evaluateBody<Owner, Body: View>(of owner: Owner, _ body: () -> Body) {
        DynamicProperties.install(in: owner, node: self)
        needsBody = false
        let result = graph.observing(self, body)
        setList([result])
    }

    /// Changes what the children see by `apply`, which writes `value`.
    func writeEnvironment(_ value: Any, _ apply: (inout EnvironmentValues) -> Void) {
        if let last = lastWrite, last.base.isIdentical(to: childEnvironment), ViewValue.isSame(last.value, value) {
            childEnvironment = last.result
            return
        }
        let base = childEnvironment
        apply(&childEnvironment)
        lastWrite = (base, value, childEnvironment)
    }

    // MARK: Children

    /// Makes the node transparent and its children `views`, matched to the existing children by
    /// position and type, or by `keys` where given.
    func setList(_ views: [any View], keys: [AnyHashable]? = nil) {
        setBehavior(nil)
        reconcile(views, keys: keys)
    }

    /// Makes the node a layout unit doing `behavior`, with children `views`. With
    /// `keepingExisting`, children already there by key are kept as they are, not updated
    /// (a lazy stack's window moving over rows whose views did not change).
    func setUnit(
        _ behavior: NodeBehavior, children views: [any View], keys: [AnyHashable]? = nil,
        keepingExisting: Bool = false
    ) {
        setBehavior(behavior)
        reconcile(views, keys: keys, keepingExisting: keepingExisting)
    }

    /// The node's behaviour if it is already one of type `B`, so it keeps its caches, else a new one.
    func reuse<B: NodeBehavior>(_ make: () -> B) -> B {
        (behavior as? B) ?? make()
    }

    private func setBehavior(_ newBehavior: NodeBehavior?) {
        if newBehavior !== behavior {
            let wasUnit = behavior != nil
            behavior = newBehavior
            if wasUnit != (newBehavior != nil) { parentUnit?.structureChanged() }
            invalidateLayout()
        }
    }

    private func reconcile(_ views: [any View], keys: [AnyHashable]?, keepingExisting: Bool = false) {
        let old = children
        var next: [ViewNode] = []
        next.reserveCapacity(views.count)
        var changedStructure = old.count != views.count
        if let keys {
            var byKey: [AnyHashable: Int] = [:]
            for (i, child) in old.enumerated() { if let key = child.key { byKey[key] = i } }
            var matched = [Bool](repeating: false, count: old.count)
            for (i, view) in views.enumerated() {
                let key = keys[i]
                if let j = byKey[key], !matched[j], old[j].viewType == ObjectIdentifier(type(of: view)) {
                    matched[j] = true
                    if j != i { changedStructure = true }
                    if !keepingExisting { old[j].update(with: view, environment: childEnvironment) }
                    next.append(old[j])
                } else {
                    changedStructure = true
                    next.append(makeChild(view, key: key))
                }
            }
            for j in old.indices where !matched[j] { old[j].remove() }
        } else {
            for (i, view) in views.enumerated() {
                if i < old.count, old[i].viewType == ObjectIdentifier(type(of: view)), old[i].key == nil {
                    old[i].update(with: view, environment: childEnvironment)
                    next.append(old[i])
                } else {
                    changedStructure = true
                    if i < old.count { old[i].remove() }
                    next.append(makeChild(view, key: nil))
                }
            }
            if old.count > views.count { for child in old[views.count...] { child.remove() } }
        }
        children = next
        if changedStructure {
            structureChanged()
        }
    }

    private func makeChild(_ view: any View, key: AnyHashable?) -> ViewNode {
        let child = ViewNode(graph: graph, parent: self, view: view, key: key, environment: childEnvironment)
        // Only the root of a new subtree plays an insertion; what is built inside it comes with it.
        let isSubtreeRoot = !graph.isBuildingNewSubtree
        graph.isBuildingNewSubtree = true
        child.run()
        graph.isBuildingNewSubtree = !isSubtreeRoot
        if isSubtreeRoot, let animation = graph.animation(for: self) {
            child.beginTransition(insertion: true, animation: animation)
        }
        return child
    }

    /// Removes the node: at once, or after its removal transition when the change is animated.
    func remove() {
        if let animation = graph.animation(for: self), let unit = parentUnit {
            beginTransition(insertion: false, animation: animation)
            var units: [ViewNode] = []
            appendUnits(to: &units)
            unit.leaving += units
            graph.disappearing += units
        }
        detach()
    }

    /// Forgets the node and everything under it: state is dropped, observers stop.
    func detach() {
        guard isAttached else { return }
        isAttached = false
        graph.nodeCount -= 1
        graph.detached(self)
        behavior?.detached()
        for child in children { child.detach() }
    }

    /// The children changed in number, order or kind: the nearest layout unit lays out again
    /// and is drawn again.
    func structureChanged() {
        // Children that come or go may draw beyond the old picture: the layers above draw anew.
        // A lazy stack's window moving keeps them, but what casts a shadow of it sees the
        // change.
        if !graph.keepsPicturesForStructure {
            (behavior != nil ? self : parentUnit)?.setNeedsPaint(wholePicture: true)
        } else {
            var node: ViewNode? = self
            while let current = node {
                current.behavior?.drawingChanged()
                node = current.parent
            }
        }
        var node: ViewNode? = self
        while let current = node {
            current.unitCache = nil
            if current.behavior != nil { break }
            node = current.parent
        }
        invalidateLayout()
    }

    /// Something this node draws changed: the next frame paints it again. A node being made
    /// has never been drawn, so no kept picture holds it: the change of structure that made
    /// it marks the pictures above (unless a lazy stack only moved its window). The layers
    /// above draw again only where it draws (`contentChanged(within:)`), or their
    /// `wholePicture` when its drawing may now reach beyond that.
    func setNeedsPaint(wholePicture: Bool = false) {
        if graph.isBuildingNewSubtree && placedProposal == nil { return }
        if let unit = behavior != nil ? self : parentUnit, unit.placedProposal != nil, !wholePicture {
            let reach = unit.behavior?.clipsToBounds == true ? 0 : ViewGraph.paintReach
            graph.addDamage(
                unit.contentChanged(
                    within: CGRect(origin: .zero, size: unit.presentedFrame.size).insetBy(dx: -reach, dy: -reach)))
        } else {
            graph.damage(self)
            contentChanged(includingSelf: true)
        }
    }

    /// How the node is composited changed (its offset, opacity, transform or clip), not what
    /// it draws: the screen is drawn again where it was and where it is, from its kept picture.
    /// A node being made was never composited (as in `setNeedsPaint`).
    func setNeedsComposite() {
        if graph.isBuildingNewSubtree && placedProposal == nil { return }
        graph.damage(self)
        contentChanged(includingSelf: false)
    }

    /// The nearest ancestor that is a layout unit.
    var parentUnit: ViewNode? {
        var node = parent
        while let current = node, current.behavior == nil { node = current.parent }
        return node
    }

    /// The layout units this node stands for: itself if it is one, else those of its children.
    func appendUnits(to units: inout [ViewNode]) {
        if behavior != nil {
            units.append(self)
        } else {
            for child in children { child.appendUnits(to: &units) }
        }
    }

    /// The layout units of child `index` (a background's views, a stack's content).
    func units(ofChild index: Int) -> [ViewNode] {
        if let cache = unitCache, index < cache.count { return cache[index] }
        let all = children.map { child -> [ViewNode] in
            var units: [ViewNode] = []
            child.appendUnits(to: &units)
            return units
        }
        unitCache = all
        return index < all.count ? all[index] : []
    }
}
