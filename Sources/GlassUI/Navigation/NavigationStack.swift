import Foundation

/// A stack of views, as SwiftUI's `NavigationStack`: its root, then one view for each value of
/// its path (made by the `navigationDestination(for:)` declared for the value's type) and for
/// each `NavigationLink(destination:)` followed. Only the top view is shown, under its
/// navigation bar; the views under it keep their state. Pushing and popping slide as iOS does
/// (see `NavigationStackBehavior`), and a swipe from the leading edge pops.
///
/// The stack reaches under the safe area: its bar sits below the status bar, and a scroll view
/// filling a screen scrolls under the bar.
public struct NavigationStack<Data, Root: View>: View {
    let path: Binding<NavigationPathAccess>?
    let root: Root
    @State private var ownPath = NavigationPathAccess(elements: [])
    @State private var model = NavigationModel()

    public var body: some View {
        // Reading the path here makes a change to it (an observable model's, a state's) run
        // this body again, and the container with it.
        let path = self.path ?? $ownPath
        NavigationStackContainer(root: root, path: path, values: path.wrappedValue.elements, model: model)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) {
        self.path = nil
        self.root = root()
    }

    /// A stack whose path is `path`: pushing appends to it, popping removes from it, and
    /// changing it pushes or pops.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.path = Binding(
            get: { NavigationPathAccess(elements: path.wrappedValue.elements) },
            set: { access, transaction in
                var new = path.wrappedValue
                new.elements = access.elements
                withTransaction(transaction) { path.wrappedValue = new }
            })
        self.root = root()
    }
}

extension NavigationStack
where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable
{
    /// A stack whose path is a collection of values of one type. A link to a value of another
    /// type pushes nothing.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.path = Binding(
            get: { NavigationPathAccess(elements: path.wrappedValue.map { AnyHashable($0) }) },
            set: { access, transaction in
                let new = Data(access.elements.compactMap { $0.base as? Data.Element })
                withTransaction(transaction) { path.wrappedValue = new }
            })
        self.root = root()
    }
}

/// A path of either kind, as the stack reads and writes it.
struct NavigationPathAccess: Equatable {
    var elements: [AnyHashable]
}

/// What a stack keeps between updates and what its links and destinations reach through the
/// environment: the path, the views pushed by `NavigationLink(destination:)`, and the
/// destinations declared so far.
@MainActor
final class NavigationModel {
    var path: Binding<NavigationPathAccess>?
    /// Views pushed above the path's values, by links that carry a view.
    var pushedViews: [AnyView] = []
    /// The container's node, updated again when a view is pushed.
    weak var node: ViewNode?
    /// `navigationDestination(for:)` builders by the type of value they show.
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    /// Each screen's title and title display mode, by depth, as of its last update: the screen
    /// above takes its back button's title and its automatic mode from them.
    var titles: [Int: String?] = [:]
    var displayModes: [Int: NavigationBarTitleDisplayMode] = [:]
    /// Which screens hide the tab bar, by depth, and the tab bar they tell.
    var hidesTabBar: [Int: Bool] = [:]
    weak var tabBarLink: TabBarScrollLink?

    /// Tells the tab bar whether the top screen hides it.
    func reportTabBar() {
        tabBarLink?.stack(self, hidesBar: hidesTabBar[depth - 1] ?? false)
    }

    /// The path's values as of the last update.
    var values: [AnyHashable] = []
    /// How many views are stacked, the root included.
    var depth: Int { 1 + values.count + pushedViews.count }

    /// Pushes the view for `value`.
    func push(value: AnyHashable) {
        guard let path else { return }
        let before = path.wrappedValue.elements.count
        path.wrappedValue.elements.append(value)
        // Views pushed by a link stay above the values only while the values stay; a value
        // the path does not take (of another type than a typed path's) pushes nothing.
        if path.wrappedValue.elements.count > before { pushedViews.removeAll() }
    }

    /// Pushes `view`.
    func push(view: AnyView) {
        pushedViews.append(view)
        if let node { node.graph.setNeedsBody(node) }
    }

    /// Pops to the view at `index` (0: the root).
    func pop(toIndex index: Int) {
        let index = max(index, 0)
        let valueCount = values.count
        if index <= valueCount {
            // Down into the path's values: the views pushed above them go, and the values above.
            pushedViews.removeAll()
            // The path as it is now: the app may have shortened it since the last update.
            if let path { path.wrappedValue.elements = Array(path.wrappedValue.elements.prefix(index)) }
        } else {
            pushedViews.removeLast(min(pushedViews.count, depth - 1 - index))
        }
        if let node { node.graph.setNeedsBody(node) }
    }

    /// The view `navigationDestination(for:)` makes for `value`, or a placeholder that names
    /// the missing declaration.
    func destination(for value: AnyHashable) -> AnyView {
        if let make = destinations[ObjectIdentifier(type(of: value.base))] { return make(value) }
        return AnyView(MissingDestination(typeName: String(describing: type(of: value.base))))
    }
}

/// What a stack shows for a value no `navigationDestination(for:)` covers: SwiftUI shows a
/// warning symbol; GlassUI says what is missing.
struct MissingDestination: View {
    let typeName: String
    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(Color.yellow).font(.largeTitle)
            Text("No navigationDestination for \(typeName)").font(.footnote).foregroundStyle(.secondary)
        }
    }
}

extension EnvironmentValues {
    /// The stack around this view, for its links and destinations.
    var navigationModel: NavigationModel? {
        get { self[NavigationModelKey.self] }
        set { self[NavigationModelKey.self] = newValue }
    }
}

private enum NavigationModelKey: EnvironmentKey { static let defaultValue: NavigationModel? = nil }
