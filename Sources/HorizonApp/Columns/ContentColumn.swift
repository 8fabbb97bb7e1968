import GlassUI
import Horizon

/// The middle column: the list the sidebar chose.
struct ContentColumn: View {
    let model: HorizonModel
    let item: SidebarItem

    var body: some View {
        switch item {
        case .feed: FeedColumn(model: model, list: model.list(.timeline), title: "Feed")
        case .pinned(let uri):
            FeedColumn(
                model: model, list: model.list(.custom(uri)),
                title: model.pinnedFeeds.first { $0.uri == uri }?.displayName ?? "Feed")
        case .notifications: NotificationsColumn(model: model)
        case .search: SearchColumn(model: model)
        case .profile: ProfilePage(model: model, did: model.account.did)
        case .settings: SettingsColumn(model: model)
        }
    }
}

/// A feed as a grid of cards: one column where the content column is narrow, more as it
/// widens (cards at least 250 pt); new pages' cards come in animated. Choosing a card shows
/// the post in the detail column. Pages are read as the end comes near. The card at the top
/// stays there when the grid changes its columns, and at the next launch.
struct FeedColumn: View {
    let model: HorizonModel
    let list: FeedList
    let title: String
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.dynamicTypeSize) private var typeSize

    /// Cards are at least 250 pt wide, 420 at the accessibility text sizes (one column where
    /// two would squeeze their text).
    private var minimumCardWidth: CGFloat { typeSize.isAccessibilitySize ? 420 : 250 }

    var body: some View {
        let selected = model.place.detail
        GeometryReader { geometry in
            let columns = Self.columns(width: geometry.size.width, minimum: minimumCardWidth)
            ScrollViewReader { proxy in
                ScrollView {
                    grid(selected: selected, columns: columns)
                    ListEnd(isComplete: list.isComplete, problem: list.problem, isEmpty: list.items.isEmpty)
                }
                // The card at the top is kept through a resize (the grid changing its columns)
                // and across launches.
                .scrollPosition(id: topItem)
                // A post the keyboard chose scrolls into view.
                .onChange(of: model.keyboardTarget) { _, target in
                    guard case .post(let uri)? = target, let item = list.items.first(where: { $0.post.uri == uri })
                    else { return }
                    withAnimation(reduceMotion ? nil : .smooth) { proxy.scrollTo(item.id) }
                }
            }
        }
        .navigationTitle(title)
    }

    /// How many columns of cards at least `minimum` wide fit a column `width` across, with the
    /// grid's 16 pt margins and 12 pt between cards, as an adaptive grid item counts them.
    static func columns(width: CGFloat, minimum: CGFloat) -> Int {
        max(1, Int((width - 32 + 12) / (minimum + 12)))
    }

    private var topItem: Binding<Int?> {
        let key = list.feed.key
        return Binding(get: { model.scrolled[key] }, set: { model.scrolled[key] = $0 })
    }

    /// The cards in `columns` columns: when the count changes (the window resized or turned,
    /// the text size changed), the cards glide to their new places (spec 004's density
    /// changes "adapt smoothly with animation"), the one at the top staying at the top.
    private func grid(selected: DetailItem?, columns: Int) -> some View {
        LazyVGrid(
            columns: Array(repeating: GridItem(.flexible(), spacing: 12, alignment: .top), count: columns),
            alignment: .leading, spacing: 12
        ) {
            ForEach(Array(list.items.enumerated()), id: \.element.id) { index, item in
                Button {
                    model.place.detail = .post(item.post.uri)
                } label: {
                    PostCard(
                        post: item.post, reason: item.reason, replyParent: item.reply?.parent, now: model.now(),
                        isSelected: selected == .post(item.post.uri))
                }
                .buttonStyle(.plain)
                .draggable(HorizonLink.url(of: item.post))
                .onAppear { list.itemAppeared(index) }
            }
        }
        .scrollTargetLayout()
        .padding(16)
        .animation(reduceMotion ? nil : .smooth, value: list.items.count)
        .animation(reduceMotion ? nil : .smooth, value: columns)
    }
}

/// What the end of a list says: its problem, "You're all caught up", or that more is coming.
struct ListEnd: View {
    let isComplete: Bool
    let problem: String?
    let isEmpty: Bool

    var body: some View {
        Group {
            if let problem {
                Label(problem, systemImage: "exclamationmark.triangle").foregroundStyle(.secondary)
            } else if isComplete {
                Text(isEmpty ? "Nothing here yet" : "You're all caught up").foregroundStyle(.secondary)
            } else {
                ProgressView()
            }
        }
        .font(.footnote)
        .padding(24)
        .frame(maxWidth: .infinity)
    }
}
