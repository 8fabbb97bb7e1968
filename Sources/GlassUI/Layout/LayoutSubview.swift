import Foundation

/// A proxy for one subview of a layout, as SwiftUI's `LayoutSubview`: ask it for sizes, then
/// place it exactly once in `placeSubviews`.
@MainActor
public struct LayoutSubview: @MainActor Equatable {
    let node: ViewNode
    /// The container's origin in its own space, where `place(at:)` positions are measured from.
    let origin: CGPoint

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(in: proposal)
    }

    /// The subview's layout priority (`layoutPriority(_:)`), 0 by default.
    public var priority: Double { node.layoutPriority }

    /// The spacing the subview prefers next to its neighbours.
    public var spacing: ViewSpacing { node.spacing }

    /// Places the subview with its `anchor` at `position` (in the container's bounds space), at
    /// the size it chooses for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(
            x: position.x - anchor.x * size.width - self.origin.x,
            y: position.y - anchor.y * size.height - self.origin.y)
        node.place(in: CGRect(origin: origin, size: size), proposal: proposal)
    }

    /// A value the subview carries for its container (`layoutValue(key:value:)`).
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValue(key)
    }
}

/// The subviews of a layout, as SwiftUI's `LayoutSubviews`.
@MainActor
public struct LayoutSubviews: @MainActor RandomAccessCollection, @MainActor Equatable {
    let nodes: [ViewNode]
    let origin: CGPoint
    /// The layout direction the container sees; right-to-left mirrors stacks.
    public let layoutDirection: LayoutDirection

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index], origin: origin) }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.nodes.count == b.nodes.count && zip(a.nodes, b.nodes).allSatisfy { $0 === $1 }
    }
}

/// A key for a value a view hands to the layout that places it, as SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The spacing a view prefers on each edge, as SwiftUI's `ViewSpacing`. Between two views a
/// stack uses the larger of what each prefers on the facing edges; GlassUI's default is
/// 8 points between any two views, SwiftUI's spacing on iOS between most kinds of view.
public struct ViewSpacing: Sendable, Equatable {
    var edges: [CGFloat]  // top, leading, bottom, trailing

    public static let zero = ViewSpacing(edges: [0, 0, 0, 0])
    public init() { edges = [Self.standard, Self.standard, Self.standard, Self.standard] }
    init(edges: [CGFloat]) { self.edges = edges }

    /// SwiftUI's spacing between adjacent views on iOS, in points.
    static let standard: CGFloat = 8

    /// The distance to keep to `next` along `axis` (this view first).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(edges[3], next.edges[1]) : max(edges[2], next.edges[0])
    }

    /// The larger preference on each edge.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var out = self
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            out.edges[Int(edge.rawValue)] = max(self.edges[Int(edge.rawValue)], other.edges[Int(edge.rawValue)])
        }
        return out
    }

    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        self = union(other, edges: edges)
    }
}
