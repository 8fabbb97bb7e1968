import Foundation

extension View {
    /// Runs `action` when the app is asked to open `url`, as SwiftUI's `onOpenURL(perform:)`:
    /// a deep link the host was given (`glass app … --open`, `glass window … --open`, or
    /// `ViewHost.open(_:)`). Every such view on screen receives it.
    public func onOpenURL(perform action: @escaping @MainActor (URL) -> Void) -> some View {
        modifier(OpenURLHandlerModifier(action: action))
    }
}

struct OpenURLHandlerModifier: ViewModifier, PrimitiveModifier {
    let action: @MainActor (URL) -> Void

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { OpenURLHandlerBehavior() }
        behavior.action = action
        node.graph.urlHandlers.appendOnce(node)
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class OpenURLHandlerBehavior: NodeBehavior {
    var action: (@MainActor (URL) -> Void)?
}

extension ViewGraph {
    /// Gives `url` to every attached `onOpenURL` view; false when none took it.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        urlHandlers.removeAll { $0.node?.isAttached != true }
        let actions = urlHandlers.compactMap { ($0.node?.behavior as? OpenURLHandlerBehavior)?.action }
        for action in actions { action(url) }
        return !actions.isEmpty
    }
}
