/// `app.bsky.feed.post`: what an author wrote. Text holds at most 300 graphemes
/// (`PostRecord.maximumGraphemes`); facets mark spans of it by UTF-8 bytes.
public struct PostRecord: Codable, Hashable, Sendable {
    public static let type = "app.bsky.feed.post"
    /// The lexicon's limit on `text`, in grapheme clusters (Swift's `Character`s).
    public static let maximumGraphemes = 300

    public var text: String
    public var createdAt: String
    public var facets: [Facet]?
    public var reply: ReplyRef?
    public var langs: [String]?

    private enum CodingKeys: String, CodingKey {
        case type = "$type"
        case text, createdAt, facets, reply, langs
    }

    public init(text: String, createdAt: String, facets: [Facet]? = nil, reply: ReplyRef? = nil) {
        self.text = text
        self.createdAt = createdAt
        self.facets = facets
        self.reply = reply
        langs = ["en"]
    }

    /// Reads the record and checks that every facet fits the text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        createdAt = try container.decode(String.self, forKey: .createdAt)
        facets = try container.decodeIfPresent([Facet].self, forKey: .facets)
        reply = try container.decodeIfPresent(ReplyRef.self, forKey: .reply)
        langs = try container.decodeIfPresent([String].self, forKey: .langs)
        for (number, facet) in (facets ?? []).enumerated() {
            do { _ = try facet.range(in: text) } catch {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: container.codingPath + [Key.facets, Key(index: number), Key.index],
                        debugDescription: error.description))
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.type, forKey: .type)
        try container.encode(text, forKey: .text)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encodeIfPresent(facets, forKey: .facets)
        try container.encodeIfPresent(reply, forKey: .reply)
        try container.encodeIfPresent(langs, forKey: .langs)
    }

    /// The coding keys a facet's problem is reported under.
    private struct Key: CodingKey {
        static let facets = Key(stringValue: "facets")
        static let index = Key(stringValue: "index")
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init(index: Int) {
            stringValue = String(index)
            intValue = index
        }
        init?(intValue: Int) { self.init(index: intValue) }
    }
}

/// `com.atproto.repo.strongRef`: a record by its URI and content hash.
public struct StrongRef: Codable, Hashable, Sendable {
    public var uri: String
    public var cid: String

    public init(uri: String, cid: String) {
        self.uri = uri
        self.cid = cid
    }
}

/// The thread a reply belongs to: its root and the post it answers.
public struct ReplyRef: Codable, Hashable, Sendable {
    public var root: StrongRef
    public var parent: StrongRef

    public init(root: StrongRef, parent: StrongRef) {
        self.root = root
        self.parent = parent
    }
}
