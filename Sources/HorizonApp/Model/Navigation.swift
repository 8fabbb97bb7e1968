import Foundation
import Horizon

/// What the sidebar chooses: the content column's list.
public enum SidebarItem: Hashable, Codable, Sendable {
    case feed, notifications, search, profile, settings
    /// A pinned custom feed, by its generator's URI.
    case pinned(String)

    /// The five main items, in the sidebar's order; ⌘1 to ⌘5 choose them.
    public static let main: [SidebarItem] = [.feed, .notifications, .search, .profile, .settings]

    public var title: String {
        switch self {
        case .feed: "Feed"
        case .notifications: "Notifications"
        case .search: "Search"
        case .profile: "Profile"
        case .settings: "Settings"
        case .pinned: "Feed"
        }
    }

    public var symbol: String {
        switch self {
        case .feed: "house"
        case .notifications: "bell"
        case .search: "magnifyingglass"
        case .profile: "person.crop.circle"
        case .settings: "gearshape"
        case .pinned: "number"
        }
    }

    /// The feed the item lists, if it lists one.
    var feedName: FeedName? {
        switch self {
        case .feed: .timeline
        case .pinned(let uri): .custom(uri)
        default: nil
        }
    }
}

/// What the detail column shows.
public enum DetailItem: Hashable, Codable, Sendable {
    /// A post and its thread.
    case post(String)
    /// A profile, by DID.
    case profile(String)
}

/// The app's place, kept across launches: the selection, the detail and the columns shown.
public struct HorizonPlace: Hashable, Codable, Sendable {
    public var sidebar: SidebarItem = .feed
    public var detail: DetailItem?
    public var columns: ColumnsShown = .automatic

    public init() {}

    /// Which columns the split view shows, kept as `NavigationSplitViewVisibility` names.
    public enum ColumnsShown: String, Hashable, Codable, Sendable {
        case automatic, all, doubleColumn, detailOnly
    }
}

/// Pictures shown full screen, from the one at `index`.
public struct ImageViewing: Identifiable, Hashable, Sendable {
    public var images: [ImageView]
    public var index: Int
    public var id: String { images.map(\.fullsize).joined(separator: " ") }
}

/// A draft open in the composer. Each opening is its own, so that a new draft (a link, a post
/// dropped on New Post) replaces the one on screen even before either is saved.
public struct Composing: Identifiable {
    public let id = UUID()
    public var draft: Draft
}
