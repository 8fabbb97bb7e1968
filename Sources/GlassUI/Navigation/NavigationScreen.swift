import Foundation
import GlassCore

/// One screen of a navigation stack: its content under its navigation bar, on the system
/// background (opaque, so a pushed screen covers the one under it). The bar is made from what
/// the content asks for (`navigationTitle`, `toolbar` …), read from its preferences after each
/// update, and is made again when they change. The bar is the first child, so VoiceOver reads
/// it first; it is drawn last, over the content.
struct NavigationScreen: View, PrimitiveView {
    let index: Int
    let content: any View
    let model: NavigationModel

    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { NavigationScreenBehavior() }
        behavior.stack = node.parent?.behavior as? NavigationStackBehavior
        behavior.node = node
        let model = self.model, index = self.index, link = behavior.scrollLink, editMode = behavior.editMode
        node.writeEnvironment([index, ObjectIdentifier(model).hashValue]) { environment in
            environment.navigationScrollLink = link
            // Each screen keeps an edit mode for its lists and edit button, unless the app gives one.
            if environment.editMode == nil { environment.editMode = editMode.binding }
            if index > 0 { environment.dismiss = DismissAction { model.pop(toIndex: index - 1) } }
        }
        node.setUnit(
            behavior,
            children: [behavior.bar ?? NavigationBar.empty, content, behavior.bottomBar ?? BottomToolbar.none])
        node.graph.observePreferences(node)
        let options = node.children[1].preference(NavigationBarOptionsKey.self) ?? NavigationBarOptions()
        let mode =
            options.displayMode.flatMap { $0 == .automatic ? nil : $0 }
            ?? (index > 0 ? model.displayModes[index - 1] : nil)
            ?? .large
        model.titles[index] = options.titleString
        model.displayModes[index] = mode
        model.hidesTabBar[index] = options.hiddenBars.contains(.tabBar)
        if index == model.depth - 1 { model.reportTabBar() }
        let showsBar = !options.hiddenBars.contains(.navigationBar)
        let bar = NavigationBar(
            title: options.title, items: options.items, largeTitle: mode == .large && options.title != nil,
            back: index > 0 && options.backButtonHidden != true
                ? NavigationBar.Back(title: model.titles[index - 1] ?? nil) { model.pop(toIndex: index - 1) } : nil,
            search: options.search, link: link, safeTop: behavior.stack?.safeArea.top ?? 0,
            modern: node.environment.operatingSystemVersion >= 26, shown: showsBar)
        behavior.options = options
        behavior.bar = bar
        let bottomItems = options.items.filter { $0.placement.slot == .bottom }.map(\.content)
        let showsBottomBar = !bottomItems.isEmpty && !options.hiddenBars.contains(.bottomBar)
        let bottomBar = BottomToolbar(
            items: showsBottomBar ? bottomItems : [], safeBottom: behavior.stack?.safeArea.bottom ?? 0,
            modern: node.environment.operatingSystemVersion >= 26)
        behavior.bottomBar = bottomBar
        behavior.bottomBarHeight = showsBottomBar ? BottomToolbar.height : 0
        behavior.barHeights =
            showsBar
            ? (
                NavigationBar.rowHeight, bar.largeTitle ? NavigationBar.largeTitleHeight : 0,
                options.search == nil ? 0 : NavigationBar.searchHeight
            ) : (0, 0, 0)
        node.children[0].update(with: bar, environment: node.childEnvironment)
        node.children[2].update(with: bottomBar, environment: node.childEnvironment)
    }
}

/// Ties a screen's bar to the scroll view that fills the screen: the scroll view insets its
/// content by the bar (so the content starts under it and scrolls beneath it), and the bar
/// reads how far it scrolled to collapse its large title.
@MainActor
final class NavigationScrollLink {
    /// The first vertical scroll view inside the screen.
    weak var scroll: ScrollBehavior?
    /// Whether that scroll view fills the screen (its content's lone view, through modifiers).
    var fillsScreen = false
    /// The bar, drawn again when the content moves.
    weak var bar: ViewNode?

    /// How far the content has scrolled from rest (negative: pulled down), or 0 without a
    /// scroll view filling the screen.
    var offset: CGFloat {
        guard fillsScreen, let scroll else { return 0 }
        return scroll.presentedOffset(at: scroll.graphTime).y
    }

    func moved() { bar?.setNeedsPaint() }
}

extension EnvironmentValues {
    /// The bar link of the screen around this view, until a vertical scroll view takes it.
    var navigationScrollLink: NavigationScrollLink? {
        get { self[NavigationScrollLinkKey.self] }
        set { self[NavigationScrollLinkKey.self] = newValue }
    }
}

private enum NavigationScrollLinkKey: EnvironmentKey { static let defaultValue: NavigationScrollLink? = nil }

/// A screen's unit. It fills the stack (safe area included) and lays out:
/// - the bar across the top: the status bar's inset, the 44 pt row and, for a large title,
///   the 52 pt title row;
/// - content that is a scroll view over the whole screen, its content inset by the bar and the
///   home indicator so that it scrolls under both; other content below the bar, inside the
///   safe area.
@MainActor
final class NavigationScreenBehavior: NodeBehavior, PreferenceChecking {
    weak var stack: NavigationStackBehavior?
    weak var node: ViewNode?
    let scrollLink = NavigationScrollLink()
    let editMode = EditModeStore()
    var options = NavigationBarOptions()
    var bar: NavigationBar?
    var bottomBar: BottomToolbar?
    /// The bottom toolbar's row (0 without one).
    var bottomBarHeight: CGFloat = 0
    /// The heights of the bar's row, of its large title row (0 when hidden or inline) and of its
    /// search row (0 without one).
    var barHeights: (row: CGFloat, largeTitle: CGFloat, search: CGFloat) = (0, 0, 0)

    override var forwardsTraits: Bool { false }

    override func transform(size: CGSize) -> AffineTransform? {
        guard let stack, let node else { return nil }
        let dx = stack.offset(of: node)
        return dx == 0 ? nil : .translation(Vector(dx: Double(dx), dy: 0))
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {
        let safe = stack?.safeArea ?? EdgeInsets()
        let barBottom = safe.top + barHeights.row + barHeights.largeTitle + barHeights.search
        let content = node.units(ofChild: 1)
        scrollLink.bar = node.children[0]
        scrollLink.fillsScreen = fillsScreen(content, scroll: scrollLink.scroll?.node)
        if scrollLink.fillsScreen, let scroll = scrollLink.scroll {
            scroll.contentInsets = EdgeInsets(
                top: barBottom, leading: safe.leading, bottom: safe.bottom + bottomBarHeight, trailing: safe.trailing)
            scroll.collapsingInset = barHeights.largeTitle
            for unit in content { unit.place(in: bounds, proposal: ProposedViewSize(bounds.size)) }
        } else {
            scrollLink.scroll?.contentInsets = EdgeInsets()
            scrollLink.scroll?.collapsingInset = 0
            let area = CGRect(
                x: bounds.minX + safe.leading, y: bounds.minY + barBottom,
                width: max(bounds.width - safe.horizontal, 0),
                height: max(bounds.height - barBottom - safe.bottom - bottomBarHeight, 0))
            // Centred in what is left, as a hosting controller places its view.
            let proposal = ProposedViewSize(area.size)
            var none: Void = ()
            let subviews = node.subviews(ofChild: 1)
            let size =
                content.count == 1
                ? content[0].sizeThatFits(proposal)
                : VStackLayout().sizeThatFits(
                    proposal: proposal, subviews: subviews, cache: &none)
            let placed = CGRect(
                x: area.minX + (area.width - size.width) / 2, y: area.minY + (area.height - size.height) / 2,
                width: size.width, height: size.height)
            if content.count == 1 {
                content[0].place(in: placed, proposal: proposal)
            } else {
                VStackLayout().placeSubviews(in: placed, proposal: proposal, subviews: subviews, cache: &none)
            }
        }
        for unit in node.units(ofChild: 0) {
            unit.place(
                in: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: barBottom),
                proposal: ProposedViewSize(width: bounds.width, height: barBottom))
        }
        let bottom = bottomBarHeight == 0 ? 0 : bottomBarHeight + safe.bottom
        for unit in node.units(ofChild: 2) {
            unit.place(
                in: CGRect(x: bounds.minX, y: bounds.maxY - bottom, width: bounds.width, height: bottom),
                proposal: ProposedViewSize(width: bounds.width, height: bottom))
        }
    }

    /// Whether `scroll` is the content's lone view, through modifiers that pass on its traits.
    private func fillsScreen(_ content: [ViewNode], scroll: ViewNode?) -> Bool {
        guard let scroll, content.count == 1 else { return false }
        var unit: ViewNode? = content[0]
        while let current = unit, current !== scroll {
            unit = current.behavior?.forwardsTraits == true ? current.loneUnit : nil
        }
        return unit != nil
    }

    /// A screen stands on the system background, except the lone screen of a stack in a sheet,
    /// whose panel is its ground: Liquid Glass while the sheet floats (iOS 26), the system
    /// background when it is large. Once a screen is pushed they all stand on the background,
    /// so that one sliding over another hides it.
    override func paint(_ node: ViewNode, in context: PaintContext) {
        let standsOnSheet =
            node.environment.sheetLink != nil && (stack.map { $0.depth <= 1 && $0.leavingScreen == nil } ?? true)
        if !standsOnSheet {
            let bounds = CGRect(origin: .zero, size: node.presentedFrame.size)
            let background = SemanticColor.systemBackground.resolved(in: node.environment.colorScheme.core)
            context.canvas.fill(GlassCore.Path(rect: Rect(bounds)), with: background)
        }
        if let layer = node.layer {
            layer.paintContent(of: node, in: context)
        } else {
            context.paintChildren(of: node)
        }
    }

    /// The content, then the bars over it.
    override var paintOrder: [Int]? { [1, 2, 0] }

    /// The bars, over the content, first.
    override func hitTestOrder(childCount: Int) -> [Int] { [0, 2, 1] }

    /// The background takes touches, as a view controller's view does.
    override func containsOwnContent(_ point: CGPoint, size: CGSize) -> Bool {
        CGRect(origin: .zero, size: size).contains(point)
    }

    /// The content asked for another bar: the screen is built again, and so is the one above
    /// it, whose back button names this screen.
    func checkPreference(of node: ViewNode) {
        let options = node.children[1].preference(NavigationBarOptionsKey.self) ?? NavigationBarOptions()
        guard !options.showsSame(as: self.options) else { return }
        node.graph.setNeedsBody(node)
        if let siblings = node.parent?.children, let i = siblings.firstIndex(where: { $0 === node }),
            i + 1 < siblings.count
        {
            node.graph.setNeedsBody(siblings[i + 1])
        }
    }
}
