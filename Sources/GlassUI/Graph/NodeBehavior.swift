import Foundation
import GlassCore

/// What a layout unit does: how it sizes itself and places its children, what it draws, what
/// it answers to hit tests and to VoiceOver. The base class lays out its first child's views
/// as a vertical stack would (one view: the child's own size) and draws nothing of its own;
/// text, shapes, layouts and modifiers override what they change.
@MainActor
class NodeBehavior {
    /// The layout priority this unit sets (`layoutPriority(_:)`), or nil to report its lone
    /// child's when it forwards traits.
    var layoutPriority: Double? { nil }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let units = node.units(ofChild: 0)
        if units.count == 1 { return units[0].sizeThatFits(proposal) }
        let layout = VStackLayout()
        var cache: Void = ()
        return layout.sizeThatFits(proposal: proposal, subviews: node.subviews(ofChild: 0), cache: &cache)
    }

    /// Places the children inside `bounds` (the node's own space, origin zero).
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        let units = node.units(ofChild: 0)
        if units.count == 1 {
            units[0].place(in: bounds, proposal: proposal)
            return
        }
        let layout = VStackLayout()
        var cache: Void = ()
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: node.subviews(ofChild: 0), cache: &cache)
    }

    /// An explicit guide of a lone child that fills the node, else none.
    func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        node.loneUnit?.dimensions(in: ProposedViewSize(size)).explicitHorizontal(guide)
    }

    func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        node.loneUnit?.dimensions(in: ProposedViewSize(size)).explicitVertical(guide)
    }

    /// Whether the unit's container sees its lone child's traits (layout priority, layout
    /// values) as its own, as modifiers pass on the traits of the view they modify. Layout
    /// containers and leaves do not.
    var forwardsTraits: Bool { true }

    var spacing: ViewSpacing { ViewSpacing() }

    /// Draws the node (in its own space, origin at its top-left corner) and its children.
    func paint(_ node: ViewNode, in context: PaintContext) {
        context.paintChildren(of: node)
    }

    /// Whether everything the unit draws lies within its frame grown by the paint reach (text,
    /// pictures), so a frame that cannot show that area skips it.
    var drawsInsideFrame: Bool { false }

    /// Whether the unit's children are taken to draw within their frames grown by the paint
    /// reach, as their damage is (a lazy stack's cells), so a frame or a tile that cannot show
    /// that area skips them without visiting what they hold.
    var cullsChildren: Bool { false }

    /// Where on the screen the unit reads its backdrop, if only in part of its area (a modal's
    /// panel, not the whole screen it covers); nil for its whole area.
    func backdropArea(of node: ViewNode) -> CGRect? { nil }

    /// How far beyond a change beneath it, in points, the unit's drawing changes, when its
    /// glass keeps its backdrop (`Canvas.keepingBackdrop`): a frame then draws it again only
    /// there. Nil: it is drawn again whole.
    func keptBackdropReach(of node: ViewNode) -> CGFloat? { nil }

    /// The recognizer that follows touches on this unit (a gesture modifier's, a control's own).
    var recognizer: AnyGestureRecognizer? { nil }

    /// Whether `unit`, one of the units of this node's children, is drawn, hit and read
    /// (`ViewThatFits` shows only the one it chose).
    func shows(_ unit: ViewNode) -> Bool { true }

    /// Traits the unit gives the element of one of its children's units (a segmented
    /// control's segments are buttons, the chosen one selected).
    func traits(forChild unit: ViewNode) -> AccessibilityTraits { [] }

    /// Something the unit or a view inside it draws changed, or moved within it.
    func drawingChanged() {}

    /// Where the unit's drawing changes, in its own space, when what its children draw changed
    /// in `area` (its space too), nothing having moved: the area itself, unless the unit draws
    /// its children through something that spreads them (a shadow, a blur). Nil: anywhere.
    func spreading(_ area: CGRect, in node: ViewNode) -> CGRect? { area }

    /// Whether the unit clips its children to its bounds (a scroll view): they are neither
    /// drawn nor hit outside them.
    var clipsToBounds: Bool { false }

    /// Whether the unit and its children can be hit at all.
    var allowsHitTesting: Bool { true }

    /// The order the children are drawn in, back to front, when it is not theirs (nil).
    var paintOrder: [Int]? { nil }

    /// The children to hit-test, frontmost first: the reverse of the drawing order.
    func hitTestOrder(childCount: Int) -> [Int] { Array((0..<childCount).reversed()) }

    /// Whether a point in the node's own space hits the node's own content (not its children's).
    func containsOwnContent(_ point: CGPoint, size: CGSize) -> Bool { false }

    /// What the unit itself says to VoiceOver (a button's trait), or nil when it is not an element.
    var accessibility: AccessibilityProperties? { nil }

    /// The node left the tree (its subtree is being dropped).
    func detached() {}

    /// The clock moved to `time` while the unit's motion is in flight (a scroll view reports
    /// where its content is now).
    func advanced(to time: Double) {}

    /// Whether something the unit draws still moves at `time` (an animated effect or color).
    func isAnimating(at time: Double) -> Bool { false }

    /// The transform from the node's space to its parent's, beyond its frame's origin
    /// (`offset`, `scaleEffect`, `rotationEffect`).
    func transform(size: CGSize) -> AffineTransform? { nil }
}
