import Foundation

/// What a list keeps between updates and its rows reach: the selection, whether it is being
/// edited, the row whose swipe actions are open, and the row being moved.
@MainActor
final class ListModel {
    var selection: ListSelection?
    var selected: Set<AnyHashable> = []
    var editing = false
    var rows: ListRows?
    /// What choosing a row does besides selecting it, in a split view's column.
    var advance: SplitColumnAdvance?
    /// The row whose actions are open: opening another closes it.
    weak var openRow: ListRowBehavior?

    func isSelected(_ value: AnyHashable) -> Bool { selected.contains(value) }

    /// A tap on a row: a single selection takes it; a multiple one adds or removes it.
    func tap(_ value: AnyHashable) {
        guard let selection else { return }
        if selection.isMultiple {
            selection.set(selected.symmetricDifference([value]))
        } else {
            selection.set([value])
            advance?(false)
        }
    }

    /// The arrow keys: the selection moves to the next or previous row (the first or last one
    /// when none is selected); with Shift, a multiple selection grows to it.
    func moveSelection(by step: Int, extending: Bool) -> Bool {
        guard let selection, let values = rows?.selectionValues, !values.isEmpty else { return false }
        let current = values.lastIndex { selected.contains($0) }
        let next = current.map { min(max($0 + step, 0), values.count - 1) } ?? (step > 0 ? 0 : values.count - 1)
        if extending && selection.isMultiple {
            selection.set(selected.union([values[next]]))
        } else {
            selection.set([values[next]])
        }
        return true
    }

    /// A row opened its actions: the one open before closes.
    func opened(_ row: ListRowBehavior) {
        if let open = openRow, open !== row { open.close() }
        openRow = row
    }
}

/// The list's views: a scroll view over the style's background, holding the lazy stack of
/// the list's items, taking the arrow keys when it has a selection.
struct ListContainer<Content: View>: View, PrimitiveView {
    let content: Content
    let selection: ListSelection?
    let model: ListModel
    let editing: Bool
    let selected: Set<AnyHashable>

    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let style = node.environment.listStyle.kind
        model.selection = selection
        model.selected = selected
        model.editing = editing
        model.advance = node.environment.splitColumnAdvance
        let rows = ListRows(content, style: style, model: model)
        model.rows = rows
        let model = self.model
        let background =
            node.environment.scrollContentBackground == .hidden
            ? Color.clear : style == .plain ? Color(.semantic(.systemBackground)) : Color.groupedBackground
        let list = ScrollView { ListStack(rows: rows) }.background(background)
            .modifier(
                FocusModifier(
                    isFocusable: selection != nil,
                    keyHandler: { press in
                        guard press.phase == .down else { return .ignored }
                        // Return opens the selection: the next column of a split view.
                        if press.key == .return, let advance = model.advance, !model.selected.isEmpty {
                            advance(true)
                            return .handled
                        }
                        guard press.key == .upArrow || press.key == .downArrow else { return .ignored }
                        let step = press.key == .downArrow ? 1 : -1
                        return model.moveSelection(by: step, extending: press.modifiers.contains(.shift))
                            ? .handled : .ignored
                    }))
        node.setList([list])
    }
}

/// The list's lazy stack of items, full width, without spacing.
struct ListStack: View, PrimitiveView {
    let rows: ListRows
    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { LazyStackBehavior(axis: .vertical) }
        behavior.rowSpacing = 0
        // Rows span the list: no alignment guide to ask them for.
        behavior.lines = .stack { _ in 0 }
        // A plain list's headers stay at the top while their section shows, as iOS's do.
        behavior.pinnedViews = rows.style == .plain ? .sectionHeaders : []
        behavior.update(rows: rows, node: node)
    }
}

/// A section's header. In the grouped styles it is also the gap above the section's card:
/// 35 pt between sections (18 pt above the first), the header's words in the footnote style,
/// secondary and upper case, 20 pt in from the card's edge, 7 pt above the card. In the plain
/// style a bar in the grouped background with the words in bold.
struct ListHeader: View {
    let content: AnyView?
    let style: ListStyleKind.Kind
    let first: Bool

    var body: some View {
        switch style {
        case .plain:
            (content ?? AnyView(EmptyView()))
                .font(.subheadline.weight(.semibold))
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 20).padding(.vertical, 6)
                .background(Color.groupedBackground)
                .accessibilityAddTraits(.isHeader)
        case .insetGrouped, .sidebar:
            VStack(alignment: .leading, spacing: 0) {
                if let content {
                    content
                        .font(style == .sidebar ? .title3.weight(.semibold) : .footnote)
                        .foregroundStyle(style == .sidebar ? AnyShapeStyle(.primary) : AnyShapeStyle(.secondary))
                        .textCase(style == .sidebar ? nil : .uppercase)
                        .padding(.top, first ? 8 : 22).padding(.bottom, 7)
                        .padding(.horizontal, 36)
                        .accessibilityAddTraits(.isHeader)
                } else {
                    Color.clear.frame(height: first ? 18 : 35)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// A section's footer: footnote words in the secondary color, 7 pt under the card, aligned
/// with the rows' text.
struct ListFooter: View {
    let content: AnyView
    let style: ListStyleKind.Kind

    var body: some View {
        content
            .font(.footnote).foregroundStyle(.secondary)
            .padding(.top, 7).padding(.bottom, style == .plain ? 7 : 0)
            .padding(.horizontal, style == .plain ? 20 : 36)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

extension Color {
    /// iOS's `systemGroupedBackground`: behind grouped lists.
    static let groupedBackground = system(0xF2F2F7, 0x000000)
    /// iOS's `secondarySystemGroupedBackground`: a grouped list's cells.
    static let groupedCell = system(0xFFFFFF, 0x1C1C1E)
    /// iOS's `systemGray4`: a selected cell.
    static let selectedCell = system(0xD1D1D6, 0x3A3A3C)
}
