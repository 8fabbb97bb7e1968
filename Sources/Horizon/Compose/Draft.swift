import Foundation

/// A post being written: its text, the pictures attached from files, the post it quotes and
/// the post it answers.
/// Drafts are kept in the store until posted or deleted, and can be exported and imported as
/// JSON (Horizon's stand-in for Handoff of a draft).
public struct Draft: Codable, Hashable, Sendable, Identifiable {
    /// The store's id; nil until first saved.
    public var id: Int64?
    public var text: String
    /// Paths of the attached pictures (PNG or JPEG), at most four.
    public var images: [String]
    public var quoteUri: String?
    public var replyUri: String?
    public var updatedAt: String

    public static let maximumImages = 4

    public init(
        id: Int64? = nil, text: String = "", images: [String] = [], quoteUri: String? = nil, replyUri: String? = nil,
        updatedAt: String
    ) {
        self.id = id
        self.text = text
        self.images = images
        self.quoteUri = quoteUri
        self.replyUri = replyUri
        self.updatedAt = updatedAt
    }

    /// Graphemes (user-perceived characters) written, the unit of the 300 limit.
    public var graphemeCount: Int { text.count }

    /// How many graphemes may still be written; negative past the limit.
    public var remaining: Int { PostRecord.maximumGraphemes - graphemeCount }

    /// Whether the draft can be posted: some text or a picture, and within the limit.
    public var canPost: Bool {
        remaining >= 0 && (!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || !images.isEmpty)
    }

    /// The drafts as a JSON document, for export.
    public static func export(_ drafts: [Draft]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(["drafts": drafts])) ?? Data()
    }

    /// Drafts from an exported document (ids dropped: they become new drafts).
    /// - Throws: `LexiconError` naming the file and field.
    public static func importing(_ data: Data, file: String) throws(LexiconError) -> [Draft] {
        let drafts = try LexiconFile.decode([String: [Draft]].self, from: data, file: file)["drafts"] ?? []
        for (number, draft) in drafts.enumerated() where draft.images.count > maximumImages {
            throw LexiconError(
                file: file, field: "drafts[\(number)].images",
                problem: "holds \(draft.images.count), at most \(maximumImages)")
        }
        return drafts.map { draft in
            var copy = draft
            copy.id = nil
            return copy
        }
    }
}
