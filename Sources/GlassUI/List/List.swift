import Foundation

/// Rows in a scrolling column, grouped in sections, as SwiftUI's `List`. Rows are made only
/// near the screen (a lazy stack inside a scroll view, see `ListRows`), styled by `listStyle`:
/// `.insetGrouped` (iOS's default: sections on rounded cards over the grouped background),
/// `.plain` (full-width rows) and `.sidebar`. Rows are separated by hairlines as iOS draws
/// them; rows carry swipe actions, selection (one value or a set, by tap and by the arrow
/// keys) and, in edit mode, delete and move controls.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let selection: ListSelection?
    let content: Content
    @State private var model = ListModel()
    @Environment(\.editMode) private var editMode

    public var body: some View {
        // Reading the edit mode and the selection here runs this body again when they change.
        ListContainer(
            content: content, selection: selection, model: model,
            editing: editMode?.wrappedValue.isEditing == true, selected: selection?.selected() ?? [])
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List {
    /// A list where one row at a time is selected (or none).
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.selection = ListSelection(single: selection)
        self.content = content()
    }

    /// A list where any set of rows is selected.
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.selection = ListSelection(multiple: selection)
        self.content = content()
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
}

/// A list in the grouped style, for settings and data entry, as SwiftUI's `Form` on iOS.
public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}

/// A list's selection: one value or a set, read and written as `AnyHashable`.
struct ListSelection {
    let isMultiple: Bool
    let selected: () -> Set<AnyHashable>
    let set: (Set<AnyHashable>) -> Void

    init<V: Hashable>(single binding: Binding<V?>) {
        isMultiple = false
        selected = { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
        set = { values in binding.wrappedValue = values.first.flatMap { $0.base as? V } }
    }

    init<V: Hashable>(multiple binding: Binding<Set<V>>) {
        isMultiple = true
        selected = { Set(binding.wrappedValue.map { AnyHashable($0) }) }
        set = { values in binding.wrappedValue = Set(values.compactMap { $0.base as? V }) }
    }
}

/// How a list draws, as SwiftUI's list styles.
public struct ListStyleKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case insetGrouped, plain, sidebar }
    let kind: Kind
}

/// The styles `listStyle(_:)` takes.
public protocol ListStyle {
    var _kind: ListStyleKind { get }
}

public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { ListStyleKind(kind: .insetGrouped) }
}

public struct PlainListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { ListStyleKind(kind: .plain) }
}

public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { ListStyleKind(kind: .sidebar) }
}

/// The list style iOS picks: inset grouped.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { ListStyleKind(kind: .insetGrouped) }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
    /// Grouped lists draw as inset grouped ones.
    public static var grouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
    /// Inset lists draw as plain ones.
    public static var inset: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension EnvironmentValues {
    var listStyle: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// Whether lists and forms draw their background (`scrollContentBackground`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

private enum ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind(kind: .insetGrouped) }
private enum ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension View {
    /// How the lists inside draw.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyle, style._kind)
    }

    /// Whether the lists and forms inside draw their background (the grouped gray, or the
    /// system background when plain); hidden, what is behind shows between their cells, as a
    /// sheet's glass does.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
