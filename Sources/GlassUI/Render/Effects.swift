import Foundation
import GlassCore

/// Drawing effects that change how a view is composited, not how it is laid out: opacity,
/// offset, scale, rotation, clipping, blur. The view keeps its frame; hit testing and the
/// accessibility frame follow the transform, as in SwiftUI.
struct RenderEffect: Hashable {
    var opacity: Double = 1
    var offset: CGSize = .zero
    var scale: CGSize = CGSize(width: 1, height: 1)
    var scaleAnchor: UnitPoint = .center
    var rotation: Angle = .zero
    var rotationAnchor: UnitPoint = .center
    /// Clips the content to this shape's path in the view's bounds.
    var clip: ClipShape?
    var isolated = false

    struct ClipShape: Hashable {
        let shape: any Shape
        let key: Int
        static func == (a: ClipShape, b: ClipShape) -> Bool { a.key == b.key && ViewValue.isSame(a.shape, b.shape) }
        func hash(into hasher: inout Hasher) { hasher.combine(key) }
    }

    func transform(size: CGSize) -> AffineTransform? {
        var t = AffineTransform.identity
        if scale != CGSize(width: 1, height: 1) {
            let anchor = scaleAnchor.point(in: CGRect(origin: .zero, size: size))
            t = t.concatenating(
                AffineTransform.scale(x: Double(scale.width), y: Double(scale.height)).about(Point(anchor)))
        }
        if rotation.radians != 0 {
            let anchor = rotationAnchor.point(in: CGRect(origin: .zero, size: size))
            t = t.concatenating(AffineTransform.rotation(radians: rotation.radians).about(Point(anchor)))
        }
        if offset != .zero {
            t = t.concatenating(.translation(Vector(dx: Double(offset.width), dy: Double(offset.height))))
        }
        return t == .identity ? nil : t
    }
}

struct EffectModifier: ViewModifier, PrimitiveModifier {
    let change: (inout RenderEffect) -> Void

    func _update(_ node: ViewNode, content: any View) {
        var isNew = false
        let behavior = node.reuse { () -> EffectBehavior in
            isNew = true
            return EffectBehavior(graph: node.graph)
        }
        var effect = RenderEffect()
        change(&effect)
        if effect != behavior.effect {
            // Where it was drawn and where it is drawn now: a move leaves both to draw again.
            node.setNeedsComposite()
            // A view made in an animated change starts where it is (its insertion transition
            // animates it in), as in SwiftUI; an offset does not fly in from zero.
            behavior.set(effect, node: node, animated: !isNew)
            node.setNeedsComposite()
        }
        node.setUnit(behavior, children: [content])
    }
}

/// Draws its content through a `RenderEffect`. Opacity, offset, scale and rotation animate
/// when the change that set them is animated (under Reduce Motion only opacity does).
@MainActor
final class EffectBehavior: NodeBehavior {
    private(set) var effect = RenderEffect()
    private unowned let graph: ViewGraph
    private var opacity = AnimatedValue(1.0)
    /// Offset x, y, scale x, y, rotation in radians.
    private var geometry = AnimatedValue(EffectBehavior.geometry(of: RenderEffect()))

    init(graph: ViewGraph) {
        self.graph = graph
    }

    private static func geometry(of effect: RenderEffect) -> AnimatableVector {
        AnimatableVector(
            Double(effect.offset.width), Double(effect.offset.height), Double(effect.scale.width),
            Double(effect.scale.height), effect.rotation.radians)
    }

    func set(_ newEffect: RenderEffect, node: ViewNode, animated: Bool) {
        opacity.set(newEffect.opacity, animation: animated ? graph.animation(for: node) : nil, at: graph.time)
        geometry.set(
            Self.geometry(of: newEffect), animation: animated ? graph.animation(for: node, spatial: true) : nil,
            at: graph.time)
        effect = newEffect
        if isAnimating(at: graph.time) { graph.noteAnimating(node) }
        // A view on screen that moved, faded or changed its clip once is likely to again (a
        // drag, a scroll, an animation): from now on its picture is kept and composited.
        if graph.retainsLayers, node.placedProposal != nil, node.layer == nil { node.layer = RetainedLayer() }
    }

    /// The effect as drawn at the graph's time.
    private var presented: RenderEffect {
        var shown = effect
        let g = geometry.value(at: graph.time)
        shown.opacity = opacity.value(at: graph.time)
        shown.offset = CGSize(width: g[0], height: g[1])
        shown.scale = CGSize(width: g[2], height: g[3])
        shown.rotation = .radians(g[4])
        return shown
    }

    override func isAnimating(at time: Double) -> Bool {
        opacity.isAnimating(at: time) || geometry.isAnimating(at: time)
    }

    override func transform(size: CGSize) -> AffineTransform? { presented.transform(size: size) }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        let clip = effect.clip.map { $0.shape.path(in: CGRect(origin: .zero, size: node.presentedFrame.size)).core }
        let alpha = min(max(presented.opacity, 0), 1)
        // Moved content lands on whole pixels, as a retained layer's tiles do, so a view looks
        // the same whether its picture was kept or drawn again.
        let content = {
            context.canvas.drawPixelAligned {
                if let layer = node.layer {
                    layer.paintContent(of: node, in: context)
                } else {
                    context.paintChildren(of: node)
                }
            }
        }
        if alpha >= 1, clip == nil, !effect.isolated {
            content()
            return
        }
        context.canvas.withLayer(opacity: alpha, clip: clip, isolated: effect.isolated, content)
    }
}

extension View {
    /// Draws the view at `opacity` (0 transparent … 1 opaque).
    public func opacity(_ opacity: Double) -> some View {
        let value = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        return modifier(EffectModifier { $0.opacity = value })
    }

    /// Draws the view moved by `offset`, without changing its layout.
    public func offset(_ offset: CGSize) -> some View {
        modifier(
            EffectModifier {
                $0.offset = CGSize(width: LayoutInput.finite(offset.width), height: LayoutInput.finite(offset.height))
            })
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Draws the view scaled about `anchor`, without changing its layout.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(
            EffectModifier {
                $0.scale = CGSize(
                    width: LayoutInput.finite(scale.width, or: 1), height: LayoutInput.finite(scale.height, or: 1))
                $0.scaleAnchor = anchor
            })
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws the view turned by `angle` about `anchor`, without changing its layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(
            EffectModifier {
                $0.rotation = angle.radians.isFinite ? angle : .zero
                $0.rotationAnchor = anchor
            })
    }

    /// Draws only what lies inside `shape` in the view's bounds.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(EffectModifier { $0.clip = RenderEffect.ClipShape(shape: shape, key: 0) })
    }

    /// Draws only what lies inside the view's bounds.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle())
    }

    /// Clips the view to a rounded rectangle of `radius` (iOS's continuous corners are SwiftUI's
    /// default for `RoundedRectangle`; `cornerRadius` itself rounds circularly).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: LayoutInput.length(radius), style: .circular))
    }

    /// Composites the view's content as one layer before its opacity and blend apply.
    public func compositingGroup() -> some View {
        modifier(EffectModifier { $0.isolated = true })
    }

    /// Renders the view offscreen as one picture, as SwiftUI's Metal-backed `drawingGroup`.
    public func drawingGroup(opaque: Bool = false) -> some View {
        modifier(EffectModifier { $0.isolated = true })
    }
}

extension LayoutInput {
    static func finite(_ value: CGFloat, or fallback: CGFloat = 0) -> CGFloat { value.isFinite ? value : fallback }
}
