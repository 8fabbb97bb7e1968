import Foundation

/// The view a scroll view is on its way to (`scrollTo` or `scrollPosition` inside
/// `withAnimation`). A lazy row's place is an estimate until the rows before it are
/// measured, which they are as the content passes them; so while the content moves, the
/// view's place is found again every frame and the motion retargeted to it, and it ends on
/// the view.
struct ScrollSeek {
    let key: AnyHashable
    /// The point of the view that meets the same point of the viewport, per axis (0 the
    /// start, 1 the end); nil leaves that axis where it is.
    let anchor: (x: CGFloat?, y: CGFloat?)
    weak var reader: ViewNode?
}

extension ScrollBehavior {
    /// The frame, in the content's space, of the view with `key` under `reader`: its own if it
    /// is made, else a lazy row's estimated place across its container; nil if this scroll
    /// view holds no such view.
    func frame(of key: AnyHashable, under reader: ViewNode) -> CGRect? {
        guard let content = contentNode else { return nil }
        if let target = reader.first(where: { $0.key == key }) {
            var units: [ViewNode] = []
            target.appendUnits(to: &units)
            let rect = units.map { ScrollViewProxy.frame(of: $0, in: content) }.reduce(CGRect.null) { $0.union($1) }
            return rect.isNull ? nil : rect
        }
        guard
            let lazy = reader.first(where: {
                ($0.behavior as? LazyStackBehavior)?.scroll === self
                    && ($0.behavior as? LazyStackBehavior)?.span(ofRow: key) != nil
            }),
            let behavior = lazy.behavior as? LazyStackBehavior, let span = behavior.span(ofRow: key)
        else { return nil }
        var rect = ScrollViewProxy.frame(of: lazy, in: content)
        if behavior.axis == .vertical {
            rect = CGRect(
                x: rect.minX, y: rect.minY + span.lowerBound, width: rect.width,
                height: span.upperBound - span.lowerBound)
        } else {
            rect = CGRect(
                x: rect.minX + span.lowerBound, y: rect.minY, width: span.upperBound - span.lowerBound,
                height: rect.height)
        }
        return rect
    }

    /// The offset that puts `anchor` of `rect` at the same point of the viewport (an axis
    /// without one keeps the resting offset).
    func offset(showing rect: CGRect, anchor: (x: CGFloat?, y: CGFloat?)) -> CGPoint {
        CGPoint(
            x: anchor.x.map { rect.minX + (rect.width - viewport.width) * $0 } ?? offset.x,
            y: anchor.y.map { rect.minY + (rect.height - viewport.height) * $0 } ?? offset.y)
    }

    /// Makes the row with identity `key` if it is a lazy row under `reader` not made yet: the
    /// content moves at once to the row's estimated place (its line's start at the top) and
    /// is laid out there, so that its container makes the row and measures it where it is.
    func makeLazyRow(_ key: AnyHashable, under reader: ViewNode) {
        guard reader.first(where: { $0.key == key }) == nil, let node, let proposal = node.placedProposal,
            let estimate = frame(of: key, under: reader)
        else { return }
        move(to: offset(showing: estimate, anchor: leadingAnchor), animated: false, time: graphTime)
        node.place(in: node.frame, proposal: proposal)
    }

    /// The anchor that puts a view's leading edge at the viewport's, along the axes that scroll.
    private var leadingAnchor: (x: CGFloat?, y: CGFloat?) {
        (axes.contains(.horizontal) ? 0 : nil, axes.contains(.vertical) ? 0 : nil)
    }

    /// While the content moves towards a `seek`, moves the motion's end to where the view is
    /// now, if that changed; drops the seek once the content rests on it.
    func followSeek(at time: Double) {
        guard let current = seek else { return }
        guard let reader = current.reader, let rect = frame(of: current.key, under: reader) else {
            seek = nil
            return
        }
        let wanted = offset(showing: rect, anchor: current.anchor)
        let clamped = CGPoint(x: min(max(wanted.x, 0), limit.x), y: min(max(wanted.y, 0), limit.y))
        if abs(clamped.x - offset.x) > 0.5 || abs(clamped.y - offset.y) > 0.5 {
            move(to: clamped, animated: true, time: time)
        } else if !isMoving(at: time) {
            seek = nil
        }
    }
}
