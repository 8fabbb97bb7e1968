/// `app.bsky.feed.getTimeline` and `app.bsky.feed.getFeed`: one page of a feed.
public struct FeedPage: Codable, Hashable, Sendable {
    public var cursor: String?
    public var feed: [FeedViewPost]

    public init(cursor: String?, feed: [FeedViewPost]) {
        self.cursor = cursor
        self.feed = feed
    }
}

/// `app.bsky.notification.listNotifications`: one page of notifications.
public struct NotificationPage: Codable, Hashable, Sendable {
    public var cursor: String?
    public var notifications: [NotificationItem]

    public init(cursor: String?, notifications: [NotificationItem]) {
        self.cursor = cursor
        self.notifications = notifications
    }
}

/// `app.bsky.notification.getUnreadCount`.
public struct UnreadCount: Codable, Hashable, Sendable {
    public var count: Int
}

/// `app.bsky.feed.getFeedGenerators`: the views of the feeds asked for.
public struct FeedGenerators: Codable, Hashable, Sendable {
    public var feeds: [GeneratorView]

    public init(feeds: [GeneratorView]) { self.feeds = feeds }
}

/// `app.bsky.actor.getPreferences`: the account's preferences. Only `savedFeedsPrefV2` is
/// read; the other members of the open union are skipped.
public struct Preferences: Codable, Hashable, Sendable {
    public var savedFeeds: [SavedFeed]

    public init(savedFeeds: [SavedFeed]) { self.savedFeeds = savedFeeds }

    /// `app.bsky.actor.defs#savedFeed`: a feed, list or the timeline, pinned or only saved.
    public struct SavedFeed: Codable, Hashable, Sendable {
        public var id: String
        public var type: String
        public var value: String
        public var pinned: Bool

        public init(id: String, type: String, value: String, pinned: Bool) {
            self.id = id
            self.type = type
            self.value = value
            self.pinned = pinned
        }
    }

    /// The pinned custom feeds' URIs, in order.
    public var pinnedFeeds: [String] { savedFeeds.filter { $0.pinned && $0.type == "feed" }.map(\.value) }

    private static let savedFeedsType = "app.bsky.actor.defs#savedFeedsPrefV2"
    private enum CodingKeys: String, CodingKey { case preferences }
    private enum MemberKeys: String, CodingKey {
        case type = "$type"
        case items
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var members = try container.nestedUnkeyedContainer(forKey: .preferences)
        savedFeeds = []
        while !members.isAtEnd {
            let member = try members.nestedContainer(keyedBy: MemberKeys.self)
            if try member.decode(String.self, forKey: .type) == Self.savedFeedsType {
                savedFeeds += try member.decode([SavedFeed].self, forKey: .items)
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var members = container.nestedUnkeyedContainer(forKey: .preferences)
        var member = members.nestedContainer(keyedBy: MemberKeys.self)
        try member.encode(Self.savedFeedsType, forKey: .type)
        try member.encode(savedFeeds, forKey: .items)
    }
}
