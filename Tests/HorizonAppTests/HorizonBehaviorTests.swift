import Foundation
import GlassCore
import GlassHost
import GlassUI
import Horizon
import Testing

@testable import HorizonApp

/// What the user does: shortcuts, deep links, writing, liking, sharing, and the place that
/// comes back at the next launch.
@MainActor @Suite struct HorizonBehaviorTests {
    @Test func commandDigitsChooseTheSidebarItems() throws {
        let (host, model) = try HorizonAppFixture.host()
        #expect(model.unreadCount == 15)
        host.press("2", modifiers: .command)
        #expect(model.place.sidebar == .notifications)
        #expect(model.unreadCount == 0)  // opening them marks them read
        host.advance(to: 2)
        #expect(host.element(label: "Today") != nil || host.element(label: "Yesterday") != nil)
        host.press("5", modifiers: .command)
        #expect(model.place.sidebar == .settings)
        host.press("f", modifiers: .command)
        #expect(model.place.sidebar == .search)
        host.press("n", modifiers: .command)
        #expect(model.composer != nil)
    }

    @Test func deepLinksOpenEveryPlace() throws {
        let (host, model) = try HorizonAppFixture.host()
        let post = try #require(model.lists["timeline"]?.items.first?.post)
        #expect(host.open(URL(string: "horizon://post/\(post.uri)")!))
        #expect(model.place.detail == .post(post.uri))
        host.open(URL(string: "horizon://search?q=sourdough")!)
        #expect(model.place.sidebar == .search && model.searchQuery == "sourdough")
        host.open(URL(string: "horizon://profile/\(post.author.handle)")!)
        #expect(model.place.detail == .profile(post.author.did))
        host.open(URL(string: "horizon://compose?text=Hi%20there")!)
        #expect(model.composer?.draft.text == "Hi there")
        model.composer = nil
        host.open(URL(string: "horizon://post/at://did:plc:nobody/app.bsky.feed.post/zzz")!)
        #expect(model.problem?.hasPrefix("No post") == true)
        #expect(model.place.detail == .profile(post.author.did))  // unchanged
        #expect(HorizonLink(URL(string: "https://example.org")!) == nil)
        #expect(
            HorizonLink(URL(string: "horizon://pinned/at://x/app.bsky.feed.generator/space")!)
                == .sidebar(.pinned("at://x/app.bsky.feed.generator/space")))
    }

    @Test func postingPutsThePostAtTheTopWithItsFacets() throws {
        let (_, model) = try HorizonAppFixture.host()
        let handle = try #require(model.lists["timeline"]?.items.first?.post.author.handle)
        try model.publish(Draft(text: "Glass on Linux @\(handle) #horizon", updatedAt: "t"))
        let top = try #require(model.lists["timeline"]?.items.first?.post)
        #expect(top.record.text.hasPrefix("Glass on Linux"))
        #expect(top.record.facets?.count == 2)
        #expect(top.author.did == SampleNetwork.account.did)
        #expect(model.place.detail == .post(top.uri))
    }

    @Test func aReplyJoinsItsThread() throws {
        let (_, model) = try HorizonAppFixture.host()
        let parent = try #require(model.lists["timeline"]?.items.first?.post)
        let before = model.thread(parent.uri, replies: 100).total
        try model.publish(Draft(text: "Agreed!", replyUri: parent.uri, updatedAt: "t"))
        let thread = model.thread(parent.uri, replies: 100)
        #expect(thread.total == before + 1)
        #expect(thread.post?.replyCount == (parent.replyCount ?? 0) + 1)
    }

    @Test func likeAndShare() throws {
        let (host, model) = try HorizonAppFixture.host()
        let post = try #require(model.lists["timeline"]?.items.first { $0.post.viewer?.like == nil }?.post)
        model.place.detail = .post(post.uri)
        host.advance(to: 2)
        host.tap(host.element(label: "Like"), at: 2.5)
        #expect(model.thread(post.uri, replies: 0).post?.likeCount == (post.likeCount ?? 0) + 1)
        #expect(host.element(label: "Unlike") != nil)
        #expect(host.element(label: Spoken.count((post.likeCount ?? 0) + 1, "like", "likes")) != nil)
        host.tap(host.element(label: "Share"), at: 4)
        let copied = try #require(UIPasteboard.general.string)
        #expect(copied.contains(post.record.text))
        #expect(copied.hasSuffix("horizon://post/\(post.uri)"))
        #expect(host.graph.announcements.map(\.text).contains("Link copied"))
    }

    @Test func thePlaceComesBackAtTheNextLaunch() throws {
        let path = NSTemporaryDirectory() + "horizon-restore-\(UUID()).sqlite"
        let first = try HorizonAppFixture.model(cache: path)
        let post = try #require(first.list(.timeline).items.dropFirst(3).first?.post)
        first.choose(.pinned(first.pinnedFeeds[0].uri))
        first.place.detail = .post(post.uri)
        first.place.columns = .doubleColumn
        let second = try HorizonAppFixture.model(cache: path)
        #expect(second.place.sidebar == .pinned(first.pinnedFeeds[0].uri))
        #expect(second.place.detail == .post(post.uri))
        #expect(second.place.columns == .doubleColumn)
    }

    @Test func aPostReadsAsOneElement() throws {
        let (host, model) = try HorizonAppFixture.host()
        let post = try #require(model.lists["timeline"]?.items.first?.post)
        let element = try #require(host.element(labelStartingWith: "\(post.author.name),"))
        #expect(element.label.contains(post.record.text))
        #expect(
            element.label.hasSuffix(
                "\(post.replyCount ?? 0) replies, \(post.repostCount ?? 0) reposts, \(post.likeCount ?? 0) likes"))
        #expect(element.label.contains("ago") || element.label.contains(", now:"))
        #expect(element.traits.contains(.isButton))
    }
}

extension HorizonBehaviorTests {
    @Test func theFilterDecidesWhatIsCountedAndShown() throws {
        let (host, model) = try HorizonAppFixture.host()
        let all = model.unreadCount
        model.notificationFilter = ["follow"]
        let follows = try model.store.notifications(limit: 1000).filter { !$0.isRead && $0.reason == .follow }.count
        #expect(model.unreadCount == follows && follows < all)
        // Opening the list marks them read, but the rows unread until then keep their mark.
        host.press("2", modifiers: .command)
        host.advance(to: 2)
        #expect(model.unreadCount == 0)
        #expect(host.allElements.contains { $0.label.hasPrefix("Unread. ") })
        #expect(host.allElements.filter { $0.label.contains(" liked your post") }.isEmpty)
    }

    @Test func draftsExportAndImportFromSettings() throws {
        let (_, model) = try HorizonAppFixture.host()
        try model.store.save(Draft(text: "Keep me", updatedAt: "2026-11-27T10:00:00Z"))
        model.exportDrafts()
        #expect(model.draftsMessage?.hasPrefix("1 drafts exported") == true)
        model.importDrafts()
        #expect(try model.store.drafts().map(\.text) == ["Keep me", "Keep me"])
        try "{\"drafts\": 3}".write(toFile: model.draftsFile, atomically: true, encoding: .utf8)
        model.importDrafts()
        #expect(model.draftsMessage == "The drafts could not be imported: horizon-drafts.json: drafts: must be a list")
    }

    @Test func aNewDraftReplacesTheOneOpen() throws {
        let (host, model) = try HorizonAppFixture.host()
        host.open(URL(string: "horizon://compose?text=First")!)
        let first = try #require(model.composer)
        host.open(URL(string: "horizon://compose?text=Second")!)
        #expect(model.composer?.id != first.id)
        #expect(model.composer?.draft.text == "Second")
    }
}
