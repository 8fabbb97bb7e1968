import Foundation

/// A value views pass up to their ancestors, as SwiftUI's `PreferenceKey`: each view's value
/// is what it sets, or else its children's values combined in order by `reduce`.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// `preference(key:value:)`: the view's value for `K`, replacing its children's.
struct PreferenceWriter<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let value: K.Value

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { PreferenceBehavior() }
        behavior.values[ObjectIdentifier(K.self)] = value
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class PreferenceBehavior: NodeBehavior {
    var values: [ObjectIdentifier: Any] = [:]
}

extension ViewNode {
    /// The value of `K` this subtree sets, or nil if no view in it sets one.
    func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        // Unwrapped first: a missing value cast to an optional `Value` would read as a nil one.
        if let stored = (behavior as? PreferenceBehavior)?.values[ObjectIdentifier(key)], let value = stored as? K.Value
        {
            return value
        }
        var result: K.Value?
        for child in children {
            guard let next = child.preference(key) else { continue }
            if result == nil {
                result = next
            } else {
                K.reduce(value: &result!, nextValue: { next })
            }
        }
        return result
    }
}

/// `onPreferenceChange`: calls its action after an update in which the subtree's value changed.
struct PreferenceObserver<K: PreferenceKey>: ViewModifier, PrimitiveModifier where K.Value: Equatable {
    let action: (K.Value) -> Void

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { PreferenceObserverBehavior<K>() }
        behavior.action = action
        node.graph.observePreferences(node)
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class PreferenceObserverBehavior<K: PreferenceKey>: NodeBehavior, PreferenceChecking where K.Value: Equatable {
    var action: (K.Value) -> Void = { _ in }
    private var last: K.Value?

    func checkPreference(of node: ViewNode) {
        let value = node.preference(K.self) ?? K.defaultValue
        guard value != last else { return }
        last = value
        let action = self.action
        node.graph.afterUpdate { action(value) }
    }
}

/// A unit that watches a preference of its subtree.
@MainActor
protocol PreferenceChecking: AnyObject {
    func checkPreference(of node: ViewNode)
}

extension ViewGraph {
    /// Remembers `node` as watching a preference; `update()` checks it.
    func observePreferences(_ node: ViewNode) {
        preferenceObservers.appendOnce(node)
    }

    /// Calls the actions of watchers whose values changed.
    func checkPreferences() {
        preferenceObservers.removeAll { $0.node?.isAttached != true }
        for entry in preferenceObservers {
            guard let node = entry.node, let checking = node.behavior as? PreferenceChecking else { continue }
            checking.checkPreference(of: node)
        }
    }
}

extension View {
    /// Sets this view's value for `key`, read by ancestors.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWriter<K>(value: value))
    }

    /// Calls `action` when the value of `key` set inside this view changes.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View
    where K.Value: Equatable {
        modifier(PreferenceObserver<K>(action: action))
    }
}
