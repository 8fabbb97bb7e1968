import Foundation

/// A lazy container's unit (`LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid`, a `List`):
/// lays its rows out in lines along `axis` (`LazyLines`) and holds nodes only for the lines
/// within one screen of what the enclosing scroll view shows (all of them outside a scroll
/// view). Each line's measured length is kept by the identity of its first row; lines not
/// measured count at the average.
@MainActor
final class LazyStackBehavior: NodeBehavior {
    let axis: Axis
    /// The space between lines.
    var rowSpacing: CGFloat = 8
    var lines: LazyLines = .stack { _ in 0 }
    private(set) var rows: any LazyRows = LazyRowList(EmptyView())
    /// The rows that have nodes now (whole lines of them).
    private(set) var realized = 0..<0
    /// The row of each child: the rows of `realized` in order, but a pinned header last, so
    /// that it draws over the rows.
    private var madeRows: [Int] = []
    /// The headers (`pinnedViews`) that stay at the top while their section shows.
    var pinnedViews: PinnedScrollableViews = []
    /// The header row pinned at the top now, if any.
    private var pinned: Int?
    /// How many rows make a line: one in a stack, a grid's number of tracks.
    private var perLine = 1
    /// The rows of each line.
    private(set) var lineMap = LazyLineMap(rowCount: 0, perLine: 1, sections: [])
    /// The tracks across the container at the last layout.
    private var tracks: [GridTrack] = [GridTrack(length: .infinity, spacing: 0)]
    /// Measured lengths along the axis, by the identity of each line's first row.
    private var lengths: [AnyHashable: CGFloat] = [:]
    /// Each row's place by its identity, made when first asked (`span(ofRow:)`, every frame
    /// of a scroll toward a row) and dropped with the rows.
    private var rowIndex: [AnyHashable: Int]?
    /// The identity of each line's first row.
    private(set) var keys: [AnyHashable] = [] {
        didSet {
            layoutCache = nil
            lineLengths = keys.map { lengths[$0] }
            linesOfKey = Self.repeatedKeys(keys)
        }
    }
    /// `lengths` by line, what `starts()` adds up: a frame that measures a new row at another
    /// length than the average adds up every line again, which reading an array keeps cheap
    /// (looking each identity up cost a fifth of a flicked 1,000-row list's layout).
    private var lineLengths: [CGFloat?] = []
    /// The lines whose first row has an identity that more than one line has: sections may
    /// repeat one (rows 0, 1, 2 … in each), and a length measured for it holds for all of
    /// them, as `lengths` does.
    private var linesOfKey: [AnyHashable: [Int]] = [:]

    /// The lines of each identity that begins more than one line.
    private static func repeatedKeys(_ keys: [AnyHashable]) -> [AnyHashable: [Int]] {
        var first: [AnyHashable: Int] = [:]
        first.reserveCapacity(keys.count)
        var repeated: [AnyHashable: [Int]] = [:]
        for (line, key) in keys.enumerated() {
            if let earlier = first.updateValue(line, forKey: key) { repeated[key, default: [earlier]].append(line) }
        }
        return repeated
    }
    /// Where each line starts and the total length, until a length or the lines change.
    private var layoutCache: (starts: [CGFloat], total: CGFloat)?
    /// The span of the container (along the axis, in its own space) that must have nodes.
    private var needed: ClosedRange<CGFloat> = 0...0
    /// The first line the scroll view showed at the last layout and where it started: when
    /// lines above it are measured at other lengths than they were counted at, the content
    /// moves so that this line stays where it shows.
    private var anchor: (line: Int, key: AnyHashable, start: CGFloat)?
    private(set) weak var scroll: ScrollBehavior?
    private(set) weak var node: ViewNode?
    /// The state of rows that left the window, by row identity: each node's slots by its
    /// path of child positions in the row, so that a row made again has its state back, as
    /// SwiftUI keeps a row's state by identity wherever the list scrolls (`LazyRowState`).
    var stashed: [AnyHashable: [(path: [Int], slots: [AnyObject])]] = [:]

    /// The most rows made at once, from the first near the screen: rows of no height would
    /// otherwise all be near it.
    static let mostRows = 400

    init(axis: Axis) { self.axis = axis }

    override var forwardsTraits: Bool { false }

    /// The made rows' units by line, each row with its track in the line.
    private func lineUnits(_ node: ViewNode) -> [(line: Int, cells: [(track: Int, units: [ViewNode])])] {
        var result: [(line: Int, cells: [(track: Int, units: [ViewNode])])] = []
        var placeOfLine: [Int: Int] = [:]
        for (child, row) in zip(node.children.indices, madeRows) {
            let line = lineMap.line(ofRow: row)
            if placeOfLine[line] == nil {
                placeOfLine[line] = result.count
                result.append((line, []))
            }
            result[placeOfLine[line]!].cells.append((row - lineMap.firstRow(of: line), node.units(ofChild: child)))
        }
        return result
    }

    /// The tracks of `line`: the grid's, or one across them all for a wide line.
    private func tracks(of line: Int) -> [GridTrack] {
        guard lineMap.wide.contains(line) else { return tracks }
        let used = tracks.reduce(0) { $0 + $1.length + $1.spacing } - (tracks.last?.spacing ?? 0)
        return [GridTrack(length: max(used, 0), spacing: 0)]
    }

    /// A line's cells measured, each unit's size; and the line's length along the axis and
    /// its widest cell across.
    private func measure(_ cells: [(track: Int, units: [ViewNode])], line: Int) -> (
        cells: [(track: Int, units: [ViewNode], sizes: [CGSize])], length: CGFloat, breadth: CGFloat
    ) {
        var length: CGFloat = 0, breadth: CGFloat = 0
        let tracks = tracks(of: line)
        let measured = cells.map { cell in
            let proposal = LazyLines.cellProposal(tracks[min(cell.track, tracks.count - 1)].length, axis: axis)
            let sizes = cell.units.map { unit in
                let d = unit.dimensions(in: proposal)
                return CGSize(width: d.width, height: d.height)
            }
            length = max(length, sizes.reduce(0) { $0 + $1[axis] })
            breadth = max(breadth, sizes.map { $0[axis.other] }.max() ?? 0)
            return (cell.track, cell.units, sizes)
        }
        return (measured, length, breadth)
    }

    /// Makes `node` a lazy container along `axis` of `content`'s rows, set out as `lines`.
    static func update(
        _ node: ViewNode, axis: Axis, spacing: CGFloat?, pinnedViews: PinnedScrollableViews, content: any View,
        lines: LazyLines
    ) {
        let behavior = node.reuse { LazyStackBehavior(axis: axis) }
        behavior.lines = lines
        behavior.rowSpacing = spacing ?? 8
        behavior.pinnedViews = pinnedViews
        behavior.update(rows: LazyRowList(content), node: node)
    }

    /// New rows from the view's body: the realized window keeps its place, over the new rows.
    func update(rows newRows: any LazyRows, node: ViewNode) {
        self.node = node
        rows = newRows
        rowIndex = nil
        let rowKeys = (0..<rows.count).map { rows.key($0) }
        lineMap = LazyLineMap(rowCount: rows.count, perLine: perLine, sections: rows.sections)
        keys = perLine == 1 ? rowKeys : (0..<lineMap.count).map { rowKeys[lineMap.firstRow(of: $0)] }
        // The state of rows no longer in the data goes.
        if !stashed.isEmpty {
            let present = Set(rowKeys)
            stashed = stashed.filter { present.contains($0.key) }
        }
        // Outside a scroll view every row is made (up to `mostRows`). Inside a vertical one, a
        // column not laid out yet makes none: its first layout makes those that show (`fill`).
        // A row of a horizontal scroll view makes its first line, which its height comes from.
        let inScrollView = findScroll(from: node)
        if scroll == nil && !inScrollView { needed = 0...CGFloat.greatestFiniteMagnitude }
        let waits = inScrollView && axis == .vertical && lengths.isEmpty
        realize(waits ? 0..<0 : window(for: needed), node: node)
    }

    /// The tracks across `breadth`: a grid given another number of them regroups its rows
    /// into lines, whose lengths are measured again.
    private func fit(across breadth: CGFloat?) {
        tracks = lines.tracks(across: breadth)
        let count = max(tracks.count, 1)
        guard count != perLine else { return }
        perLine = count
        lengths = [:]
        measuredTotal = 0
        lineMap = LazyLineMap(rowCount: rows.count, perLine: perLine, sections: rows.sections)
        keys = (0..<lineMap.count).map { rows.key(lineMap.firstRow(of: $0)) }
    }

    /// Makes the rows of the lines `range` (and drops the others). `scrolled`: only the
    /// window moved with the content, so the rows kept are as they were (not updated again)
    /// and the pictures kept of the container stay valid (rows come and go off screen, as the
    /// same views): a frame of a fast flick makes a few rows and composites the rest.
    private func realize(_ range: Range<Int>, node: ViewNode, scrolled: Bool = false) {
        let rowRange = lineMap.rows(of: range)
        realized = rowRange
        madeRows = Array(rowRange)
        if let pinned, pinned < rows.count {
            madeRows.removeAll { $0 == pinned }
            madeRows.append(pinned)
        }
        let made = madeRows.map { rows.row($0) }
        let kept = Set(made.map(\.key))
        let had = Set(node.children.compactMap(\.key))
        for child in node.children where child.key.map({ !kept.contains($0) }) ?? false { stash(child) }
        // Restored after: a row being made may hold a lazy container of its own.
        let saved = node.graph.keepsPicturesForStructure
        node.graph.keepsPicturesForStructure = scrolled
        node.setUnit(self, children: made.map(\.view), keys: made.map(\.key), keepingExisting: scrolled)
        node.graph.keepsPicturesForStructure = saved
        for child in node.children where child.key.map({ !had.contains($0) }) ?? false { restore(child) }
    }

    // MARK: Geometry along the axis

    /// Keeps a line's measured length. The starts are worked out again only when they change:
    /// not for a line first measured at the length it was counted at, the average, which the
    /// average keeps (rows of one height, made as a list is flicked, cost no pass over all).
    private func record(_ length: CGFloat, line: Int) {
        let key = keys[line]
        let old = lengths[key]
        guard old != length else { return }
        let counted = old == nil && length == estimate
        lengths[key] = length
        for other in linesOfKey[key] ?? [line] { lineLengths[other] = length }
        measuredTotal += length - (old ?? 0)
        if !counted { layoutCache = nil }
    }

    /// The sum of the measured lengths, kept as they are recorded.
    private var measuredTotal: CGFloat = 0

    /// The length a line not yet measured counts at: the average of those that were.
    private var estimate: CGFloat {
        lengths.isEmpty ? 44 : measuredTotal / CGFloat(lengths.count)
    }

    /// Where each line starts along the axis, and the total length, from measured and estimated lengths.
    func starts() -> (starts: [CGFloat], total: CGFloat) {
        if let layoutCache { return layoutCache }
        var starts: [CGFloat] = []
        starts.reserveCapacity(keys.count)
        var position: CGFloat = 0
        let guess = estimate
        for length in lineLengths {
            starts.append(position)
            position += (length ?? guess) + rowSpacing
        }
        let computed = (starts, max(position - (keys.isEmpty ? 0 : rowSpacing), 0))
        layoutCache = computed
        return computed
    }

    /// Where the row with identity `key` lies along the axis, in the container's space, as
    /// far as it is known (a line not made counts at the average length); nil for no such row.
    func span(ofRow key: AnyHashable) -> ClosedRange<CGFloat>? {
        if rowIndex == nil {
            rowIndex = Dictionary((0..<rows.count).map { (rows.key($0), $0) }, uniquingKeysWith: { first, _ in first })
        }
        guard let index = rowIndex?[key] else { return nil }
        let line = lineMap.line(ofRow: index)
        let starts = starts().starts
        guard line < starts.count else { return nil }
        return starts[line]...(starts[line] + (lineLengths[line] ?? estimate))
    }

    /// The lines that overlap `span`.
    private func window(for span: ClosedRange<CGFloat>) -> Range<Int> {
        guard !keys.isEmpty else { return 0..<0 }
        let (starts, _) = starts()
        let first = max(Self.lastIndex(in: starts, atMost: span.lowerBound), 0)
        let most = max(Self.mostRows / perLine, 1)
        let last = min(max(Self.lastIndex(in: starts, atMost: span.upperBound), 0), first + most - 1)
        return first..<max(last + 1, first)
    }

    /// The last index of ascending `values` whose value is at most `limit` (−1 if none), by bisection.
    static func lastIndex(in values: [CGFloat], atMost limit: CGFloat) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] <= limit { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    // MARK: Layout

    override var cullsChildren: Bool { true }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        fit(across: proposal[axis.other])
        var widest: CGFloat = 0
        for line in lineUnits(node) {
            let measured = measure(line.cells, line: line.line)
            record(measured.length, line: line.line)
            widest = max(widest, measured.breadth)
        }
        let breadth = lines.breadth(tracks: tracks, proposed: proposal[axis.other], widest: widest)
        return CGSize(axis: axis, major: starts().total, minor: breadth)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        findScroll(from: node)
        fit(across: bounds.size[axis.other])
        // Lines measured since the anchor was taken move the content first, so that the
        // window made is around what will show; the lines made then may move it again.
        keepAnchor(starts().starts, node: node)
        needed = span(of: node, before: 1, after: 2) ?? 0...max(bounds.size[axis], 0)
        if lengths.isEmpty {
            pinned = pinnedHeader(node: node)
            fill(needed, node: node)
            // The lines above, counted at the length measured now, moved the first made.
            keepAnchor(starts().starts, node: node)
            needed = span(of: node, before: 1, after: 2) ?? needed
        }
        let header = pinnedHeader(node: node)
        let wanted = window(for: needed)
        if wanted != realizedLines || header != pinned {
            pinned = header
            realize(wanted, node: node, scrolled: true)
        }
        let measured = lineUnits(node).map { ($0.line, measure($0.cells, line: $0.line)) }
        for (line, m) in measured { record(m.length, line: line) }
        let starts = starts().starts
        keepAnchor(starts, node: node)
        let rightToLeft = node.environment.layoutDirection == .rightToLeft
        for (line, m) in measured {
            let isPinned = pinned.map { lineMap.line(ofRow: $0) == line } ?? false
            lines.place(
                m.cells, start: isPinned ? pinnedStart(line, length: m.length, node: node) : starts[line],
                length: m.length, tracks: tracks(of: line), axis: axis, bounds: bounds.size, rightToLeft: rightToLeft)
        }
    }

    /// Nothing measured yet: lines are made one at a time from the first in `span`, each
    /// measured, until they reach its end (counted from where the first starts now), as
    /// Flutter's sliver list fills its extent. A window counted at the 44 pt guess made all 60
    /// of a feed's 388 pt cards to keep 8; one counted at a list's empty header (18 pt), 94 rows.
    private func fill(_ span: ClosedRange<CGFloat>, node: ViewNode) {
        guard let first = window(for: span).first else { return }
        var next = starts().starts[first]
        var end = first
        repeat {
            end += 1
            realize(first..<end, node: node, scrolled: true)
            let line = end - 1
            let cells = lineUnits(node).first(where: { $0.line == line })?.cells
            let length = cells.map { measure($0, line: line).length } ?? estimate
            if cells != nil { record(length, line: line) }
            next += length + rowSpacing
        } while end < keys.count && end - first < Self.mostRows / perLine && next <= span.upperBound
    }

    /// Moves the content by as much as the anchor line moved in the stack since it was taken
    /// (rows above it measured), and takes the first line shown now as the anchor.
    private func keepAnchor(_ starts: [CGFloat], node: ViewNode) {
        if let anchor, anchor.line < keys.count, keys[anchor.line] == anchor.key, let scroll {
            let moved = starts[anchor.line] - anchor.start
            if moved != 0 { scroll.contentShifted(by: CGPoint(axis: axis, along: moved)) }
        }
        takeAnchor(starts, node: node)
    }

    /// Takes the first line the scroll view shows as the anchor, with its start in `starts`.
    private func takeAnchor(_ starts: [CGFloat], node: ViewNode) {
        guard let shown = span(of: node, before: 0, after: 0), !keys.isEmpty, starts.count == keys.count else {
            anchor = nil
            return
        }
        let line = max(Self.lastIndex(in: starts, atMost: shown.lowerBound), 0)
        anchor = (line, keys[line], starts[line])
    }

    /// The lines whose rows are made.
    private var realizedLines: Range<Int> {
        realized.isEmpty
            ? 0..<0 : lineMap.line(ofRow: realized.lowerBound)..<lineMap.line(ofRow: realized.upperBound - 1) + 1
    }

    /// The span along the axis, in the stack's space, from `before` screens above what the
    /// scroll view shows to `after` screens below its top; nil outside a scroll view.
    func span(of node: ViewNode, before: CGFloat, after: CGFloat) -> ClosedRange<CGFloat>? {
        guard let scroll, let content = scroll.contentNode else { return nil }
        let origin = ScrollViewProxy.frame(of: node, in: content).origin
        let offset = scroll.presentedOffset(at: node.graph.time)
        let start = axis == .vertical ? offset.y - origin.y : offset.x - origin.x
        let screen = axis == .vertical ? scroll.viewport.height : scroll.viewport.width
        guard start.isFinite, screen.isFinite else { return nil }
        return (start - before * screen)...(start + after * screen)
    }

    /// Finds the scroll view the stack is in; whether it is in one, wired yet or not.
    @discardableResult
    private func findScroll(from node: ViewNode) -> Bool {
        var current = node.parent
        while let ancestor = current, !(ancestor.behavior is ScrollContentBehavior) { current = ancestor.parent }
        scroll = (current?.behavior as? ScrollContentBehavior)?.scroll
        scroll?.watch(self)
        return current != nil
    }

    /// The scroll view moved its content: if the rows from three quarters of a screen above
    /// what it shows to 1¾ screens below its top are not all made, the stack lays out again
    /// and makes them (and the rows up to a screen above and two below). Made a quarter of a
    /// screen at a time, the rows of a fast flick spread over its frames.
    func contentMoved() {
        guard let node, let visible = span(of: node, before: 0.75, after: 1.75) else { return }
        // The content may have jumped (`scrollTo`): the anchor is the line shown now.
        if let layoutCache { takeAnchor(layoutCache.starts, node: node) }
        let wanted = window(for: visible)
        // A pinned header moves with every move of the content.
        if wanted.clamped(to: realizedLines) != wanted || pinsHeaders { node.invalidateLayout() }
    }
}
