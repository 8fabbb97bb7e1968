import Foundation

/// `scrollPosition(id:)`: the id of the view of the scroll view's `scrollTargetLayout()` that
/// is at its top (leading edge), kept in a binding as the content moves; setting the binding
/// scrolls that view to the top.
struct ScrollPositionBinding {
    let get: () -> AnyHashable?
    let set: (AnyHashable?) -> Void
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

    /// The id of the first target view not wholly above the viewport's top (left of its
    /// leading edge), at `time`.
    func positionID(at time: Double) -> AnyHashable? {
        let offset = presentedOffset(at: time)
        let vertical = axes.contains(.vertical)
        return targetViews().first { vertical ? $0.frame.maxY > offset.y + 0.5 : $0.frame.maxX > offset.x + 0.5 }?.id
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
