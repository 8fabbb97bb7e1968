import Foundation

/// A lazy stack's unit: lays its rows along `axis` and holds nodes only for the rows within
/// one screen of what the enclosing scroll view shows (all of them outside a scroll view).
/// Each row's measured length is kept by its identity; rows not measured count at the average.
@MainActor
final class LazyStackBehavior: NodeBehavior {
    let axis: Axis
    var rowSpacing: CGFloat = 8
    /// A row's alignment guide across the axis.
    var cross: (ViewDimensions) -> CGFloat = { _ in 0 }
    private var rows: any LazyRows = LazyRowList(EmptyView())
    /// The rows that have nodes now.
    private(set) var realized = 0..<0
    /// Measured lengths along the axis, by row identity.
    private var lengths: [AnyHashable: CGFloat] = [:]
    private var keys: [AnyHashable] = [] {
        didSet { layoutCache = nil }
    }
    /// Where each row starts and the total length, until a length or the rows change.
    private var layoutCache: (starts: [CGFloat], total: CGFloat)?
    /// The span of the stack (along the axis, in its own space) that must have nodes.
    private var needed: ClosedRange<CGFloat> = 0...0
    private weak var scroll: ScrollBehavior?
    private weak var node: ViewNode?

    /// The most rows made at once, from the first near the screen: rows of no height would
    /// otherwise all be near it.
    static let mostRows = 400

    init(axis: Axis) { self.axis = axis }

    override var forwardsTraits: Bool { false }

    /// The units of each made row (each row is a child of its own; a row may stand for
    /// several views, as `Text` and `Divider` in one `ForEach` element, or for none).
    private func rowUnits(_ node: ViewNode) -> [(units: [ViewNode], index: Int)] {
        zip(node.children.indices, realized).map { (node.units(ofChild: $0), $1) }
    }

    /// The units of a row with their sizes, stacked along the axis, and the row's size.
    private func measure(_ units: [ViewNode], _ proposal: ProposedViewSize) -> (
        dimensions: [ViewDimensions], size: CGSize
    ) {
        let dimensions = units.map { $0.dimensions(in: proposal) }
        let along = dimensions.reduce(0) { $0 + (axis == .vertical ? $1.height : $1.width) }
        let across = dimensions.map { axis == .vertical ? $0.width : $0.height }.max() ?? 0
        return (
            dimensions, axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
        )
    }

    /// Makes `node` a lazy stack along `axis` of `content`'s rows, aligned across by `cross`.
    static func update(
        _ node: ViewNode, axis: Axis, spacing: CGFloat?, content: any View,
        cross: @escaping (ViewDimensions) -> CGFloat
    ) {
        let behavior = node.reuse { LazyStackBehavior(axis: axis) }
        behavior.cross = cross
        behavior.rowSpacing = spacing ?? 8
        behavior.update(rows: LazyRowList(content), node: node)
    }

    /// New rows from the view's body: the realized window keeps its place, over the new rows.
    func update(rows newRows: any LazyRows, node: ViewNode) {
        self.node = node
        rows = newRows
        keys = (0..<rows.count).map { rows.key($0) }
        // The state of rows no longer in the data goes.
        if !stashed.isEmpty {
            let present = Set(keys)
            stashed = stashed.filter { present.contains($0.key) }
        }
        realize(window(for: needed), node: node)
    }

    /// Makes the rows of `range` (and drops the others). `scrolled`: only the window moved
    /// with the content, so the rows kept are as they were (they are not updated again) and
    /// what the stack draws is unchanged (rows come and go off screen, as the same views they
    /// were): the pictures kept of it stay valid, and a frame of a fast flick makes a few rows
    /// and composites the rest.
    private func realize(_ range: Range<Int>, node: ViewNode, scrolled: Bool = false) {
        realized = range
        let made = range.map { rows.row($0) }
        let kept = Set(made.map(\.key))
        let had = Set(node.children.compactMap(\.key))
        for child in node.children where child.key.map({ !kept.contains($0) }) ?? false { stash(child) }
        // Restored after: a row being made may hold a lazy stack of its own.
        let saved = node.graph.keepsPicturesForStructure
        node.graph.keepsPicturesForStructure = scrolled
        node.setUnit(self, children: made.map(\.view), keys: made.map(\.key), keepingExisting: scrolled)
        node.graph.keepsPicturesForStructure = saved
        for child in node.children where child.key.map({ !had.contains($0) }) ?? false { restore(child) }
    }

    // MARK: State of rows made again

    /// The state of rows that left the window, by row identity: each node's slots by its
    /// path of child positions in the row, so that a row made again has its state back, as
    /// SwiftUI keeps a row's state by identity wherever the list scrolls.
    private var stashed: [AnyHashable: [(path: [Int], slots: [AnyObject])]] = [:]

    private func stash(_ row: ViewNode) {
        guard let key = row.key else { return }
        var entries: [(path: [Int], slots: [AnyObject])] = []
        var path: [Int] = []
        func collect(_ node: ViewNode) {
            if !node.propertySlots.isEmpty { entries.append((path, node.propertySlots)) }
            for (i, child) in node.children.enumerated() {
                path.append(i)
                collect(child)
                path.removeLast()
            }
        }
        collect(row)
        stashed[key] = entries.isEmpty ? nil : entries
    }

    /// Gives a row made again the state it had: each node found at its old path takes its
    /// slots back and runs its body again with them (before the row comes on screen: rows are
    /// made in the margin around it).
    private func restore(_ row: ViewNode) {
        guard let key = row.key, let entries = stashed.removeValue(forKey: key) else { return }
        for (path, slots) in entries {
            var node: ViewNode? = row
            for index in path { node = node.flatMap { index < $0.children.count ? $0.children[index] : nil } }
            guard let node, node.propertySlots.count == slots.count else { continue }
            node.propertySlots = slots
            for case let slot as NodeBoundSlot in slots { slot.rebind(to: node) }
            node.graph.setNeedsBody(node)
        }
    }

    // MARK: Geometry along the axis

    /// Keeps a row's measured length. The starts are worked out again only when they change:
    /// not for a row first measured at the length it was counted at, the average, which the
    /// average keeps (rows of one height, made as a list is flicked, cost no pass over all).
    private func record(_ length: CGFloat, of key: AnyHashable) {
        let old = lengths[key]
        guard old != length else { return }
        let counted = old == nil && length == estimate
        lengths[key] = length
        measuredTotal += length - (old ?? 0)
        if !counted { layoutCache = nil }
    }

    /// The sum of the measured lengths, kept as they are recorded.
    private var measuredTotal: CGFloat = 0

    /// The length a row not yet measured counts at: the average of those that were.
    private var estimate: CGFloat {
        lengths.isEmpty ? 44 : measuredTotal / CGFloat(lengths.count)
    }

    /// Where each row starts along the axis, and the total length, from measured and estimated lengths.
    private func starts() -> (starts: [CGFloat], total: CGFloat) {
        if let layoutCache { return layoutCache }
        var starts: [CGFloat] = []
        starts.reserveCapacity(keys.count)
        var position: CGFloat = 0
        let guess = estimate
        for key in keys {
            starts.append(position)
            position += (lengths[key] ?? guess) + rowSpacing
        }
        let computed = (starts, max(position - (keys.isEmpty ? 0 : rowSpacing), 0))
        layoutCache = computed
        return computed
    }

    /// The rows that overlap `span`.
    private func window(for span: ClosedRange<CGFloat>) -> Range<Int> {
        guard !keys.isEmpty else { return 0..<0 }
        let (starts, _) = starts()
        let first = max(Self.lastIndex(in: starts, atMost: span.lowerBound), 0)
        let last = min(max(Self.lastIndex(in: starts, atMost: span.upperBound), 0), first + Self.mostRows - 1)
        return first..<max(last + 1, first)
    }

    /// The last index of ascending `values` whose value is at most `limit` (−1 if none), by bisection.
    private static func lastIndex(in values: [CGFloat], atMost limit: CGFloat) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] <= limit { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    // MARK: Layout

    private func length(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    private func breadth(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }

    private func rowProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        axis == .vertical
            ? ProposedViewSize(width: proposal.width, height: nil)
            : ProposedViewSize(width: nil, height: proposal.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let inner = rowProposal(proposal)
        var widest: CGFloat = 0
        for (units, index) in rowUnits(node) {
            let size = measure(units, inner).size
            record(length(size), of: keys[index])
            widest = max(widest, breadth(size))
        }
        let total = starts().total
        let across = (axis == .vertical ? proposal.width : proposal.height) ?? widest
        return axis == .vertical ? CGSize(width: across, height: total) : CGSize(width: total, height: across)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        findScroll(from: node)
        needed = span(of: node, before: 1, after: 2) ?? 0...max(length(bounds.size), 0)
        let wanted = window(for: needed)
        if wanted != realized { realize(wanted, node: node, scrolled: true) }
        let inner = rowProposal(ProposedViewSize(bounds.size))
        let rows = rowUnits(node).map { units, index in (units, index, measure(units, inner)) }
        for (_, index, measured) in rows { record(length(measured.size), of: keys[index]) }
        let starts = starts().starts
        let guide = cross(ViewDimensions(size: bounds.size))
        for (units, index, measured) in rows {
            var position = starts[index]
            for (unit, dimensions) in zip(units, measured.dimensions) {
                let size = CGSize(width: dimensions.width, height: dimensions.height)
                let origin =
                    axis == .vertical
                    ? CGPoint(x: guide - cross(dimensions), y: position)
                    : CGPoint(x: position, y: guide - cross(dimensions))
                unit.place(in: CGRect(origin: origin, size: size), proposal: inner)
                position += length(size)
            }
        }
    }

    /// The span along the axis, in the stack's space, from `before` screens above what the
    /// scroll view shows to `after` screens below its top; nil outside a scroll view.
    private func span(of node: ViewNode, before: CGFloat, after: CGFloat) -> ClosedRange<CGFloat>? {
        guard let scroll, let content = scroll.contentNode else { return nil }
        let origin = ScrollViewProxy.frame(of: node, in: content).origin
        let offset = scroll.presentedOffset(at: node.graph.time)
        let start = axis == .vertical ? offset.y - origin.y : offset.x - origin.x
        let screen = axis == .vertical ? scroll.viewport.height : scroll.viewport.width
        guard start.isFinite, screen.isFinite else { return nil }
        return (start - before * screen)...(start + after * screen)
    }

    private func findScroll(from node: ViewNode) {
        var current = node.parent
        while let ancestor = current, !(ancestor.behavior is ScrollContentBehavior) { current = ancestor.parent }
        scroll = (current?.behavior as? ScrollContentBehavior)?.scroll
        scroll?.watch(self)
    }

    /// The scroll view moved its content: if the rows from three quarters of a screen above
    /// what it shows to 1¾ screens below its top are not all made, the stack lays out again
    /// and makes them (and the rows up to a screen above and two below). Made a quarter of a
    /// screen at a time, the rows of a fast flick spread over its frames.
    func contentMoved() {
        guard let node, let visible = span(of: node, before: 0.75, after: 1.75) else { return }
        let wanted = window(for: visible)
        if wanted.clamped(to: realized) != wanted { node.invalidateLayout() }
    }
}
