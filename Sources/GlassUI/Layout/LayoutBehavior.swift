import Foundation

/// A unit laid out by a `Layout`: a stack, a grid, a frame, padding or a custom layout. The
/// layout's cache lives as long as the node and is updated when the subviews change.
@MainActor
final class LayoutBehavior<L: Layout>: NodeBehavior {
    private(set) var layout: L
    private var cache: L.Cache?
    private var cachedSubviews: LayoutSubviews?

    private let passesTraits: Bool

    init(_ layout: L, forwardsTraits: Bool = false) {
        self.layout = layout
        self.passesTraits = forwardsTraits
    }

    /// Takes a new value of the layout; the node lays out again unless it is the same.
    func setLayout(_ newLayout: L, node: ViewNode) {
        if !ViewValue.isSame(layout, newLayout) {
            layout = newLayout
            cache = nil
            node.invalidateLayout()
        }
    }

    override var forwardsTraits: Bool { passesTraits }

    private func prepared(_ node: ViewNode) -> LayoutSubviews {
        let subviews = node.subviews(ofChild: 0)
        if cache == nil {
            cache = layout.makeCache(subviews: subviews)
        } else if cachedSubviews != subviews {
            layout.updateCache(&cache!, subviews: subviews)
        }
        cachedSubviews = subviews
        return subviews
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let subviews = prepared(node)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache!)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        let subviews = prepared(node)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache!)
    }

    override func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        let subviews = prepared(node)
        return layout.explicitAlignment(
            of: guide, in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size),
            subviews: subviews, cache: &cache!)
    }

    override func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, node: ViewNode) -> CGFloat? {
        let subviews = prepared(node)
        return layout.explicitAlignment(
            of: guide, in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size),
            subviews: subviews, cache: &cache!)
    }
}
