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
        #expect(!model.receive(["hello"], on: .newPost))
        #expect(!model.receive(["horizon://post/at://did:plc:nobody/app.bsky.feed.post/x"], on: .detail))
        #expect(model.composer == nil)
    }

    /// Files whose first bytes are a PNG's (all a picture is checked for before posting), and
    /// one that is text.
    func files(pictures: Int) throws -> (pictures: [URL], text: URL) {
        let folder = NSTemporaryDirectory() + "horizon-drop-\(UUID())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        let pictures = try (1...pictures).map { index in
            let url = URL(fileURLWithPath: folder + "/picture \(index).png")
            try png.write(to: url)
            return url
        }
        let text = URL(fileURLWithPath: folder + "/notes.txt")
        try Data("not a picture".utf8).write(to: text)
        return (pictures, text)
    }

    @Test func picturesDroppedOnNewPostStartAPostWithThem() throws {
        let (host, model) = try HorizonAppFixture.host()
        let (pictures, _) = try files(pictures: 2)
        let newPost = try #require(host.element(label: "New Post"))
        #expect(host.graph.dropFiles(pictures, at: CGPoint(x: newPost.frame.midX, y: newPost.frame.midY)))
        #expect(model.composer?.draft.images == pictures.map(\.path))
        host.advance(to: 2)
        // The sheet lists them by name.
        #expect(host.element(label: "picture 1.png") != nil)
        #expect(host.element(label: "picture 2.png") != nil)
    }

    @Test func aFileThatIsNoPictureIsSaidAndStartsNothing() throws {
        let (host, model) = try HorizonAppFixture.host()
        let (_, text) = try files(pictures: 1)
        let newPost = try #require(host.element(label: "New Post"))
        #expect(!host.graph.dropFiles([text], at: CGPoint(x: newPost.frame.midX, y: newPost.frame.midY)))
        #expect(model.composer == nil)
        #expect(model.problem == "notes.txt: not a PNG or JPEG picture")
    }

    /// Dropped on the open composer, pictures join those it has, four at most, the fifth said.
    @Test func picturesDroppedOnTheComposerAreAttached() throws {
        let (host, model) = try HorizonAppFixture.host()
        let (pictures, _) = try files(pictures: 5)
        model.compose()
        host.advance(to: 2)
        let field = try #require(host.element(label: "What's up?"))
        let inSheet = CGPoint(x: field.frame.midX, y: field.frame.maxY + 40)
        #expect(host.graph.dropFiles(Array(pictures[..<2]), at: inSheet))
        host.advance(to: 2.2)
        #expect(host.graph.dropFiles(Array(pictures[1...]), at: inSheet))
        host.advance(to: 2.4)
        for index in 1...4 { #expect(host.element(label: "picture \(index).png") != nil) }
        #expect(host.element(label: "picture 5.png") == nil)
        #expect(host.element(label: "A post holds at most 4 pictures") != nil)
        // The sheet took them; nothing under it did.
        #expect(model.composer?.draft.images == [])
    }
}
