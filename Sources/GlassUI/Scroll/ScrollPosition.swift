import Foundation

/// `scrollPosition(id:)`: the id of the view of the scroll view's `scrollTargetLayout()` that
/// is at its top (leading edge), kept in a binding as the content moves; setting the binding
/// scrolls that view to the top.
struct ScrollPositionBinding {
    let get: () -> AnyHashable?
    let set: (AnyHashable?) -> Void
}

/// Where a scroll view's top (leading edge) is on the view there, to put it back after the
/// content reflows: a share of the way into it, or, when the view starts below the top (the
/// space before the first view), how many points before it.
struct ScrollTop {
    let id: AnyHashable
    let into: CGFloat
    let before: CGFloat
    /// The offset shown before the reflow (before the new layout clamped it).
    let offset: CGPoint
}

extension EnvironmentValues {
    var scrollPosition: ScrollPositionBinding? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }
}

private enum ScrollPositionKey: EnvironmentKey { static var defaultValue: ScrollPositionBinding? { nil } }

extension View {
    /// Keeps in `id` the id of the first view of the scroll view's `scrollTargetLayout()` at
    /// the top of the viewport (the leading edge, scrolling sideways), and scrolls to the view
    /// whose id is set in it (a lazy row far away too). An id of no view moves nothing.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(id: id))
    }
}

struct ScrollPositionModifier<ID: Hashable>: ViewModifier {
    let id: Binding<ID?>

    func body(content: Content) -> some View {
        // Read here, so that the app setting it runs this again and the scroll view with it.
        let _ = id.wrappedValue
        let id = self.id
        let binding = ScrollPositionBinding(
            get: { id.wrappedValue.map { AnyHashable($0) } }, set: { id.wrappedValue = $0?.base as? ID })
        content.transformEnvironment(\.scrollPosition) { $0 = binding }
    }
}

extension ScrollBehavior {
    /// The views of the `scrollTargetLayout()` container inside, each with its id (the key
    /// of the child it stands in: a `ForEach` id, a lazy row's) and its frame in the content.
    func targetViews() -> [(id: AnyHashable?, frame: CGRect)] {
        guard let content = contentNode,
            let marker = content.first(where: { ($0.behavior as? ScrollTargetLayoutBehavior)?.isEnabled == true }),
            let container = marker.loneUnit
        else { return [] }
        // A lazy stack makes each view a child of its own; a stack holds its ForEach as one.
        return container.children.indices.flatMap { container.units(ofChild: $0) }.map { unit in
            var node: ViewNode? = unit
            while let current = node, current.key == nil, current !== container { node = current.parent }
            return (node === container ? nil : node?.key, ScrollViewProxy.frame(of: unit, in: content))
        }
    }

    /// The first target view not wholly above the viewport's top (left of its leading edge),
    /// at `time`.
    private func topView(at time: Double) -> (id: AnyHashable?, frame: CGRect)? {
        let offset = presentedOffset(at: time)
        let vertical = axes.contains(.vertical)
        return targetViews().first { vertical ? $0.frame.maxY > offset.y + 0.5 : $0.frame.maxX > offset.x + 0.5 }
    }

    /// The id of the view at the top (leading edge) at `time`.
    func positionID(at time: Double) -> AnyHashable? { topView(at: time)?.id }

    /// The view to bring to the top as the viewport takes `size`: the one the binding named
    /// before the first layout, or the one at the top when the new size changes the viewport's
    /// length across the scrolling axis (a window resized, a device turned) so the content
    /// reflows. Nil without a `scrollPosition(id:)`, or while a finger or a motion moves the
    /// content.
    func topBeforeReflow(into size: CGSize) -> ScrollTop? {
        if let pending = pendingPosition {
            pendingPosition = nil
            return ScrollTop(id: pending, into: 0, before: 0, offset: offset)
        }
        let vertical = axes.contains(.vertical)
        guard position != nil, viewport != .zero, held == nil, !isMoving(at: graphTime),
            vertical ? size.width != viewport.width : size.height != viewport.height,
            let top = topView(at: graphTime), let id = top.id
        else { return nil }
        let at = vertical ? presentedOffset(at: graphTime).y : presentedOffset(at: graphTime).x
        let (start, length) = vertical ? (top.frame.minY, top.frame.height) : (top.frame.minX, top.frame.width)
        let into = length > 0 ? (at - start) / length : 0
        return ScrollTop(
            id: id, into: min(max(into, 0), 1), before: max(start - at, 0), offset: presentedOffset(at: graphTime))
    }

    /// Brings the view `top` names back to the top after the content reflowed, as far into it
    /// as it was, as SwiftUI keeps a scroll view's position by its id through a resize: the
    /// user reads on where they were. Each step lays the scroll view out again where the
    /// content moved, which measures the lazy rows there; a lazy row far away is reached in a
    /// few (its estimated place, then its measured one). Views the reflow animates (a grid
    /// changing its columns in an animated change) start from where they show on screen.
    func keepAtTop(_ top: ScrollTop) {
        guard let content = contentNode, let node, let proposal = node.placedProposal else { return }
        let vertical = axes.contains(.vertical)
        defer { content.shiftMovingFrames(by: CGPoint(x: offset.x - top.offset.x, y: offset.y - top.offset.y)) }
        for _ in 0..<4 {
            guard let rect = frame(of: top.id, under: content) else { return }
            let wanted =
                vertical
                ? CGPoint(x: offset.x, y: rect.minY + rect.height * top.into - top.before)
                : CGPoint(x: rect.minX + rect.width * top.into - top.before, y: offset.y)
            let target = CGPoint(x: min(max(wanted.x, 0), limit.x), y: min(max(wanted.y, 0), limit.y))
            guard abs(target.x - offset.x) >= 0.5 || abs(target.y - offset.y) >= 0.5 else { return }
            move(to: target, animated: false, time: graphTime)
            node.needsLayout = true
            node.place(in: node.frame, proposal: proposal)
        }
    }

    /// Scrolls the target view with `id` to the top (leading edge): a lazy row not made yet
    /// too, made first when the move is at once, followed (`ScrollSeek`) when it is animated.
    func scroll(toPosition id: AnyHashable, animated: Bool) {
        guard let content = contentNode else { return }
        if !animated { makeLazyRow(id, under: content) }
        guard let rect = targetViews().first(where: { $0.id == id })?.frame ?? frame(of: id, under: content) else {
            return
        }
        let anchor: (x: CGFloat?, y: CGFloat?) = axes.contains(.vertical) ? (nil, 0) : (0, nil)
        move(to: offset(showing: rect, anchor: anchor), animated: animated, time: graphTime)
        seek = animated ? ScrollSeek(key: id, anchor: anchor, reader: content) : nil
    }

    /// Tells the `scrollPosition(id:)` binding which view is at the top now, if another is.
    func reportPosition(at time: Double) {
        guard let position else { return }
        let id = positionID(at: time)
        guard id != reportedPosition else { return }
        reportedPosition = id
        position.set(id)
    }
}
