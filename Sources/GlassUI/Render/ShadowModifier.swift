import Foundation
import GlassCore

/// `shadow(color:radius:x:y:)`: a shadow of everything the view draws, blurred by `radius`
/// (read as Core Animation's shadow radius: σ = radius / 2) and moved by (x, y).
struct ShadowModifier: ViewModifier, PrimitiveModifier {
    let color: Color
    let radius: CGFloat
    let offset: CGSize

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { ShadowBehavior() }
        let shadow = Shadow(
            color: color.resolve(in: node.environment), radius: Double(radius),
            offset: Vector(dx: Double(offset.width), dy: Double(offset.height)))
        if behavior.shadow != shadow {
            behavior.shadow = shadow
            node.setNeedsPaint(wholePicture: true)
        }
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class ShadowBehavior: NodeBehavior {
    var shadow = Shadow(color: .clear, radius: 0, offset: .zero)
    /// Counts the changes of what the unit draws, so its shadow is kept between them.
    private var drawingVersion = 0

    override func drawingChanged() { drawingVersion += 1 }

    /// A change casts its shadow: moved by the offset and blurred out to 3σ.
    override func spreading(_ area: CGRect, in node: ViewNode) -> CGRect? {
        let reach = CGFloat(3 * shadow.radius / 2 + 1 + shadow.spread)
        return area.union(
            area.offsetBy(dx: shadow.offset.dx, dy: shadow.offset.dy).insetBy(dx: -reach, dy: -reach))
    }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        let content = ShadowedContent(
            graph: node.graph.identity, node: node.serial, version: drawingVersion, epoch: node.graph.layerEpoch,
            size: node.presentedFrame.size)
        context.canvas.withShadow(shadow, bounds: Rect(node.contentDrawingBounds()), content: content) { canvas in
            context.paintChildren(of: node, on: canvas)
        }
    }
}

/// What a view's shadow is cast from: the view as it draws at one version of its content.
private struct ShadowedContent: Hashable {
    let graph: Int
    let node: Int
    let version: Int
    let epoch: Int
    let size: CGSize
}

extension View {
    /// Casts a shadow of the view: `color` (black at 33 % by default) blurred by `radius`
    /// points and moved by (`x`, `y`).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View
    {
        modifier(
            ShadowModifier(
                color: color, radius: LayoutInput.length(radius),
                offset: CGSize(width: LayoutInput.finite(x), height: LayoutInput.finite(y))))
    }

    /// Blurs what the view draws by `radius` points (a Gaussian, σ = radius / 2).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(BlurModifier(radius: LayoutInput.length(radius)))
    }
}

/// `blur(radius:)`: the view's own drawing blurred — its shadow in its own colors, with nothing
/// drawn on top.
struct BlurModifier: ViewModifier, PrimitiveModifier {
    let radius: CGFloat

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { BlurBehavior() }
        if behavior.radius != radius {
            behavior.radius = radius
            node.setNeedsPaint(wholePicture: true)
        }
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class BlurBehavior: NodeBehavior {
    var radius: CGFloat = 0

    /// A change is blurred out to 3σ around it.
    override func spreading(_ area: CGRect, in node: ViewNode) -> CGRect? {
        area.insetBy(dx: -(radius * 1.5 + 1), dy: -(radius * 1.5 + 1))
    }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        guard radius > 0 else {
            context.paintChildren(of: node)
            return
        }
        let size = node.presentedFrame.size
        let reach = Double(radius) * 1.5
        let bounds = Rect(
            x: -reach, y: -reach, width: Double(size.width) + 2 * reach, height: Double(size.height) + 2 * reach)
        context.canvas.drawBlurred(radius: Double(radius), bounds: bounds) {
            context.paintChildren(of: node)
        }
    }
}
