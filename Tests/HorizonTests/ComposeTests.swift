import Foundation
import Testing

@testable import Horizon

/// The composer: facets found while typing, the 300-grapheme limit, drafts, posting.
@Suite struct ComposeTests {
    let handles = ["ana.horizon.social": "did:plc:ana"]

    func spans(_ text: String) -> [String] {
        FacetDetector.facets(in: text) { handles[$0] }.map { facet in
            String(text[try! facet.range(in: text)])
        }
    }

    @Test func mentionsLinksAndTags() {
        let text = "Hi @ana.horizon.social and @nobody.example, see https://glass.example/a(b). #LiquidGlass #2 (#tag)"
        #expect(spans(text) == ["@ana.horizon.social", "https://glass.example/a(b)", "#LiquidGlass", "#tag"])
        let facets = FacetDetector.facets(in: text) { handles[$0] }
        #expect(facets[0].features == [.mention(did: "did:plc:ana")])
        #expect(facets[1].features == [.link(uri: "https://glass.example/a(b)")])
        #expect(facets[2].features == [.tag("LiquidGlass")])
    }

    @Test func offsetsCountUTF8BytesAfterEmojiAndScripts() {
        let text = "👩🏽‍🚀 東京 #夜景 https://a.example/x."
        let facets = FacetDetector.facets(in: text)
        #expect(facets.map(\.index.byteStart) == [Array("👩🏽‍🚀 東京 ".utf8).count, Array("👩🏽‍🚀 東京 #夜景 ".utf8).count])
        #expect(spans(text) == ["#夜景", "https://a.example/x"])
    }

    @Test func theLimitCountsGraphemes() {
        var draft = Draft(text: String(repeating: "👩🏽‍🚀", count: 300), updatedAt: "t")
        #expect(draft.graphemeCount == 300)
        #expect(draft.remaining == 0)
        #expect(draft.canPost)
        draft.text += "!"
        #expect(draft.remaining == -1)
        #expect(!draft.canPost)
        #expect(throws: Posting.Problem.tooLong(graphemes: 301)) {
            try Posting.post(draft, by: SampleNetwork.account.basic, at: Date())
        }
        #expect(!Draft(text: "  \n", updatedAt: "t").canPost)
    }

    @Test func postingMakesARecordWithFacetsAndEmbeds() throws {
        let quoted = SampleNetwork(postCount: 5, profileCount: 4).posts[0]
        let draft = Draft(text: " Hello @ana.horizon.social #glass ", images: ["/tmp/a.png"], updatedAt: "t")
        let post = try Posting.post(
            draft, by: SampleNetwork.account.basic, at: Date(timeIntervalSince1970: 1_800_000_000), quoted: quoted
        ) { handles[$0] }
        #expect(post.record.text == "Hello @ana.horizon.social #glass")
        #expect(post.record.facets?.count == 2)
        #expect(post.record.createdAt == "2027-01-15T08:00:00.000Z")
        #expect(post.uri.hasPrefix("at://did:plc:horizon-avery/app.bsky.feed.post/"))
        guard case .recordWithMedia(.post(let uri, _, _, _, _), let media) = post.embed else {
            Issue.record("expected a quote with a picture")
            return
        }
        #expect(uri == quoted.uri)
        #expect(media.images.map(\.fullsize) == ["file:///tmp/a.png"])
    }

    @Test func draftsExportAndImport() throws {
        let drafts = [
            Draft(id: 4, text: "Half a thought", images: [], quoteUri: "at://x/y/z", updatedAt: "2026-11-01T00:00:00Z")
        ]
        let back = try Draft.importing(Draft.export(drafts), file: "drafts.json")
        #expect(back.map(\.text) == ["Half a thought"])
        #expect(back[0].id == nil)
        #expect(back[0].quoteUri == "at://x/y/z")
        do {
            _ = try Draft.importing(Data(#"{"drafts": [{"text": 3}]}"#.utf8), file: "drafts.json")
            Issue.record("a number was taken for text")
        } catch {
            #expect(error.description == "drafts.json: drafts[0].text: must be a string")
        }
    }
}
