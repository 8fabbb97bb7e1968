import GlassUI
import Horizon

/// The sidebar (spec 004, requirement 3): Feed, Notifications, Search, Profile and Settings,
/// then the preferences' "Pinned Feeds", then the "New Post" and "AI Summary" buttons in
/// glass. Notifications carry the unread count as a glass badge. Each item names its
/// shortcut (⌘1–⌘5) in its hint and, on hover, in its tooltip.
struct HorizonSidebar: View {
    let model: HorizonModel

    var body: some View {
        List(selection: selection) {
            Section {
                ForEach(Array(SidebarItem.main.enumerated()), id: \.element) { number, item in
                    SidebarRow(item: item, title: item.title, badge: item == .notifications ? model.unreadCount : 0)
                        .help("\(item.title) (⌘\(number + 1))")
                        .tag(item)
                }
            }
            if !model.pinnedFeeds.isEmpty {
                Section("Pinned Feeds") {
                    ForEach(model.pinnedFeeds, id: \.uri) { feed in
                        SidebarRow(item: .pinned(feed.uri), title: feed.displayName, badge: 0)
                            .help(feed.description ?? feed.displayName)
                            .tag(SidebarItem.pinned(feed.uri))
                    }
                }
            }
        }
        .listStyle(.sidebar)
        .safeAreaInset(edge: .bottom, spacing: 0) { QuickActions(model: model) }
        .navigationTitle("Horizon")
    }

    /// The sidebar's choice.
    private var selection: Binding<SidebarItem?> {
        Binding(
            get: { model.place.sidebar },
            set: { item in if let item { model.choose(item) } })
    }
}

/// A sidebar item: its symbol and title, and a count in a glass capsule when there is one.
struct SidebarRow: View {
    let item: SidebarItem
    let title: String
    let badge: Int
    /// The symbols' column, as wide as the text beside it is large.
    @ScaledMetric private var symbolWidth: CGFloat = 24
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: item.symbol).frame(width: symbolWidth).accessibilityHidden(true)
            // At the accessibility sizes a long title takes a second line rather than being cut.
            Text(title).lineLimit(typeSize.isAccessibilitySize ? 2 : 1)
            Spacer(minLength: 8)
            if badge > 0 {
                Text(badge > 99 ? "99+" : "\(badge)")
                    .font(.caption.weight(.semibold)).monospacedDigit()
                    .padding(.horizontal, 8).padding(.vertical, 3)
                    .glassEffect(.regular.tint(.red.opacity(0.8)))
                    .accessibilityLabel("\(badge) unread")
            }
        }
        .accessibilityElement(children: .combine)
    }
}

/// "New Post" and "AI Summary": two glass buttons that blend where they meet, side by side,
/// or one above the other at the accessibility text sizes.
struct QuickActions: View {
    let model: HorizonModel
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        GlassEffectContainer(spacing: 12) {
            if typeSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: 8) { buttons }
            } else {
                HStack(spacing: 8) { buttons }
            }
        }
        .font(.subheadline.weight(.medium)).lineLimit(typeSize.isAccessibilitySize ? 2 : 1)
        .padding(16)
    }

    /// At the accessibility sizes a label may wrap within the sidebar rather than run past it.
    private var wraps: Bool { typeSize.isAccessibilitySize }

    @ViewBuilder private var buttons: some View {
        Button {
            model.compose()
        } label: {
            Label("New Post", systemImage: "square.and.pencil").fixedSize(horizontal: !wraps, vertical: true)
        }
        .buttonStyle(.glassProminent)
        .help("New Post (⌘N); drop a post here to quote it")
        .dropDestination(for: String.self) { texts, _ in model.receive(texts, on: .newPost) }
        Button {
            model.showsSummary = true
        } label: {
            Label("AI Summary", systemImage: "sparkles").fixedSize(horizontal: !wraps, vertical: true)
        }
        .buttonStyle(.glass)
        .help("AI Summary: the feed's most representative posts, picked on this device")
    }
}
