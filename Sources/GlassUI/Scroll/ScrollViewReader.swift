import Foundation

/// Gives its content a proxy that scrolls to a view by its id, as SwiftUI's `ScrollViewReader`.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        node.setList([content(ScrollViewProxy(reader: node))])
    }
}

/// Scrolls the scroll views inside a `ScrollViewReader` to the views that have an id (from
/// `id(_:)` or a `ForEach`).
@MainActor
public struct ScrollViewProxy {
    weak var reader: ViewNode?

    /// Scrolls the scroll view holding the view with `id` so that the view's `anchor` point
    /// meets the same point of the scroll view (`.top`: its top at the top); with no anchor,
    /// as little as shows it whole. Inside `withAnimation` the content moves on the snap
    /// spring (and follows the view as lazy rows on the way are measured: `ScrollSeek`),
    /// else at once. A row of a lazy container that is not made yet is found too. An id no
    /// view has changes nothing.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let key = AnyHashable(id)
        guard let reader, let scroll = Self.scrollView(holding: key, under: reader) else { return }
        let time = reader.graph.time
        let animated = Transaction.current.animation != nil && !Transaction.current.disablesAnimations
        if !animated { scroll.makeLazyRow(key, under: reader) }
        guard let rect = scroll.frame(of: key, under: reader) else { return }
        let now = scroll.presentedOffset(at: time)
        let viewport = scroll.viewport
        let resolved = (
            x: anchor?.x ?? Self.edge(now.x, showing: rect.minX, rect.maxX, in: viewport.width),
            y: anchor?.y ?? Self.edge(now.y, showing: rect.minY, rect.maxY, in: viewport.height)
        )
        scroll.move(to: scroll.offset(showing: rect, anchor: resolved), animated: animated, time: time)
        scroll.seek = animated ? ScrollSeek(key: key, anchor: resolved, reader: reader) : nil
    }

    /// The scroll view holding the view with `key` under `reader`: made, or a lazy row not yet made.
    static func scrollView(holding key: AnyHashable, under reader: ViewNode) -> ScrollBehavior? {
        if let target = reader.first(where: { $0.key == key }) {
            var node = target.parent
            while let current = node, !(current.behavior is ScrollContentBehavior) { node = current.parent }
            return (node?.behavior as? ScrollContentBehavior)?.scroll
        }
        let lazy = reader.first { ($0.behavior as? LazyStackBehavior)?.span(ofRow: key) != nil }
        return (lazy?.behavior as? LazyStackBehavior)?.scroll
    }

    /// Which edge of the span `start…end` meets the same edge of a viewport `length` long at
    /// `current` for the least motion that shows the span whole (0 its start, 1 its end), or
    /// nil if it shows whole already.
    static func edge(_ current: CGFloat, showing start: CGFloat, _ end: CGFloat, in length: CGFloat) -> CGFloat? {
        if start < current { return 0 }
        if end > current + length { return 1 }
        return nil
    }

    /// The frame of `unit` in the space of `content` (its ancestor unit).
    static func frame(of unit: ViewNode, in content: ViewNode) -> CGRect {
        var rect = unit.frame
        var node = unit.parent
        while let current = node, current !== content {
            if current.behavior != nil { rect = rect.offsetBy(dx: current.frame.minX, dy: current.frame.minY) }
            node = current.parent
        }
        return rect
    }
}
