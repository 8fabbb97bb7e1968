import Foundation

/// `onAppear`, `onDisappear` and `task`: actions run when a view enters the tree and when it
/// leaves it. A task runs on the main actor and is cancelled when the view leaves, or when its
/// `id` changes (then it starts again), as in SwiftUI.
struct LifecycleModifier: ViewModifier, PrimitiveModifier {
    var appear: (() -> Void)?
    var disappear: (() -> Void)?
    var task: (@MainActor @Sendable () async -> Void)?
    var taskID: AnyHashable?

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { LifecycleBehavior() }
        behavior.disappear = disappear
        if !behavior.appeared {
            behavior.appeared = true
            node.graph.afterUpdate { appear?() }
        }
        if let task, behavior.running == nil || behavior.taskID != taskID {
            behavior.running?.cancel()
            behavior.taskID = taskID
            behavior.running = Task { @MainActor in await task() }
        }
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class LifecycleBehavior: NodeBehavior {
    var appeared = false
    var disappear: (() -> Void)?
    var running: Task<Void, Never>?
    var taskID: AnyHashable?

    /// The view left the tree.
    override func detached() {
        running?.cancel()
        running = nil
        disappear?()
    }
}

extension View {
    /// Runs `action` after the view first appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(appear: action))
    }

    /// Runs `action` when the view leaves.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(disappear: action))
    }

    /// Starts `action` when the view appears and cancels it when the view leaves.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void)
        -> some View
    {
        modifier(LifecycleModifier(task: action))
    }

    /// Starts `action` when the view appears and again, after cancelling it, whenever `id` changes.
    public func task<T: Equatable & Hashable>(
        id value: T, priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(LifecycleModifier(task: action, taskID: AnyHashable(value)))
    }

    /// Runs `action` when `value` changes, with the old and new values, as SwiftUI's
    /// `onChange(of:initial:_:)` (iOS 17).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
        -> some View
    {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    {
        modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
    }
}

struct ChangeModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
    let value: V
    let initial: Bool
    let action: (V, V) -> Void

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { ChangeBehavior() }
        let value = self.value, action = self.action
        if let old = behavior.value as? V {
            if old != value { node.graph.afterUpdate { action(old, value) } }
        } else if initial {
            node.graph.afterUpdate { action(value, value) }
        }
        behavior.value = value
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class ChangeBehavior: NodeBehavior {
    var value: Any?
}
