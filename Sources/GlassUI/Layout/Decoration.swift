import Foundation
import GlassCore

/// `background` and `overlay`: a secondary view sized to the modified view and aligned on it,
/// drawn behind or in front. Several secondary views stack as in a `ZStack`.
struct DecorationModifier<Decoration: View>: ViewModifier, PrimitiveModifier {
    let decoration: Decoration
    let alignment: Alignment
    let inFront: Bool

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { DecorationBehavior() }
        if behavior.alignment != alignment || behavior.inFront != inFront {
            behavior.alignment = alignment
            behavior.inFront = inFront
            node.invalidateLayout()
        }
        // What is in front of a material is drawn vibrant, as SwiftUI draws hierarchical
        // styles (`.secondary`) over a material background: denser, so it stays legible.
        if !inFront, (decoration as? any MaterialFilledShape)?.fillsWithMaterial == true {
            node.writeEnvironment(true) { $0.isOnGlass = true }
        }
        node.setUnit(behavior, children: [content, decoration])
    }
}

/// A shape drawn with a material: filled (`.background(.ultraThinMaterial)`) unless stroked.
/// The same test as the contrast audit's (`ShapeBehavior.material`); a material wrapped in a
/// view of its own is neither.
@MainActor
protocol MaterialFilledShape {
    var fillsWithMaterial: Bool { get }
}

extension _ShapeView: MaterialFilledShape where Style == Material {
    var fillsWithMaterial: Bool { stroke == nil }
}

@MainActor
final class DecorationBehavior: NodeBehavior {
    var alignment = Alignment.center
    var inFront = false

    /// Places the decorations with their alignment guide on the modified view's: a small
    /// overlay aligned `.top` sits at the view's top edge, however small it is.
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        super.placeChildren(in: bounds, proposal: proposal, node: node)
        let inner = ProposedViewSize(bounds.size)
        // The view's frame, with the explicit guides (text baselines) of its lone unit.
        let content = node.units(ofChild: 0)
        let guides = content.count == 1 ? content[0].dimensions(in: inner) : nil
        let main = ViewDimensions(
            size: bounds.size, horizontal: { guides?[explicit: $0] }, vertical: { guides?[explicit: $0] })
        let subviews = node.subviews(ofChild: 1)
        let rtl = subviews.layoutDirection == .rightToLeft
        for subview in subviews {
            let size = subview.sizeThatFits(inner)
            let own = subview.dimensions(in: inner)
            var x = main[alignment.horizontal] - own[alignment.horizontal]
            if rtl { x = bounds.width - x - size.width }
            let y = main[alignment.vertical] - own[alignment.vertical]
            subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), proposal: inner)
        }
    }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        context.paintChild(inFront ? 0 : 1, of: node)
        // The contrast audit's reference: a material behind the view, holding nothing but the
        // glass panes in front of it.
        if node.graph.hidesGlassContent, material(behind: node) != nil {
            context.paintGlassPanesOnly(node.units(ofChild: 0))
            return
        }
        context.paintChild(inFront ? 1 : 0, of: node)
    }

    /// The material behind the modified view (`.background(.ultraThinMaterial)`), if the
    /// background is a shape filled with one: what the view's content is read against.
    func material(behind node: ViewNode) -> GlassCore.Material? {
        guard !inFront, node.children.count == 2, let shape = node.units(ofChild: 1).first?.behavior as? ShapeBehavior
        else { return nil }
        return shape.material
    }

    override func hitTestOrder(childCount: Int) -> [Int] { inFront ? [1, 0] : [0, 1] }
}

extension View {
    /// `content` behind this view, sized to it and aligned on it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(decoration: content(), alignment: alignment, inFront: false))
    }

    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(decoration: background, alignment: alignment, inFront: false))
    }

    /// This view's bounds filled with `style` behind it (a color, gradient or material).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style))
    }

    /// `shape` filled with `style` behind this view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        background(shape.fill(style))
    }

    public func background<T: Shape>(in shape: T) -> some View {
        background(shape.fill(.background))
    }

    /// `content` in front of this view, sized to it and aligned on it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(decoration: content(), alignment: alignment, inFront: true))
    }

    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(decoration: overlay, alignment: alignment, inFront: true))
    }

    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        overlay(Rectangle().fill(style))
    }

    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        overlay(shape.fill(style))
    }
}

/// The system background of the color scheme, as SwiftUI's `BackgroundStyle`.
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(kind: .color(Color(.semantic(.systemBackground)).resolve(in: environment)))
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}
