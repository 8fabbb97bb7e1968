import Foundation

/// The stack's unit: its screens as children (root first, then one per pushed value or view,
/// then a screen being popped while it slides away), keyed so each keeps its state.
struct NavigationStackContainer<Root: View>: View, PrimitiveView {
    let root: Root
    let path: Binding<NavigationPathAccess>
    let values: [AnyHashable]
    let model: NavigationModel

    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        model.path = path
        model.values = values
        model.node = node
        let behavior = node.reuse { NavigationStackBehavior(graph: node.graph) }
        behavior.backSwipe.node = node
        behavior.model = model
        behavior.safeArea = node.environment.safeAreaInsets
        let model = self.model
        node.writeEnvironment(ObjectIdentifier(model)) { $0.navigationModel = model }
        var screens: [NavigationScreen] = [NavigationScreen(index: 0, content: root, model: model)]
        var keys: [AnyHashable] = [ScreenKey.root]
        for (i, value) in model.values.enumerated() {
            screens.append(
                NavigationScreen(index: i + 1, content: Destination(value: value, model: model), model: model))
            keys.append(ScreenKey.value(i + 1, value))
        }
        for (i, view) in model.pushedViews.enumerated() {
            screens.append(NavigationScreen(index: screens.count, content: view, model: model))
            keys.append(ScreenKey.view(i))
        }
        behavior.show(keys: keys, top: screens[screens.count - 1], node: node)
        if let leaving = behavior.leavingScreen {
            screens.append(leaving.screen)
            keys.append(leaving.key)
        }
        node.setUnit(behavior, children: screens, keys: keys)
        model.tabBarLink = node.environment.tabBarScrollLink
        model.reportTabBar()
    }
}

/// Which screen a child of the stack is: the root, the view for the value at a depth, or a
/// view pushed by a link.
enum ScreenKey: Hashable {
    case root
    case value(Int, AnyHashable)
    case view(Int)
}

/// The view `navigationDestination(for:)` makes for a pushed value, looked up when the screen
/// updates: after the screens under it, whose destinations it may use.
struct Destination: View, PrimitiveView {
    let value: AnyHashable
    let model: NavigationModel

    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        node.setList([model.destination(for: value)])
    }
}
