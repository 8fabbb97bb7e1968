import Foundation
import GlassCore

/// The tab view's unit: its tabs (the units of its content) and its bar. The tabs are read
/// after the content updates: each tab's item, value (its `Tab` value or `tag`, else its
/// position) and badge make the bar.
struct TabViewContainer<Content: View>: View, PrimitiveView {
    let content: Content
    let selection: TabSelection
    let selected: AnyHashable?

    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { TabViewBehavior(graph: node.graph) }
        behavior.node = node
        let environment = node.environment
        let safe = environment.safeAreaInsets
        let placement = TabBar.Placement(environment)
        behavior.safeArea = safe
        behavior.placement = placement
        behavior.minimizes = placement == .floating && environment.tabBarMinimizeBehavior.minimizesOnScrollDown
        if !behavior.minimizes { behavior.isMinimized = false }
        let link = behavior.scrollLink
        // The tabs keep out of the bar: their safe area ends at its edge (unless it is hidden).
        let bar = behavior.barInsets
        let inset = EdgeInsets(
            top: safe.top + bar.top, leading: safe.leading, bottom: bar.bottom, trailing: safe.trailing)
        node.writeEnvironment(inset) {
            $0.safeAreaInsets = inset
            $0.tabBarScrollLink = link
        }
        node.setUnit(behavior, children: [content, behavior.bar ?? TabBar.empty])
        let tabs = node.units(ofChild: 0)
        behavior.tabs = tabs.enumerated().map { index, unit in
            TabViewBehavior.TabEntry(
                value: unit.trait(TabItemBehavior.self)?.value ?? unit.tag ?? AnyHashable(index),
                item: unit.trait(TabItemBehavior.self)?.item ?? .view(AnyView(EmptyView())),
                badge: unit.trait(BadgeBehavior.self)?.badge, unit: unit)
        }
        // A selection no tab has shows the first tab.
        let index = behavior.tabs.firstIndex { $0.value == selected } ?? 0
        behavior.selectedIndex = index
        behavior.selection = selection
        let tabBar = TabBar(
            items: behavior.tabs.map { TabBar.Item(title: $0.title, item: $0.item, badge: $0.badge) },
            selected: behavior.tabs.isEmpty ? nil : index, minimized: behavior.isMinimized, placement: placement,
            safeBottom: safe.bottom, select: { [weak behavior] in behavior?.choose($0) })
        behavior.bar = tabBar
        node.children[1].update(with: tabBar, environment: environment)
        // The shown tab's stack may hide the bar: the tabs' safe area follows in another pass.
        let hidden = behavior.selectedUnit.map { link.hidesBar(in: $0) } ?? false
        if hidden != behavior.barHidden {
            behavior.barHidden = hidden
            node.graph.setNeedsBody(node)
        }
    }
}

/// Tells the tab bar which way the content of the shown tab scrolls.
@MainActor
final class TabBarScrollLink {
    weak var owner: TabViewBehavior?
    /// Each scroll view's last offset, to tell up from down.
    private var last: [ObjectIdentifier: CGFloat] = [:]

    /// A scroll view left the tree: its last offset goes with it.
    func forget(_ scroll: ScrollBehavior) {
        last[ObjectIdentifier(scroll)] = nil
    }

    /// The navigation stacks inside whose top screen hides the tab bar
    /// (`toolbar(.hidden, for: .tabBar)`), by their model.
    private var hiding: [ObjectIdentifier: WeakNode] = [:]

    /// A stack's top screen asks for the bar hidden, or no longer: the tab view looks again.
    func stack(_ model: NavigationModel, hidesBar: Bool) {
        let id = ObjectIdentifier(model)
        guard (hiding[id] != nil) != hidesBar else { return }
        hiding[id] = hidesBar ? WeakNode(node: model.node) : nil
        if let node = owner?.node { node.graph.setNeedsBody(node) }
    }

    /// Whether a stack inside `tab` hides the bar.
    func hidesBar(in tab: ViewNode) -> Bool {
        hiding.values.contains { entry in
            var node = entry.node
            while let current = node, current !== tab { node = current.parent }
            return node != nil
        }
    }

    func moved(_ scroll: ScrollBehavior, offset: CGFloat) {
        let id = ObjectIdentifier(scroll)
        defer { last[id] = offset }
        guard let before = last[id], offset != before else { return }
        owner?.contentScrolled(down: offset > before, offset: offset)
    }
}

/// Shows the chosen tab, lays out the bar over the tabs, and acts on the bar's taps.
@MainActor
final class TabViewBehavior: NodeBehavior {
    struct TabEntry {
        let value: AnyHashable
        let item: TabItemBehavior.Item
        let badge: Text?
        let unit: ViewNode

        var title: String {
            switch item {
            case .symbol(let title, _): title.string
            case .view: ""
            }
        }
    }

    private unowned let graph: ViewGraph
    weak var node: ViewNode?
    var safeArea = EdgeInsets()
    var placement = TabBar.Placement.floating
    var tabs: [TabEntry] = []
    var selectedIndex = 0
    var selection: TabSelection?
    var bar: TabBar?
    let scrollLink = TabBarScrollLink()
    /// Whether the bar shrinks as content scrolls down, and whether it is shrunk now.
    var minimizes = false
    var isMinimized = false
    /// Whether the shown tab's navigation stack hides the bar.
    var barHidden = false

    init(graph: ViewGraph) {
        self.graph = graph
        super.init()
        scrollLink.owner = self
    }

    override var forwardsTraits: Bool { false }

    /// How much of the screen's top and bottom the bar takes from the tabs (none of the top,
    /// only the home indicator's inset at the bottom, while it is hidden).
    var barInsets: (top: CGFloat, bottom: CGFloat) {
        barHidden ? (0, safeArea.bottom) : TabBar.insets(placement, safeBottom: safeArea.bottom)
    }

    var selectedUnit: ViewNode? { selectedIndex < tabs.count ? tabs[selectedIndex].unit : nil }

    /// The shown tab, and the bar unless it is hidden.
    override func shows(_ unit: ViewNode) -> Bool {
        if tabs.contains(where: { $0.unit === unit }) { return unit === selectedUnit }
        return !barHidden
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        // The bar reaches into the safe area; the shown tab keeps out of the bar.
        let screen = CGRect(
            x: bounds.minX - safeArea.leading, y: bounds.minY, width: bounds.width + safeArea.horizontal,
            height: bounds.height + safeArea.bottom)
        let bar = barInsets
        let content = CGRect(
            x: bounds.minX, y: bounds.minY + bar.top, width: bounds.width,
            height: max(screen.height - bar.top - bar.bottom, 0))
        selectedUnit?.place(in: content, proposal: ProposedViewSize(content.size))
        for unit in node.units(ofChild: 1) { unit.place(in: screen, proposal: ProposedViewSize(screen.size)) }
    }

    /// A tab was tapped: another tab shows (and VoiceOver is told), or the shown one goes back
    /// to its start. As SwiftUI's, the tab view plays no haptic of its own: an app that wants
    /// one (spec 002's light tap) asks with `sensoryFeedback`, and can honor a setting.
    func choose(_ index: Int) {
        guard index < tabs.count else { return }
        if index == selectedIndex {
            goBackToStart(tabs[index].unit)
            return
        }
        selection?.set(tabs[index].value)
        let title = tabs[index].title
        if !title.isEmpty { graph.announce("\(title), tab, selected") }
        isMinimized = false
    }

    /// Pops the tab's navigation stack to its root; at the root, scrolls its content to the top.
    private func goBackToStart(_ tab: ViewNode) {
        if let stack = tab.first(where: { $0.behavior is NavigationStackBehavior })?.behavior
            as? NavigationStackBehavior, let model = stack.model, model.depth > 1
        {
            model.pop(toIndex: 0)
            return
        }
        let scroll =
            tab.first { node in
                guard let scroll = node.behavior as? ScrollBehavior else { return false }
                return scroll.axes.contains(.vertical)
            }?.behavior as? ScrollBehavior
        scroll?.move(to: .zero, animated: true, time: graph.time)
    }

    /// The shown tab's content scrolled: the bar shrinks going down (once past the top) and
    /// comes back going up.
    func contentScrolled(down: Bool, offset: CGFloat) {
        guard minimizes, let node else { return }
        let minimized = down && offset > 0
        guard minimized != isMinimized else { return }
        isMinimized = minimized
        graph.setNeedsBody(node, transaction: Transaction(animation: TabBar.resize))
    }
}
