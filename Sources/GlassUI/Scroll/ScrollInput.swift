import Foundation
import GlassCore

extension ViewGraph {
    /// A scroll wheel or trackpad scroll at `location`, moving the content offset by (dx, dy)
    /// points (positive: toward the content's end): the innermost scroll view under the
    /// pointer that scrolls along the motion takes it, else the next one out.
    public func scroll(dx: Double, dy: Double, at location: Point) {
        guard dx.isFinite, dy.isFinite else { return }
        running {
            var node = root.hitTest(CGPoint(location))
            while let current = node {
                if let scroll = current.behavior as? ScrollBehavior,
                    scroll.scrolled(dx: CGFloat(dx), dy: CGFloat(dy), time: time)
                {
                    return
                }
                node = current.parent
            }
        }
    }

    /// Page Up and Page Down move the scroll view that holds the focused view (else the first
    /// vertical one) by its height, Home and End to its start and end, as on iPadOS with a
    /// keyboard. Whether a scroll view took the key.
    func scrollByKey(_ key: KeyEquivalent, focused: ViewNode?) -> Bool {
        var node = focused
        while let current = node, !((current.behavior as? ScrollBehavior)?.axes.contains(.vertical) ?? false) {
            node = current.parent
        }
        let firstVertical = root.first { ($0.behavior as? ScrollBehavior)?.axes.contains(.vertical) == true }
        guard let target = node ?? firstVertical, let scroll = target.behavior as? ScrollBehavior,
            scroll.drag.isEnabled
        else { return false }
        // From where a motion in flight will rest, so quick presses each turn a whole page.
        let now = scroll.offset
        let page = scroll.viewport.height
        let y: CGFloat =
            switch key {
            case .pageUp: now.y - page
            case .pageDown: now.y + page
            case .home: 0
            default: scroll.limit.y
            }
        scroll.move(to: CGPoint(x: now.x, y: y), animated: true, time: time)
        return true
    }

}

extension ViewNode {
    /// The first node of this subtree, depth first, that satisfies `test`.
    func first(where test: (ViewNode) -> Bool) -> ViewNode? {
        if test(self) { return self }
        for child in children {
            if let found = child.first(where: test) { return found }
        }
        return nil
    }

    /// Visits every node of this subtree, depth first.
    func visit(_ body: (ViewNode) -> Void) {
        body(self)
        for child in children { child.visit(body) }
    }
}
