/// Where Horizon's social data comes from, shaped as the AT Protocol's XRPC queries: each
/// method is one query and returns its output lexicon. Feeds and notifications come a page at
/// a time, the next page named by the cursor of the one before, as the API pages.
///
/// `OfflineSource` reads exported JSON pages from a folder. A network client would conform by
/// making each call an HTTP request (the app calls a source off the main thread, so a call
/// may block); none is built, as these machines have no network.
public protocol SocialSource: Sendable {
    /// `app.bsky.feed.getTimeline`.
    func timeline(cursor: String?) throws(LexiconError) -> FeedPage
    /// `app.bsky.feed.getFeed` for the feed generator at `uri`.
    func feed(_ uri: String, cursor: String?) throws(LexiconError) -> FeedPage
    /// `app.bsky.notification.listNotifications`.
    func notifications(cursor: String?) throws(LexiconError) -> NotificationPage
    /// `app.bsky.notification.getUnreadCount`.
    func unreadCount() throws(LexiconError) -> UnreadCount
    /// `app.bsky.actor.getProfile`, by handle or DID.
    func profile(_ actor: String) throws(LexiconError) -> ProfileViewDetailed
    /// `app.bsky.actor.getPreferences`.
    func preferences() throws(LexiconError) -> Preferences
    /// `app.bsky.feed.getFeedGenerators`.
    func feedGenerators(_ uris: [String]) throws(LexiconError) -> FeedGenerators
}

/// The feeds a source pages through.
public enum FeedName: Hashable, Sendable, Codable {
    /// The account's home timeline.
    case timeline
    /// A custom feed, by its generator's URI.
    case custom(String)

    /// The key the cache stores the feed under.
    public var key: String {
        switch self {
        case .timeline: "timeline"
        case .custom(let uri): uri
        }
    }

    public init(key: String) { self = key == "timeline" ? .timeline : .custom(key) }
}

extension SocialSource {
    /// One page of `feed`.
    public func page(of list: FeedName, cursor: String?) throws(LexiconError) -> FeedPage {
        switch list {
        case .timeline: try timeline(cursor: cursor)
        case .custom(let uri): try feed(uri, cursor: cursor)
        }
    }
}
