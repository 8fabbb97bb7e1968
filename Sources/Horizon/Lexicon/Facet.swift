/// `app.bsky.richtext.facet`: a mention, link or tag over a span of a post's text. The span is
/// in UTF-8 bytes (`byteStart` inclusive, `byteEnd` exclusive), as the AT Protocol counts.
public struct Facet: Codable, Hashable, Sendable {
    public var index: ByteSlice
    public var features: [Feature]

    public init(index: ByteSlice, features: [Feature]) {
        self.index = index
        self.features = features
    }

    public struct ByteSlice: Codable, Hashable, Sendable {
        public var byteStart: Int
        public var byteEnd: Int

        public init(byteStart: Int, byteEnd: Int) {
            self.byteStart = byteStart
            self.byteEnd = byteEnd
        }
    }

    /// What the span means; a feature of a kind this reader does not know is kept as `.unknown`
    /// (lexicon unions are open) and drawn as plain text.
    public enum Feature: Codable, Hashable, Sendable {
        case mention(did: String)
        case link(uri: String)
        case tag(String)
        case unknown(type: String)

        private enum CodingKeys: String, CodingKey {
            case type = "$type"
            case did, uri, tag
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let type = try container.decode(String.self, forKey: .type)
            switch type {
            case "app.bsky.richtext.facet#mention":
                self = .mention(did: try container.decode(String.self, forKey: .did))
            case "app.bsky.richtext.facet#link": self = .link(uri: try container.decode(String.self, forKey: .uri))
            case "app.bsky.richtext.facet#tag": self = .tag(try container.decode(String.self, forKey: .tag))
            default: self = .unknown(type: type)
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .mention(let did):
                try container.encode("app.bsky.richtext.facet#mention", forKey: .type)
                try container.encode(did, forKey: .did)
            case .link(let uri):
                try container.encode("app.bsky.richtext.facet#link", forKey: .type)
                try container.encode(uri, forKey: .uri)
            case .tag(let tag):
                try container.encode("app.bsky.richtext.facet#tag", forKey: .type)
                try container.encode(tag, forKey: .tag)
            case .unknown(let type):
                try container.encode(type, forKey: .type)
            }
        }
    }

    /// Why a facet does not fit its text.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        case empty(ByteSlice)
        case pastEnd(ByteSlice, length: Int)
        case splitsCharacter(at: Int)

        public var description: String {
            switch self {
            case .empty(let slice):
                "byteStart \(slice.byteStart) is not before byteEnd \(slice.byteEnd)"
            case .pastEnd(let slice, let length):
                "bytes \(slice.byteStart)..<\(slice.byteEnd) run past the text's \(length) UTF-8 bytes"
            case .splitsCharacter(let offset):
                "byte \(offset) falls inside a UTF-8 character"
            }
        }
    }

    /// The span as indices of `text`.
    /// - Throws: `Problem` when the span is empty or negative, runs past the text, or starts or
    ///   ends inside a character's UTF-8 bytes.
    public func range(in text: String) throws(Problem) -> Range<String.Index> {
        let utf8 = text.utf8
        let slice = index
        guard slice.byteStart >= 0, slice.byteStart < slice.byteEnd else { throw .empty(slice) }
        guard slice.byteEnd <= utf8.count else { throw .pastEnd(slice, length: utf8.count) }
        let start = utf8.index(utf8.startIndex, offsetBy: slice.byteStart)
        let end = utf8.index(utf8.startIndex, offsetBy: slice.byteEnd)
        for (offset, position) in [(slice.byteStart, start), (slice.byteEnd, end)] {
            guard position.samePosition(in: text.unicodeScalars) != nil else { throw .splitsCharacter(at: offset) }
        }
        return start..<end
    }
}
