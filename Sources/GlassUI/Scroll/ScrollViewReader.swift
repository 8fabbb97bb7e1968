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
    /// spring, else at once. An id no view has changes nothing.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let key = AnyHashable(id)
        guard let reader, let target = reader.first(where: { $0.key == key }) else { return }
        var node = target.parent
        while let current = node, !(current.behavior is ScrollContentBehavior) { node = current.parent }
        guard let content = node, let scroll = (content.behavior as? ScrollContentBehavior)?.scroll else { return }
        var units: [ViewNode] = []
        target.appendUnits(to: &units)
        let rect = units.map { Self.frame(of: $0, in: content) }.reduce(CGRect.null) { $0.union($1) }
        guard !rect.isNull else { return }
        let time = reader.graph.time
        let now = scroll.presentedOffset(at: time)
        let viewport = scroll.viewport
        let offset = CGPoint(
            x: Self.offset(now.x, showing: rect.minX, rect.maxX, in: viewport.width, anchor: anchor?.x),
            y: Self.offset(now.y, showing: rect.minY, rect.maxY, in: viewport.height, anchor: anchor?.y))
        let animated = Transaction.current.animation != nil && !Transaction.current.disablesAnimations
        scroll.move(to: offset, animated: animated, time: time)
    }

    /// The offset along one axis that puts `anchor` of the span `start…end` at the same point
    /// of a viewport `length` long, or (with no anchor) the nearest that shows the span whole.
    static func offset(_ current: CGFloat, showing start: CGFloat, _ end: CGFloat, in length: CGFloat, anchor: CGFloat?)
        -> CGFloat
    {
        if let anchor { return start + (end - start) * anchor - length * anchor }
        if start < current { return start }
        if end > current + length { return end - length }
        return current
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
