import Foundation
import GlassCore
import GlassMotion

/// One row of a list: its cell, and behind it the swipe actions it reveals (the row's
/// `swipeActions`, or Delete when its `ForEach` has `onDelete`).
struct ListRowContainer: View, PrimitiveView, Equatable {
    let content: AnyView
    /// What selecting the row selects: its `tag`, else its `ForEach` id.
    let value: AnyHashable
    let placement: ListRowPlacement
    let delete: (() -> Void)?
    /// Moves the row by a number of places (edit mode).
    let move: ((Int) -> Void)?
    /// The row's place in its `ForEach`, and the number of rows there.
    let offset: Int
    let count: Int
    let model: ListModel
    /// The list's state as it bears on this row.
    let state: ListRowState

    /// The same row, so that it runs nothing again when its list updates, as SwiftUI compares a
    /// row's view: the same content, place and state. A row with edit actions always runs
    /// again (its closures cannot be compared, and may act on new data).
    nonisolated static func == (a: ListRowContainer, b: ListRowContainer) -> Bool {
        MainActor.assumeIsolated {
            a.delete == nil && b.delete == nil && a.move == nil && b.move == nil && a.model === b.model
                && a.value == b.value && a.placement == b.placement && a.offset == b.offset && a.count == b.count
                && a.state == b.state && ViewValue.isSame(a.content.view, b.content.view)
        }
    }

    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { ListRowBehavior(graph: node.graph) }
        behavior.node = node
        behavior.model = model
        behavior.placement = placement
        behavior.pan.node = node
        // Turning edit mode on or off closes an open row.
        if behavior.wasEditing != state.editing {
            behavior.wasEditing = state.editing
            behavior.close()
        }
        let cell = ListCell(
            content: content, placement: placement, editing: state.editing, selected: state.selected,
            multiple: state.multiple, canDelete: delete != nil,
            reorder: move.map { move in
                ListCell.Reorder(
                    dragged: { [weak behavior] dy in behavior?.reorder(dy) },
                    dropped: { [weak behavior] dy in
                        guard let behavior else { return }
                        let places = behavior.places(for: dy, offset: offset, count: count)
                        behavior.reorder(nil)
                        if places != 0 { move(places) }
                    })
            },
            reveal: { [weak behavior] in behavior?.open() },
            select: state.selectable ? { [model, value] in model.tap(value) } : nil)
        node.setUnit(
            behavior,
            children: [cell, behavior.trailing ?? SwipeActionsView.none, behavior.leading ?? SwipeActionsView.none])
        // The row's own swipe actions (one set per edge) replace the Delete its data allows, as
        // in SwiftUI.
        var swipes: [SwipeActionsBehavior] = []
        node.children[0].visit { if let swipe = $0.behavior as? SwipeActionsBehavior { swipes.append(swipe) } }
        let close: @MainActor () -> Void = { [weak behavior] in behavior?.close() }
        func actions(_ edge: HorizontalEdge) -> SwipeActionsView {
            if let swipe = swipes.first(where: { $0.edge == edge }) {
                return SwipeActionsView(actions: swipe.actions, allowsFullSwipe: swipe.allowsFullSwipe, close: close)
            }
            if edge == .trailing, swipes.isEmpty, let delete {
                return SwipeActionsView(
                    actions: AnyView(Button("Delete", role: .destructive, action: delete)), allowsFullSwipe: true,
                    close: close)
            }
            return SwipeActionsView.none
        }
        behavior.trailing = actions(.trailing)
        behavior.leading = actions(.leading)
        node.children[1].update(with: behavior.trailing!, environment: node.childEnvironment)
        node.children[2].update(with: behavior.leading!, environment: node.childEnvironment)
    }
}

/// What of a list's state a row shows: whether it is selected, whether the list can be
/// selected from (and more than one row), whether it is being edited.
struct ListRowState: Equatable {
    let selected: Bool
    let selectable: Bool
    let multiple: Bool
    let editing: Bool
}

/// A row's unit: the cell over the actions. A sideways drag moves the cell and uncovers the
/// actions: released past half of them (or flicked), it stays open on them; dragged past 60 %
/// of the row (with full swipes allowed), the first action runs; otherwise it closes. A tap
/// on an open row closes it, as does opening another.
@MainActor
final class ListRowBehavior: NodeBehavior {
    private unowned let graph: ViewGraph
    weak var node: ViewNode?
    weak var model: ListModel?
    var placement = ListRowPlacement(first: true, last: true, style: .insetGrouped)
    /// The actions behind the cell at each edge (uncovered by a swipe toward the other).
    var trailing: SwipeActionsView?
    var leading: SwipeActionsView?
    let pan = PanRecognizer(axis: .horizontal)
    /// How far the cell is moved toward the trailing edge (negative: the trailing actions show).
    private var offset = AnimatedValue(0.0)
    /// Where the finger took the cell, while it holds it.
    private var held: CGFloat?
    /// Whether the list was in edit mode at the last update.
    var wasEditing = false
    /// How far the row is lifted while its move handle is dragged (edit mode).
    private var lift: CGFloat?

    static let settle = Animation.spring(response: 0.3, dampingFraction: 1)
    /// Each action's width in points.
    static let actionWidth: CGFloat = 74

    init(graph: ViewGraph) {
        self.graph = graph
        super.init()
        pan.shouldBegin = { [weak self] _ in self?.mayBeginSwipe() ?? false }
        pan.began = { [weak self] in self?.swipeBegan() }
        pan.changed = { [weak self] distance in self?.dragged(by: distance) }
        pan.ended = { [weak self] distance, velocity in self?.released(by: distance, velocity: velocity) }
        pan.cancelled = { [weak self] in self?.close() }
    }

    override var recognizer: AnyGestureRecognizer? { pan }
    override var forwardsTraits: Bool { false }
    override var clipsToBounds: Bool { true }

    var isOpen: Bool { offset.value(at: graph.time) != 0 && held == nil }

    private var width: CGFloat { node?.frame.width ?? 0 }

    /// The actions a move of the cell by `offset` uncovers: the trailing ones to the left.
    private func actions(uncoveredBy offset: CGFloat) -> SwipeActionsView? {
        offset < 0 ? trailing : offset > 0 ? leading : nil
    }

    /// The width of `actions` when open.
    private func openWidth(_ actions: SwipeActionsView?) -> CGFloat {
        CGFloat(actions?.count ?? 0) * Self.actionWidth
    }

    private func show(_ value: CGFloat, animated: Bool, velocity: CGFloat = 0) {
        offset.set(
            Double(value), animation: animated ? Self.settle : nil, at: graph.time,
            velocity: animated ? Double(velocity) : nil)
        guard let node else { return }
        node.invalidateLayout()
        if animated { graph.noteAnimating(node) }
    }

    /// A touch may swipe the row when it has actions; a touch on an open row closes it.
    private func mayBeginSwipe() -> Bool {
        if isOpen {
            close()
            return false
        }
        return (trailing?.count ?? 0) + (leading?.count ?? 0) > 0
    }

    private func swipeBegan() {
        held = CGFloat(offset.value(at: graph.time))
        model?.opened(self)
    }

    private func dragged(by distance: CGFloat) { dragged(to: (held ?? 0) + distance) }

    private func released(by distance: CGFloat, velocity: CGFloat) {
        released(at: (held ?? 0) + distance, velocity: velocity)
    }

    private func dragged(to value: CGFloat) {
        // Only a side with actions opens; past them the cell follows more slowly.
        let open = openWidth(actions(uncoveredBy: value))
        guard open > 0 else { return show(0, animated: false) }
        let beyond = abs(value) - open
        show(beyond > 0 ? (open + beyond * 0.6) * (value < 0 ? -1 : 1) : value, animated: false)
    }

    private func released(at value: CGFloat, velocity: CGFloat) {
        held = nil
        guard let actions = actions(uncoveredBy: value) else { return show(0, animated: true, velocity: velocity) }
        let sign: CGFloat = value < 0 ? -1 : 1
        let open = openWidth(actions)
        if actions.allowsFullSwipe && abs(value) > width * 0.6 {
            actions.runFirst()
            close()
        } else if abs(value) > open / 2 || velocity * sign > 300 {
            show(open * sign, animated: true, velocity: velocity)
        } else {
            show(0, animated: true, velocity: velocity)
        }
    }

    /// Uncovers the trailing actions (the delete control in edit mode).
    func open() {
        model?.opened(self)
        show(-openWidth(trailing), animated: true)
    }

    func close() {
        held = nil
        show(0, animated: true)
    }

    /// The offset the cell was last placed at.
    private var placedOffset: CGFloat = 0

    override func advanced(to time: Double) {
        if CGFloat(offset.value(at: time)) != placedOffset { node?.invalidateLayout() }
    }

    override func isAnimating(at time: Double) -> Bool { offset.isAnimating(at: time) }

    // MARK: Moving in edit mode

    func reorder(_ dy: CGFloat?) {
        lift = dy
        node?.setNeedsComposite()
    }

    /// How many places a row dragged `dy` points moves, within its `ForEach`.
    func places(for dy: CGFloat, offset: Int, count: Int) -> Int {
        let height = max(node?.frame.height ?? 44, 1)
        let places = Int((dy / height).rounded())
        return min(max(places, -offset), count - 1 - offset)
    }

    override func transform(size: CGSize) -> AffineTransform? {
        guard let lift, lift != 0 else { return nil }
        return .translation(Vector(dx: 0, dy: Double(lift)))
    }

    // MARK: Layout and drawing

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.units(ofChild: 0).first?.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        let moved = CGFloat(offset.value(at: graph.time))
        placedOffset = moved
        for unit in node.units(ofChild: 0) {
            unit.place(in: bounds.offsetBy(dx: moved, dy: 0), proposal: ProposedViewSize(bounds.size))
        }
        // Each side's actions fill its uncovered part, at least their own width.
        let trailingWidth = max(-moved, openWidth(trailing)), leadingWidth = max(moved, openWidth(leading))
        let trailingArea = CGRect(
            x: bounds.maxX - trailingWidth, y: bounds.minY, width: trailingWidth, height: bounds.height)
        let leadingArea = CGRect(x: bounds.minX, y: bounds.minY, width: leadingWidth, height: bounds.height)
        for unit in node.units(ofChild: 1) {
            unit.place(in: trailingArea, proposal: ProposedViewSize(trailingArea.size))
        }
        for unit in node.units(ofChild: 2) { unit.place(in: leadingArea, proposal: ProposedViewSize(leadingArea.size)) }
    }

    /// The actions show only on the side the cell uncovers.
    override func shows(_ unit: ViewNode) -> Bool {
        guard let node else { return true }
        let moved = offset.value(at: graph.time)
        if node.units(ofChild: 1).contains(where: { $0 === unit }) { return moved < 0 }
        if node.units(ofChild: 2).contains(where: { $0 === unit }) { return moved > 0 }
        return true
    }

    override var paintOrder: [Int]? { [1, 2, 0] }
    override func hitTestOrder(childCount: Int) -> [Int] { [0, 1, 2] }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        let bounds = CGRect(origin: .zero, size: node.presentedFrame.size)
        let clip = ListCell.shape(placement, osVersion: node.environment.operatingSystemVersion).path(in: bounds).core
        context.canvas.withLayer(clip: clip) { context.paintChildren(of: node) }
    }
}

/// The buttons a swipe uncovers, side by side, each filling its share: destructive ones red,
/// others grey unless tinted. Each closes the row after its action.
struct SwipeActionsView: View {
    let actions: AnyView?
    let allowsFullSwipe: Bool
    let close: @MainActor () -> Void
    /// How many buttons, for the open width (counted from the view's tuple).
    let count: Int

    init(actions: AnyView?, allowsFullSwipe: Bool, close: @escaping @MainActor () -> Void) {
        self.actions = actions
        self.allowsFullSwipe = allowsFullSwipe
        self.close = close
        self.count = actions.map { ActionCount.of($0.view) } ?? 0
    }

    static let none = SwipeActionsView(actions: nil, allowsFullSwipe: false, close: {})

    /// Runs the first action (a full swipe).
    func runFirst() {
        firstAction?()
    }

    private var firstAction: (() -> Void)? {
        guard let actions else { return nil }
        return Self.first(in: actions.view)
    }

    private static func first(in view: any View) -> (() -> Void)? {
        if let any = view as? AnyView { return first(in: any.view) }
        if let tuple = view as? any TupleContent { return tuple.elements.lazy.compactMap(first).first }
        return (view as? any ActionCarrying)?.primaryAction
    }

    var body: some View {
        if let actions {
            HStack(spacing: 0) { actions }
                .buttonStyle(SwipeActionButtonStyle(close: close))
        }
    }
}

/// A swipe action's look: white words over red (destructive) or the tint, else grey.
struct SwipeActionButtonStyle: ButtonStyle {
    let close: @MainActor () -> Void

    func makeBody(configuration: Configuration) -> some View {
        SwipeActionButton(configuration: configuration)
            .simultaneousGesture(TapGesture().onEnded { close() })
    }
}

private struct SwipeActionButton: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.tint) private var tint

    var body: some View {
        configuration.label
            .font(.subheadline.weight(.medium)).foregroundStyle(Color.white).lineLimit(1)
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(configuration.role == .destructive ? Color.red : (tint ?? Color.gray))
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

/// A view that runs an action when used (a button), for a full swipe.
@MainActor
protocol ActionCarrying {
    var primaryAction: () -> Void { get }
}

extension Button: ActionCarrying {
    var primaryAction: () -> Void { action }
}
