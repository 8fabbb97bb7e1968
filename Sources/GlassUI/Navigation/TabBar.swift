import Foundation
import GlassCore

/// A tab view's bar.
///
/// On iOS 26, the floating bar: a capsule 62 pt tall, 21 pt from the screen's sides and
/// bottom, on regular Liquid Glass (`glassEffect`), its items
/// sharing its width; the chosen item sits on a glass droplet in the accent color, the others
/// in the secondary color (spec 002). The droplet slides and stretches from tab to tab
/// (`TabSelectionDroplet`). With `tabBarMinimizeBehavior(.onScrollDown)` it shrinks,
/// as content scrolls down, to a 48 pt circle at the leading side holding the chosen tab's
/// symbol, and comes back as it scrolls up.
///
/// On iPadOS 26 at regular width, the bar moves to the top, as iPadOS's does: a glass capsule
/// 44 pt tall, 8 pt under the status bar, centred, holding the tabs' titles (no symbols), each
/// 110 pt wide; the droplet marks the chosen one. (A sidebar-adaptable tab view is the other
/// iPad choice; the top bar is iPadOS's default for a `TabView`.)
///
/// Before iOS 26, the standard bar of iOS 17: 49 pt across the bottom over the home
/// indicator's inset, the bar material with a hairline on top, each item a symbol over a
/// 10 pt title, the chosen one in the accent color and the others grey.
///
/// Badges: a red capsule at least 18 pt wide with the count in white, at the symbol's top
/// trailing corner. VoiceOver reads each item as a tab with its place in the bar, the chosen one
/// selected ("Home, tab, 1 of 4, selected").
struct TabBar: View {
    struct Item {
        let title: String
        let item: TabItemBehavior.Item
        let badge: Text?
    }

    static let floatingHeight: CGFloat = 62
    static let floatingMargin: CGFloat = 21
    static let minimizedSize: CGFloat = 48
    static let standardHeight: CGFloat = 49
    /// How the floating bar shrinks and grows.
    static let resize = Animation.spring(response: 0.4, dampingFraction: 0.85)

    let items: [Item]
    let selected: Int?
    let minimized: Bool
    let placement: Placement
    let safeBottom: CGFloat
    let select: @MainActor (Int) -> Void

    /// Where the bar is and how it looks.
    enum Placement {
        /// iOS 26's floating glass capsule at the bottom.
        case floating
        /// iPadOS 26's at regular width: a glass capsule of text tabs, centred at the top.
        case top
        /// The standard bar of iOS 17, across the bottom.
        case standard

        init(_ environment: EnvironmentValues) {
            if environment.operatingSystemVersion < 26 {
                self = .standard
            } else {
                self = environment.platform == .iPadOS && environment.horizontalSizeClass == .regular ? .top : .floating
            }
        }
    }

    static let topHeight: CGFloat = 44
    static let topMargin: CGFloat = 8
    /// Each tab of the top bar is this wide, so that the droplet's equal steps fit them.
    static let topItemWidth: CGFloat = 110

    static let empty = TabBar(
        items: [], selected: nil, minimized: false, placement: .floating, safeBottom: 0, select: { _ in })

    /// How much of the screen's top and bottom the bar takes from the tabs' safe area.
    static func insets(_ placement: Placement, safeBottom: CGFloat) -> (top: CGFloat, bottom: CGFloat) {
        switch placement {
        case .floating: (0, floatingHeight + floatingMargin)
        case .top: (topMargin + topHeight, safeBottom)
        case .standard: (0, standardHeight + safeBottom)
        }
    }

    var body: some View {
        if !items.isEmpty {
            VStack(spacing: 0) {
                if placement != .top { Spacer(minLength: 0) }
                switch placement {
                case .floating: floating
                case .top: top
                case .standard: standard
                }
                if placement == .top { Spacer(minLength: 0) }
            }
        }
    }

    /// iPadOS 26's top bar: the tabs' titles side by side in a glass capsule, the chosen one on
    /// the droplet.
    private var top: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                button(index) {
                    topLabel(items[index], chosen: index == selected)
                        .frame(width: Self.topItemWidth, height: Self.topHeight - 8)
                }
            }
        }
        .background {
            if let selected { TabSelectionDroplet(index: selected, count: items.count) }
        }
        .padding(4)
        .glassEffect(in: Capsule())
        .barShadow(Capsule())
        .padding(.top, Self.topMargin)
    }

    @ViewBuilder private func topLabel(_ item: Item, chosen: Bool) -> some View {
        Group {
            switch item.item {
            case .symbol(let title, _): title.font(.system(size: 15, weight: .semibold)).lineLimit(1)
            case .view(let label): label
            }
        }
        .foregroundStyle(chosen ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
    }

    @ViewBuilder private var floating: some View {
        if minimized, let selected {
            HStack {
                Button(action: { select(selected) }) {
                    symbol(of: items[selected])
                        .foregroundStyle(.tint)
                        .frame(width: Self.minimizedSize, height: Self.minimizedSize)
                        .glassEffect(in: Circle())
                        .barShadow(Circle())
                }
                .buttonStyle(.plain)
                .accessibilityLabel(Text(items[selected].title))
                .accessibilityValue("\(selected + 1) of \(items.count)")
                .accessibilityRemoveTraits(.isButton)
                .accessibilityAddTraits([.isTab, .isSelected])
                Spacer(minLength: 0)
            }
            .padding(.horizontal, Self.floatingMargin)
            .padding(.bottom, Self.floatingMargin + (Self.floatingHeight - Self.minimizedSize))
        } else {
            HStack(spacing: 0) {
                ForEach(items.indices, id: \.self) { index in
                    button(index) {
                        itemLabel(items[index], chosen: index == selected)
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                    }
                }
            }
            .background {
                if let selected { TabSelectionDroplet(index: selected, count: items.count) }
            }
            .padding(4)
            .frame(height: Self.floatingHeight)
            .glassEffect(in: Capsule())
            .barShadow(Capsule())
            .padding(.horizontal, Self.floatingMargin)
            .padding(.bottom, Self.floatingMargin)
        }
    }

    private var standard: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                button(index) {
                    itemLabel(items[index], chosen: index == selected)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
        }
        .frame(height: Self.standardHeight)
        .padding(.bottom, safeBottom)
        .background(.ultraThinMaterial)
        .overlay(alignment: .top) { Color.separator.frame(height: 1.0 / 3) }
    }

    private func button<L: View>(_ index: Int, @ViewBuilder label: () -> L) -> some View {
        // A tab with a label of its own (`tabItem`) is read by that label; its place in the bar
        // and its badge are the value, as VoiceOver reads "Home, tab, 1 of 4, selected".
        let title = items[index].title, badge = items[index].badge?.string
        let place = "\(index + 1) of \(items.count)"
        return Button(action: { select(index) }, label: label)
            .buttonStyle(.plain)
            .accessibilityElement(children: title.isEmpty ? .combine : .ignore)
            .modifier(
                AccessibilityModifier {
                    if !title.isEmpty { $0.label = title }
                    $0.value = badge.map { "\(place), \($0)" } ?? place
                }
            )
            .accessibilityRemoveTraits(.isButton)
            .accessibilityAddTraits(index == selected ? [.isTab, .isSelected] : .isTab)
    }

    private func itemLabel(_ item: Item, chosen: Bool) -> some View {
        VStack(spacing: 2) {
            symbol(of: item)
            if case .symbol(let title, _) = item.item {
                title.font(.system(size: 10, weight: .medium)).lineLimit(1)
            }
        }
        .foregroundStyle(chosen ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
    }

    /// The item's symbol in the foreground style around it, with its badge.
    @ViewBuilder private func symbol(of item: Item) -> some View {
        Group {
            switch item.item {
            case .symbol(_, let name): Image(systemName: name).font(.system(size: 22))
            case .view(let label): label.environment(\.labelStacksForTabBar, true)
            }
        }
        .overlay(alignment: .topTrailing) {
            if let badge = item.badge {
                badge.font(.system(size: 13, weight: .regular)).foregroundStyle(Color.white).lineLimit(1)
                    .padding(.horizontal, 5).frame(minWidth: 18, minHeight: 18)
                    .background(Color.red, in: Capsule())
                    .offset(x: 10, y: -6)
            }
        }
    }
}

extension EnvironmentValues {
    /// Whether a `Label` inside is a tab bar item: its symbol over a 10 pt title.
    var labelStacksForTabBar: Bool {
        get { self[LabelStacksKey.self] }
        set { self[LabelStacksKey.self] = newValue }
    }
}

private enum LabelStacksKey: EnvironmentKey { static let defaultValue = false }

extension View {
    /// The shadow a tab bar's glass casts, whichever shape the bar takes.
    fileprivate func barShadow(_ shape: some Shape) -> some View {
        paneShadow(shape, color: .black.opacity(0.12), radius: 12, y: 4)
    }
}
