import Foundation
import GlassCore

/// A view that takes all the space offered and builds its content from that size, as
/// SwiftUI's `GeometryReader`; the content is placed at its top-leading corner. The content
/// runs again whenever the size changes, during layout.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { GeometryReaderBehavior() }
        let content = self.content
        behavior.make = { proxy in content(proxy) }
        node.setUnit(behavior, children: [behavior.make(GeometryProxy(size: behavior.size, node: node))])
    }
}

/// The size and coordinate spaces a `GeometryReader` offers its content, as SwiftUI's `GeometryProxy`.
@MainActor
public struct GeometryProxy {
    /// The reader's size, in points.
    public let size: CGSize
    weak var node: ViewNode?

    /// The insets of the safe area that fall inside the reader.
    public var safeAreaInsets: EdgeInsets { node?.environment.safeAreaInsets ?? EdgeInsets() }

    /// The reader's frame in `space`: its own (`.local`) or the screen's (`.global`).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: CGRect(origin: .zero, size: size)
        case .global: node?.screenFrame ?? CGRect(origin: .zero, size: size)
        }
    }
}

/// A coordinate space, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable, Sendable {
    case local, global
}

@MainActor
final class GeometryReaderBehavior: NodeBehavior {
    var make: (GeometryProxy) -> any View = { _ in EmptyView() }
    private(set) var size: CGSize = .zero

    override var forwardsTraits: Bool { false }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        if bounds.size != size {
            size = bounds.size
            node.setUnit(self, children: [make(GeometryProxy(size: size, node: node))])
        }
        for unit in node.units(ofChild: 0) {
            unit.place(
                in: CGRect(origin: .zero, size: unit.sizeThatFits(ProposedViewSize(bounds.size))),
                proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// The first of its views that fits the space offered on the given axes, as SwiftUI's
/// `ViewThatFits`: each is asked for its ideal size on those axes, in order, and the last is
/// used when none fits. Only the chosen one is drawn, hit and read.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { ViewThatFitsBehavior() }
        if behavior.axes != axes {
            behavior.axes = axes
            node.invalidateLayout()
        }
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class ViewThatFitsBehavior: NodeBehavior {
    var axes: Axis.Set = [.horizontal, .vertical]
    private(set) weak var chosen: ViewNode?

    override var forwardsTraits: Bool { false }

    private func choose(_ proposal: ProposedViewSize, _ node: ViewNode) -> ViewNode? {
        let units = node.units(ofChild: 0)
        let ideal = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        for unit in units {
            let size = unit.sizeThatFits(ideal)
            let fitsWidth = !axes.contains(.horizontal) || size.width <= (proposal.width ?? .infinity)
            let fitsHeight = !axes.contains(.vertical) || size.height <= (proposal.height ?? .infinity)
            if fitsWidth && fitsHeight { return unit }
        }
        return units.last
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        choose(proposal, node)?.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        chosen = choose(proposal, node)
        for unit in node.units(ofChild: 0) {
            if unit === chosen {
                unit.place(in: bounds, proposal: proposal)
            } else {
                unit.place(in: CGRect(origin: .zero, size: .zero), proposal: .zero)
            }
        }
    }

    override func shows(_ unit: ViewNode) -> Bool { unit === chosen }
}
