import Foundation

extension EnvironmentValues {
    /// The insets of the screen's safe area (status bar, home indicator, rounded corners) at
    /// this view, in points. The host sets them for its device.
    var safeAreaInsets: EdgeInsets {
        get { self[SafeAreaKey.self] }
        set { self[SafeAreaKey.self] = newValue }
    }

    /// Insets a host gives the whole screen (public for hosts; views read them through
    /// `GeometryProxy.safeAreaInsets`).
    public var screenSafeAreaInsets: EdgeInsets {
        get { safeAreaInsets }
        set { safeAreaInsets = newValue }
    }
}

private enum SafeAreaKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension View {
    /// Lets the view extend into the safe area on `edges`, as backgrounds and full-screen
    /// pictures do. GlassUI extends it by the screen's insets on those edges: right for the
    /// views that reach the safe area's edge, which is where this modifier is used.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(edges: edges))
    }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }

    /// Puts `content` along `edge`, the view taking the rest of the space, as SwiftUI's
    /// `safeAreaInset(edge:)` does for bars that sit over scrolling content.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            SafeAreaInsetModifier(
                inset: content(), edge: edge == .top ? .top : .bottom,
                alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing ?? 0))
    }

    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            SafeAreaInsetModifier(
                inset: content(), edge: edge == .leading ? .leading : .trailing,
                alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing ?? 0))
    }
}

/// The kinds of safe area, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

public enum VerticalEdge: Hashable, Sendable { case top, bottom }
public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }

struct IgnoresSafeAreaModifier: ViewModifier, PrimitiveModifier {
    let edges: Edge.Set

    func _update(_ node: ViewNode, content: any View) {
        let screen = node.environment.safeAreaInsets
        let insets = EdgeInsets(
            top: edges.contains(.top) ? screen.top : 0, leading: edges.contains(.leading) ? screen.leading : 0,
            bottom: edges.contains(.bottom) ? screen.bottom : 0,
            trailing: edges.contains(.trailing) ? screen.trailing : 0)
        let layout = IgnoresSafeAreaLayout(insets: insets)
        let behavior = node.reuse { LayoutBehavior(layout, forwardsTraits: true) }
        behavior.setLayout(layout, node: node)
        var remaining = screen
        remaining.top -= insets.top
        remaining.leading -= insets.leading
        remaining.bottom -= insets.bottom
        remaining.trailing -= insets.trailing
        node.writeEnvironment(remaining) { $0.safeAreaInsets = remaining }
        node.setUnit(behavior, children: [content])
    }
}

/// Lays the child out grown by `insets` and reaching past the frame by them.
struct IgnoresSafeAreaLayout: Layout, Equatable {
    let insets: EdgeInsets

    private func grown(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { $0 + insets.horizontal }, height: p.height.map { $0 + insets.vertical })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews.first?.sizeThatFits(grown(proposal)) ?? .zero
        return CGSize(width: max(size.width - insets.horizontal, 0), height: max(size.height - insets.vertical, 0))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let left = subviews.layoutDirection == .rightToLeft ? insets.trailing : insets.leading
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX - left, y: bounds.minY - insets.top),
                proposal: grown(ProposedViewSize(bounds.size)))
        }
    }
}

struct SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    let inset: Inset
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { SafeAreaInsetBehavior() }
        if behavior.edge != edge || behavior.gap != spacing || behavior.alignment != alignment {
            behavior.edge = edge
            behavior.gap = spacing
            behavior.alignment = alignment
            node.invalidateLayout()
        }
        node.setUnit(behavior, children: [content, inset])
    }
}

/// The main view in what is left after the inset view takes its length along the edge.
@MainActor
final class SafeAreaInsetBehavior: NodeBehavior {
    var edge = Edge.bottom
    /// Points between the inset view and the main view.
    var gap: CGFloat = 0
    var alignment = Alignment.center

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private func insetLength(_ proposal: ProposedViewSize, _ node: ViewNode) -> CGFloat {
        let p = ProposedViewSize(axis: axis, major: nil, minor: proposal[axis.other])
        return node.units(ofChild: 1).reduce(0) { max($0, $1.sizeThatFits(p)[axis]) }
    }

    private func mainProposal(_ proposal: ProposedViewSize, _ node: ViewNode) -> ProposedViewSize {
        var p = proposal
        p[axis] = proposal[axis].map { max($0 - insetLength(proposal, node) - gap, 0) }
        return p
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        var size = super.sizeThatFits(mainProposal(proposal, node), node: node)
        size[axis] += insetLength(proposal, node) + gap
        return size
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        let length = insetLength(ProposedViewSize(bounds.size), node)
        var main = bounds, bar = bounds
        main.size[axis] = max(bounds.size[axis] - length - gap, 0)
        bar.size[axis] = length
        if edge == .top || edge == .leading {
            main.origin[axis] += length + gap
        } else {
            bar.origin[axis] += main.size[axis] + gap
        }
        super.placeChildren(in: main, proposal: ProposedViewSize(main.size), node: node)
        let layout = ZStackLayout(alignment: alignment)
        var none: Void = ()
        layout.placeSubviews(
            in: bar, proposal: ProposedViewSize(bar.size), subviews: node.subviews(ofChild: 1), cache: &none)
    }
}
