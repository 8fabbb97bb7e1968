import Foundation
import GlassCore

/// `onHover` and `hoverEffect`: what the pointer (a mouse, a trackpad, an Apple Pencil's hover)
/// is over. A view is hovered while the pointer is over it or over a view inside it.
struct HoverModifier: ViewModifier, PrimitiveModifier {
    var action: ((Bool) -> Void)?
    var effect: HoverEffect?

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { HoverBehavior(graph: node.graph) }
        behavior.action = action
        behavior.effect = effect
        node.setUnit(behavior, children: [content])
    }
}

/// How a view answers the pointer, as SwiftUI's `HoverEffect`: `.highlight` tints it, `.lift`
/// raises it (scale 1.05 and a shadow, as iPadOS lifts buttons), `.automatic` highlights.
public struct HoverEffect: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, highlight, lift }
    let kind: Kind
    public static let automatic = HoverEffect(kind: .automatic)
    public static let highlight = HoverEffect(kind: .highlight)
    public static let lift = HoverEffect(kind: .lift)
}

/// A unit that answers the pointer: told when it comes over the unit (with where, in the
/// unit's space) and when it leaves.
@MainActor
protocol HoverTarget: AnyObject {
    func setHovered(_ hovered: Bool, at point: CGPoint?, node: ViewNode)
}

@MainActor
final class HoverBehavior: NodeBehavior, HoverTarget {
    var action: ((Bool) -> Void)?
    var effect: HoverEffect?
    private(set) var isHovered = false
    private var lift = AnimatedValue(0.0)
    private unowned let graph: ViewGraph

    init(graph: ViewGraph) { self.graph = graph }

    func setHovered(_ hovered: Bool, at point: CGPoint?, node: ViewNode) {
        guard hovered != isHovered else { return }
        isHovered = hovered
        if let action { graph.afterUpdate { action(hovered) } }
        if effect != nil {
            lift.set(hovered ? 1 : 0, animation: .spring(response: 0.3, dampingFraction: 0.8), at: graph.time)
            graph.noteAnimating(node)
            node.setNeedsPaint()
        }
    }

    override func isAnimating(at time: Double) -> Bool { lift.isAnimating(at: time) }

    /// Lifted, the unit casts a shadow of its content.
    override func spreading(_ area: CGRect, in node: ViewNode) -> CGRect? {
        effect != nil && lift.value(at: graph.time) > 0.001 ? nil : area
    }

    override func transform(size: CGSize) -> AffineTransform? {
        guard effect?.kind == .lift else { return nil }
        let s = 1 + 0.05 * lift.value(at: graph.time)
        return s == 1
            ? nil : AffineTransform.scale(s).about(Point(x: Double(size.width) / 2, y: Double(size.height) / 2))
    }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        let amount = lift.value(at: graph.time)
        guard let effect, amount > 0.001 else {
            context.paintChildren(of: node)
            return
        }
        let size = node.presentedFrame.size
        let bounds = CGRect(origin: .zero, size: size)
        switch effect.kind {
        case .lift:
            context.canvas.withShadow(
                Shadow(color: GlassCore.Color(white: 0, alpha: 0.2 * amount), radius: 16, offset: Vector(dx: 0, dy: 6)),
                bounds: Rect(node.contentDrawingBounds())
            ) {
                context.paintChildren(of: node)
            }
        case .highlight, .automatic:
            context.paintChildren(of: node)
            let tint = Color.primary.opacity(0.08 * amount)._resolve(in: node.environment)
            context.fill(
                Path(roundedRect: bounds, cornerRadius: min(12, min(size.width, size.height) / 4)), with: tint,
                bounds: bounds)
        }
    }
}

extension View {
    /// Calls `action` with true when the pointer enters the view and false when it leaves.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(HoverModifier(action: action))
    }

    /// Highlights or lifts the view while the pointer is over it.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        modifier(HoverModifier(effect: isEnabled ? effect : nil))
    }
}

extension ViewGraph {
    /// The pointer moved to `location` (screen points): views under it are hovered, the others not.
    public func pointerMoved(to location: Point) {
        var hovered: [ViewNode] = []
        var node = root.hitTest(CGPoint(location))
        while let current = node {
            if current.behavior is HoverTarget { hovered.append(current) }
            node = current.parent
        }
        for entry in hoverTargets {
            guard let target = entry.node, !hovered.contains(where: { $0 === target }) else { continue }
            (target.behavior as? HoverTarget)?.setHovered(false, at: nil, node: target)
        }
        for target in hovered {
            let local = target.screenTransform.inverted.map { CGPoint($0.apply(to: location)) }
            (target.behavior as? HoverTarget)?.setHovered(true, at: local, node: target)
        }
        hoverTargets = hovered.map { WeakNode(node: $0) }
        updateTooltip(at: location)
    }

    /// The pointer left the window: nothing is hovered.
    public func pointerExited() {
        for entry in hoverTargets {
            if let target = entry.node { (target.behavior as? HoverTarget)?.setHovered(false, at: nil, node: target) }
        }
        hoverTargets = []
        presentations.tooltip = nil
    }
}
