/// `app.bsky.feed.defs#postView`: a post as the app view hands it out, with its author, its
/// embed's view, its counts, and what the viewer did to it.
public struct PostView: Codable, Hashable, Sendable, Identifiable {
    public var uri: String
    public var cid: String
    public var author: ProfileViewBasic
    public var record: PostRecord
    public var embed: EmbedView?
    public var replyCount: Int?
    public var repostCount: Int?
    public var likeCount: Int?
    public var quoteCount: Int?
    public var indexedAt: String
    public var viewer: ViewerState?

    public var id: String { uri }

    public init(
        uri: String, cid: String, author: ProfileViewBasic, record: PostRecord, embed: EmbedView? = nil,
        counts: (replies: Int, reposts: Int, likes: Int, quotes: Int) = (0, 0, 0, 0), indexedAt: String,
        viewer: ViewerState? = nil
    ) {
        self.uri = uri
        self.cid = cid
        self.author = author
        self.record = record
        self.embed = embed
        replyCount = counts.replies
        repostCount = counts.reposts
        likeCount = counts.likes
        quoteCount = counts.quotes
        self.indexedAt = indexedAt
        self.viewer = viewer
    }

    /// The viewer's own state on a post: the URIs of their like and repost records.
    public struct ViewerState: Codable, Hashable, Sendable {
        public var like: String?
        public var repost: String?

        public init(like: String? = nil, repost: String? = nil) {
            self.like = like
            self.repost = repost
        }
    }
}

/// `app.bsky.feed.defs#feedViewPost`: one item of a timeline or feed: the post, the thread it
/// answers, and why it is here (a repost).
public struct FeedViewPost: Codable, Hashable, Sendable {
    public var post: PostView
    public var reply: ReplyContext?
    public var reason: Reason?

    public init(post: PostView, reply: ReplyContext? = nil, reason: Reason? = nil) {
        self.post = post
        self.reply = reply
        self.reason = reason
    }

    /// `#replyRef`: the root and parent posts of a reply, where they can be shown.
    public struct ReplyContext: Codable, Hashable, Sendable {
        public var root: ThreadPost
        public var parent: ThreadPost

        public init(root: ThreadPost, parent: ThreadPost) {
            self.root = root
            self.parent = parent
        }
    }

    /// `#reasonRepost` (others are kept as `.unknown`).
    public enum Reason: Codable, Hashable, Sendable {
        case repost(by: ProfileViewBasic, indexedAt: String)
        case unknown(type: String)

        private enum CodingKeys: String, CodingKey {
            case type = "$type"
            case by, indexedAt
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let type = try container.decode(String.self, forKey: .type)
            if type == "app.bsky.feed.defs#reasonRepost" {
                self = .repost(
                    by: try container.decode(ProfileViewBasic.self, forKey: .by),
                    indexedAt: try container.decode(String.self, forKey: .indexedAt))
            } else {
                self = .unknown(type: type)
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .repost(let by, let indexedAt):
                try container.encode("app.bsky.feed.defs#reasonRepost", forKey: .type)
                try container.encode(by, forKey: .by)
                try container.encode(indexedAt, forKey: .indexedAt)
            case .unknown(let type):
                try container.encode(type, forKey: .type)
            }
        }
    }
}

/// A post in a reply context: the post, or why it is missing (`#notFoundPost`, `#blockedPost`).
public enum ThreadPost: Codable, Hashable, Sendable {
    case post(PostView)
    case missing(uri: String)

    private enum CodingKeys: String, CodingKey {
        case type = "$type"
        case uri
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decodeIfPresent(String.self, forKey: .type) ?? "app.bsky.feed.defs#postView"
        if type == "app.bsky.feed.defs#postView" {
            self = .post(try PostView(from: decoder))
        } else {
            self = .missing(uri: try container.decode(String.self, forKey: .uri))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .post(let post):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("app.bsky.feed.defs#postView", forKey: .type)
            try post.encode(to: encoder)
        case .missing(let uri):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("app.bsky.feed.defs#notFoundPost", forKey: .type)
            try container.encode(uri, forKey: .uri)
        }
    }
}
