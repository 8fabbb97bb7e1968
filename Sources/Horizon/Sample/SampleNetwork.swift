import Foundation
import GlassCore

/// A generated social network for Horizon's sample: about 200 people writing a few thousand
/// posts over two weeks on six topics, with mentions, links and tags as facets, pictures,
/// link cards, videos, quotes, threads of replies, reposts, three custom feeds (two pinned),
/// and the notifications of the account the app is signed in as. Everything follows from the
/// seed; pictures are URLs the app draws from their hash (there is no network to fetch them).
public struct SampleNetwork: Sendable {
    /// The account Horizon is signed in as.
    public static let account = ProfileViewDetailed(
        did: "did:plc:horizon-avery", handle: "avery.horizon.social", displayName: "Avery Lin",
        description: "Designer and weekend astronomer. Trying Horizon on Linux.",
        avatar: SampleNetwork.image("avatar", 0), banner: SampleNetwork.image("banner", 0), followersCount: 1_284,
        followsCount: 312, postsCount: 0, createdAt: "2024-03-02T09:00:00.000Z")

    public private(set) var profiles: [ProfileViewDetailed]
    /// Every post, oldest first.
    public private(set) var posts: [PostView]
    /// The home timeline, newest first, with reposts.
    public private(set) var timeline: [FeedViewPost]
    public private(set) var generators: [GeneratorView]
    /// Each custom feed's items by generator URI, newest first.
    public private(set) var feeds: [String: [FeedViewPost]]
    /// The account's notifications, newest first.
    public private(set) var notifications: [NotificationItem]
    public private(set) var preferences: Preferences

    /// When the sample's last post is written unless told: 2026-11-13 08:00 UTC.
    public static let defaultEnd = Date(timeIntervalSince1970: 1_794_556_800)

    /// A network of `postCount` posts by `profileCount` people, written about every six
    /// minutes up to `end` (the launch passes the time of the first run, so the sample reads as
    /// recent; tests keep the default, so their times are fixed).
    public init(postCount: Int = 3_000, profileCount: Int = 200, seed: UInt64 = 2026, end: Date = defaultEnd) {
        var random = SplitMix64(seed: seed)
        let start = end.addingTimeInterval(-Double(max(0, postCount)) * SampleWriter.minutesApart * 60)
        var writer = SampleWriter(random: random, profileCount: max(2, profileCount), start: start)
        for index in 0..<max(0, postCount) { writer.writePost(index) }
        random = writer.random
        profiles = writer.profiles
        posts = writer.posts
        timeline = writer.timeline(random: &random)
        generators = writer.generators
        feeds = writer.topicFeeds
        notifications = writer.notifications(random: &random)
        preferences = Preferences(
            savedFeeds: [Preferences.SavedFeed(id: "home", type: "timeline", value: "following", pinned: true)]
                + writer.generators.enumerated().map { number, feed in
                    Preferences.SavedFeed(id: "feed\(number)", type: "feed", value: feed.uri, pinned: number < 2)
                })
    }

    /// A picture's URL: the app draws it from the URL's hash.
    static func image(_ kind: String, _ seed: Int) -> String { "https://images.horizon.invalid/\(kind)/\(seed).jpg" }

    /// Writes the network as `OfflineSource` reads it, feeds and notifications in pages of
    /// `pageSize`: into a folder beside `folder`, renamed to it once complete, so that a run
    /// cut short leaves no half-written sample.
    public func write(to folder: String, pageSize: Int = 50) throws {
        let partial = folder + ".partial"
        try? FileManager.default.removeItem(atPath: partial)
        try writeFiles(to: partial, pageSize: pageSize)
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.moveItem(atPath: partial, toPath: folder)
    }

    private func writeFiles(to folder: String, pageSize: Int) throws {
        let manager = FileManager.default
        func put<T: Encodable>(_ value: T, _ relative: String) throws {
            let path = (folder as NSString).appendingPathComponent(relative)
            try manager.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try LexiconFile.encode(value).write(to: URL(fileURLWithPath: path), options: .atomic)
        }
        func pages<T>(_ items: [T], _ folder: String, _ page: (String?, [T]) -> some Encodable) throws {
            let size = max(1, pageSize)
            for start in stride(from: 0, to: max(items.count, 1), by: size) {
                let end = min(items.count, start + size)
                let cursor = end < items.count ? "c\(end)" : nil
                try put(page(cursor, Array(items[start..<end])), "\(folder)/\(start == 0 ? "first" : "c\(start)").json")
            }
        }
        try pages(timeline, "app.bsky.feed.getTimeline") { FeedPage(cursor: $0, feed: $1) }
        for generator in generators {
            let key = generator.uri.split(separator: "/").last.map(String.init) ?? ""
            try pages(feeds[generator.uri] ?? [], "app.bsky.feed.getFeed/\(key)") { FeedPage(cursor: $0, feed: $1) }
        }
        try pages(notifications, "app.bsky.notification.listNotifications") {
            NotificationPage(cursor: $0, notifications: $1)
        }
        try put(UnreadCount(count: notifications.count { !$0.isRead }), "app.bsky.notification.getUnreadCount.json")
        try put(preferences, "app.bsky.actor.getPreferences.json")
        try put(FeedGenerators(feeds: generators), "app.bsky.feed.getFeedGenerators.json")
        for profile in profiles { try put(profile, "app.bsky.actor.getProfile/\(profile.did).json") }
    }
}
