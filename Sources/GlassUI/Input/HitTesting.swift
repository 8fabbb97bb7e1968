import Foundation
import GlassCore

/// Which view a point lands on: the frontmost view whose content (text, a shape, a
/// `contentShape`) contains it, searching children in reverse drawing order, as SwiftUI does.
/// Empty space inside a stack hits nothing; `allowsHitTesting(false)` hides a subtree.
extension ViewNode {
    /// The deepest unit under `point`, given in this node's parent-unit space. Units that
    /// `solid` picks are hit anywhere in their frame, as if their content shape filled it.
    func hitTest(_ point: CGPoint, solid: ((NodeBehavior) -> Bool)? = nil) -> ViewNode? {
        guard let behavior else {
            for child in children.reversed() { if let hit = child.hitTest(point, solid: solid) { return hit } }
            return nil
        }
        if !behavior.allowsHitTesting { return nil }
        var local = Point(x: Double(point.x - frame.minX), y: Double(point.y - frame.minY))
        if let transform = behavior.transform(size: frame.size) {
            guard let inverse = transform.inverted else { return nil }
            local = inverse.apply(to: local)
        }
        let p = CGPoint(local)
        if behavior.clipsToBounds, !CGRect(origin: .zero, size: frame.size).contains(p) { return nil }
        for index in behavior.hitTestOrder(childCount: children.count) {
            for unit in units(ofChild: index).reversed() where behavior.shows(unit) {
                if let hit = unit.hitTest(p, solid: solid) { return hit }
            }
        }
        let fills = solid?(behavior) == true && CGRect(origin: .zero, size: frame.size).contains(p)
        return fills || behavior.containsOwnContent(p, size: frame.size) ? self : nil
    }

    /// The transform from this node's space to the screen's.
    var screenTransform: AffineTransform {
        var transform = AffineTransform.identity
        var node: ViewNode? = self
        while let current = node {
            if let behavior = current.behavior {
                var local = AffineTransform.translation(
                    Vector(dx: Double(current.frame.minX), dy: Double(current.frame.minY)))
                if let extra = behavior.transform(size: current.frame.size) { local = extra.concatenating(local) }
                transform = transform.concatenating(local)
            }
            node = current.parent
        }
        return transform
    }

    /// The node's bounds on screen (the bounding box, if it is turned).
    var screenFrame: CGRect {
        Self.boundingBox(of: frame.size, through: screenTransform)
    }

    /// The bounding box of `rect` mapped through `transform`.
    static func boundingBox(of rect: CGRect, through transform: AffineTransform) -> CGRect {
        boundingBox(
            of: rect.size,
            through: AffineTransform.translation(Vector(dx: Double(rect.minX), dy: Double(rect.minY)))
                .concatenating(transform))
    }

    /// The bounding box of a rectangle of `size` at the origin mapped through `transform`.
    static func boundingBox(of size: CGSize, through transform: AffineTransform) -> CGRect {
        CGRect(transform.boundingBox(of: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))))
    }
}

/// `contentShape(_:)` and `allowsHitTesting(_:)`.
struct HitShapeModifier: ViewModifier, PrimitiveModifier {
    let shape: (any Shape)?
    let enabled: Bool

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { HitShapeBehavior() }
        behavior.shape = shape
        behavior.enabled = enabled
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class HitShapeBehavior: NodeBehavior {
    var shape: (any Shape)?
    var enabled = true

    override var allowsHitTesting: Bool { enabled }

    override func containsOwnContent(_ point: CGPoint, size: CGSize) -> Bool {
        guard let shape else { return false }
        let bounds = shape.path(in: CGRect(origin: .zero, size: size)).boundingRect
        return bounds.contains(point)
    }
}

extension View {
    /// The shape that takes touches for this view, empty space included.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(HitShapeModifier(shape: shape, enabled: true))
    }

    /// Whether this view and its contents take touches.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(HitShapeModifier(shape: nil, enabled: enabled))
    }
}
