import Foundation

/// A button that pushes a view onto the navigation stack around it, as SwiftUI's
/// `NavigationLink`: either a value, shown by the `navigationDestination(for:)` declared for
/// its type, or a view. Outside a stack it does nothing. Its label is drawn in the tint; in a
/// list row, in the primary color across the row, with a chevron.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let push: (NavigationModel) -> Void
    @Environment(\.navigationModel) private var model
    @Environment(\.isListRow) private var inList

    public var body: some View {
        let model = self.model
        let push = self.push
        let action = { if let model { push(model) } }
        if inList {
            // In a list, the whole row is the link, with a chevron at its end, in the primary color.
            Button(action: action) {
                HStack {
                    label
                    Spacer(minLength: 8)
                    Image(systemName: "chevron.right").font(.footnote.weight(.semibold))
                        .foregroundStyle(.tertiary).accessibilityHidden(true)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
        } else {
            Button(action: action, label: { label })
        }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.push = { model in if let value { model.push(value: AnyHashable(value)) } }
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink {
    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        let view = AnyView(destination())
        self.push = { model in model.push(view: view) }
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: { destination }, label: label)
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

/// `navigationDestination(for:destination:)`: tells the stack around it how to show values
/// of one type.
struct NavigationDestinationModifier<D: Hashable, Shown: View>: ViewModifier, PrimitiveModifier {
    let make: (D) -> Shown

    func _update(_ node: ViewNode, content: any View) {
        let make = self.make
        node.environment.navigationModel?.destinations[ObjectIdentifier(D.self)] = { value in
            guard let value = value.base as? D else { return AnyView(EmptyView()) }
            return AnyView(make(value))
        }
        node.setList([content])
    }
}

extension View {
    /// Shows the values of type `data` pushed on the stack around this view with `destination`.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(NavigationDestinationModifier(make: destination))
    }
}

/// Dismisses the view it was read in, as SwiftUI's `DismissAction`: a pushed screen pops,
/// a presented sheet closes; elsewhere it does nothing.
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    @MainActor public func callAsFunction() { action() }
}

extension EnvironmentValues {
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}

private enum DismissKey: EnvironmentKey { static let defaultValue = DismissAction(action: {}) }
