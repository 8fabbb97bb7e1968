import Foundation
import GlassCore

extension ViewGraph {
    /// The modifier keys held now (a window's ⌘, ⇧, ⌥, Control going down or up). ⌘ held
    /// alone for a second shows the list of the app's keyboard shortcuts, as iPadOS does; any
    /// other change, or a key pressed, hides it.
    public func modifiersChanged(_ modifiers: EventModifiers) {
        running {
            if modifiers.subtracting(.capsLock) == .command {
                guard presentations.shortcutList == nil else { return }
                presentations.shortcutList = Presentations.ShortcutList(entries: focus.shortcutEntries(), since: time)
            } else if presentations.shortcutList != nil {
                presentations.shortcutList = nil
            }
        }
    }
}

extension FocusEngine {
    /// The app's keyboard shortcuts with ⌘ that can be used now, each with what its button
    /// reads as, in the order the views were made; the first of two on one key is the one a
    /// press runs.
    func shortcutEntries() -> [Presentations.ShortcutList.Entry] {
        var seen: Set<KeyboardShortcut> = []
        return registeredShortcuts.compactMap { node in
            guard let behavior = node.behavior as? ShortcutBehavior, behavior.isEnabled,
                behavior.shortcut.modifiers.contains(.command), seen.insert(behavior.shortcut).inserted
            else { return nil }
            let title = AccessibilityTree.label(of: node)
            return title.isEmpty ? nil : .init(title: title, keys: behavior.shortcut.symbols)
        }
    }
}

extension KeyboardShortcut {
    /// As the list writes it: ⇧⌘S, ⌘1, ⌘↩.
    var symbols: String {
        let order: [(EventModifiers, String)] = [(.control, "⌃"), (.option, "⌥"), (.shift, "⇧"), (.command, "⌘")]
        let names: [KeyEquivalent: String] = [
            .return: "↩", .escape: "⎋", .tab: "⇥", .space: "Space", .delete: "⌫", .upArrow: "↑", .downArrow: "↓",
            .leftArrow: "←", .rightArrow: "→",
        ]
        return order.filter { modifiers.contains($0.0) }.map(\.1).joined()
            + (names[key] ?? String(key.character).uppercased())
    }
}

/// The list of shortcuts while ⌘ is held: a panel as a menu's (thick glass on iOS 26) in the
/// middle of the screen, two columns of what each does and its keys, once ⌘ has been held a
/// second.
struct ShortcutListView: View, PrimitiveView {
    let list: Presentations.ShortcutList

    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { ShortcutListBehavior() }
        behavior.since = list.since
        behavior.node = node
        node.graph.noteAnimating(node)
        let panel = Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 8) {
            ForEach(Array(list.entries.enumerated()), id: \.offset) { _, entry in
                GridRow {
                    Text(entry.title).lineLimit(1)
                    Text(entry.keys).foregroundStyle(.secondary).monospacedDigit()
                }
            }
        }
        .font(.subheadline)
        .padding(24)
        .background { MenuPanelBackground() }
        .shadow(color: .black.opacity(0.18), radius: 24, y: 8)
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Keyboard shortcuts")
        node.setUnit(behavior, children: [panel])
    }
}

/// The list's overlay, shown once ⌘ has been held a second.
@MainActor
final class ShortcutListBehavior: DelayedOverlayBehavior {
    init() { super.init(delay: 1.0) }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        guard let unit = node.loneUnit else { return }
        let size = unit.sizeThatFits(ProposedViewSize(width: min(bounds.width - 32, 640), height: nil))
        unit.place(
            in: CGRect(
                x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
                height: size.height),
            proposal: ProposedViewSize(size))
    }
}
