import Foundation

/// A `SocialSource` over a folder of exported XRPC outputs, one JSON file per query and page:
///
///     app.bsky.actor.getPreferences.json
///     app.bsky.feed.getFeedGenerators.json
///     app.bsky.notification.getUnreadCount.json
///     app.bsky.actor.getProfile/<handle>.json            (also <did>.json)
///     app.bsky.feed.getTimeline/first.json, <cursor>.json, …
///     app.bsky.feed.getFeed/<the feed URI's record key>/first.json, <cursor>.json, …
///     app.bsky.notification.listNotifications/first.json, <cursor>.json, …
///
/// A page's `cursor` names the file of the next page, as a server's cursor names the next
/// request. A cursor must be a plain file name (letters, digits, `.`, `_`, `-`, `:`), so that
/// no page can name a file outside its folder.
public struct OfflineSource: SocialSource {
    public let folder: String

    public init(folder: String) { self.folder = folder }

    public func timeline(cursor: String?) throws(LexiconError) -> FeedPage {
        try page(FeedPage.self, in: "app.bsky.feed.getTimeline", cursor: cursor)
    }

    public func feed(_ uri: String, cursor: String?) throws(LexiconError) -> FeedPage {
        let key = uri.split(separator: "/").last.map(String.init) ?? ""
        guard Self.isPlainName(key) else {
            throw LexiconError(file: "app.bsky.feed.getFeed", field: "feed", problem: "'\(uri)' is not a feed URI")
        }
        return try page(FeedPage.self, in: "app.bsky.feed.getFeed/\(key)", cursor: cursor)
    }

    public func notifications(cursor: String?) throws(LexiconError) -> NotificationPage {
        try page(NotificationPage.self, in: "app.bsky.notification.listNotifications", cursor: cursor)
    }

    public func unreadCount() throws(LexiconError) -> UnreadCount {
        try LexiconFile.read(UnreadCount.self, at: path("app.bsky.notification.getUnreadCount.json"))
    }

    public func profile(_ actor: String) throws(LexiconError) -> ProfileViewDetailed {
        guard Self.isPlainName(actor) else {
            throw LexiconError(file: "app.bsky.actor.getProfile", field: "actor", problem: "'\(actor)' is not a handle")
        }
        return try LexiconFile.read(ProfileViewDetailed.self, at: path("app.bsky.actor.getProfile/\(actor).json"))
    }

    public func preferences() throws(LexiconError) -> Preferences {
        try LexiconFile.read(Preferences.self, at: path("app.bsky.actor.getPreferences.json"))
    }

    public func feedGenerators(_ uris: [String]) throws(LexiconError) -> FeedGenerators {
        let all = try LexiconFile.read(FeedGenerators.self, at: path("app.bsky.feed.getFeedGenerators.json"))
        return FeedGenerators(feeds: all.feeds.filter { uris.contains($0.uri) })
    }

    private func page<T: Decodable>(_ type: T.Type, in query: String, cursor: String?) throws(LexiconError) -> T {
        let name = cursor ?? "first"
        guard cursor != "first" else {
            throw LexiconError(file: query, field: "cursor", problem: "'first' leads back to the first page")
        }
        guard Self.isPlainName(name) else {
            throw LexiconError(file: query, field: "cursor", problem: "'\(name.prefix(60))' is not a plain file name")
        }
        return try LexiconFile.read(type, at: path("\(query)/\(name).json"))
    }

    private func path(_ relative: String) -> String { (folder as NSString).appendingPathComponent(relative) }

    /// A name that stays inside its folder: 1–128 letters, digits, `.`, `_`, `-`, `:`, not
    /// starting with a dot.
    static func isPlainName(_ name: String) -> Bool {
        guard (1...128).contains(name.utf8.count), name.first != "." else { return false }
        return name.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
                || "._-:".unicodeScalars.contains($0)
        }
    }
}
