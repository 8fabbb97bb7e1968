import Foundation
import GlassCore

/// `onTapGesture(count:perform:)` and the press tracking of `Button`: a unit that takes the
/// touches landing on its content. A tap is a touch that ends within 10 points of the view
/// (UIKit's tap slop) and, for `count` above 1, follows the previous tap by at most 0.35 s.
struct TapGestureModifier: ViewModifier, PrimitiveModifier {
    let count: Int
    let action: () -> Void
    var pressing: ((Bool) -> Void)?

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { TapGestureBehavior() }
        behavior.count = max(count, 1)
        behavior.action = action
        behavior.pressing = pressing
        behavior.enabled = node.environment.isEnabled
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class TapGestureBehavior: NodeBehavior {
    var count = 1
    var action: () -> Void = {}
    var pressing: ((Bool) -> Void)?
    var enabled = true
    private var taps: [Double] = []

    /// UIKit's slop for a tap, and the longest gap between the taps of a multiple tap.
    static let slop: CGFloat = 10
    static let multipleTapInterval = 0.35

    func began() {
        if enabled { pressing?(true) }
    }

    func moved(inside: Bool) {
        if enabled { pressing?(inside) }
    }

    func ended(inside: Bool, at time: Double) {
        pressing?(false)
        guard enabled, inside else {
            taps.removeAll()
            return
        }
        if let last = taps.last, time - last > Self.multipleTapInterval { taps.removeAll() }
        taps.append(time)
        if taps.count >= count {
            taps.removeAll()
            action()
        }
    }

    func cancelled() {
        pressing?(false)
        taps.removeAll()
    }
}

extension View {
    /// Runs `action` when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapGestureModifier(count: count, action: action))
    }
}

/// Routes touches to the views they land on: each touch belongs, from `began` to its end, to
/// the nearest view around the hit point that takes touches.
@MainActor
final class TouchRouter {
    private var active: [Int: (node: ViewNode, start: CGPoint)] = [:]

    func handle(_ event: TouchEvent, in graph: ViewGraph) {
        let point = CGPoint(event.location)
        switch event.phase {
        case .began:
            guard let hit = graph.root.hitTest(point), let target = Self.recipient(from: hit) else { return }
            active[event.touch] = (target, point)
            (target.behavior as? TapGestureBehavior)?.began()
        case .moved:
            guard let (node, _) = active[event.touch], let tap = node.behavior as? TapGestureBehavior else { return }
            tap.moved(inside: Self.isInside(point, node))
        case .ended:
            guard let (node, _) = active.removeValue(forKey: event.touch), let tap = node.behavior as? TapGestureBehavior else { return }
            tap.ended(inside: Self.isInside(point, node), at: event.time)
        case .cancelled:
            guard let (node, _) = active.removeValue(forKey: event.touch) else { return }
            (node.behavior as? TapGestureBehavior)?.cancelled()
        }
    }

    private static func isInside(_ point: CGPoint, _ node: ViewNode) -> Bool {
        node.isAttachedForInput && node.screenFrame.insetBy(dx: -TapGestureBehavior.slop, dy: -TapGestureBehavior.slop).contains(point)
    }

    /// The hit node or its nearest ancestor that takes touches.
    private static func recipient(from hit: ViewNode) -> ViewNode? {
        var node: ViewNode? = hit
        while let current = node {
            if current.behavior is TapGestureBehavior { return current }
            node = current.parent
        }
        return nil
    }
}
