import Foundation
import GlassCore

/// Interactive glass (`Glass.interactive()`): a finger on it makes the glass and what it holds
/// swell, more for a small shape than a large one, with a soft light under the finger that
/// follows it; let go, it springs back. The numbers are a public fit to SwiftUI recordings
/// (AymanOmara/adaptive_liquid_glass): a w × h pt shape grows by min(√(1 + 1800 / (w·h)), 1.36)
/// (a 44 pt circle to 1.36, a 300 × 72 capsule to 1.04), on a spring of response 0.28 s and
/// damping 0.63 going in and 0.38 s / 0.55 coming back. The touch also reaches the views
/// under it (a button inside still taps). With a pointer (iPadOS, a Mac), the glass under it
/// takes a fainter light that follows it, without swelling.
struct InteractiveGlassModifier: ViewModifier, PrimitiveModifier {
    let shape: AnyShape
    /// Whether the glass answers at all (always present, so that turning it on or off keeps
    /// the view's structure).
    let isEnabled: Bool

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { InteractiveGlassBehavior(graph: node.graph) }
        behavior.node = node
        behavior.shape = shape
        behavior.isEnabled = isEnabled
        behavior.press.node = node
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class InteractiveGlassBehavior: NodeBehavior, HoverTarget {
    static let pressIn = Animation.spring(response: 0.28, dampingFraction: 0.63)
    static let release = Animation.spring(response: 0.38, dampingFraction: 0.55)

    private unowned let graph: ViewGraph
    weak var node: ViewNode?
    var shape = AnyShape(Capsule())
    let press = GlassPressRecognizer()
    /// How far pressed the glass is (0: at rest, 1: pressed), how far the pointer's light has
    /// come up, and where the finger or pointer is.
    private var pressure = AnimatedValue(0.0)
    private var hover = AnimatedValue(0.0)
    private var finger: CGPoint?
    /// The light under a finger, and under the pointer.
    static let pressLight = 0.35, hoverLight = 0.15

    init(graph: ViewGraph) {
        self.graph = graph
        super.init()
        press.precedence = .simultaneous
        press.owner = self
    }

    var isEnabled = true

    override var recognizer: AnyGestureRecognizer? { isEnabled ? press : nil }
    override var forwardsTraits: Bool { true }

    /// The scale a pressed shape of `size` grows to.
    static func pressedScale(_ size: CGSize) -> CGFloat {
        let area = max(size.width * size.height, 1)
        return min((1 + 1800 / area).squareRoot(), 1.36)
    }

    func touched(at point: CGPoint?) {
        guard let node else { return }
        let pressed = point != nil
        if let point { finger = point }
        if pressed != (pressure.target > 0.5) {
            pressure.set(pressed ? 1 : 0, animation: pressed ? Self.pressIn : Self.release, at: graph.time)
        }
        graph.noteAnimating(node)
        node.setNeedsPaint()
    }

    func setHovered(_ hovered: Bool, at point: CGPoint?, node: ViewNode) {
        guard isEnabled else { return }
        if let point, pressure.target == 0 { finger = point }
        if hovered != (hover.target > 0.5) {
            hover.set(hovered ? 1 : 0, animation: .spring(response: 0.3, dampingFraction: 0.8), at: graph.time)
            graph.noteAnimating(node)
        }
        node.setNeedsPaint()
    }

    override func isAnimating(at time: Double) -> Bool { pressure.isAnimating(at: time) || hover.isAnimating(at: time) }

    override func transform(size: CGSize) -> AffineTransform? {
        let p = pressure.value(at: graph.time)
        guard p != 0 else { return nil }
        let s = Double(1 + (Self.pressedScale(size) - 1) * CGFloat(p))
        let cx = Double(size.width) / 2, cy = Double(size.height) / 2
        return AffineTransform.translation(Vector(dx: -cx, dy: -cy))
            .concatenating(AffineTransform(a: s, b: 0, c: 0, d: s, tx: 0, ty: 0))
            .concatenating(.translation(Vector(dx: cx, dy: cy)))
    }

    /// The content, then the light under the finger, clipped to the glass.
    override func paint(_ node: ViewNode, in context: PaintContext) {
        context.paintChildren(of: node)
        let light = max(
            Self.pressLight * pressure.value(at: graph.time), Self.hoverLight * hover.value(at: graph.time))
        guard light > 0.0035, let finger else { return }
        let size = node.presentedFrame.size
        let radius = Double(max(min(size.width, size.height), 1)) * 0.9
        let center = Point(x: Double(finger.x), y: Double(finger.y))
        context.canvas.withLayer(clip: shape.path(in: CGRect(origin: .zero, size: size)).core) {
            context.canvas.fill(
                GlassCore.Path(rect: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))),
                with: .radialGradient(
                    stops: [
                        GradientStop(GlassCore.Color.white.opacity(light), at: 0),
                        GradientStop(GlassCore.Color.white.opacity(0), at: 1),
                    ], center: center, radius: radius))
        }
    }
}

/// Follows a finger on interactive glass without taking it from anything else.
@MainActor
final class GlassPressRecognizer: AnyGestureRecognizer {
    weak var owner: InteractiveGlassBehavior?

    override func began(_ point: CGPoint, time: Double, touches: Int) { owner?.touched(at: point) }
    override func moved(_ point: CGPoint, time: Double, touches: Int) { owner?.touched(at: point) }

    override func ended(_ point: CGPoint, time: Double) {
        owner?.touched(at: nil)
        phase = .failed
    }

    override func cancel() {
        owner?.touched(at: nil)
        super.cancel()
    }
}
