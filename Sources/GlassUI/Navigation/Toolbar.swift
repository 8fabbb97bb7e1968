import Foundation

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`. On iPhone and iPad:
/// leading and cancellation items at the bar's leading end; automatic, trailing, primary and
/// confirmation items at its trailing end; the principal item in the middle, in place of the
/// title; bottom-bar items in the bottom toolbar (`BottomToolbar`).
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom }
    let slot: Slot

    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let principal = ToolbarItemPlacement(slot: .principal)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
}

/// The bars `toolbar(_:for:)` shows or hides, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case navigationBar, tabBar, bottomBar }
    let bar: Bar
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    public static let automatic = ToolbarPlacement(bar: .navigationBar)
}

/// Content of a toolbar, as SwiftUI's `ToolbarContent`: `ToolbarItem`s and groups of them.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content GlassUI flattens itself into items.
@MainActor
protocol PrimitiveToolbarContent {
    var entries: [ToolbarEntry] { get }
}

/// One item of a toolbar: where it goes and what it shows.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView
}

@MainActor
func toolbarEntries<C: ToolbarContent>(of content: C) -> [ToolbarEntry] {
    if let primitive = content as? any PrimitiveToolbarContent { return primitive.entries }
    return toolbarEntries(of: content.body)
}

/// One view in a toolbar, at `placement`, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public var body: Never { return neverBody() }
    var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views at one placement, shown together (on one glass capsule on iOS 26), as
/// SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    public var body: Never { return neverBody() }
    var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}

/// Several toolbar contents in a row (made by `ToolbarContentBuilder`).
public struct TupleToolbarContent: ToolbarContent, PrimitiveToolbarContent {
    let entries: [ToolbarEntry]
    public var body: Never { return neverBody() }
}

/// Builds toolbar content from a block of items, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent {
        var entries: [ToolbarEntry] = []
        for item in repeat each content { entries += toolbarEntries(of: item) }
        return TupleToolbarContent(entries: entries)
    }

    public static func buildOptional<C: ToolbarContent>(_ content: C?) -> TupleToolbarContent {
        TupleToolbarContent(entries: content.map { toolbarEntries(of: $0) } ?? [])
    }

    public static func buildEither<C: ToolbarContent>(first: C) -> TupleToolbarContent {
        TupleToolbarContent(entries: toolbarEntries(of: first))
    }

    public static func buildEither<C: ToolbarContent>(second: C) -> TupleToolbarContent {
        TupleToolbarContent(entries: toolbarEntries(of: second))
    }
}

/// How a screen's title shows in the navigation bar, as SwiftUI's
/// `NavigationBarItem.TitleDisplayMode`. `.automatic` takes the mode of the screen under it
/// (large for a root screen).
public enum NavigationBarTitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
}

/// SwiftUI's namespace for the display mode (`.navigationBarTitleDisplayMode(.inline)`).
public enum NavigationBarItem {
    public typealias TitleDisplayMode = NavigationBarTitleDisplayMode
}

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`: GlassUI puts it in the
/// navigation bar, under the title.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
}

/// A `searchable` field: the text it edits and its placeholder.
struct SearchFieldOptions {
    let text: Binding<String>
    let prompt: String
}

/// What a screen's content asks of its navigation bar, gathered as a preference.
struct NavigationBarOptions {
    var title: Text?
    var displayMode: NavigationBarTitleDisplayMode?
    var items: [ToolbarEntry] = []
    var backButtonHidden: Bool?
    var hiddenBars: Set<ToolbarPlacement.Bar> = []
    /// The search field `searchable` puts in the bar.
    var search: SearchFieldOptions?
    /// Counts the writes of toolbar items, whose views cannot be compared: a bar whose items
    /// were written again is built again.
    var revision = 0

    /// The title's words, for the back button of the screen above and for VoiceOver.
    var titleString: String? { title?.string }

    /// Whether two sets of options show the same bar.
    func showsSame(as other: NavigationBarOptions) -> Bool {
        titleString == other.titleString && displayMode == other.displayMode
            && backButtonHidden == other.backButtonHidden
            && hiddenBars == other.hiddenBars && revision == other.revision && items.count == other.items.count
            && search?.prompt == other.search?.prompt
    }
}

enum NavigationBarOptionsKey: PreferenceKey {
    static var defaultValue: NavigationBarOptions { NavigationBarOptions() }
    /// The first view (in order) that sets a field gives it; items add up.
    static func reduce(value: inout NavigationBarOptions, nextValue: () -> NavigationBarOptions) {
        let next = nextValue()
        value.title = value.title ?? next.title
        value.displayMode = value.displayMode ?? next.displayMode
        value.backButtonHidden = value.backButtonHidden ?? next.backButtonHidden
        value.hiddenBars.formUnion(next.hiddenBars)
        value.search = value.search ?? next.search
        value.items += next.items
        value.revision += next.revision
    }
}

/// Sets fields of the bar options its content asks for; fields it sets replace the content's
/// (an outer `navigationTitle` wins over an inner one), items add to them.
struct NavigationBarOptionWriter: ViewModifier, PrimitiveModifier {
    /// Whether it writes views (toolbar items), which count as changed at every update.
    var writesViews = false
    let change: (inout NavigationBarOptions) -> Void

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { PreferenceBehavior() }
        node.setUnit(behavior, children: [content])
        var options = node.children.first?.preference(NavigationBarOptionsKey.self) ?? NavigationBarOptions()
        change(&options)
        if writesViews { options.revision += node.graph.nextSerial() }
        behavior.values[ObjectIdentifier(NavigationBarOptionsKey.self)] = options
    }
}

extension View {
    /// The title of the screen this view is in, shown in its navigation bar.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationBarOptionWriter { $0.title = title })
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// Whether the screen's title is large (collapsing as the content scrolls) or inline.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarTitleDisplayMode) -> some View {
        modifier(NavigationBarOptionWriter { $0.displayMode = mode })
    }

    /// A search field in the navigation bar of the screen this view is in, editing `text`,
    /// with `prompt` as its placeholder ("Search" by default).
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        let options = SearchFieldOptions(text: text, prompt: prompt?.string ?? "Search")
        return modifier(NavigationBarOptionWriter { $0.search = options })
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Hides the back button (a custom one may take its place).
    public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> some View {
        modifier(NavigationBarOptionWriter { $0.backButtonHidden = hidden })
    }

    /// Shows or hides a bar of the screen this view is in: the navigation bar, the bottom
    /// toolbar, or the tab bar around its navigation stack (while the screen is on top).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(
            NavigationBarOptionWriter { options in
                for bar in bars {
                    if visibility == .hidden {
                        options.hiddenBars.insert(bar.bar)
                    } else {
                        options.hiddenBars.remove(bar.bar)
                    }
                }
            })
    }
}

// SwiftUI's two `toolbar(content:)` overloads: the closure's type picks one.
// swift-format-ignore: AmbiguousTrailingClosureOverload
extension View {
    /// Items for the bars of the screen this view is in.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let entries = toolbarEntries(of: content())
        return modifier(
            NavigationBarOptionWriter(writesViews: true) { $0.items += entries })
    }

    /// Views for the trailing end of the navigation bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entry = ToolbarEntry(placement: .automatic, content: AnyView(content()))
        return modifier(
            NavigationBarOptionWriter(writesViews: true) { $0.items.append(entry) })
    }
}
