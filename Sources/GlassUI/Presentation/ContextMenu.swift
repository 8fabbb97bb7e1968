import Foundation
import GlassCore

/// `contextMenu`: holding the view for half a second (or clicking it with the secondary
/// button of a pointer) lifts a preview of it over the blurred, dimmed app, with its menu next
/// to it; choosing an item, or tapping outside, closes it.
struct ContextMenuModifier: ViewModifier, PrimitiveModifier {
    let items: AnyView
    let preview: AnyView?

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { ContextMenuBehavior(graph: node.graph) }
        behavior.items = items
        behavior.preview = preview ?? AnyView(existential: content)
        behavior.node = node
        behavior.press.node = node
        behavior.press.isEnabled = node.environment.isEnabled
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class ContextMenuBehavior: NodeBehavior {
    var items = AnyView(EmptyView())
    var preview = AnyView(EmptyView())
    weak var node: ViewNode?
    private unowned let graph: ViewGraph
    let press = LongPressRecognizer(minimumDuration: 0.5, maximumDistance: 10)

    init(graph: ViewGraph) {
        self.graph = graph
        super.init()
        press.ended.append { [weak self] _ in self?.open() }
    }

    override var recognizer: AnyGestureRecognizer? { press }

    /// Opens the menu over the view where it is on screen, with a medium haptic as iOS does.
    func open() {
        guard let node else { return }
        graph.record(HapticEvent(.mediumImpact, reason: "contextMenu", at: graph.time))
        let menu = Presentations.ContextMenu(
            anchor: node.screenFrame, preview: preview, items: items, environment: node.childEnvironment)
        withAnimation(.spring(response: 0.35, dampingFraction: 0.85)) { graph.presentations.contextMenu = menu }
    }
}

/// The open context menu: the app blurred and dimmed, the preview over its view with a
/// shadow, and the menu's panel next to it (see `MenuPlacement`).
struct ContextMenuOverlay: View {
    let menu: Presentations.ContextMenu
    let presentations: Presentations
    let safeArea: EdgeInsets

    var body: some View {
        let close = { withAnimation(.easeOut(duration: 0.2)) { presentations.contextMenu = nil } }
        MenuPlacement(anchor: menu.anchor, safeArea: safeArea) {
            Rectangle().fill(.ultraThinMaterial).overlay(Color.black.opacity(0.15))
                .contentShape(Rectangle())
                .onTapGesture(perform: close)
                .accessibilityHidden(true)
            menu.preview
                .environment(\.self, menu.environment)
                .allowsHitTesting(false)
                .shadow(color: .black.opacity(0.2), radius: 20, y: 8)
                .accessibilityHidden(true)
            MenuPanel { menu.items.buttonStyle(MenuRowStyle()) }
                .environment(\.self, menu.environment)
                .simultaneousGesture(TapGesture().onEnded(close))
        }
    }
}

/// `help`: the text a tooltip shows when the pointer rests on the view (and VoiceOver's hint).
struct HelpModifier: ViewModifier, PrimitiveModifier {
    let text: String

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { HelpBehavior() }
        behavior.text = text
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class HelpBehavior: NodeBehavior {
    var text = ""
}

/// A `help` tooltip: the text in the footnote style on a small rounded panel, 8 pt under its
/// view (above it at the screen's bottom), once the pointer has rested on the view 0.7 s.
struct TooltipView: View, PrimitiveView {
    let tooltip: Presentations.Tooltip
    let safeArea: EdgeInsets

    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { TooltipBehavior() }
        behavior.tooltip = tooltip
        behavior.safeArea = safeArea
        behavior.node = node
        node.graph.noteAnimating(node)
        let bubble = Text(tooltip.text).font(.footnote).lineLimit(2)
            .padding(.horizontal, 8).padding(.vertical, 5)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 6))
            .shadow(color: .black.opacity(0.15), radius: 6, y: 2)
        node.setUnit(behavior, children: [bubble])
    }
}

/// The tooltip's overlay, shown once the pointer has rested 0.7 s.
@MainActor
final class TooltipBehavior: DelayedOverlayBehavior {
    var tooltip = Presentations.Tooltip(text: "", anchor: .zero, since: 0) {
        didSet { since = tooltip.since }
    }
    var safeArea = EdgeInsets()

    init() { super.init(delay: 0.7) }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        guard let unit = node.loneUnit else { return }
        let size = unit.sizeThatFits(ProposedViewSize(width: min(bounds.width - 16, 300), height: nil))
        let anchor = tooltip.anchor
        let x = min(max(anchor.midX - size.width / 2, 8), bounds.maxX - size.width - 8)
        let below = anchor.maxY + 8
        let y = below + size.height <= bounds.maxY - safeArea.bottom ? below : anchor.minY - 8 - size.height
        unit.place(in: CGRect(origin: CGPoint(x: x, y: y), size: size), proposal: ProposedViewSize(size))
    }
}

extension View {
    /// A menu of `menuItems` (buttons) opened by holding the view or clicking it with a
    /// pointer's secondary button.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: AnyView(menuItems()), preview: nil))
    }

    /// A context menu whose lifted preview is `preview` rather than the view.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
        -> some View
    {
        modifier(ContextMenuModifier(items: AnyView(menuItems()), preview: AnyView(preview())))
    }

    /// A tooltip with `text` when the pointer rests on the view; VoiceOver reads it as the hint.
    public func help(_ text: String) -> some View {
        modifier(HelpModifier(text: text)).accessibilityHint(text)
    }

    public func help(_ text: Text) -> some View {
        help(text.string)
    }
}

extension ViewGraph {
    /// A pointer's secondary button clicked at `location` (screen points): the context menu of
    /// the view under it opens.
    public func secondaryClick(at location: Point) {
        running {
            var node = root.hitTest(CGPoint(location))
            while let current = node, !(current.behavior is ContextMenuBehavior) { node = current.parent }
            (node?.behavior as? ContextMenuBehavior)?.open()
        }
    }

    /// The `help` of the view under the pointer at `location`, shown once the pointer rests.
    func updateTooltip(at location: Point) {
        var node = root.hitTest(CGPoint(location))
        while let current = node, !(current.behavior is HelpBehavior) { node = current.parent }
        guard let node, let help = node.behavior as? HelpBehavior else {
            if presentations.tooltip != nil { presentations.tooltip = nil }
            return
        }
        let anchor = node.screenFrame
        if presentations.tooltip?.text != help.text || presentations.tooltip?.anchor != anchor {
            presentations.tooltip = Presentations.Tooltip(text: help.text, anchor: anchor, since: time)
        }
    }
}
