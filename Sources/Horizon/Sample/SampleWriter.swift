import Foundation
import GlassCore

/// Writes the sample network post by post (`SampleNetwork`).
struct SampleWriter {
    var random: SplitMix64
    /// When the first post is written.
    let start: Date
    var profiles: [ProfileViewDetailed] = []
    var posts: [PostView] = []
    /// Each post's topic (an index into `SamplePeople.topics`), nil for replies.
    var topics: [Int?] = []
    var generators: [GeneratorView] = []
    private var handles: [String: String] = [:]
    private var postIndex: [String: Int] = [:]

    /// A post lands about every six minutes.
    static let minutesApart = 6.0

    init(random: SplitMix64, profileCount: Int, start: Date) {
        self.random = random
        self.start = start
        profiles.append(SampleNetwork.account)
        for number in 1..<profileCount {
            let first = pick(SamplePeople.firstNames)
            let last = pick(SamplePeople.lastNames)
            let handle =
                "\(first)\(last)\(number)".lowercased().filter { $0.isLetter || $0.isNumber }
                .applyingASCIIFold() + ".horizon.social"
            profiles.append(
                ProfileViewDetailed(
                    did: "did:plc:sample\(number)", handle: handle, displayName: "\(first) \(last)",
                    description: "\(pick(SamplePeople.bioLines)) \(pick(SamplePeople.bioLines))",
                    avatar: SampleNetwork.image("avatar", number), banner: SampleNetwork.image("banner", number),
                    followersCount: Int(self.random.next() % 5_000), followsCount: Int(self.random.next() % 800),
                    postsCount: 0,
                    createdAt: "2023-0\(1 + number % 9)-1\(number % 9)T12:00:00.000Z"))
        }
        for profile in profiles { handles[profile.handle] = profile.did }
        let curators = [1, 2, 3].map { profiles[min($0, profiles.count - 1)].basic }
        for (number, topic) in [0, 1, 2].map({ SamplePeople.topics[$0] }).enumerated() {
            generators.append(
                GeneratorView(
                    uri: "at://\(curators[number].did)/app.bsky.feed.generator/\(topic.tag)",
                    cid: "gen-\(topic.tag)", did: "did:web:feeds.horizon.invalid", creator: curators[number],
                    displayName: topic.name, description: "The best of #\(topic.tag), picked every hour.",
                    likeCount: 120 + number * 57, indexedAt: stamp(0)))
        }
    }

    /// The time `minutes` after the first post.
    func stamp(_ minutes: Double) -> String { Timestamp.string(start.addingTimeInterval(minutes * 60)) }

    mutating func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }

    mutating func chance(_ p: Double) -> Bool { random.unit() < p }

    /// Writes post `index`: a reply to a recent post a quarter of the time, else a post on a
    /// topic with facets and, sometimes, an embed.
    mutating func writePost(_ index: Int) {
        let minutes = Double(index) * Self.minutesApart + random.unit() * Self.minutesApart
        let authorNumber = index % 13 == 0 ? 0 : 1 + Int(random.next() % UInt64(profiles.count - 1))
        let author = profiles[authorNumber].basic
        let stamp = stamp(minutes)
        let key = "p\(index)"
        var text: String
        var reply: ReplyRef?
        var embed: EmbedView?
        var topic: Int?
        if !posts.isEmpty, chance(0.25) {
            let parent = recentPost(preferring: SampleNetwork.account.did)
            let root = parent.record.reply?.root ?? StrongRef(uri: parent.uri, cid: parent.cid)
            reply = ReplyRef(root: root, parent: StrongRef(uri: parent.uri, cid: parent.cid))
            text = pick(SamplePeople.replies)
            if chance(0.3) { text = "@\(parent.author.handle) " + text }
        } else {
            let chosen = Int(random.next() % UInt64(SamplePeople.topics.count))
            topic = chosen
            text = compose(SamplePeople.topics[chosen], index: index)
            embed = makeEmbed(topic: SamplePeople.topics[chosen], index: index)
        }
        let facets = FacetDetector.facets(in: text) { handles[$0] }
        let record = PostRecord(text: text, createdAt: stamp, facets: facets.isEmpty ? nil : facets, reply: reply)
        let likes = Int(pow(random.unit(), 3) * 400)
        let post = PostView(
            uri: "at://\(author.did)/app.bsky.feed.post/\(key)", cid: "cid-\(key)", author: author, record: record,
            embed: embed, counts: (0, likes / 6, likes, likes / 20), indexedAt: stamp,
            viewer: chance(0.1)
                ? PostView.ViewerState(like: "at://\(SampleNetwork.account.did)/app.bsky.feed.like/\(key)") : nil)
        postIndex[post.uri] = posts.count
        posts.append(post)
        topics.append(topic)
        profiles[authorNumber].postsCount = (profiles[authorNumber].postsCount ?? 0) + 1
        if let parent = reply?.parent.uri, let at = postIndex[parent] {
            posts[at].replyCount = (posts[at].replyCount ?? 0) + 1
        }
    }

    /// One of the last 200 posts, the account's own a third of the time when it has one there.
    private mutating func recentPost(preferring did: String) -> PostView {
        let window = posts.suffix(200)
        if chance(0.33), let own = window.last(where: { $0.author.did == did }) { return own }
        return window[window.startIndex + Int(random.next() % UInt64(window.count))]
    }

    private mutating func compose(_ topic: SamplePeople.Topic, index: Int) -> String {
        var parts = [pick(topic.openings)]
        if chance(0.7) { parts.append(pick(topic.details)) }
        if chance(0.15) { parts.append(pick(topic.details)) }
        if chance(0.5) { parts.append(pick(topic.closings)) }
        var text = parts.joined(separator: chance(0.12) ? "\n\n" : " ")
        if chance(0.08) { text = pick(["東京の夜も綺麗です 🌃 ", "مساء الخير من عمّان ✨ ", "👩🏽‍🚀🚀 ", "Ça c'est génial ! "]) + text }
        if chance(0.2) { text += " @\(profiles[1 + Int(random.next() % UInt64(profiles.count - 1))].handle)" }
        if chance(0.06) { text += " @\(SampleNetwork.account.handle)" }
        if chance(0.15) { text += " https://\(topic.site)/notes/\(index)" }
        if chance(0.55) { text += " #\(topic.tag)" }
        return text.count > PostRecord.maximumGraphemes ? String(text.prefix(PostRecord.maximumGraphemes)) : text
    }

    private mutating func makeEmbed(topic: SamplePeople.Topic, index: Int) -> EmbedView? {
        let roll = random.unit()
        switch roll {
        case ..<0.22:
            let count = [1, 1, 1, 2, 2, 3, 4][Int(random.next() % 7)]
            return .images(
                (0..<count).map { number in
                    let ratio = [
                        AspectRatio(width: 4, height: 3), AspectRatio(width: 3, height: 4),
                        AspectRatio(width: 16, height: 9), AspectRatio(width: 1, height: 1),
                    ][Int(random.next() % 4)]
                    return ImageView(
                        thumb: SampleNetwork.image("thumb", index * 4 + number),
                        fullsize: SampleNetwork.image("full", index * 4 + number),
                        alt: chance(0.85) ? "\(topic.name) picture \(number + 1) of \(count)" : "", aspectRatio: ratio)
                })
        case ..<0.30:
            return .external(
                ExternalView(
                    uri: "https://\(topic.site)/articles/\(index)", title: "\(topic.name) notes, issue \(index)",
                    description: pick(topic.details), thumb: SampleNetwork.image("card", index)))
        case ..<0.34:
            return .video(
                VideoView(
                    cid: "video-\(index)", playlist: "https://video.horizon.invalid/\(index)/playlist.m3u8",
                    thumbnail: SampleNetwork.image("poster", index), alt: "A short \(topic.name.lowercased()) clip",
                    aspectRatio: AspectRatio(width: 16, height: 9)))
        case ..<0.41 where !posts.isEmpty:
            let quoted = posts[Int(random.next() % UInt64(posts.count))]
            let record = QuotedRecord.post(
                uri: quoted.uri, cid: quoted.cid, author: quoted.author, value: quoted.record,
                indexedAt: quoted.indexedAt)
            if chance(0.3) {
                return .recordWithMedia(
                    record: record,
                    media: .images([
                        ImageView(
                            thumb: SampleNetwork.image("thumb", index * 4),
                            fullsize: SampleNetwork.image("full", index * 4), alt: "A reaction picture")
                    ]))
            }
            return .record(record)
        default:
            return nil
        }
    }
}

extension String {
    /// The string with accents taken off (`tomás` → `tomas`), for handles.
    fileprivate func applyingASCIIFold() -> String {
        String(String.UnicodeScalarView(decomposedStringWithCanonicalMapping.unicodeScalars.filter(\.isASCII)))
    }
}
