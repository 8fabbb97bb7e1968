import Foundation
import Testing

@testable import Horizon

/// Decoding the AT Protocol's JSON as the app view sends it, and naming the file and field of
/// whatever is wrong with it.
@Suite struct LexiconTests {
    static let author = #"{"did": "did:plc:ana", "handle": "ana.horizon.social", "displayName": "Ana"}"#

    static func post(text: String = "Hello", facets: String = "", embed: String = "", extra: String = "") -> String {
        """
        {"uri": "at://did:plc:ana/app.bsky.feed.post/1", "cid": "c1", "author": \(author),
         "record": {"$type": "app.bsky.feed.post", "text": \(quoted(text)), "createdAt": "2026-11-01T08:00:00.000Z"\(facets)},
         \(embed)"indexedAt": "2026-11-01T08:00:01.000Z", "likeCount": 3\(extra)}
        """
    }

    static func quoted(_ text: String) -> String { String(decoding: try! JSONEncoder().encode(text), as: UTF8.self) }

    static func page(_ items: String...) -> Data {
        Data(#"{"cursor": "c50", "feed": [\#(items.joined(separator: ","))]}"#.utf8)
    }

    @Test func aTimelinePageWithEveryEmbedDecodes() throws {
        let images =
            #""embed": {"$type": "app.bsky.embed.images#view", "images": [{"thumb": "t", "fullsize": "f", "alt": "A lake", "aspectRatio": {"width": 4, "height": 3}}]},"#
        let external =
            #""embed": {"$type": "app.bsky.embed.external#view", "external": {"uri": "https://a.example", "title": "A", "description": "B"}},"#
        let quote =
            #""embed": {"$type": "app.bsky.embed.record#view", "record": {"$type": "app.bsky.embed.record#viewRecord", "uri": "at://x/app.bsky.feed.post/2", "cid": "c2", "author": \#(Self.author), "value": {"text": "Quoted", "createdAt": "2026-11-01T07:00:00Z"}, "indexedAt": "2026-11-01T07:00:00Z"}},"#
        let video =
            #""embed": {"$type": "app.bsky.embed.video#view", "cid": "v", "playlist": "https://v.example/p.m3u8", "thumbnail": "https://v.example/t.jpg", "aspectRatio": {"width": 16, "height": 9}},"#
        let future = #""embed": {"$type": "app.bsky.embed.hologram#view", "depth": 3},"#
        let repost =
            #"{"post": \#(Self.post()), "reason": {"$type": "app.bsky.feed.defs#reasonRepost", "by": \#(Self.author), "indexedAt": "2026-11-01T09:00:00Z"}}"#
        let data = Self.page(
            "{\"post\": \(Self.post(embed: images))}", "{\"post\": \(Self.post(embed: external))}",
            "{\"post\": \(Self.post(embed: quote))}", "{\"post\": \(Self.post(embed: video))}",
            "{\"post\": \(Self.post(embed: future))}", repost)
        let page = try LexiconFile.decode(FeedPage.self, from: data, file: "first.json")
        #expect(page.cursor == "c50")
        #expect(page.feed.count == 6)
        #expect(page.feed[0].post.embed?.images.first?.alt == "A lake")
        #expect(page.feed[0].post.embed?.images.first?.aspectRatio?.value == 4.0 / 3.0)
        guard case .external(let card) = page.feed[1].post.embed else {
            Issue.record("no link card")
            return
        }
        #expect(card.title == "A")
        guard case .record(.post(_, _, let quotedAuthor, let value, _)) = page.feed[2].post.embed else {
            Issue.record("no quote")
            return
        }
        #expect(quotedAuthor.name == "Ana" && value.text == "Quoted")
        guard case .video(let clip) = page.feed[3].post.embed else {
            Issue.record("no video")
            return
        }
        #expect(clip.aspectRatio?.value == 16.0 / 9.0)
        #expect(page.feed[4].post.embed == .unknown(type: "app.bsky.embed.hologram#view"))
        #expect(page.feed[5].reason == .repost(by: page.feed[5].post.author, indexedAt: "2026-11-01T09:00:00Z"))
        // What we write reads back the same.
        let again = try LexiconFile.decode(FeedPage.self, from: LexiconFile.encode(page), file: "again.json")
        #expect(again == page)
    }

    @Test func facetsAreUTF8ByteRanges() throws {
        // "👋 " is 5 bytes; "@ana.horizon.social" follows at bytes 5..<24.
        let text = "👋 @ana.horizon.social look #glass"
        let facets =
            #", "facets": [{"index": {"byteStart": 5, "byteEnd": 24}, "features": [{"$type": "app.bsky.richtext.facet#mention", "did": "did:plc:ana"}]}, {"index": {"byteStart": 30, "byteEnd": 36}, "features": [{"$type": "app.bsky.richtext.facet#tag", "tag": "glass"}]}]"#
        let post = try LexiconFile.decode(
            PostView.self, from: Data(Self.post(text: text, facets: facets).utf8), file: "p.json")
        let ranges = try post.record.facets!.map { try $0.range(in: text) }
        #expect(text[ranges[0]] == "@ana.horizon.social")
        #expect(text[ranges[1]] == "#glass")
    }

    /// Each kind of bad input is one line naming the file and the field.
    @Test(arguments: [
        (
            post(facets: #", "facets": [{"index": {"byteStart": 1, "byteEnd": 3}, "features": []}]"#, extra: "")
                .replacingOccurrences(of: "\"Hello\"", with: "\"é€\""),
            "first.json: feed[0].post.record.facets[0].index: byte 1 falls inside a UTF-8 character"
        ),
        (
            post(facets: #", "facets": [{"index": {"byteStart": 2, "byteEnd": 40}, "features": []}]"#),
            "first.json: feed[0].post.record.facets[0].index: bytes 2..<40 run past the text's 5 UTF-8 bytes"
        ),
        (
            post().replacingOccurrences(of: #""author": \#(author),"#, with: ""),
            "first.json: feed[0].post.author: is missing"
        ),
        (post(extra: #", "replyCount": "many""#), "first.json: feed[0].post.replyCount: must be an integer"),
        (
            post(embed: #""embed": {"$type": "app.bsky.embed.images#view", "images": []},"#),
            "first.json: feed[0].post.embed.images: holds 0 images, not 1 to 4"
        ),
    ])
    func badPostsNameTheirField(json: String, message: String) {
        #expect(throws: LexiconError.self) {
            try LexiconFile.decode(FeedPage.self, from: Self.page("{\"post\": \(json)}"), file: "first.json")
        }
        do {
            _ = try LexiconFile.decode(FeedPage.self, from: Self.page("{\"post\": \(json)}"), file: "first.json")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func notJSONIsSaidSo() {
        do {
            _ = try LexiconFile.decode(FeedPage.self, from: Data(#"{"feed": [],}"#.utf8), file: "c9.json")
            Issue.record("a trailing comma was taken")
        } catch {
            #expect(error.description.hasPrefix("c9.json: not valid JSON"))
        }
    }

    @Test func notificationsAndPreferences() throws {
        let notifications =
            #"{"notifications": [{"uri": "at://b/app.bsky.feed.like/1", "cid": "c", "author": \#(Self.author), "reason": "like", "reasonSubject": "at://me/app.bsky.feed.post/1", "record": {"$type": "app.bsky.feed.like"}, "isRead": false, "indexedAt": "2026-11-01T08:00:00Z"}, {"uri": "at://b/x/2", "cid": "c", "author": \#(Self.author), "reason": "starterpack-joined", "record": {"$type": "x"}, "isRead": true, "indexedAt": "2026-11-01T08:00:00Z"}]}"#
        let page = try LexiconFile.decode(NotificationPage.self, from: Data(notifications.utf8), file: "n.json")
        #expect(page.notifications.map(\.reason) == [.like, .other("starterpack-joined")])
        #expect(page.cursor == nil)
        let preferences =
            #"{"preferences": [{"$type": "app.bsky.actor.defs#adultContentPref", "enabled": false}, {"$type": "app.bsky.actor.defs#savedFeedsPrefV2", "items": [{"id": "a", "type": "timeline", "value": "following", "pinned": true}, {"id": "b", "type": "feed", "value": "at://x/app.bsky.feed.generator/cats", "pinned": true}, {"id": "c", "type": "feed", "value": "at://x/app.bsky.feed.generator/dogs", "pinned": false}]}]}"#
        let prefs = try LexiconFile.decode(Preferences.self, from: Data(preferences.utf8), file: "p.json")
        #expect(prefs.pinnedFeeds == ["at://x/app.bsky.feed.generator/cats"])
    }
}
