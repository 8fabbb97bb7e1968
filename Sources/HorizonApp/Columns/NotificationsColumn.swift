import GlassUI
import Horizon

/// Notifications as a richer list (spec 004, requirement 4.2): grouped by day, each row with
/// the reason's symbol, who, what they did, and the post's text; unread rows marked. The
/// filter from Settings (the Focus modes' stand-in) keeps only the reasons chosen.
struct NotificationsColumn: View {
    let model: HorizonModel
    @State private var shown = 100

    var body: some View {
        let items = model.notifications(limit: shown)
        List {
            ForEach(NotificationGroup.byDay(items, now: model.now()), id: \.title) { group in
                Section(group.title) {
                    ForEach(group.items) { item in
                        Button {
                            model.place.detail = item.target
                        } label: {
                            NotificationRow(
                                item: item, now: model.now(), isSelected: model.place.detail == item.target,
                                isUnread: !item.isRead || model.unreadWhenOpened.contains(item.uri))
                        }
                        .buttonStyle(.plain)
                        .onAppear { if item.id == items.last?.id { shown += 100 } }
                    }
                }
            }
        }
        .listStyle(.plain)
        .navigationTitle("Notifications")
    }
}

/// Notifications of one day: "Today", "Yesterday", or the date.
struct NotificationGroup {
    let title: String
    var items: [NotificationItem]

    static func byDay(_ items: [NotificationItem], now: Date) -> [NotificationGroup] {
        var groups: [NotificationGroup] = []
        for item in items {
            let title = dayTitle(item.indexedAt, now: now)
            if groups.last?.title == title {
                groups[groups.count - 1].items.append(item)
            } else {
                groups.append(NotificationGroup(title: title, items: [item]))
            }
        }
        return groups
    }

    static func dayTitle(_ stamp: String, now: Date) -> String {
        guard let date = Timestamp.date(stamp) else { return "Earlier" }
        let calendar = UTCCalendar.calendar
        let days =
            calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: now)).day
            ?? 0
        switch days {
        case ..<1: return "Today"
        case 1: return "Yesterday"
        default: return UTCCalendar.dayAndMonth(date, short: false)
        }
    }
}

/// One notification: the reason's symbol in its colour, the author, what happened, the text.
struct NotificationRow: View {
    let item: NotificationItem
    let now: Date
    var isSelected = false
    /// Unread when the list was opened (the item itself is marked read by then).
    var isUnread = false
    /// The reason's column, as wide as its symbol is large.
    @ScaledMetric(relativeTo: .title3) private var symbolWidth: CGFloat = 28

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: symbol.0).foregroundStyle(symbol.1).font(.title3).frame(width: symbolWidth)
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 8) {
                    Avatar(profile: item.author, size: 28)
                    if isUnread {
                        Circle().fill(Color.accentColor).frame(width: 8, height: 8).accessibilityHidden(true)
                    }
                }
                (Text(item.author.name).bold() + Text(" \(action)")).font(.subheadline)
                if let text = item.record.text, !text.isEmpty {
                    Text(text).font(.subheadline).foregroundStyle(.secondary).lineLimit(3)
                }
            }
            Spacer(minLength: 0)
            Text(RelativeTime.string(item.indexedAt, now: now)).font(.footnote).foregroundStyle(.secondary)
        }
        .padding(.vertical, 6)
        .background(isSelected ? Color.accentColor.opacity(0.12) : .clear)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(
            "\(isUnread ? "Unread. " : "")\(item.author.name) \(action). \(item.record.text ?? "") \(SpokenTime.string(item.indexedAt, now: now))"
        )
    }

    private var action: String {
        switch item.reason {
        case .like: "liked your post"
        case .repost: "reposted your post"
        case .follow: "followed you"
        case .mention: "mentioned you"
        case .reply: "replied to you"
        case .quote: "quoted your post"
        case .other(let name): name
        }
    }

    private var symbol: (String, Color) {
        switch item.reason {
        case .like: ("heart.fill", .pink)
        case .repost: ("arrow.2.squarepath", .green)
        case .follow: ("person.badge.plus", .accentColor)
        case .mention: ("at", .orange)
        case .reply: ("bubble.left.fill", .accentColor)
        case .quote: ("quote.bubble.fill", .purple)
        case .other: ("bell.fill", .secondary)
        }
    }
}
