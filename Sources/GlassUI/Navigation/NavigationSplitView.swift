import Foundation

/// Two or three columns side by side (sidebar, optional content, detail), as SwiftUI's
/// `NavigationSplitView`. Each column has its own navigation bar. In a compact width it
/// collapses into one navigation stack: the sidebar first, then the content and the detail
/// pushed as their lists are chosen in; the app's selections survive collapsing and
/// expanding. How the columns adapt to the width is `SplitViewLayout`'s.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    @State private var visibility = NavigationSplitViewVisibility.automatic
    @State private var compactColumn = NavigationSplitViewColumn.sidebar
    @Environment(\.horizontalSizeClass) private var sizeClass

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>? = nil,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    public var body: some View {
        let visibility = columnVisibility ?? $visibility
        let compact = preferredCompactColumn ?? $compactColumn
        if sizeClass == .compact {
            CollapsedSplitView(
                sidebar: sidebar, content: content, detail: detail, column: compact, shown: compact.wrappedValue)
        } else {
            SplitViewContainer(
                sidebar: sidebar, content: content, detail: detail, visibility: visibility,
                shown: visibility.wrappedValue)
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a sidebar and a detail.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>? = nil,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
    }
}

/// Which columns a split view shows, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    let name: String
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The detail and the column before it (the content of three, the sidebar of two).
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
    /// What fits the width (see `SplitViewLayout`).
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
}

/// A column of a split view, as SwiftUI's `NavigationSplitViewColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let index: Int
    public static let sidebar = NavigationSplitViewColumn(index: 0)
    public static let content = NavigationSplitViewColumn(index: 1)
    public static let detail = NavigationSplitViewColumn(index: 2)
}

/// How the columns share the width, as SwiftUI's split view styles.
public struct NavigationSplitViewStyleKind: Hashable, Sendable {
    /// Whether a column that appears overlays the detail (which keeps its width) rather than
    /// narrowing it.
    let overlaysDetail: Bool
}

public protocol NavigationSplitViewStyle {
    var _kind: NavigationSplitViewStyleKind { get }
}

public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _kind: NavigationSplitViewStyleKind { NavigationSplitViewStyleKind(overlaysDetail: false) }
}

public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _kind: NavigationSplitViewStyleKind { NavigationSplitViewStyleKind(overlaysDetail: true) }
}

public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _kind: NavigationSplitViewStyleKind { NavigationSplitViewStyleKind(overlaysDetail: false) }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

/// A column's width as its view asks (`navigationSplitViewColumnWidth`).
struct SplitColumnWidth: Equatable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?

    /// The ideal width within the bounds.
    var resolved: CGFloat {
        var width = ideal
        if let max { width = Swift.min(width, max) }
        if let min { width = Swift.max(width, min) }
        return width.isFinite ? Swift.max(width, 0) : 320
    }
}

enum SplitColumnWidthKey: PreferenceKey {
    static let defaultValue: SplitColumnWidth? = nil
    static func reduce(value: inout SplitColumnWidth?, nextValue: () -> SplitColumnWidth?) {
        value = value ?? nextValue()
    }
}

extension EnvironmentValues {
    var navigationSplitViewStyle: NavigationSplitViewStyleKind {
        get { self[SplitStyleKey.self] }
        set { self[SplitStyleKey.self] = newValue }
    }

    /// What choosing a row in this column's list does besides selecting it (by a tap, or by
    /// Return when the argument is true): in a collapsed split view, show the next column;
    /// expanded, Return moves focus to it. Nil outside split views.
    var splitColumnAdvance: SplitColumnAdvance? {
        get { self[SplitAdvanceKey.self] }
        set { self[SplitAdvanceKey.self] = newValue }
    }

    /// The split view column this view is in, for its navigation bar.
    var splitColumnChrome: SplitColumnChrome? {
        get { self[ColumnChromeKey.self] }
        set { self[ColumnChromeKey.self] = newValue }
    }
}

private enum SplitStyleKey: EnvironmentKey {
    static let defaultValue = NavigationSplitViewStyleKind(overlaysDetail: false)
}
private enum SplitAdvanceKey: EnvironmentKey { static var defaultValue: SplitColumnAdvance? { nil } }
private enum ColumnChromeKey: EnvironmentKey { static var defaultValue: SplitColumnChrome? { nil } }

extension View {
    /// The width of the split view column this view is in: `ideal`, kept within `min` … `max`.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        preference(key: SplitColumnWidthKey.self, value: SplitColumnWidth(min: min, ideal: ideal, max: max))
    }

    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        preference(key: SplitColumnWidthKey.self, value: SplitColumnWidth(min: width, ideal: width, max: width))
    }

    /// How the split views inside share their width.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        environment(\.navigationSplitViewStyle, style._kind)
    }
}

/// What choosing a row in a split view's column does besides selecting it. It compares by
/// `id` (the split view and the column), not by its closure: written again at every update of
/// the split view, it leaves the environment as it was, so the columns' views run no bodies
/// when the sidebar is shown or hidden.
struct SplitColumnAdvance: Equatable {
    let id: AnyHashable
    let action: @MainActor (_ byKeyboard: Bool) -> Void

    @MainActor func callAsFunction(_ byKeyboard: Bool) { action(byKeyboard) }

    static func == (a: SplitColumnAdvance, b: SplitColumnAdvance) -> Bool { a.id == b.id }
}

/// What a split view's column asks of the navigation bar in it: room at its leading end for
/// the sidebar button. One object per column, kept across updates (it compares by identity),
/// so that the environment of a column stays the same when the sidebar shows or hides and
/// only the bars that read the room (observed) run again.
@Observable @MainActor
final class SplitColumnChrome: Equatable {
    var leadingInset: CGFloat = 0

    nonisolated static func == (a: SplitColumnChrome, b: SplitColumnChrome) -> Bool { a === b }
}
