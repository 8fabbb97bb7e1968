import Foundation
import GlassCore

extension SampleWriter {
    /// Every post newest first, replies with their thread's root and parent, and a repost
    /// after about one post in twenty-five.
    func timeline(random: inout SplitMix64) -> [FeedViewPost] {
        var items: [FeedViewPost] = []
        for post in posts.reversed() {
            if random.unit() < 0.04,
                let older = posts.first(where: { $0.indexedAt < post.indexedAt && $0.record.reply == nil })
            {
                let by = profiles[1 + Int(random.next() % UInt64(profiles.count - 1))].basic
                items.append(FeedViewPost(post: older, reason: .repost(by: by, indexedAt: post.indexedAt)))
            }
            items.append(FeedViewPost(post: post, reply: context(of: post)))
        }
        return items
    }

    /// The posts of each custom feed: its topic's posts (not replies), newest first.
    var topicFeeds: [String: [FeedViewPost]] {
        var feeds: [String: [FeedViewPost]] = [:]
        for (number, generator) in generators.enumerated() {
            feeds[generator.uri] = zip(posts, topics).reversed().filter { $0.1 == number }.map {
                FeedViewPost(post: $0.0)
            }
        }
        return feeds
    }

    private func context(of post: PostView) -> FeedViewPost.ReplyContext? {
        guard let reply = post.record.reply else { return nil }
        func find(_ ref: StrongRef) -> ThreadPost {
            posts.last { $0.uri == ref.uri }.map { .post($0) } ?? .missing(uri: ref.uri)
        }
        return FeedViewPost.ReplyContext(root: find(reply.root), parent: find(reply.parent))
    }

    /// What happened to the account: replies to its posts, mentions of it, quotes of its posts,
    /// and likes, reposts and follows, newest first; the newest fifteen are unread.
    func notifications(random: inout SplitMix64) -> [NotificationItem] {
        let account = SampleNetwork.account.did
        var items: [(date: String, item: NotificationItem)] = []
        func record(_ post: PostView) -> RecordSummary {
            RecordSummary(type: PostRecord.type, text: post.record.text, createdAt: post.record.createdAt)
        }
        let own = Dictionary(posts.filter { $0.author.did == account }.map { ($0.uri, $0) }) { a, _ in a }
        for post in posts where post.author.did != account {
            let mentions = post.record.facets?.contains { $0.features.contains(.mention(did: account)) } ?? false
            let quoted: String? =
                switch post.embed {
                case .record(.post(let uri, _, _, _, _))?, .recordWithMedia(.post(let uri, _, _, _, _), _)?: uri
                default: nil
                }
            let reason: NotificationItem.Reason?
            var subject: String?
            if let parent = post.record.reply?.parent.uri, own[parent] != nil {
                reason = .reply
                subject = parent
            } else if let quoted, own[quoted] != nil {
                reason = .quote
                subject = quoted
            } else if mentions {
                reason = .mention
            } else {
                reason = nil
            }
            if let reason {
                items.append(
                    (
                        post.indexedAt,
                        NotificationItem(
                            uri: post.uri, cid: post.cid, author: post.author, reason: reason, reasonSubject: subject,
                            record: record(post), isRead: true, indexedAt: post.indexedAt)
                    ))
            }
        }
        let ownPosts = Array(own.values).sorted { $0.indexedAt < $1.indexedAt }
        for number in 0..<(ownPosts.isEmpty ? 0 : ownPosts.count * 4) {
            let post = ownPosts[number % ownPosts.count]
            let who = profiles[1 + Int(random.next() % UInt64(profiles.count - 1))].basic
            let kind = [NotificationItem.Reason.like, .like, .like, .repost, .follow][Int(random.next() % 5)]
            // Within ten hours of the post; none after the sample's last post.
            let minutes = random.unit() * 600
            let end = start.addingTimeInterval(Double(posts.count) * Self.minutesApart * 60)
            let moment = (Timestamp.date(post.indexedAt) ?? start).addingTimeInterval(minutes * 60)
            guard moment <= end else { continue }
            let date = Timestamp.string(moment)
            let collection =
                kind == .like
                ? "app.bsky.feed.like" : kind == .repost ? "app.bsky.feed.repost" : "app.bsky.graph.follow"
            items.append(
                (
                    date,
                    NotificationItem(
                        uri: "at://\(who.did)/\(collection)/n\(number)", cid: "cid-n\(number)", author: who,
                        reason: kind,
                        reasonSubject: kind == .follow ? nil : post.uri,
                        record: RecordSummary(type: collection, createdAt: date), isRead: true, indexedAt: date)
                ))
        }
        var sorted = items.sorted { $0.date > $1.date }.map(\.item)
        for index in sorted.indices.prefix(15) { sorted[index].isRead = false }
        return sorted
    }
}
