import Foundation
import GRDB
import GlassDatabase

extension HorizonStore {
    // MARK: Paging

    /// How far a paged list (a feed's key, or `notifications`) has been read from its source.
    public struct PageState: Hashable, Sendable {
        /// The cursor of the next page; nil before the first page and once complete.
        public var nextCursor: String?
        public var isComplete: Bool
        /// Every cursor followed so far, to notice a cursor that comes back.
        public var cursorsSeen: [String]
        /// Why reading stopped early (a page that could not be read, a looping cursor).
        public var problem: String?

        public init(
            nextCursor: String? = nil, isComplete: Bool = false, cursorsSeen: [String] = [], problem: String? = nil
        ) {
            self.nextCursor = nextCursor
            self.isComplete = isComplete
            self.cursorsSeen = cursorsSeen
            self.problem = problem
        }
    }

    public func pageState(of list: String) throws(StoreError) -> PageState {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM pageState WHERE list = ?", arguments: [list])
            else {
                return PageState()
            }
            return PageState(
                nextCursor: row["nextCursor"], isComplete: row["isComplete"],
                cursorsSeen: try Self.decode([String].self, row["cursorsSeen"]), problem: row["problem"])
        }
    }

    public func save(_ state: PageState, of list: String) throws(StoreError) {
        try write { db in
            try db.execute(
                sql:
                    "INSERT OR REPLACE INTO pageState (list, nextCursor, isComplete, cursorsSeen, problem) VALUES (?, ?, ?, ?, ?)",
                arguments: [
                    list, state.nextCursor, state.isComplete,
                    String(decoding: LexiconFile.encode(state.cursorsSeen), as: UTF8.self), state.problem,
                ])
        }
    }

    // MARK: Notifications

    /// Adds a page of notifications after those held (one already held keeps its place).
    public func append(_ page: NotificationPage) throws(StoreError) {
        try write { db in
            var next = (try Int.fetchOne(db, sql: "SELECT MAX(position) FROM notification") ?? -1) + 1
            for item in page.notifications {
                try Self.save(item.author, in: db)
                try db.execute(
                    sql: """
                        INSERT INTO notification (uri, position, reason, isRead, json) VALUES (?, ?, ?, ?, ?)
                        ON CONFLICT(uri) DO NOTHING
                        """,
                    arguments: [
                        item.uri, next, item.reason.name, item.isRead,
                        String(decoding: LexiconFile.encode(item), as: UTF8.self),
                    ])
                next += db.changesCount
            }
        }
    }

    /// Notifications newest first; `reasons` keeps only those (all when nil).
    public func notifications(reasons: Set<String>? = nil, offset: Int = 0, limit: Int) throws(StoreError)
        -> [NotificationItem]
    {
        try read { db in
            let names = reasons.map { Array($0).sorted() } ?? []
            let filter = reasons == nil ? "" : "WHERE reason IN (\(names.map { _ in "?" }.joined(separator: ", ")))"
            return try String.fetchAll(
                db, sql: "SELECT json FROM notification \(filter) ORDER BY position LIMIT ? OFFSET ?",
                arguments: StatementArguments(names) + [max(0, limit), max(0, offset)]
            ).map { try Self.decode(NotificationItem.self, $0) }
        }
    }

    /// The unread notifications, of `reasons` only when given.
    public func unreadNotificationCount(reasons: Set<String>? = nil) throws(StoreError) -> Int {
        try read { db in
            let names = reasons.map { Array($0).sorted() } ?? []
            let filter = reasons == nil ? "" : "AND reason IN (\(names.map { _ in "?" }.joined(separator: ", ")))"
            return try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM notification WHERE NOT isRead \(filter)",
                arguments: StatementArguments(names)) ?? 0
        }
    }

    /// Marks every notification read, as opening the list does.
    public func markNotificationsRead() throws(StoreError) {
        try write { db in
            for row in try Row.fetchAll(db, sql: "SELECT uri, json FROM notification WHERE NOT isRead") {
                var item = try Self.decode(NotificationItem.self, row["json"])
                item.isRead = true
                try db.execute(
                    sql: "UPDATE notification SET isRead = 1, json = ? WHERE uri = ?",
                    arguments: [String(decoding: LexiconFile.encode(item), as: UTF8.self), item.uri])
            }
        }
    }

    // MARK: Profiles and feeds

    /// Keeps a profile's page (it replaces the basic profile a post carried).
    public func save(_ profile: ProfileViewDetailed) throws(StoreError) {
        try write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO profile (did, handle, isDetailed, json) VALUES (?, ?, 1, ?)",
                arguments: [profile.did, profile.handle, String(decoding: LexiconFile.encode(profile), as: UTF8.self)])
        }
    }

    /// A profile by DID or handle (a DID first: a handle cannot pass for another's DID): its
    /// page if read, else what its posts said.
    public func profile(_ actor: String) throws(StoreError) -> ProfileViewDetailed? {
        try read { db in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql:
                        "SELECT isDetailed, json FROM profile WHERE did = ? OR handle = ? ORDER BY did = ? DESC LIMIT 1",
                    arguments: [actor, actor, actor])
            else { return nil }
            if row["isDetailed"] { return try Self.decode(ProfileViewDetailed.self, row["json"]) }
            let basic = try Self.decode(ProfileViewBasic.self, row["json"])
            return ProfileViewDetailed(
                did: basic.did, handle: basic.handle, displayName: basic.displayName, avatar: basic.avatar)
        }
    }

    public func profileCount() throws(StoreError) -> Int {
        try read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM profile") ?? 0 }
    }

    public func save(_ generators: FeedGenerators) throws(StoreError) {
        try write { db in
            for feed in generators.feeds {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO generator (uri, json) VALUES (?, ?)",
                    arguments: [feed.uri, String(decoding: LexiconFile.encode(feed), as: UTF8.self)])
            }
        }
    }

    public func generator(_ uri: String) throws(StoreError) -> GeneratorView? {
        try read { db in
            try String.fetchOne(db, sql: "SELECT json FROM generator WHERE uri = ?", arguments: [uri]).map {
                try Self.decode(GeneratorView.self, $0)
            }
        }
    }

    // MARK: Search

    /// Posts whose text or author matches every word of `query` (each word also as a prefix),
    /// best matches first (FTS5's rank). A query with no words finds nothing.
    public func search(_ query: String, offset: Int = 0, limit: Int) throws(StoreError) -> [PostView] {
        let words = query.lowercased().split { !$0.isLetter && !$0.isNumber }
        guard !words.isEmpty else { return [] }
        let match = words.prefix(16).map { "\"\($0)\"*" }.joined(separator: " ")
        return try read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT post.json FROM postSearch JOIN post ON post.uri = postSearch.uri
                    WHERE postSearch MATCH ? ORDER BY rank LIMIT ? OFFSET ?
                    """,
                arguments: [match, max(0, limit), max(0, offset)]
            ).map { try Self.decode(PostView.self, $0) }
        }
    }

    // MARK: Settings

    public func setting(_ key: String) throws(StoreError) -> String? { try queue.setting(key, library: path) }

    /// Writes each key's value (nil removes it), in one transaction.
    public func save(settings: [String: String?]) throws(StoreError) {
        try queue.save(settings: settings, library: path)
    }
}
