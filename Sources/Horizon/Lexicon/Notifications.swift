/// `app.bsky.notification.listNotifications#notification` (named apart from Foundation's
/// `Notification`).
public struct NotificationItem: Codable, Hashable, Sendable, Identifiable {
    public var uri: String
    public var cid: String
    public var author: ProfileViewBasic
    public var reason: Reason
    /// The post a like, repost or quote is about.
    public var reasonSubject: String?
    public var record: RecordSummary
    public var isRead: Bool
    public var indexedAt: String

    public var id: String { uri }

    public init(
        uri: String, cid: String, author: ProfileViewBasic, reason: Reason, reasonSubject: String? = nil,
        record: RecordSummary, isRead: Bool, indexedAt: String
    ) {
        self.uri = uri
        self.cid = cid
        self.author = author
        self.reason = reason
        self.reasonSubject = reasonSubject
        self.record = record
        self.isRead = isRead
        self.indexedAt = indexedAt
    }

    /// Why the notification came. The lexicon's list is open (`knownValues`); a reason this
    /// reader does not know is kept by name.
    public enum Reason: Codable, Hashable, Sendable {
        case like, repost, follow, mention, reply, quote
        case other(String)

        static let known: [String: Reason] = [
            "like": .like, "repost": .repost, "follow": .follow, "mention": .mention, "reply": .reply, "quote": .quote,
        ]

        public init(from decoder: any Decoder) throws {
            let name = try decoder.singleValueContainer().decode(String.self)
            self = Self.known[name] ?? .other(name)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(name)
        }

        public var name: String {
            if case .other(let name) = self { return name }
            return Self.known.first { $0.value == self }?.key ?? ""
        }
    }
}

/// The record behind a notification: its type, and its text when it is a post (a mention, a
/// reply, a quote).
public struct RecordSummary: Codable, Hashable, Sendable {
    public var type: String
    public var text: String?
    public var createdAt: String?

    private enum CodingKeys: String, CodingKey {
        case type = "$type"
        case text, createdAt
    }

    public init(type: String, text: String? = nil, createdAt: String? = nil) {
        self.type = type
        self.text = text
        self.createdAt = createdAt
    }
}
