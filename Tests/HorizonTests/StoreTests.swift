import Foundation
import GlassDatabase
import Testing

@testable import Horizon

/// Reading a source page by page into the cache, searching it, and stopping a bad source.
@Suite struct StoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("horizon-\(UUID().uuidString)").path

    func open(_ network: SampleNetwork, pageSize: Int = 50) throws -> PageReader {
        try network.write(to: folder + "/source", pageSize: pageSize)
        let store = try HorizonStore(path: folder + "/horizon.sqlite")
        return PageReader(source: OfflineSource(folder: folder + "/source"), store: store)
    }

    @Test func pagesFollowCursorsToTheEnd() throws {
        let network = SampleNetwork(postCount: 230, profileCount: 20)
        let reader = try open(network)
        var outcomes: [PageReader.Outcome] = []
        for _ in 0..<8 { outcomes.append(try reader.readNextPage(of: .timeline)) }
        let total = network.timeline.count
        #expect(outcomes.prefix(total / 50 + 1).allSatisfy { if case .read = $0 { true } else { false } })
        #expect(outcomes.last == .complete)
        #expect(try reader.store.itemCount(in: .timeline) == total)
        let firstTen = try reader.store.items(in: .timeline, limit: 10).map(\.post.uri)
        #expect(firstTen == network.timeline.prefix(10).map(\.post.uri))
        let page = try reader.store.items(in: .timeline, offset: 100, limit: 5).map(\.post.uri)
        #expect(page == network.timeline[100..<105].map(\.post.uri))
    }

    @Test func aCursorThatLoopsStopsTheList() throws {
        let reader = try open(SampleNetwork(postCount: 120, profileCount: 10))
        // The second page names the first page's cursor again.
        let path = folder + "/source/app.bsky.feed.getTimeline/c50.json"
        var page = try LexiconFile.read(FeedPage.self, at: path)
        page.cursor = "c50"
        try LexiconFile.encode(page).write(to: URL(fileURLWithPath: path))
        #expect(try reader.readNextPage(of: .timeline) == .read(count: 50))
        guard case .failed(let why) = try reader.readNextPage(of: .timeline) else {
            Issue.record("the loop was followed")
            return
        }
        #expect(why.contains("leads back to a page already read"))
        #expect(try reader.readNextPage(of: .timeline) == .complete)
        #expect(try reader.store.itemCount(in: .timeline) == 100)
    }

    @Test func aBadPageStopsWithTheFileAndField() throws {
        let reader = try open(SampleNetwork(postCount: 120, profileCount: 10))
        let path = folder + "/source/app.bsky.feed.getTimeline/c50.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "\"handle\":", with: "\"handle\":7,\"x\":").write(
            toFile: path, atomically: true, encoding: .utf8)
        try reader.readNextPage(of: .timeline)
        #expect(
            try reader.readNextPage(of: .timeline) == .failed("c50.json: feed[0].post.author.handle: must be a string"))
        #expect(
            try reader.store.pageState(of: "timeline").problem
                == "c50.json: feed[0].post.author.handle: must be a string")
    }

    @Test func searchUsesFullText() throws {
        let network = SampleNetwork(postCount: 400, profileCount: 30)
        let reader = try open(network, pageSize: 500)
        try reader.readNextPage(of: .timeline)
        let hits = try reader.store.search("sourdough STARTER", limit: 50)
        let expected = network.posts.filter { $0.record.text.lowercased().contains("sourdough starter") }
        #expect(!hits.isEmpty)
        #expect(Set(hits.map(\.uri)) == Set(expected.map(\.uri)))
        // Prefixes match, accents fold, and nothing is found for no words.
        #expect(try reader.store.search("sourd", limit: 500).count == hits.count)
        #expect(try reader.store.search("  ?! ", limit: 5).isEmpty)
        // Accents fold: the name without its accents finds what its bearer wrote.
        let accented = try #require(network.posts.first { $0.author.name.contains { "áéíóúëöü".contains($0) } }?.author)
        let folded = accented.name.folding(options: .diacriticInsensitive, locale: nil)
        #expect(folded != accented.name)
        let theirs = network.posts.filter { $0.author.did == accented.did }.map(\.uri)
        #expect(Set(try reader.store.search(folded, limit: 500).map(\.uri)).isSuperset(of: theirs))
        let author = network.posts[7].author
        let byHandle = try reader.store.search(author.handle, limit: 500)
        #expect(!byHandle.isEmpty && byHandle.allSatisfy { $0.author.did == author.did })
    }

    @Test func threadsAndProfiles() throws {
        let network = SampleNetwork(postCount: 400, profileCount: 30)
        let reader = try open(network, pageSize: 1000)
        try reader.readNextPage(of: .timeline)
        let reply = try #require(
            network.posts.last { $0.record.reply != nil && $0.record.reply!.root.uri != $0.record.reply!.parent.uri })
        let chain = try reader.store.ancestors(of: reply.uri)
        #expect(chain.first?.uri == reply.record.reply?.root.uri)
        #expect(chain.last?.uri == reply.record.reply?.parent.uri)
        let parent = reply.record.reply!.parent.uri
        let replies = try reader.store.replies(to: parent, limit: 100)
        #expect(replies.contains { $0.uri == reply.uri })
        #expect(
            try reader.store.replyCount(to: parent) == network.posts.count { $0.record.reply?.parent.uri == parent })
        let profile = try #require(try reader.readProfile(reply.author.did))
        #expect(profile.postsCount == network.posts.count { $0.author.did == reply.author.did })
        #expect(try reader.store.profile(reply.author.handle)?.description == profile.description)
    }

    @Test func notificationsCountAndMarkRead() throws {
        let network = SampleNetwork(postCount: 600, profileCount: 30)
        let reader = try open(network)
        while case .read = try reader.readNextNotifications() {}
        #expect(try reader.store.unreadNotificationCount() == 15)
        let mentions = try reader.store.notifications(reasons: ["mention", "reply"], limit: 1000)
        #expect(mentions.count == network.notifications.count { $0.reason == .mention || $0.reason == .reply })
        try reader.store.markNotificationsRead()
        #expect(try reader.store.unreadNotificationCount() == 0)
        #expect(try reader.store.notifications(limit: 1).first?.isRead == true)
    }

    @Test func draftsAndPostsSurviveReopening() throws {
        let reader = try open(SampleNetwork(postCount: 60, profileCount: 10))
        try reader.readNextPage(of: .timeline)
        let draft = try reader.store.save(Draft(text: "Later", updatedAt: "2026-11-27T10:00:00Z"))
        let post = try Posting.post(
            Draft(text: "Now #glass", updatedAt: "x"), by: SampleNetwork.account.basic, at: Date())
        try reader.store.prepend(post, to: [.timeline])
        let again = try HorizonStore(path: folder + "/horizon.sqlite")
        #expect(try again.drafts().map(\.text) == ["Later"])
        #expect(try again.items(in: .timeline, limit: 1).first?.post.uri == post.uri)
        #expect(try again.search("glass", limit: 100).contains { $0.uri == post.uri })
        try again.deleteDraft(draft.id!)
        #expect(try again.drafts().isEmpty)
    }

    @Test func aDamagedStoreIsKeptAside() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/horizon.sqlite"
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        #expect {
            try HorizonStore(path: path)
        } throws: { error in
            guard case .corrupt(_, let movedTo, _) = error as? StoreError else { return false }
            return FileManager.default.fileExists(atPath: movedTo)
        }
    }
}

extension StoreTests {
    @Test func aLikeMadeHereSurvivesReadingThePostAgain() throws {
        let network = SampleNetwork(postCount: 120, profileCount: 10)
        let reader = try open(network)
        try reader.readNextPage(of: .timeline)
        let post = try #require(try reader.store.items(in: .timeline, limit: 1).first?.post)
        try reader.store.toggleLike(post.uri, by: SampleNetwork.account.did)
        // The same post comes again from the source (a repost, a later page), unliked.
        try reader.store.append(FeedPage(cursor: nil, feed: [FeedViewPost(post: post)]), to: .custom("at://x/g/y"))
        let again = try #require(try reader.store.post(post.uri))
        #expect(again.viewer?.like != nil)
        #expect(again.likeCount == (post.likeCount ?? 0) + 1)
    }

    @Test func aCursorBackToTheFirstPageStops() throws {
        let reader = try open(SampleNetwork(postCount: 60, profileCount: 10))
        let path = folder + "/source/app.bsky.feed.getTimeline/first.json"
        var page = try LexiconFile.read(FeedPage.self, at: path)
        page.cursor = "first"
        try LexiconFile.encode(page).write(to: URL(fileURLWithPath: path))
        try reader.readNextPage(of: .timeline)
        #expect(
            try reader.readNextPage(of: .timeline)
                == .failed("app.bsky.feed.getTimeline: cursor: 'first' leads back to the first page"))
    }

    @Test func namesFromPagesStayInTheirFolder() {
        let source = OfflineSource(folder: folder)
        for name in ["../../etc/passwd", "a/b", ".hidden", "", String(repeating: "a", count: 129)] {
            #expect(!OfflineSource.isPlainName(name))
        }
        #expect(OfflineSource.isPlainName("did:plc:abc-1.2_3"))
        #expect(throws: LexiconError.self) { try source.profile("../secrets") }
        #expect(throws: LexiconError.self) { try source.timeline(cursor: "../../x") }
    }

    @Test func aPageTooLargeIsRefusedUnread() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/huge.json"
        FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(LexiconFile.maximumBytes + 1))
        try handle.close()
        do {
            _ = try LexiconFile.read(FeedPage.self, at: path)
            Issue.record("a page over the limit was read")
        } catch {
            #expect(error.problem.hasSuffix("more than the \(LexiconFile.maximumBytes) a page may have"))
        }
    }
}
