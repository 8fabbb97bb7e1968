import Foundation

/// A list's items for its lazy stack: per section, a header (in the grouped styles always,
/// as the gap between cards), the rows, and a footer. Rows are made only when the stack asks.
@MainActor
struct ListRows: LazyRows {
    @MainActor
    struct Part {
        var header: (any View)?
        var rows: LazyRowList
        var footer: (any View)?
        var showsHeader: Bool
        var itemCount: Int { (showsHeader ? 1 : 0) + rows.count + (footer == nil ? 0 : 1) }
    }

    enum Item {
        case header(part: Int)
        case row(part: Int, index: Int)
        case footer(part: Int)
    }

    private(set) var parts: [Part] = []
    private var starts: [Int] = [0]
    /// Each part as a section of the lazy stack's rows (its header shown or not).
    private(set) var sections: [LazySection] = []
    let style: ListStyleKind.Kind
    /// The list's model (weakly: the model keeps these rows).
    private(set) weak var model: ListModel?

    init(_ content: any View, style: ListStyleKind.Kind, model: ListModel) {
        self.style = style
        self.model = model
        var loose: [any View] = []
        func flushLoose() {
            guard !loose.isEmpty else { return }
            add(header: nil, rows: LazyRowList(views: loose), footer: nil)
            loose.removeAll()
        }
        for view in Self.flattened(content) {
            if let section = view as? any ListSectionContent {
                flushLoose()
                add(header: section.headerView, rows: LazyRowList(section.rowsView), footer: section.footerView)
            } else {
                loose.append(view)
            }
        }
        flushLoose()
    }

    /// The views of `content` in order: tuples opened, an `if` that holds nothing left out (it
    /// makes no row, as in SwiftUI), and a `ForEach` of sections opened into its sections (a
    /// `ForEach` of rows stays whole, to be made lazily).
    private static func flattened(_ content: any View) -> [any View] {
        if let tuple = content as? any TupleContent { return tuple.elements.flatMap(flattened) }
        if let optional = content as? any OptionalContent { return optional.wrappedView.map(flattened) ?? [] }
        if let source = content as? any LazyRowSource, source.lazyRowCount > 0,
            source.lazyRow(at: 0).view is any ListSectionContent
        {
            return (0..<source.lazyRowCount).map { source.lazyRow(at: $0).view }
        }
        return [content]
    }

    private mutating func add(header: (any View)?, rows: LazyRowList, footer: (any View)?) {
        let part = Part(header: header, rows: rows, footer: footer, showsHeader: header != nil || style != .plain)
        let start = starts.last!, first = start + (part.showsHeader ? 1 : 0)
        sections.append(
            LazySection(
                header: part.showsHeader ? start : nil, rows: first..<first + rows.count,
                footer: footer == nil ? nil : first + rows.count))
        parts.append(part)
        starts.append(start + part.itemCount)
    }

    var count: Int { starts.last! }

    func item(_ index: Int) -> Item {
        var part = 0
        while starts[part + 1] <= index { part += 1 }
        var local = index - starts[part]
        if parts[part].showsHeader {
            if local == 0 { return .header(part: part) }
            local -= 1
        }
        if local < parts[part].rows.count { return .row(part: part, index: local) }
        return .footer(part: part)
    }

    private struct Key: Hashable {
        enum Role: Hashable { case header, row, footer }
        let part: Int
        let role: Role
        let id: AnyHashable
    }

    func key(_ index: Int) -> AnyHashable {
        switch item(index) {
        case .header(let part): AnyHashable(Key(part: part, role: .header, id: 0))
        case .row(let part, let row): AnyHashable(Key(part: part, role: .row, id: parts[part].rows.key(row)))
        case .footer(let part): AnyHashable(Key(part: part, role: .footer, id: 0))
        }
    }

    func row(_ index: Int) -> (view: any View, key: AnyHashable) {
        let key = key(index)
        switch item(index) {
        case .header(let part):
            return (
                ListHeader(content: parts[part].header.map(AnyView.init(existential:)), style: style, first: part == 0),
                key
            )
        case .footer(let part):
            return (ListFooter(content: AnyView(existential: parts[part].footer ?? EmptyView()), style: style), key)
        case .row(let part, let row):
            guard let model else { return (EmptyView(), key) }
            let rows = parts[part].rows
            let (view, id) = rows.row(row)
            let source = rows.source(of: row)
            let editable = source?.source as? any EditableRowSource
            let offset = source?.offset ?? row
            let row = ListRowContainer(
                content: AnyView(existential: view), value: Self.tag(of: view) ?? id,
                placement: ListRowPlacement(first: row == 0, last: row == rows.count - 1, style: style),
                delete: editable?.deleteAction.map { action in { action(IndexSet(integer: offset)) } },
                move: editable?.moveAction.map { action in
                    // SwiftUI's destination: the offset, before the move, to insert before.
                    { places in action(IndexSet(integer: offset), offset + places + (places > 0 ? 1 : 0)) }
                },
                offset: offset, count: source?.source.lazyRowCount ?? rows.count, model: model,
                state: ListRowState(
                    selected: model.isSelected(Self.tag(of: view) ?? id), selectable: model.selection != nil,
                    multiple: model.selection?.isMultiple == true, editing: model.editing))
            // The grouped and sidebar styles inset the rows from the list's sides.
            return (row.padding(.horizontal, style == .plain ? 0 : ListCell.inset), key)
        }
    }

    /// The selection values of the rows, in order: a row's `tag` when it is set on the row's
    /// view itself, else its `ForEach` id.
    var selectionValues: [AnyHashable] {
        (0..<count).compactMap { index in
            guard case .row(let part, let row) = item(index) else { return nil }
            let (view, id) = parts[part].rows.row(row)
            return Self.tag(of: view) ?? id
        }
    }

    /// The tag set on `view` through the modifiers around it, without making its node.
    static func tag(of view: any View) -> AnyHashable? {
        guard let modified = view as? any ModifiedContentProtocol else { return nil }
        if let tag = modified.anyModifier as? TagModifier { return tag.tag }
        return tag(of: modified.anyContent)
    }
}

/// A modified view, seen without its types.
@MainActor
protocol ModifiedContentProtocol {
    var anyContent: any View { get }
    var anyModifier: Any { get }
}

extension ModifiedContent: ModifiedContentProtocol where Content: View, Modifier: ViewModifier {
    var anyContent: any View { content }
    var anyModifier: Any { modifier }
}

/// A `ForEach` with edit actions, seen without its types.
@MainActor
protocol EditableRowSource {
    var deleteAction: ((IndexSet) -> Void)? { get }
    var moveAction: ((IndexSet, Int) -> Void)? { get }
}

extension EditableForEach: EditableRowSource {
    var deleteAction: ((IndexSet) -> Void)? { delete }
    var moveAction: ((IndexSet, Int) -> Void)? { move }
}

/// Where a row sits in its section, for its corners and separator.
struct ListRowPlacement: Hashable {
    let first: Bool
    let last: Bool
    let style: ListStyleKind.Kind
}
