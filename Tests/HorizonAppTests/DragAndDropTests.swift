import Foundation
import GlassCore
import GlassHost
import GlassUI
import Horizon
import Testing

@testable import HorizonApp

/// Posts dragged between the columns: onto the detail to show, onto New Post to quote.
@MainActor @Suite struct HorizonDragTests {
    /// Holds the card of `post` half a second, then carries it to `target` and lets go.
    func drag(_ host: ViewHost, _ card: AccessibilityNode, to target: CGPoint, at time: Double) {
        let start = Point(x: Double(card.frame.midX), y: Double(card.frame.midY))
        host.send(TouchEvent(time: time, phase: .began, location: start))
        host.advance(to: time + 0.6)
        host.send(
            TouchEvent(time: time + 0.7, phase: .moved, location: Point(x: Double(target.x), y: Double(target.y))))
        host.send(
            TouchEvent(time: time + 0.8, phase: .ended, location: Point(x: Double(target.x), y: Double(target.y))))
        host.advance(to: time + 1.5)
    }

    @Test func aPostDroppedOnTheDetailIsShown() throws {
        let (host, model) = try HorizonAppFixture.host()
        let post = try #require(model.lists["timeline"]?.items[1].post)
        let card = try #require(host.element(labelStartingWith: "\(post.author.name),"))
        let detail = try #require(host.element(label: "Choose a post"))
        drag(host, card, to: CGPoint(x: detail.frame.midX, y: detail.frame.midY), at: 1.5)
        #expect(model.place.detail == .post(post.uri))
    }

    @Test func aPostDroppedOnNewPostIsQuoted() throws {
        let (host, model) = try HorizonAppFixture.host()
        let post = try #require(model.lists["timeline"]?.items[0].post)
        let card = try #require(host.element(labelStartingWith: "\(post.author.name),"))
        let newPost = try #require(host.element(label: "New Post"))
        drag(host, card, to: CGPoint(x: newPost.frame.midX, y: newPost.frame.midY), at: 1.5)
        #expect(model.composer?.draft.quoteUri == post.uri)
    }

    @Test func onlyPostLinksAreTaken() throws {
        let (_, model) = try HorizonAppFixture.host()
        #expect(!model.receive("hello", quoting: true))
        #expect(!model.receive("horizon://post/at://did:plc:nobody/app.bsky.feed.post/x", quoting: false))
        #expect(model.composer == nil)
    }
}
