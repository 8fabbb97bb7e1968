import Foundation
import GlassCore

extension View {
    /// A soft shadow of `shape` (filling this view's frame) around the view, drawn only outside
    /// the shape: the shadow a floating pane of glass casts, as Core Animation draws a layer's
    /// shadow beneath it while its backdrop filter sees only what lies behind. Unlike
    /// `shadow(color:radius:x:y:)`, nothing of the view is drawn into a picture first, so the
    /// glass on it keeps drawing straight onto the screen, and the shadow comes from the
    /// shape alone, at the cost of a blur worked at a quarter of the resolution.
    func paneShadow(_ shape: some Shape, color: Color, radius: CGFloat, y: CGFloat) -> some View {
        background { PaneShadow(shape: AnyShape(shape), color: color, radius: radius, y: y) }
    }
}

/// The view `paneShadow` draws behind its pane.
struct PaneShadow: View, PrimitiveView {
    let shape: AnyShape
    let color: Color
    let radius: CGFloat
    let y: CGFloat

    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { PaneShadowBehavior() }
        behavior.shape = shape
        behavior.shadow = Shadow(
            color: color.resolve(in: node.environment), radius: Double(radius), offset: Vector(dx: 0, dy: Double(y)))
        node.setUnit(behavior, children: [])
        node.setNeedsPaint()
    }
}

@MainActor
final class PaneShadowBehavior: BackdropLeafBehavior {
    var shape = AnyShape(Capsule())
    var shadow = Shadow(color: .clear, radius: 0, offset: .zero)

    override func paint(_ node: ViewNode, in context: PaintContext) {
        guard let size = Self.drawnSize(of: node) else { return }
        context.canvas.drawShadow(of: shape.path(in: CGRect(origin: .zero, size: size)).core, shadow, outside: true)
    }
}
