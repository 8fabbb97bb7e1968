import Foundation

/// Sections of an app, one shown at a time, chosen in a tab bar, as SwiftUI's `TabView`. Its
/// content is `Tab`s, or views marked with `tabItem(_:)` and `tag(_:)`. Every tab keeps its
/// state (its navigation stack, its scroll position) while another is shown. Choosing the tab
/// that is shown pops its navigation stack to the root, or, at the root, scrolls it to the top.
///
/// The bar follows `operatingSystemVersion`: iOS 26's floating bar, or before 26 the standard
/// bar across the bottom (see `TabBar`).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var chosen: AnyHashable?

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let chosen = $chosen
        let binding =
            selection.map { TabSelection($0) }
            ?? TabSelection(get: { chosen.wrappedValue }, set: { chosen.wrappedValue = $0 })
        // Reading the selection here runs this body again when it changes.
        TabViewContainer(content: content, selection: binding, selected: binding.get())
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection, starting on the first tab.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// One tab of a `TabView`: its content, its item in the bar (a title and a symbol, or a label
/// of its own) and the value that selects it, as SwiftUI's `Tab`.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
    let value: Value?
    let item: TabItemBehavior.Item
    let content: Content

    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { TabItemBehavior() }
        behavior.item = item
        behavior.value = value.map { AnyHashable($0) }
        node.setUnit(behavior, children: [content])
    }
}

extension Tab where Label == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, item: .symbol(Text(title), systemImage), content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, item: .symbol(Text(title), systemImage), content: content())
    }
}

extension Tab where Label == EmptyView, Value == Never {
    /// A tab of a tab view without a selection binding.
    public init(_ title: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, item: .symbol(Text(title), systemImage), content: content())
    }
}

extension Tab {
    /// A tab whose bar item is `label`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, item: .view(AnyView(label())), content: content())
    }
}

/// What a tab is in the bar: set by `Tab` or `tabItem(_:)`, read by the tab view.
@MainActor
final class TabItemBehavior: NodeBehavior {
    enum Item {
        case symbol(Text, String)
        case view(AnyView)
    }

    var item = Item.view(AnyView(EmptyView()))
    /// The value that selects the tab (a `Tab`'s), if it has one.
    var value: AnyHashable?
}

/// The count or words on a tab's item (`badge(_:)`), read by the tab view.
@MainActor
final class BadgeBehavior: NodeBehavior {
    var badge: Text?
}

struct TabItemModifier: ViewModifier, PrimitiveModifier {
    let label: AnyView
    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { TabItemBehavior() }
        behavior.item = .view(label)
        node.setUnit(behavior, children: [content])
    }
}

struct BadgeModifier: ViewModifier, PrimitiveModifier {
    let badge: Text?
    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { BadgeBehavior() }
        behavior.badge = badge
        node.setUnit(behavior, children: [content])
    }
}

/// When the tab bar shrinks, as SwiftUI's `TabBarMinimizeBehavior`.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let minimizesOnScrollDown: Bool
    public static let automatic = TabBarMinimizeBehavior(minimizesOnScrollDown: false)
    public static let never = TabBarMinimizeBehavior(minimizesOnScrollDown: false)
    /// The bar shrinks to the chosen tab's symbol as the content scrolls down, and comes back
    /// as it scrolls up.
    public static let onScrollDown = TabBarMinimizeBehavior(minimizesOnScrollDown: true)
}

extension EnvironmentValues {
    var tabBarMinimizeBehavior: TabBarMinimizeBehavior {
        get { self[TabBarMinimizeKey.self] }
        set { self[TabBarMinimizeKey.self] = newValue }
    }

    /// The tab bar watching the scroll views of the tab around this view.
    var tabBarScrollLink: TabBarScrollLink? {
        get { self[TabBarScrollLinkKey.self] }
        set { self[TabBarScrollLinkKey.self] = newValue }
    }
}

private enum TabBarMinimizeKey: EnvironmentKey { static let defaultValue = TabBarMinimizeBehavior.automatic }
private enum TabBarScrollLinkKey: EnvironmentKey { static let defaultValue: TabBarScrollLink? = nil }

extension View {
    /// This view as a tab of a `TabView`, shown in the bar as `label` (a `Label`, or an image
    /// and a text).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: AnyView(label())))
    }

    /// A count on this tab's item; 0 shows none.
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(badge: count == 0 ? nil : Text("\(count)")))
    }

    /// Words on this tab's item; nil shows none.
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(badge: label))
    }

    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(badge: label.map { Text($0) }))
    }

    /// When the tab bar of the tab view around shrinks.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        environment(\.tabBarMinimizeBehavior, behavior)
    }
}

/// A tab view's selection: the app's binding, or the tab view's own state (nil until a tab
/// is chosen: the first tab shows).
struct TabSelection {
    let get: () -> AnyHashable?
    let set: (AnyHashable) -> Void

    init(get: @escaping () -> AnyHashable?, set: @escaping (AnyHashable) -> Void) {
        self.get = get
        self.set = set
    }

    init<V: Hashable>(_ binding: Binding<V>) {
        get = { AnyHashable(binding.wrappedValue) }
        set = { if let value = $0.base as? V { binding.wrappedValue = value } }
    }
}

extension ViewNode {
    /// The trait of type `B` this unit carries, through the modifiers around it.
    func trait<B: NodeBehavior>(_ type: B.Type) -> B? {
        if let trait = behavior as? B { return trait }
        guard let behavior, behavior.forwardsTraits else { return nil }
        return loneUnit?.trait(type)
    }
}
