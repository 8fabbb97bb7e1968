import Foundation
import Testing

@testable import Horizon

@Suite struct SampleNetworkTests {
    @Test func theSampleIsTheSameForTheSameSeedAndValid() throws {
        let a = SampleNetwork(postCount: 300, profileCount: 40)
        let b = SampleNetwork(postCount: 300, profileCount: 40)
        #expect(LexiconFile.encode(a.timeline) == LexiconFile.encode(b.timeline))
        #expect(a.profiles.count == 40)
        #expect(a.posts.count == 300)
        for post in a.posts {
            #expect(post.record.text.count <= PostRecord.maximumGraphemes)
            for facet in post.record.facets ?? [] { _ = try facet.range(in: post.record.text) }
        }
        #expect(a.posts.contains { $0.embed?.images.isEmpty == false })
        #expect(a.posts.contains { $0.record.reply != nil })
        #expect(
            a.posts.contains {
                $0.record.facets?.contains { $0.features.contains { if case .mention = $0 { true } else { false } } }
                    == true
            })
        #expect(a.timeline.contains { $0.reason != nil })
        #expect(a.preferences.pinnedFeeds.count == 2)
        #expect(Set(a.notifications.map(\.reason)).isSuperset(of: [.like, .repost, .follow, .reply]))
        #expect(a.notifications.count { !$0.isRead } == 15)
    }
}

@Suite struct ExtractiveSummaryTests {
    func post(_ text: String, _ n: Int) -> PostView {
        PostView(
            uri: "at://x/app.bsky.feed.post/\(n)", cid: "c", author: ProfileViewBasic(did: "d", handle: "h.example"),
            record: PostRecord(text: text, createdAt: "t"), indexedAt: "t")
    }

    @Test func itPicksTheSentencesTheOthersShareWordsWith() {
        let posts = [
            post("The telescope mirror cools below fifty kelvin in deep space.", 0),
            post("Cats sleep sixteen hours every single day.", 1),
            post("Cold telescope mirror segments see faint infrared galaxies.", 2),
            post("Infrared galaxies glow faint behind the telescope mirror.", 3),
            post("So true!", 4),
            post("Bread dough rises slowly overnight inside the fridge.", 5),
        ]
        let summary = ExtractiveSummary.summarize(posts, count: 2)
        #expect(summary.map(\.postUri) == ["at://x/app.bsky.feed.post/2", "at://x/app.bsky.feed.post/3"])
        #expect(summary.allSatisfy { $0.score > 0.15 })
        #expect(ExtractiveSummary.summarize([post("So true!", 0)]).isEmpty)
    }

    @Test func sentencesSplitAtStopsAndLines() {
        #expect(
            ExtractiveSummary.split("One. Two at https://a.example/x.y! Three?\nFour")
                == ["One.", "Two at https://a.example/x.y!", "Three?", "Four"])
    }
}
