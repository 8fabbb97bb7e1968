import Foundation
import GlassCore

/// The hosting root: its content, offered the whole screen and centered in it, as a hosting
/// controller does. Several views at the top level stack vertically.
struct RootView<Content: View>: View, PrimitiveView {
    let content: Content
    let presentations: Presentations
    var body: Never { neverBody() }
    func _update(_ node: ViewNode) {
        let layout = RootLayout(safeArea: node.environment.safeAreaInsets)
        let behavior = node.reuse { LayoutBehavior(layout) }
        behavior.setLayout(layout, node: node)
        let screen: () -> CGSize = { [weak node] in node?.frame.size ?? .zero }
        // The layer takes the whole screen (see `RootLayout`): its space is the screen's.
        let layer = PresentationLayer(
            presentations: presentations, screenSize: screen, safeArea: node.environment.safeAreaInsets)
        node.setUnit(behavior, children: [TupleView((content, layer))])
    }
}

/// Takes the whole screen and centers its content in the safe area (a vertical stack if there
/// are several views), offering it the safe area's size.
struct RootLayout: Layout, Equatable {
    var safeArea: EdgeInsets

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(
        in screen: CGRect, proposal screenProposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        // The presentation layer (the last subview) takes the whole screen.
        var subviews = subviews
        if let layer = subviews.last, subviews.count > 1 {
            layer.place(at: screen.origin, proposal: screenProposal)
            subviews = LayoutSubviews(
                nodes: Array(subviews.nodes.dropLast()), origin: subviews.origin,
                layoutDirection: subviews.layoutDirection)
        }
        let left = subviews.layoutDirection == .rightToLeft ? safeArea.trailing : safeArea.leading
        let bounds = CGRect(
            x: screen.minX + left, y: screen.minY + safeArea.top,
            width: max(screen.width - safeArea.horizontal, 0), height: max(screen.height - safeArea.vertical, 0))
        let proposal = ProposedViewSize(bounds.size)
        let stack = VStackLayout()
        var none: Void = ()
        let size =
            subviews.count == 1
            ? subviews[0].sizeThatFits(proposal)
            : stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &none)
        let origin = CGPoint(
            x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2)
        if subviews.count == 1 {
            subviews[0].place(at: origin, proposal: proposal)
        } else {
            stack.placeSubviews(
                in: CGRect(origin: origin, size: size), proposal: proposal, subviews: subviews, cache: &none)
        }
    }
}
