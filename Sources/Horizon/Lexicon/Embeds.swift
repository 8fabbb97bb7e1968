/// A post's embed as the app view presents it (`app.bsky.embed.*#view`). Lexicon unions are
/// open: a kind this reader does not know decodes as `.unknown` and is not drawn.
public indirect enum EmbedView: Codable, Hashable, Sendable {
    case images([ImageView])
    case external(ExternalView)
    case video(VideoView)
    case record(QuotedRecord)
    case recordWithMedia(record: QuotedRecord, media: EmbedView)
    case unknown(type: String)

    static let imagesType = "app.bsky.embed.images#view"
    static let externalType = "app.bsky.embed.external#view"
    static let videoType = "app.bsky.embed.video#view"
    static let recordType = "app.bsky.embed.record#view"
    static let recordWithMediaType = "app.bsky.embed.recordWithMedia#view"

    private enum CodingKeys: String, CodingKey {
        case type = "$type"
        case images, external, record, media
        case cid, playlist, thumbnail, alt, aspectRatio
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case Self.imagesType:
            let images = try container.decode([ImageView].self, forKey: .images)
            guard (1...4).contains(images.count) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .images, in: container, debugDescription: "holds \(images.count) images, not 1 to 4")
            }
            self = .images(images)
        case Self.externalType: self = .external(try container.decode(ExternalView.self, forKey: .external))
        case Self.videoType: self = .video(try VideoView(from: decoder))
        case Self.recordType: self = .record(try container.decode(QuotedRecord.self, forKey: .record))
        case Self.recordWithMediaType:
            let record = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .record)
            self = .recordWithMedia(
                record: try record.decode(QuotedRecord.self, forKey: .record),
                media: try container.decode(EmbedView.self, forKey: .media))
        default: self = .unknown(type: type)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .images(let images):
            try container.encode(Self.imagesType, forKey: .type)
            try container.encode(images, forKey: .images)
        case .external(let external):
            try container.encode(Self.externalType, forKey: .type)
            try container.encode(external, forKey: .external)
        case .video(let video):
            try container.encode(Self.videoType, forKey: .type)
            try video.encode(to: encoder)
        case .record(let record):
            try container.encode(Self.recordType, forKey: .type)
            try container.encode(record, forKey: .record)
        case .recordWithMedia(let record, let media):
            try container.encode(Self.recordWithMediaType, forKey: .type)
            var nested = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .record)
            try nested.encode(Self.recordType, forKey: .type)
            try nested.encode(record, forKey: .record)
            try container.encode(media, forKey: .media)
        case .unknown(let type):
            try container.encode(type, forKey: .type)
        }
    }

    /// The pictures, wherever the embed holds them.
    public var images: [ImageView] {
        switch self {
        case .images(let images): images
        case .recordWithMedia(_, let media): media.images
        default: []
        }
    }
}

/// Width over height, as lexicons give it.
public struct AspectRatio: Codable, Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Width over height, 1 when either side is not positive.
    public var value: Double { width > 0 && height > 0 ? Double(width) / Double(height) : 1 }
}

/// `app.bsky.embed.images#viewImage`.
public struct ImageView: Codable, Hashable, Sendable {
    public var thumb: String
    public var fullsize: String
    /// What the picture shows, for VoiceOver; empty when the author gave none.
    public var alt: String
    public var aspectRatio: AspectRatio?

    public init(thumb: String, fullsize: String, alt: String, aspectRatio: AspectRatio? = nil) {
        self.thumb = thumb
        self.fullsize = fullsize
        self.alt = alt
        self.aspectRatio = aspectRatio
    }
}

/// `app.bsky.embed.external#viewExternal`: a link's card.
public struct ExternalView: Codable, Hashable, Sendable {
    public var uri: String
    public var title: String
    public var description: String
    public var thumb: String?

    public init(uri: String, title: String, description: String, thumb: String? = nil) {
        self.uri = uri
        self.title = title
        self.description = description
        self.thumb = thumb
    }
}

/// `app.bsky.embed.video#view`: a video's playlist and poster frame.
public struct VideoView: Codable, Hashable, Sendable {
    public var cid: String
    public var playlist: String
    public var thumbnail: String?
    public var alt: String?
    public var aspectRatio: AspectRatio?

    public init(cid: String, playlist: String, thumbnail: String? = nil, alt: String? = nil, aspectRatio: AspectRatio?)
    {
        self.cid = cid
        self.playlist = playlist
        self.thumbnail = thumbnail
        self.alt = alt
        self.aspectRatio = aspectRatio
    }
}

/// `app.bsky.embed.record#viewRecord`: a quoted post, or why it cannot be shown.
public enum QuotedRecord: Codable, Hashable, Sendable {
    case post(uri: String, cid: String, author: ProfileViewBasic, value: PostRecord, indexedAt: String)
    case notFound(uri: String)
    case blocked(uri: String)
    case unknown(type: String)

    private enum CodingKeys: String, CodingKey {
        case type = "$type"
        case uri, cid, author, value, indexedAt
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "app.bsky.embed.record#viewRecord":
            self = .post(
                uri: try container.decode(String.self, forKey: .uri),
                cid: try container.decode(String.self, forKey: .cid),
                author: try container.decode(ProfileViewBasic.self, forKey: .author),
                value: try container.decode(PostRecord.self, forKey: .value),
                indexedAt: try container.decode(String.self, forKey: .indexedAt))
        case "app.bsky.embed.record#viewNotFound":
            self = .notFound(uri: try container.decode(String.self, forKey: .uri))
        case "app.bsky.embed.record#viewBlocked": self = .blocked(uri: try container.decode(String.self, forKey: .uri))
        default: self = .unknown(type: type)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .post(let uri, let cid, let author, let value, let indexedAt):
            try container.encode("app.bsky.embed.record#viewRecord", forKey: .type)
            try container.encode(uri, forKey: .uri)
            try container.encode(cid, forKey: .cid)
            try container.encode(author, forKey: .author)
            try container.encode(value, forKey: .value)
            try container.encode(indexedAt, forKey: .indexedAt)
        case .notFound(let uri):
            try container.encode("app.bsky.embed.record#viewNotFound", forKey: .type)
            try container.encode(uri, forKey: .uri)
        case .blocked(let uri):
            try container.encode("app.bsky.embed.record#viewBlocked", forKey: .type)
            try container.encode(uri, forKey: .uri)
        case .unknown(let type):
            try container.encode(type, forKey: .type)
        }
    }
}
