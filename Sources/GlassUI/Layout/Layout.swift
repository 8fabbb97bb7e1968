import Foundation

/// A way of sizing and placing subviews, as SwiftUI's `Layout` protocol. GlassUI's own stacks,
/// grids, frames and padding are layouts of this kind, so a custom layout takes part in sizing
/// exactly as they do.
@MainActor @preconcurrency
public protocol Layout: Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences, as SwiftUI's default.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        nil
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        nil
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Lays out `content` with this layout: `MyLayout { … }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// Properties of a layout container, as SwiftUI's `LayoutProperties`: the axis a stack runs
/// along, which decides how a `Spacer` or `Divider` inside it orients itself.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

/// A layout applied to views: what `HStack`, `Grid` and `MyLayout { … }` make.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { LayoutBehavior(layout) }
        behavior.setLayout(layout, node: node)
        let orientation = L.layoutProperties.stackOrientation
        node.writeEnvironment(orientation as Any) { $0.stackOrientation = orientation }
        node.setUnit(behavior, children: [content])
    }
}

/// A type-erased layout, as SwiftUI's `AnyLayout`, for switching layouts while keeping the
/// subviews' identity and state.
public struct AnyLayout: Layout {
    public typealias Cache = Void
    let base: any Layout
    public init<L: Layout>(_ layout: L) { base = (layout as? AnyLayout)?.base ?? layout }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        func open<L: Layout>(_ l: L) -> CGSize {
            var c = l.makeCache(subviews: subviews)
            return l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
        }
        return open(base)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        func open<L: Layout>(_ l: L) {
            var c = l.makeCache(subviews: subviews)
            l.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
        }
        open(base)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        func open<L: Layout>(_ l: L) -> ViewSpacing {
            var c = l.makeCache(subviews: subviews)
            return l.spacing(subviews: subviews, cache: &c)
        }
        return open(base)
    }
}
