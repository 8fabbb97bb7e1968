import Foundation

/// A view that presents another while `isPresented` holds: it registers the presentation with
/// the graph (updating it as its own body runs again), withdraws it when the binding turns
/// false, and when the presenter leaves the tree.
struct PresenterModifier: ViewModifier, PrimitiveModifier {
    let kind: Presentations.Modal.Kind
    let isPresented: Bool
    let content: () -> AnyView
    let dismiss: @MainActor () -> Void
    let onDismiss: (() -> Void)?

    func _update(_ node: ViewNode, content view: any View) {
        let behavior = node.reuse { PresenterBehavior() }
        behavior.graph = node.graph
        behavior.id = node.serial
        node.setUnit(behavior, children: [view])
        let presentations = node.graph.presentations
        if isPresented {
            var kind = self.kind
            if case .popover = kind {
                // A popover on iPad; on iPhone (compact width) a sheet.
                kind =
                    node.environment.horizontalSizeClass == .compact
                    ? .sheet : .popover(anchor: node.screenFrame)
            }
            presentations.present(
                Presentations.Modal(
                    id: node.serial, kind: kind, content: self.content(), environment: node.childEnvironment,
                    dismiss: dismiss))
            behavior.onDismiss = onDismiss
        } else if presentations.isPresenting(id: node.serial) {
            presentations.dismiss(id: node.serial)
            if let onDismiss { node.graph.afterUpdate(onDismiss) }
        }
    }
}

@MainActor
final class PresenterBehavior: NodeBehavior {
    weak var graph: ViewGraph?
    var id = 0
    var onDismiss: (() -> Void)?

    override func detached() {
        guard let graph, graph.presentations.isPresenting(id: id) else { return }
        graph.presentations.dismiss(id: id)
        onDismiss?()
    }
}

/// Where a popover points from, as SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor: Hashable, Sendable {
    case rect(Anchor)
    case point(UnitPoint)

    public enum Anchor: Hashable, Sendable { case bounds }
}

extension View {
    private func presenting<C: View>(
        _ kind: Presentations.Modal.Kind, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
        content: @escaping () -> C
    ) -> some View {
        modifier(
            PresenterModifier(
                kind: kind, isPresented: isPresented.wrappedValue, content: { AnyView(content()) },
                dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
    }

    private func presenting<Item: Identifiable, C: View>(
        _ kind: Presentations.Modal.Kind, item: Binding<Item?>, onDismiss: (() -> Void)?,
        content: @escaping (Item) -> C
    ) -> some View {
        let current = item.wrappedValue
        return modifier(
            PresenterModifier(
                kind: kind, isPresented: current != nil,
                content: { current.map { AnyView(content($0).id(AnyHashable($0.id))) } ?? AnyView(EmptyView()) },
                dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss))
    }

    /// Presents `content` in a sheet while `isPresented` is true. Its detents, grabber and
    /// background come from `presentationDetents`, `presentationDragIndicator` and
    /// `presentationBackground` inside it (see `ModalBehavior`).
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet for `item` while it is not nil; a new item is a new sheet.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` over the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` in a popover next to this view on iPad, in a sheet on iPhone.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(.popover(anchor: .zero), isPresented: isPresented, onDismiss: nil, content: content)
    }

    /// Presents an alert titled `title` with `actions` (buttons; OK when there are none) and
    /// `message`, while `isPresented` is true. Any button closes it.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let actions = AnyView(actions()), message = AnyView(message())
        return presenting(.alert, isPresented: isPresented, onDismiss: nil) {
            AlertContent(
                title: title, message: message, actions: actions, dismiss: { isPresented.wrappedValue = false })
        }
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents a dialog of `actions` rising from the bottom while `isPresented` is true, with
    /// a Cancel button unless one of them cancels; its title shows when `titleVisibility` is
    /// `.visible`. Any button, or a tap outside, closes it.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let actions = AnyView(actions()), message = AnyView(message())
        return presenting(.confirmationDialog, isPresented: isPresented, onDismiss: nil) {
            DialogContent(
                title: titleVisibility == .visible ? title : nil, message: message, actions: actions,
                dismiss: { isPresented.wrappedValue = false })
        }
    }

    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: { EmptyView() })
    }

    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: message)
    }

    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: { EmptyView() })
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: { EmptyView() })
    }
}
