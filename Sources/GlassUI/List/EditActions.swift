import Foundation

/// Whether views are being edited, as SwiftUI's `EditMode`: in a list, rows show delete and
/// move controls (or selection circles).
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
    /// The edit mode of the screen around this view; each navigation screen keeps one.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

private enum EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

/// Where a screen keeps its edit mode: observable, so the views that read it (lists, edit
/// buttons) run again when it changes.
@Observable @MainActor
final class EditModeStore {
    var mode = EditMode.inactive

    var binding: Binding<EditMode> {
        Binding(get: { self.mode }, set: { self.mode = $0 })
    }
}

/// A button that turns the edit mode of its screen on and off, as SwiftUI's `EditButton`:
/// "Edit", then a bold "Done".
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing == true
        let mode = editMode
        Button(
            action: { withAnimation(.default) { mode?.wrappedValue = editing ? .inactive : .active } },
            label: { Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : nil) })
    }
}

/// A `ForEach` whose rows a list can delete and move (`onDelete`, `onMove`).
public struct EditableForEach<Base: View>: View, PrimitiveView {
    let base: Base
    let delete: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?

    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        node.setList([base])
    }

    /// Lets the list delete these rows (a swipe, or the delete control in edit mode); `action`
    /// gets the offsets of the rows to delete.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach {
        EditableForEach(base: base, delete: action, move: move)
    }

    /// Lets the list move these rows in edit mode; `action` gets the offsets moved and the
    /// offset, in the data before the move, to insert them before.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableForEach {
        EditableForEach(base: base, delete: delete, move: action)
    }
}

extension EditableForEach: LazyRowSource {
    private var rows: (any LazyRowSource)? { base as? any LazyRowSource }
    var lazyRowCount: Int { rows?.lazyRowCount ?? 0 }
    func lazyRow(at index: Int) -> (view: any View, id: AnyHashable) {
        rows?.lazyRow(at: index) ?? (EmptyView(), AnyHashable(index))
    }
    func lazyRowID(at index: Int) -> AnyHashable { rows?.lazyRowID(at: index) ?? AnyHashable(index) }
}

extension ForEach {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach<Self> {
        EditableForEach(base: self, delete: action, move: nil)
    }

    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableForEach<Self> {
        EditableForEach(base: self, delete: nil, move: action)
    }
}

/// The buttons of a row's swipe, read by the list (see `ListRowBehavior`).
@MainActor
final class SwipeActionsBehavior: NodeBehavior {
    var actions = AnyView(EmptyView())
    var edge = HorizontalEdge.trailing
    var allowsFullSwipe = true
}

struct SwipeActionsModifier: ViewModifier, PrimitiveModifier {
    let actions: AnyView
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { SwipeActionsBehavior() }
        behavior.actions = actions
        behavior.edge = edge
        behavior.allowsFullSwipe = allowsFullSwipe
        node.setUnit(behavior, children: [content])
    }
}

extension View {
    /// Buttons revealed by swiping this list row from `edge`; a full swipe (allowed by default)
    /// runs the first one. A button's `role: .destructive` makes it red, `tint(_:)` colors it.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        modifier(SwipeActionsModifier(actions: AnyView(content()), edge: edge, allowsFullSwipe: allowsFullSwipe))
    }
}
