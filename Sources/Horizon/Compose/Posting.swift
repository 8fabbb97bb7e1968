import Foundation

/// Turns a draft into a post of the account's own, as a server would answer
/// `com.atproto.repo.createRecord`: the record with its facets, and the post's view with the
/// pictures and the quoted post embedded.
public enum Posting {
    /// Why a draft cannot be posted.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case empty
        case tooLong(graphemes: Int)
        case tooManyImages(Int)

        public var description: String {
            switch self {
            case .empty: "a post needs text or a picture"
            case .tooLong(let count):
                "\(count) characters, more than the \(PostRecord.maximumGraphemes) a post may have"
            case .tooManyImages(let count): "\(count) pictures, more than the \(Draft.maximumImages) a post may have"
            }
        }
    }

    /// The post `draft` becomes, written by `author` at `date` (its URI's record key is the
    /// time in microseconds, as a TID orders by time). `quoted` is the post the draft quotes,
    /// `parent` the one it answers (the reply keeps the parent's thread root); `resolve` gives
    /// a mentioned handle's DID.
    public static func post(
        _ draft: Draft, by author: ProfileViewBasic, at date: Date, quoted: PostView? = nil, parent: PostView? = nil,
        resolve: (String) -> String? = { _ in nil }
    ) throws(Problem) -> PostView {
        guard draft.images.count <= Draft.maximumImages else { throw .tooManyImages(draft.images.count) }
        guard draft.remaining >= 0 else { throw .tooLong(graphemes: draft.graphemeCount) }
        guard draft.canPost else { throw .empty }
        let stamp = Timestamp.string(date)
        let text = draft.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let facets = FacetDetector.facets(in: text, resolve: resolve)
        let reply = parent.map { parent in
            let reference = StrongRef(uri: parent.uri, cid: parent.cid)
            return ReplyRef(root: parent.record.reply?.root ?? reference, parent: reference)
        }
        let record = PostRecord(text: text, createdAt: stamp, facets: facets.isEmpty ? nil : facets, reply: reply)
        let key = String(UInt64(max(0, date.timeIntervalSince1970 * 1_000_000)), radix: 32)
        let images = draft.images.enumerated().map { number, path in
            ImageView(thumb: "file://" + path, fullsize: "file://" + path, alt: "Picture \(number + 1)")
        }
        let quote = quoted.map {
            QuotedRecord.post(uri: $0.uri, cid: $0.cid, author: $0.author, value: $0.record, indexedAt: $0.indexedAt)
        }
        let embed: EmbedView? =
            switch (images.isEmpty, quote) {
            case (true, nil): nil
            case (false, nil): .images(images)
            case (true, let quote?): .record(quote)
            case (false, let quote?): .recordWithMedia(record: quote, media: .images(images))
            }
        return PostView(
            uri: "at://\(author.did)/app.bsky.feed.post/\(key)", cid: "local-\(key)", author: author, record: record,
            embed: embed, indexedAt: stamp)
    }
}

/// AT Protocol datetimes: ISO 8601 in UTC with milliseconds (`2026-11-27T10:55:45.000Z`).
public enum Timestamp {
    public static func string(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    /// The date a lexicon datetime names, with or without fractional seconds; nil if it is not one.
    public static func date(_ text: String) -> Date? {
        (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
            ?? (try? Date.ISO8601FormatStyle().parse(text))
    }
}
