import Foundation
import GlassCore

/// What a drag carries, as SwiftUI's `Transferable`, reduced to what GlassUI moves: text. A
/// value is dragged as its text and dropped as the value that text reads as (a drop target
/// for `URL` takes a dragged link, for `String` anything).
public protocol Transferable {
    /// The text the value travels as.
    var transferText: String { get }
    /// The value `text` stands for; nil when it stands for none of this type.
    init?(transferText text: String)
}

extension String: Transferable {
    public var transferText: String { self }
    public init?(transferText text: String) { self = text }
}

extension URL: Transferable {
    public var transferText: String { absoluteString }
    public init?(transferText text: String) {
        guard let url = URL(string: text), url.scheme != nil else { return nil }
        self = url
    }
}

extension View {
    /// Lets the view be dragged, carrying `payload`, as SwiftUI's `draggable(_:)`: held still
    /// for half a second, it lifts (a copy of it follows the finger, a little larger, with a
    /// shadow), and it drops where the finger lifts, on the `dropDestination` under it. A
    /// finger that moves before the lift scrolls instead.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(DraggableModifier(payload: { payload().transferText }))
    }

    /// Takes what is dropped on the view, as SwiftUI's `dropDestination(for:action:isTargeted:)`:
    /// `action` gets the dropped values that read as `T` and where they landed (in the view's
    /// space), and says whether it took them; `isTargeted` hears when a drag comes over the
    /// view and leaves it.
    public func dropDestination<T: Transferable>(
        for type: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        modifier(
            DropDestinationModifier(
                accept: { texts, point in
                    let values = texts.compactMap(T.init(transferText:))
                    return !values.isEmpty && action(values, point)
                }, isTargeted: isTargeted))
    }
}

struct DraggableModifier: ViewModifier, PrimitiveModifier {
    let payload: () -> String

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { DraggableBehavior(graph: node.graph) }
        behavior.payload = payload
        behavior.preview = AnyView(existential: content)
        behavior.node = node
        behavior.lift.node = node
        behavior.lift.isEnabled = node.environment.isEnabled
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class DraggableBehavior: NodeBehavior {
    var payload: () -> String = { "" }
    var preview = AnyView(EmptyView())
    weak var node: ViewNode?
    private unowned let graph: ViewGraph
    let lift = DragLiftRecognizer()

    init(graph: ViewGraph) {
        self.graph = graph
        super.init()
        lift.lifted = { [unowned self] point in start(at: point) }
        lift.moved = { [unowned self] point in graph.dragMoved(to: point) }
        lift.dropped = { [unowned self] point in graph.drop(at: point) }
        lift.cancelled = { [unowned self] in graph.cancelDrag() }
    }

    override var recognizer: AnyGestureRecognizer? { lift }

    /// Lifts the view's copy where it is, with the haptic iOS plays when a drag begins.
    private func start(at point: CGPoint) {
        guard let node else { return }
        graph.record(HapticEvent(.mediumImpact, reason: "drag", at: graph.time))
        let frame = node.screenFrame
        graph.presentations.drag = Presentations.Drag(
            payload: payload(), preview: preview, size: frame.size,
            grab: CGPoint(x: point.x - frame.minX, y: point.y - frame.minY), location: point,
            environment: node.childEnvironment)
        graph.dragMoved(to: point)
    }
}

/// A touch held still for half a second lifts the drag; the moves and the lift follow, in the
/// screen's space. Moving more than 10 pt before the lift fails it (a scroll, a swipe).
final class DragLiftRecognizer: GestureRecognizer<Void> {
    static let holdDuration = 0.5
    static let slop: CGFloat = 10
    var lifted: (CGPoint) -> Void = { _ in }
    var moved: (CGPoint) -> Void = { _ in }
    var dropped: (CGPoint) -> Void = { _ in }
    var cancelled: () -> Void = {}
    private var start = CGPoint.zero
    private var startTime = 0.0
    private var last = CGPoint.zero

    override var usesScreenSpace: Bool { true }

    override func began(_ point: CGPoint, time: Double, touches: Int) {
        start = point
        last = point
        startTime = time
    }

    override func moved(_ point: CGPoint, time: Double, touches: Int) {
        last = point
        if phase == .active {
            moved(point)
        } else if distance(point, start) > Self.slop {
            phase = .failed
        } else {
            tick(time: time)
        }
    }

    override func tick(time: Double) {
        guard phase == .possible, time - startTime >= Self.holdDuration else { return }
        phase = .active
        lifted(last)
    }

    override func ended(_ point: CGPoint, time: Double) {
        guard phase == .active else {
            phase = .failed
            return
        }
        last = point
        phase = .ended
    }

    override func completed() { dropped(last) }

    override func cancel() {
        if phase == .active { cancelled() }
        super.cancel()
    }
}

struct DropDestinationModifier: ViewModifier, PrimitiveModifier {
    let accept: ([String], CGPoint) -> Bool
    let isTargeted: (Bool) -> Void

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { DropDestinationBehavior() }
        behavior.accept = accept
        behavior.isTargeted = isTargeted
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class DropDestinationBehavior: NodeBehavior {
    var accept: ([String], CGPoint) -> Bool = { _, _ in false }
    var isTargeted: (Bool) -> Void = { _ in }
}

extension ViewGraph {
    /// The drop destination at `point`: hit testing as a touch's, with each destination taking
    /// its whole frame (empty space in it too), then the innermost destination around what was
    /// hit. So nothing beneath a sheet, its dimming or a menu takes a drop.
    private func dropTarget(at point: CGPoint) -> ViewNode? {
        var node = root.hitTest(point) { $0 is DropDestinationBehavior }
        while let current = node, !(current.behavior is DropDestinationBehavior) { node = current.parent }
        return node
    }

    /// The drag moved to `point`: its copy follows, and the destinations under it hear it.
    func dragMoved(to point: CGPoint) {
        guard var drag = presentations.drag else { return }
        drag.location = point
        let target = dropTarget(at: point)
        if target !== drag.target?.node {
            (drag.target?.node?.behavior as? DropDestinationBehavior)?.isTargeted(false)
            (target?.behavior as? DropDestinationBehavior)?.isTargeted(true)
            drag.target = target.map { WeakNode(node: $0, animation: nil) }
        }
        presentations.drag = drag
    }

    /// The finger lifted at `point`: the destination under it takes the payload, or not.
    func drop(at point: CGPoint) {
        guard let drag = presentations.drag else { return }
        cancelDrag()
        guard let node = dropTarget(at: point), let behavior = node.behavior as? DropDestinationBehavior else {
            return
        }
        let frame = node.screenFrame
        _ = behavior.accept([drag.payload], CGPoint(x: point.x - frame.minX, y: point.y - frame.minY))
    }

    /// Files dropped on the window from outside the app (a file manager's drag), as iPadOS
    /// takes a drop from Files: their `file://` URLs, as text, go to the drop destination at
    /// `point` (a destination for `URL` or `String` takes them). Returns whether one took them.
    @discardableResult
    public func dropFiles(_ urls: [URL], at point: CGPoint) -> Bool {
        guard !urls.isEmpty, let node = dropTarget(at: point),
            let behavior = node.behavior as? DropDestinationBehavior
        else { return false }
        let frame = node.screenFrame
        return behavior.accept(urls.map(\.absoluteString), CGPoint(x: point.x - frame.minX, y: point.y - frame.minY))
    }
}

extension ViewGraph {
    /// The drag ends: its copy goes, and the destination it was over hears that it left.
    func cancelDrag() {
        (presentations.drag?.target?.node?.behavior as? DropDestinationBehavior)?.isTargeted(false)
        presentations.drag = nil
    }
}

/// The copy of a dragged view over everything, where the finger holds it.
struct DragPreview: View {
    let drag: Presentations.Drag

    var body: some View {
        drag.preview
            .environment(\.self, drag.environment)
            .frame(width: drag.size.width, height: drag.size.height)
            .scaleEffect(1.05)
            .shadow(color: .black.opacity(0.25), radius: 16, y: 8)
            .opacity(0.95)
            .position(
                x: drag.location.x - drag.grab.x + drag.size.width / 2,
                y: drag.location.y - drag.grab.y + drag.size.height / 2
            )
            .allowsHitTesting(false)
            .accessibilityHidden(true)
    }
}
