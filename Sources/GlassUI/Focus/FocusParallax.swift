import Foundation
import GlassCore

/// tvOS's parallax: the focused view that lifts turns in depth toward the thumb on the Siri
/// Remote's touch surface, which is the pointer here (the window's mouse over the view): the
/// side under it recedes, up to 8° at the view's edge, seen from as far as the view is long
/// (SwiftUI's `rotation3DEffect` perspective), and a sheen of light slides over the side that
/// comes forward. When the pointer leaves the view or focus moves on, it turns back. Under
/// Reduce Motion it stays flat, as tvOS turns parallax off then.
extension FocusableBehavior: HoverTarget {
    /// The largest turn, at the view's edge: 8°, a subtle tilt as tvOS's posters show.
    static let largestTilt = 8.0 * Double.pi / 180
    static let tiltAnimation = Animation.smooth(duration: 0.25)

    func setHovered(_ hovered: Bool, at point: CGPoint?, node: ViewNode) {
        var target = AnimatableVector.zero
        if hovered, let point, isFocused, lifts, !node.environment.accessibilityReduceMotion {
            let size = node.presentedFrame.size
            guard size.width > 0, size.height > 0 else { return }
            target = AnimatableVector(
                min(max(Double(point.x / size.width) * 2 - 1, -1), 1),
                min(max(Double(point.y / size.height) * 2 - 1, -1), 1))
        }
        guard target != tilt.target else { return }
        tilt.set(target, animation: Self.tiltAnimation, at: graph.time)
        graph.noteAnimating(node)
        node.setNeedsPaint()
    }

    /// The turn for a tilt toward (`x`, `y`) of a view of `size`: about the axis across the
    /// tilt, through the view's centre.
    static func projection(tilt x: Double, _ y: Double, size: CGSize) -> ProjectionTransform {
        let amount = min((x * x + y * y).squareRoot(), 1)
        return ProjectionTransform.rotation(
            radians: amount * largestTilt, axis: (-y, x, 0),
            anchor: Point(x: Double(size.width) / 2, y: Double(size.height) / 2),
            distance: Double(max(size.width, size.height)))
    }

    /// The children, turned by the tilt now, with the sheen over them; flat when untilted.
    func paintTilted(_ node: ViewNode, in context: PaintContext) {
        let t = tilt.value(at: graph.time)
        let size = node.presentedFrame.size
        guard abs(t[0]) + abs(t[1]) > 0.001 else {
            context.paintChildren(of: node)
            return
        }
        let reach = ViewGraph.paintReach
        let bounds = Rect(CGRect(origin: .zero, size: size).insetBy(dx: -reach, dy: -reach))
        context.canvas.drawProjected(Self.projection(tilt: t[0], t[1], size: size), bounds: bounds) { canvas in
            // Drawn straight in: kept tiles of layers inside would be kept in a picture that
            // is thrown away after this frame.
            context.paintChildren(of: node, on: canvas)
            // The light catches the side that comes forward: on what the view drew, not around it.
            let strength = 0.22 * min((t[0] * t[0] + t[1] * t[1]).squareRoot(), 1)
            let center = Point(
                x: Double(size.width) * (1 - t[0]) / 2, y: Double(size.height) * (1 - t[1]) / 2)
            canvas.withLayer(opacity: 1, blendMode: .sourceAtop, transform: .identity, clip: nil, isolated: false) {
                canvas.fill(
                    GlassCore.Path(rect: bounds),
                    with: .radialGradient(
                        stops: [
                            GradientStop(GlassCore.Color(white: 1, alpha: strength), at: 0),
                            GradientStop(GlassCore.Color(white: 1, alpha: 0), at: 1),
                        ], center: center, radius: Double(max(size.width, size.height)) * 0.75),
                    rule: .nonZero)
            }
        }
    }
}
