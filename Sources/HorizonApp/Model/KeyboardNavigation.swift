import GlassUI
import Horizon

/// The column the arrow keys work in: iPadOS's focus groups, as a keyboard user moves through
/// a three-column app. ← and → (and Tab, ⇧Tab) move between the columns shown; ↑ and ↓ move
/// the choice within one: the sidebar's item, the list's post or person (shown in the
/// detail, as in Mail), and in a thread the post it answers (↑) or its first reply (↓).
public enum KeyboardColumn: Int, Hashable, Sendable {
    case sidebar, content, detail
}

extension HorizonModel {
    /// Moves the keyboard to the column `delta` places away (within the three). In one column
    /// the column shown follows: ← goes back, → forward.
    public func moveColumn(by delta: Int) {
        let next = KeyboardColumn(rawValue: min(max(keyboardColumn.rawValue + delta, 0), 2)) ?? keyboardColumn
        guard next != keyboardColumn else { return }
        keyboardColumn = next
        compactColumn = NavigationSplitViewColumn.all[next.rawValue]
    }

    /// Moves the choice in the keyboard's column `delta` places (down is positive).
    public func moveSelection(by delta: Int) {
        switch keyboardColumn {
        case .sidebar:
            let items = SidebarItem.main + pinnedFeeds.map { .pinned($0.uri) }
            let index = items.firstIndex(of: place.sidebar) ?? 0
            choose(items[min(max(index + delta, 0), items.count - 1)])
        case .content:
            let targets = contentTargets()
            guard !targets.isEmpty else { return }
            let index = place.detail.flatMap { targets.firstIndex(of: $0) }
            let next = index.map { min(max($0 + delta, 0), targets.count - 1) } ?? (delta > 0 ? 0 : targets.count - 1)
            place.detail = targets[next]
            keyboardTarget = targets[next]
            if let feed = place.sidebar.feedName { list(feed).itemAppeared(next) }
        case .detail:
            guard case .post(let uri)? = place.detail else { return }
            let thread = thread(uri, replies: 1)
            let next = delta < 0 ? thread.ancestors.last : thread.replies.first
            if let next { place.detail = .post(next.uri) }
        }
    }

    /// What the content column lists, as the detail would show each.
    func contentTargets() -> [DetailItem] {
        switch place.sidebar {
        case .feed, .pinned:
            guard let feed = place.sidebar.feedName else { return [] }
            return list(feed).items.map { .post($0.post.uri) }
        case .notifications: return notifications(limit: 100).map(\.target)
        case .search: return search(searchQuery).map { .post($0.uri) }
        case .profile: return posts(by: account.did, limit: 60).map { .post($0.uri) }
        case .settings: return []
        }
    }
}

extension NavigationSplitViewColumn {
    /// Sidebar, content, detail.
    static let all: [NavigationSplitViewColumn] = [.sidebar, .content, .detail]
}

extension NotificationItem {
    /// What choosing the notification shows: the post it is about (or is), else who sent it.
    var target: DetailItem {
        if let subject = reasonSubject { return .post(subject) }
        if record.type == PostRecord.type { return .post(uri) }
        return .profile(author.did)
    }
}
