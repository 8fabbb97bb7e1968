import Foundation
import GlassCore

/// The graph's focus and keys: which view has focus, how focus moves, and where a key goes.
/// A key goes first to keyboard shortcuts (a focused text field first takes the keys without
/// ⌘ or Control it edits with), then along the path from the focused view to the root (key handlers, the focused control's own handling), then to the defaults: Tab moves
/// focus, the arrow keys do on tvOS, Escape closes a menu.
@MainActor
final class FocusEngine {
    private var focusables: [WeakNode] = []
    private var shortcuts: [WeakNode] = []
    private(set) weak var focused: ViewNode?

    func register(_ node: ViewNode) {
        focusables.appendOnce(node)
    }

    func registerShortcut(_ node: ViewNode) {
        shortcuts.appendOnce(node)
    }

    /// The shortcuts' views still in the tree, in the order they were made.
    var registeredShortcuts: [ViewNode] {
        shortcuts.removeAll { $0.node?.isAttached != true }
        return shortcuts.compactMap(\.node)
    }

    /// The focus targets: focusable views with no focusable view inside (a `focused(_:)` around
    /// a text field binds the field rather than competing with it).
    private var candidates: [ViewNode] {
        focusables.removeAll { $0.node?.isAttached != true }
        return focusables.compactMap(\.node).filter { node in
            (node.behavior as? FocusableBehavior)?.isFocusable == true && Self.innerTarget(of: node) === node
        }
    }

    /// The focus target a focusable view stands for: the first focusable view inside it, or itself.
    static func innerTarget(of node: ViewNode) -> ViewNode {
        func search(_ n: ViewNode) -> ViewNode? {
            for child in n.children {
                if (child.behavior as? FocusableBehavior)?.isFocusable == true { return search(child) ?? child }
                if let found = search(child) { return found }
            }
            return nil
        }
        return search(node) ?? node
    }

    /// Focus `node` (nil: nothing); the focusable views around it hear that focus is inside them.
    func focus(_ node: ViewNode?) {
        guard node !== focused else { return }
        if let old = focused { notify(old, focused: false) }
        focused = node
        if let node { notify(node, focused: true) }
    }

    private func notify(_ target: ViewNode, focused: Bool) {
        var current: ViewNode? = target
        while let n = current {
            (n.behavior as? FocusableBehavior)?.focusChanged(focused, isTarget: n === target, node: n)
            current = n.parent
        }
    }

    /// After an update: a `@FocusState` set by code moves focus to the view bound to it, and
    /// focus leaves a view whose state was cleared or that left the tree.
    func synchronize() {
        if let current = focused, !current.isAttached || (current.behavior as? FocusableBehavior)?.isFocusable != true {
            focus(nil)
        }
        // Only a change of a binding moves focus: a binding that has not caught up with focus
        // moved by a tap or Tab yet (its update is queued) must not pull focus back.
        focusables.removeAll { $0.node?.isAttached != true }
        for node in focusables.compactMap(\.node) {
            guard let behavior = node.behavior as? FocusableBehavior, let wants = behavior.wantsFocus?() else {
                continue
            }
            guard wants != behavior.lastWantsFocus else { continue }
            behavior.lastWantsFocus = wants
            let target = Self.innerTarget(of: node)
            if wants, target !== focused {
                focus(target)
            } else if !wants, target === focused {
                focus(nil)
            }
        }
    }

    /// Focuses the first focusable view in reading order when none has focus (tvOS).
    func focusFirstIfNone() {
        if focused == nil { moveFocus(forward: true) }
    }

    /// Tab: the next focusable view in reading order (top to bottom, then leading to trailing),
    /// wrapping around.
    func moveFocus(forward: Bool) {
        let ordered = candidates.sorted { a, b in
            let fa = a.screenFrame, fb = b.screenFrame
            return abs(fa.minY - fb.minY) > 1 ? fa.minY < fb.minY : fa.minX < fb.minX
        }
        guard !ordered.isEmpty else { return }
        guard let current = focused, let index = ordered.firstIndex(where: { $0 === current }) else {
            focus(forward ? ordered.first : ordered.last)
            return
        }
        focus(ordered[(index + (forward ? 1 : ordered.count - 1)) % ordered.count])
    }

    /// The tvOS remote: the nearest focusable view whose center lies in `direction` from the
    /// focused one's, distance along the direction counted once and across it twice.
    func moveFocus(_ direction: KeyEquivalent) {
        guard let current = focused else {
            moveFocus(forward: true)
            return
        }
        let from = current.screenFrame
        var best: (node: ViewNode, score: CGFloat)?
        for node in candidates where node !== current {
            let to = node.screenFrame
            let dx = to.midX - from.midX, dy = to.midY - from.midY
            let (along, across): (CGFloat, CGFloat) =
                switch direction {
                case .leftArrow: (-dx, abs(dy))
                case .rightArrow: (dx, abs(dy))
                case .upArrow: (-dy, abs(dx))
                default: (dy, abs(dx))
                }
            guard along > 1 else { continue }
            let score = along + 2 * across
            if best == nil || score < best!.score { best = (node, score) }
        }
        if let best { focus(best.node) }
    }

    /// Delivers a key; true if something took it.
    @discardableResult
    func handle(_ press: KeyPress, in graph: ViewGraph) -> Bool {
        shortcuts.removeAll { $0.node?.isAttached != true }
        let field = focused.flatMap { findField(in: $0) }
        if press.phase == .down {
            // A focused text field takes the keys it edits with (the arrows, Delete, Return) before
            // key commands without ⌘ or Control, as UIKit's text input does.
            if press.modifiers.isDisjoint(with: [.command, .control]), let field,
                field.behavior.handle(press, node: field.node)
            {
                return true
            }
            for entry in shortcuts {
                guard let node = entry.node, let behavior = node.behavior as? ShortcutBehavior, behavior.isEnabled,
                    behavior.shortcut.key == press.key,
                    behavior.shortcut.modifiers == press.modifiers.subtracting(.capsLock)
                else { continue }
                behavior.action()
                return true
            }
        }
        let triedField = press.phase == .down && press.modifiers.isDisjoint(with: [.command, .control])
        if !triedField, let field, field.behavior.handle(press, node: field.node) {
            return true
        }
        var node = focused
        while let current = node {
            if let handler = current.behavior as? KeyHandlerBehavior, handler.handler(press) == .handled { return true }
            if let focusable = current.behavior as? FocusableBehavior {
                for handler in focusable.keyHandlers where handler(press) == .handled { return true }
            }
            node = current.parent
        }
        guard press.phase != .up else { return false }
        switch press.key {
        case .tab:
            moveFocus(forward: !press.modifiers.contains(.shift))
            return true
        case .upArrow, .downArrow, .leftArrow,
            .rightArrow where graph.environment.platform == .tvOS:
            moveFocus(press.key)
            return true
        case .escape where graph.presentations.menu != nil:
            graph.presentations.menu = nil
            return true
        case .pageUp, .pageDown, .home, .end:
            return graph.scrollByKey(press.key, focused: focused)
        default:
            return false
        }
    }

    /// Typed text goes to the focused text field.
    func insert(_ text: String) {
        guard let target = focused, let field = findField(in: target) else { return }
        field.behavior.insert(text, node: field.node)
    }

    private func findField(in node: ViewNode) -> (node: ViewNode, behavior: TextFieldBehavior)? {
        if let behavior = node.behavior as? TextFieldBehavior { return (node, behavior) }
        for child in node.children { if let found = findField(in: child) { return found } }
        return nil
    }
}

/// A button's keyboard shortcut.
@MainActor
final class ShortcutBehavior: NodeBehavior {
    var shortcut = KeyboardShortcut(.return)
    var action: () -> Void = {}
    /// A disabled button's shortcut does nothing, as its tap does nothing.
    var isEnabled = true
}

struct ShortcutModifier: ViewModifier, PrimitiveModifier {
    let shortcut: KeyboardShortcut
    let action: () -> Void

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { ShortcutBehavior() }
        behavior.shortcut = shortcut
        behavior.action = action
        behavior.isEnabled = node.environment.isEnabled
        node.graph.focus.registerShortcut(node)
        node.setUnit(behavior, children: [content])
    }
}

extension EnvironmentValues {
    var keyboardShortcut: KeyboardShortcut? {
        get { self[ShortcutKey.self] }
        set { self[ShortcutKey.self] = newValue }
    }
}

private enum ShortcutKey: EnvironmentKey { static let defaultValue: KeyboardShortcut? = nil }

extension View {
    /// Triggers the button inside with `key` and `modifiers` (⌘ by default).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
    }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }
}

extension ViewGraph {
    func registerFocusable(_ node: ViewNode) { focus.register(node) }

    /// Delivers a key press: shortcuts, the focused view and its ancestors, then Tab and the
    /// tvOS arrows. Returns whether something took it.
    @discardableResult
    public func send(_ press: KeyPress) -> Bool {
        running {
            // A key pressed with ⌘ held uses a shortcut: the list of them goes.
            if press.phase == .down, presentations.shortcutList != nil { presentations.shortcutList = nil }
            return focus.handle(press, in: self)
        }
    }

    /// Types `text` into the focused text field.
    public func insertText(_ text: String) {
        running { focus.insert(text) }
    }

    /// Whether the view with `identifier`'s unit has focus (for hosts and tests): the focused
    /// view's accessibility frame.
    public var focusedFrame: CGRect? { focus.focused?.screenFrame }
}
