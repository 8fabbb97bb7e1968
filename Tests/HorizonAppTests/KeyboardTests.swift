import Foundation
import GlassCore
import GlassHost
import GlassUI
import Horizon
import Testing

@testable import HorizonApp

/// The keyboard across the columns: ← → and Tab between them, ↑ ↓ within; a text field keeps
/// its arrows.
@MainActor @Suite struct KeyboardTests {
    @Test func arrowsMoveThroughTheFeedAndBetweenColumns() throws {
        let (host, model) = try HorizonAppFixture.host()
        let items = try #require(model.lists["timeline"]?.items)
        #expect(model.keyboardColumn == .content)
        host.press(.downArrow)
        #expect(model.place.detail == .post(items[0].post.uri))
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(model.place.detail == .post(items[2].post.uri))
        host.press(.upArrow)
        #expect(model.place.detail == .post(items[1].post.uri))
        host.advance(to: 2)
        // The chosen card wears the selection.
        #expect(host.element(labelStartingWith: "\(items[1].post.author.name),")?.traits.contains(.isSelected) == true)
        // ← to the sidebar, where ↓ chooses the next item.
        host.press(.leftArrow)
        #expect(model.keyboardColumn == .sidebar)
        host.press(.downArrow)
        #expect(model.place.sidebar == .notifications)
        // Tab forward twice: the content, then the detail; ⇧Tab back.
        host.press(.tab)
        host.press(.tab)
        #expect(model.keyboardColumn == .detail)
        host.press(.tab, modifiers: .shift)
        #expect(model.keyboardColumn == .content)
    }

    @Test func aThreadIsWalkedWithUpAndDown() throws {
        let (host, model) = try HorizonAppFixture.host()
        let reply = try #require(
            try model.store.items(in: .timeline, limit: 600).map(\.post).first { post in
                post.record.reply != nil && (try? model.store.post(post.record.reply!.parent.uri)) != nil
            })
        model.place.detail = .post(reply.uri)
        model.keyboardColumn = .detail
        host.press(.upArrow)
        #expect(model.place.detail == .post(reply.record.reply!.parent.uri))
        host.press(.downArrow)
        let firstReply = try #require(model.thread(reply.record.reply!.parent.uri, replies: 1).replies.first)
        #expect(model.place.detail == .post(firstReply.uri))
    }

    @Test func aSearchFieldKeepsItsArrows() throws {
        let (host, model) = try HorizonAppFixture.host()
        host.press("f", modifiers: .command)
        host.advance(to: 2)
        let field = try #require(host.allElements.first { $0.traits.contains(.isSearchField) })
        host.tap(field, at: 2.5)
        host.type("glas")
        host.press(.leftArrow)  // the caret moves; the column stays
        host.type("x")
        #expect(model.keyboardColumn == .content)
        #expect(model.searchQuery == "glaxs")
    }
}

extension KeyboardTests {
    /// ⌘ held a second lists the shortcuts, as iPadOS does; a shortcut used hides the list.
    @Test func holdingCommandListsTheShortcuts() throws {
        let (host, model) = try HorizonAppFixture.host()
        host.graph.modifiersChanged(.command)
        host.advance(to: 1.5)
        #expect(host.element(label: "Keyboard shortcuts") == nil)  // not before a second
        host.advance(to: 2.2)
        let list = try #require(host.element(label: "Keyboard shortcuts"))
        let texts = list.children.flatMap(\.flattened).map(\.label)
        for (title, keys) in [
            ("Feed", "⌘1"), ("Settings", "⌘5"), ("New Post", "⌘N"), ("Refresh", "⌘R"), ("AI Summary", "⇧⌘S"),
        ] {
            let index = try #require(texts.firstIndex(of: title), "\(title) is listed")
            #expect(texts[index + 1] == keys)
        }
        #expect(!texts.contains("Down"))  // keys without ⌘ are not listed
        host.press("2", modifiers: .command)
        #expect(model.place.sidebar == .notifications)
        host.advance(to: 3)
        #expect(host.element(label: "Keyboard shortcuts") == nil)
        // Letting go of ⌘ before the second shows nothing.
        host.graph.modifiersChanged(.command)
        host.advance(to: 3.5)
        host.graph.modifiersChanged([])
        host.advance(to: 5)
        #expect(host.element(label: "Keyboard shortcuts") == nil)
    }
}
