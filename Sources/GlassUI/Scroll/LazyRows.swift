import Foundation

/// Rows a lazy stack makes views for one at a time: their number, each row's identity
/// without its view, and a row's view with its identity.
@MainActor
protocol LazyRows {
    var count: Int { get }
    func key(_ index: Int) -> AnyHashable
    func row(_ index: Int) -> (view: any View, key: AnyHashable)
    /// The sections with a header, in order.
    var sections: [LazySection] { get }
}

/// The rows of a lazy stack, enumerated without making their views' nodes: a `ForEach` gives
/// its count and makes the view of one element when asked, so a stack of 10,000 rows holds
/// only the nodes of the rows near the screen.
@MainActor
struct LazyRowList: LazyRows {
    /// A run of rows: one view, or the elements of a `ForEach`.
    private enum Segment {
        case single(any View)
        case forEach(any LazyRowSource)
    }

    private var segments: [Segment] = []
    /// The first row of each segment, and the row count after the last.
    private var starts: [Int] = [0]
    private(set) var sections: [LazySection] = []

    init(_ content: any View) {
        append(content)
    }

    /// The rows of several views in a row.
    init(views: [any View]) {
        for view in views { append(view) }
    }

    /// The `ForEach` row `index` comes from, and its place in it; nil for a view given on its own.
    func source(of index: Int) -> (source: any LazyRowSource, offset: Int)? {
        let segment = segment(of: index)
        guard case .forEach(let source) = segments[segment] else { return nil }
        return (source, index - starts[segment])
    }

    private mutating func append(_ view: any View) {
        if let tuple = view as? any TupleContent {
            for element in tuple.elements { append(element) }
        } else if let section = view as? any ListSectionContent {
            // A section opens into its header, its rows (made lazily) and its footer.
            let header = section.headerView.map { view in
                defer { append(view) }
                return count
            }
            let first = count
            append(section.rowsView)
            let rows = first..<count
            let footer = section.footerView.map { view in
                defer { append(view) }
                return count
            }
            sections.append(LazySection(header: header, rows: rows, footer: footer))
        } else if let source = view as? any LazyRowSource, source.lazyRowCount > 0,
            source.lazyRow(at: 0).view is any ListSectionContent
        {
            // A `ForEach` of sections opens into them.
            for index in 0..<source.lazyRowCount { append(source.lazyRow(at: index).view) }
        } else if let source = view as? any LazyRowSource {
            segments.append(.forEach(source))
            starts.append(starts.last! + source.lazyRowCount)
        } else {
            segments.append(.single(view))
            starts.append(starts.last! + 1)
        }
    }

    var count: Int { starts.last! }

    /// The identity of row `index`, without making its view.
    func key(_ index: Int) -> AnyHashable {
        let segment = segment(of: index)
        switch segments[segment] {
        case .single: return AnyHashable(RowKey(segment: segment, id: AnyHashable(0)))
        case .forEach(let source): return source.lazyRowID(at: index - starts[segment])
        }
    }

    private func segment(of index: Int) -> Int {
        var segment = 0
        while starts[segment + 1] <= index { segment += 1 }
        return segment
    }

    /// The view of row `index` and its identity: the `ForEach` id (so that `scrollTo` finds
    /// it), or the place of a view given on its own.
    func row(_ index: Int) -> (view: any View, key: AnyHashable) {
        let segment = segment(of: index)
        switch segments[segment] {
        case .single(let view):
            return (view, AnyHashable(RowKey(segment: segment, id: AnyHashable(0))))
        case .forEach(let source):
            let (view, id) = source.lazyRow(at: index - starts[segment])
            return (view, id)
        }
    }

    private struct RowKey: Hashable {
        let segment: Int
        let id: AnyHashable
    }
}

/// A `ForEach`, seen as rows.
@MainActor
protocol LazyRowSource {
    var lazyRowCount: Int { get }
    func lazyRow(at index: Int) -> (view: any View, id: AnyHashable)
    func lazyRowID(at index: Int) -> AnyHashable
}

extension ForEach: LazyRowSource {
    var lazyRowCount: Int { data.count }

    func lazyRow(at index: Int) -> (view: any View, id: AnyHashable) {
        let element = data[data.index(data.startIndex, offsetBy: index)]
        return (content(element), AnyHashable(element[keyPath: id]))
    }

    func lazyRowID(at index: Int) -> AnyHashable {
        AnyHashable(data[data.index(data.startIndex, offsetBy: index)][keyPath: id])
    }
}

/// A `TupleView`, seen as its views.
@MainActor
protocol TupleContent {
    var elements: [any View] { get }
}

extension TupleView: TupleContent {
    var elements: [any View] {
        var views: [any View] = []
        for view in repeat each value { views.append(view) }
        return views
    }
}
