import Foundation

/// `app.bsky.actor.defs#profileViewBasic`: who wrote a post or a notification.
public struct ProfileViewBasic: Codable, Hashable, Sendable {
    public var did: String
    public var handle: String
    public var displayName: String?
    public var avatar: String?
    public var createdAt: String?

    public init(did: String, handle: String, displayName: String? = nil, avatar: String? = nil) {
        self.did = did
        self.handle = handle
        self.displayName = displayName
        self.avatar = avatar
    }

    /// The display name, or the handle where there is none (or it is blank), as Bluesky shows.
    public var name: String {
        let trimmed = displayName?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return trimmed.isEmpty ? handle : trimmed
    }
}

/// `app.bsky.actor.defs#profileViewDetailed` (`app.bsky.actor.getProfile`): a profile's page.
public struct ProfileViewDetailed: Codable, Hashable, Sendable {
    public var did: String
    public var handle: String
    public var displayName: String?
    public var description: String?
    public var avatar: String?
    public var banner: String?
    public var followersCount: Int?
    public var followsCount: Int?
    public var postsCount: Int?
    public var indexedAt: String?
    public var createdAt: String?

    public init(
        did: String, handle: String, displayName: String? = nil, description: String? = nil, avatar: String? = nil,
        banner: String? = nil, followersCount: Int? = nil, followsCount: Int? = nil, postsCount: Int? = nil,
        createdAt: String? = nil
    ) {
        self.did = did
        self.handle = handle
        self.displayName = displayName
        self.description = description
        self.avatar = avatar
        self.banner = banner
        self.followersCount = followersCount
        self.followsCount = followsCount
        self.postsCount = postsCount
        self.createdAt = createdAt
    }

    public var basic: ProfileViewBasic {
        var basic = ProfileViewBasic(did: did, handle: handle, displayName: displayName, avatar: avatar)
        basic.createdAt = createdAt
        return basic
    }
}

/// `app.bsky.feed.defs#generatorView`: a custom feed, as the sidebar's pinned feeds name it.
public struct GeneratorView: Codable, Hashable, Sendable {
    public var uri: String
    public var cid: String
    public var did: String
    public var creator: ProfileViewBasic
    public var displayName: String
    public var description: String?
    public var avatar: String?
    public var likeCount: Int?
    public var indexedAt: String

    public init(
        uri: String, cid: String, did: String, creator: ProfileViewBasic, displayName: String,
        description: String? = nil, likeCount: Int? = nil, indexedAt: String
    ) {
        self.uri = uri
        self.cid = cid
        self.did = did
        self.creator = creator
        self.displayName = displayName
        self.description = description
        self.likeCount = likeCount
        self.indexedAt = indexedAt
    }
}
