import Foundation
import GRDB
import GlassDatabase

/// Horizon's cache in SQLite (through GRDB): every post, profile, feed page and notification
/// read from the `SocialSource`, drafts, settings, and an FTS5 index over the posts. It opens
/// as every GlassKit store does (`StoreFile`): a damaged file is kept aside, never overwritten.
public final class HorizonStore: Sendable {
    public let path: String
    let queue: DatabaseQueue

    public init(path: String, now: Date = Date()) throws(StoreError) {
        self.path = path
        (queue, _) = try StoreFile.open(path: path, now: now, migrator: HorizonSchema.migrator) { db in
            try StoreFile.checkTables(HorizonSchema.tables, in: db)
        }
    }

    // MARK: Feeds

    /// One item of a feed as the cache keeps it: its place, the post, and why it is there.
    public struct FeedItem: Hashable, Sendable, Identifiable {
        public var position: Int
        public var post: PostView
        public var reason: FeedViewPost.Reason?
        public var reply: FeedViewPost.ReplyContext?

        public var id: Int { position }
    }

    /// Adds a page read from the source after the items `feed` holds: its posts, their authors,
    /// and the reply contexts' posts. An item the feed already holds (the same post for the
    /// same reason) is not added twice.
    public func append(_ page: FeedPage, to feed: FeedName) throws(StoreError) {
        try write { db in
            var next =
                (try Int.fetchOne(db, sql: "SELECT MAX(position) FROM feedItem WHERE feed = ?", arguments: [feed.key])
                    ?? -1) + 1
            for item in page.feed {
                try Self.save(item.post, in: db)
                if case .post(let root) = item.reply?.root { try Self.save(root, in: db) }
                if case .post(let parent) = item.reply?.parent { try Self.save(parent, in: db) }
                if case .repost(let by, _) = item.reason { try Self.save(by, in: db) }
                let reason = item.reason.map { String(decoding: LexiconFile.encode($0), as: UTF8.self) }
                let isKnown =
                    try Bool.fetchOne(
                        db,
                        sql: "SELECT EXISTS (SELECT 1 FROM feedItem WHERE feed = ? AND postUri = ? AND reason IS ?)",
                        arguments: [feed.key, item.post.uri, reason]) ?? false
                guard !isKnown else { continue }
                try db.execute(
                    sql: "INSERT INTO feedItem (feed, position, postUri, reason, reply) VALUES (?, ?, ?, ?, ?)",
                    arguments: [
                        feed.key, next, item.post.uri, reason,
                        item.reply.map { String(decoding: LexiconFile.encode($0), as: UTF8.self) },
                    ])
                next += 1
            }
        }
    }

    /// Puts a post written here at the top of `feeds`.
    public func prepend(_ post: PostView, to feeds: [FeedName]) throws(StoreError) {
        try write { db in
            try Self.save(post, in: db)
            for feed in feeds {
                let first =
                    try Int.fetchOne(
                        db, sql: "SELECT MIN(position) FROM feedItem WHERE feed = ?", arguments: [feed.key]) ?? 0
                try db.execute(
                    sql: "INSERT INTO feedItem (feed, position, postUri) VALUES (?, ?, ?)",
                    arguments: [feed.key, first - 1, post.uri])
            }
        }
    }

    /// The items of `feed` from the `offset`-th (newest first), at most `limit`.
    public func items(in feed: FeedName, offset: Int = 0, limit: Int) throws(StoreError) -> [FeedItem] {
        try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT feedItem.position, feedItem.reason, feedItem.reply, post.json FROM feedItem
                    JOIN post ON post.uri = feedItem.postUri
                    WHERE feed = ? ORDER BY position LIMIT ? OFFSET ?
                    """,
                arguments: [feed.key, max(0, limit), max(0, offset)])
            return try rows.map { row in
                FeedItem(
                    position: row["position"], post: try Self.decode(PostView.self, row["json"]),
                    reason: try (row["reason"] as String?).map { try Self.decode(FeedViewPost.Reason.self, $0) },
                    reply: try (row["reply"] as String?).map { try Self.decode(FeedViewPost.ReplyContext.self, $0) })
            }
        }
    }

    public func itemCount(in feed: FeedName) throws(StoreError) -> Int {
        try read {
            try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM feedItem WHERE feed = ?", arguments: [feed.key]) ?? 0
        }
    }

    // MARK: Posts and threads

    public func post(_ uri: String) throws(StoreError) -> PostView? {
        try read { db in
            try String.fetchOne(db, sql: "SELECT json FROM post WHERE uri = ?", arguments: [uri]).map {
                try Self.decode(PostView.self, $0)
            }
        }
    }

    /// The posts `uri` answers, from the root down to its parent (at most `limit`, the nearest).
    public func ancestors(of uri: String, limit: Int = 50) throws(StoreError) -> [PostView] {
        try read { db in
            var chain: [PostView] = []
            var seen: Set<String> = [uri]
            var parent = try String.fetchOne(db, sql: "SELECT parentUri FROM post WHERE uri = ?", arguments: [uri])
            while let next = parent, chain.count < limit, seen.insert(next).inserted,
                let json = try String.fetchOne(db, sql: "SELECT json FROM post WHERE uri = ?", arguments: [next])
            {
                chain.append(try Self.decode(PostView.self, json))
                parent = try String.fetchOne(db, sql: "SELECT parentUri FROM post WHERE uri = ?", arguments: [next])
            }
            return chain.reversed()
        }
    }

    /// The direct replies to `uri`, oldest first, a page at a time.
    public func replies(to uri: String, offset: Int = 0, limit: Int) throws(StoreError) -> [PostView] {
        try posts(where: "parentUri = ? ORDER BY indexedAt, uri", [uri], offset: offset, limit: limit)
    }

    public func replyCount(to uri: String) throws(StoreError) -> Int {
        try read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM post WHERE parentUri = ?", arguments: [uri]) ?? 0 }
    }

    /// The posts `did` wrote, newest first.
    public func posts(by did: String, offset: Int = 0, limit: Int) throws(StoreError) -> [PostView] {
        try posts(where: "authorDid = ? ORDER BY indexedAt DESC, uri", [did], offset: offset, limit: limit)
    }

    func posts(where clause: String, _ arguments: StatementArguments, offset: Int, limit: Int) throws(StoreError)
        -> [PostView]
    {
        try read { db in
            try String.fetchAll(
                db, sql: "SELECT json FROM post WHERE \(clause) LIMIT ? OFFSET ?",
                arguments: arguments + [max(0, limit), max(0, offset)]
            ).map { try Self.decode(PostView.self, $0) }
        }
    }

    // MARK: Writing

    /// Keeps `post` as read from the source. What the account did to it here (a like, a reply
    /// written here) stays: the source, which never heard of it, does not undo it.
    static func save(_ post: PostView, in db: Database) throws {
        var post = post
        if let json = try String.fetchOne(db, sql: "SELECT json FROM post WHERE uri = ?", arguments: [post.uri]),
            let kept = try? decode(PostView.self, json)
        {
            if kept.viewer?.like != nil, post.viewer?.like == nil {
                post.viewer = PostView.ViewerState(like: kept.viewer?.like, repost: post.viewer?.repost)
                post.likeCount = max(post.likeCount ?? 0, kept.likeCount ?? 0)
            }
            post.replyCount = max(post.replyCount ?? 0, kept.replyCount ?? 0)
        }
        try save(post.author, in: db)
        try db.execute(
            sql: """
                INSERT INTO post (uri, authorDid, indexedAt, parentUri, rootUri, json) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT(uri) DO UPDATE SET json = excluded.json, indexedAt = excluded.indexedAt
                """,
            arguments: [
                post.uri, post.author.did, post.indexedAt, post.record.reply?.parent.uri, post.record.reply?.root.uri,
                String(decoding: LexiconFile.encode(post), as: UTF8.self),
            ])
        try db.execute(sql: "DELETE FROM postSearch WHERE uri = ?", arguments: [post.uri])
        try db.execute(
            sql: "INSERT INTO postSearch (uri, text, author) VALUES (?, ?, ?)",
            arguments: [post.uri, post.record.text, "\(post.author.name) \(post.author.handle)"])
    }

    /// Keeps an author's basic profile, unless the profile's page was read (it says more).
    static func save(_ profile: ProfileViewBasic, in db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO profile (did, handle, isDetailed, json) VALUES (?, ?, 0, ?)
                ON CONFLICT(did) DO UPDATE SET handle = excluded.handle, json = excluded.json WHERE NOT isDetailed
                """,
            arguments: [profile.did, profile.handle, String(decoding: LexiconFile.encode(profile), as: UTF8.self)])
    }

    static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        do { return try JSONDecoder().decode(type, from: Data(json.utf8)) } catch {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "a cached \(type) cannot be read: \(error)")
        }
    }

    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T { try queue.reading(library: path, body) }

    func write<T>(_ body: (Database) throws -> T) throws(StoreError) -> T { try queue.writing(library: path, body) }
}

extension HorizonStore {
    /// Counts one more reply on the post at `uri` (a reply written here).
    public func countReply(to uri: String) throws(StoreError) {
        try update(uri) { $0.replyCount = ($0.replyCount ?? 0) + 1 }
    }

    /// Likes the post at `uri` as the account, or takes the like back: the viewer's like and
    /// the count change together. Returns the post as it now is.
    @discardableResult
    public func toggleLike(_ uri: String, by did: String) throws(StoreError) -> PostView? {
        try update(uri) { post in
            if post.viewer?.like == nil {
                post.viewer = PostView.ViewerState(
                    like: "at://\(did)/app.bsky.feed.like/\(post.cid)", repost: post.viewer?.repost)
                post.likeCount = (post.likeCount ?? 0) + 1
            } else {
                post.viewer?.like = nil
                post.likeCount = max(0, (post.likeCount ?? 1) - 1)
            }
        }
    }

    @discardableResult
    private func update(_ uri: String, _ change: (inout PostView) -> Void) throws(StoreError) -> PostView? {
        try write { db in
            guard let json = try String.fetchOne(db, sql: "SELECT json FROM post WHERE uri = ?", arguments: [uri])
            else {
                return nil
            }
            var post = try Self.decode(PostView.self, json)
            change(&post)
            try db.execute(
                sql: "UPDATE post SET json = ? WHERE uri = ?",
                arguments: [String(decoding: LexiconFile.encode(post), as: UTF8.self), uri])
            return post
        }
    }
}
