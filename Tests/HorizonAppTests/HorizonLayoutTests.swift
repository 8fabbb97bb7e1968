import Foundation
import GlassCore
import GlassHost
import GlassUI
import Horizon
import Testing

@testable import HorizonApp

/// Spec 004's split view on each size: three columns in landscape, two in portrait, one in
/// Slide Over and on the iPhone; the feed's grid widens with its column.
@MainActor @Suite struct HorizonLayoutTests {
    /// The x positions of the feed's cards on screen (one per grid column).
    func cardColumns(_ host: ViewHost) -> Set<Int> {
        Set(
            host.allElements.filter { $0.label.contains(" replies, ") && $0.frame.minY < 600 }.map {
                Int($0.frame.minX)
            })
    }

    @Test func landscapeShowsThreeColumns() throws {
        let (host, model) = try HorizonAppFixture.host()
        #expect(host.element(labelStartingWith: "Notifications") != nil)  // the sidebar
        #expect(host.element(label: "Choose a post") != nil)  // the detail
        // The 13-inch iPad's content column is 41 % of 1,376 pt: two columns of cards.
        #expect(cardColumns(host).count == 2)
        #expect(model.lists["timeline"]?.items.isEmpty == false)
    }

    @Test func portraitHidesTheSidebar() throws {
        let (host, _) = try HorizonAppFixture.host(landscape: false)
        let notifications = host.element(labelStartingWith: "Notifications")
        #expect(notifications == nil || notifications!.frame.maxX <= 0)
        #expect(host.element(label: "Choose a post") != nil)
        #expect(cardColumns(host).count == 1)
    }

    @Test func aLargeDisplayShowsThreeColumnsOfCards() throws {
        let (host, _) = try HorizonAppFixture.host(size: Size(width: 2560, height: 1440))
        #expect(cardColumns(host).count == 3)
    }

    @Test func slideOverIsOneColumnOpeningOnTheFeed() throws {
        let (host, model) = try HorizonAppFixture.host(landscape: false, size: Size(width: 320, height: 1000))
        // Collapsed: the feed first, alone; the sidebar one step back.
        let first = try #require(model.lists["timeline"]?.items.first?.post)
        let card = try #require(host.element(labelStartingWith: "\(first.author.name),"))
        #expect(card.frame.maxX <= 320)
        #expect(host.element(label: "Choose a post") == nil)
        #expect(host.element(labelStartingWith: "Notifications") == nil)
        // A card shows the post in its place; Back returns to the feed.
        host.tap(card, at: 1.5)
        #expect(model.compactColumn == .detail)
        #expect(host.element(labelStartingWith: "\(first.author.name),")?.frame.minX ?? -1 >= 0)
        host.tap(host.element(labelStartingWith: "Back"), at: 3)
        #expect(model.compactColumn == .content)
        host.advance(to: 5)
        let back = try #require(host.element(labelStartingWith: "\(first.author.name),"))
        #expect(back.frame.minX >= 0 && back.frame.maxX <= 320)
        #expect(host.element(labelStartingWith: "Notifications") == nil)
    }

    /// The window narrowed live to Slide Over's 320 pt (as the window does, its size class
    /// following its width): one column, the chosen post in it; widened again, three columns
    /// with that post still in the detail.
    @Test func liveResizingKeepsTheChosenPost() throws {
        let (host, model) = try HorizonAppFixture.host()
        let first = try #require(model.lists["timeline"]?.items.first?.post)
        host.tap(host.element(labelStartingWith: "\(first.author.name),"), at: 1.5)
        let wide = cardColumns(host)  // the grid's two and the detail's post
        let device = try HostDevice("ipad-pro-13-m4", landscape: true)
        let narrow = device.resized(to: Size(width: 320, height: 1032))
        #expect(narrow.horizontalSizeClass == .compact)
        host.resize(to: narrow.size, horizontalSizeClass: narrow.horizontalSizeClass)
        host.advance(to: 4)
        #expect(model.place.detail == .post(first.uri))
        #expect(host.element(labelStartingWith: "Notifications") == nil)
        let shown = try #require(host.element(labelStartingWith: "\(first.author.name),"))
        #expect(shown.frame.minX >= 0 && shown.frame.maxX <= 320)
        #expect(host.allElements.allSatisfy { $0.frame.maxX <= 321 || $0.frame.width == 0 })
        host.resize(to: device.size, horizontalSizeClass: device.resized(to: device.size).horizontalSizeClass)
        host.advance(to: 6)
        #expect(host.element(labelStartingWith: "Notifications") != nil)
        #expect(cardColumns(host) == wide && wide.count == 3)
        #expect(model.place.detail == .post(first.uri))
    }

    @Test func choosingAPostShowsItInTheDetail() throws {
        let (host, model) = try HorizonAppFixture.host()
        let first = try #require(model.lists["timeline"]?.items.first)
        host.tap(host.element(labelStartingWith: "\(first.post.author.name),"), at: 1.5)
        #expect(model.place.detail == .post(first.post.uri))
        #expect(host.element(label: "Choose a post") == nil)
    }
}

extension HorizonLayoutTests {
    /// In one column, a deep link to a list from a post's page shows the list, not the sidebar.
    @Test func aLinkFromAPostToAListShowsTheList() throws {
        let (host, model) = try HorizonAppFixture.host(landscape: false, size: Size(width: 320, height: 1000))
        let first = try #require(model.lists["timeline"]?.items.first?.post)
        model.place.detail = .post(first.uri)
        host.advance(to: 2)
        #expect(model.compactColumn == .detail)
        host.open(URL(string: "horizon://notifications")!)
        host.advance(to: 3)
        #expect(model.compactColumn == .content)
        #expect(host.element(label: "Today") != nil)
    }
}

extension HorizonLayoutTests {
    /// A place restored on a post, in one column, then a link to a list: the list shows, not
    /// the sidebar under it. (A stack popped to a screen other than its root once left that
    /// screen off screen when the motion ended, showing the one beneath.)
    @Test func aRestoredPostThenALinkToAList() throws {
        let path = NSTemporaryDirectory() + "horizon-compact-\(UUID()).sqlite"
        let first = try HorizonAppFixture.model(cache: path)
        let post = try #require(first.list(.timeline).items.first?.post)
        first.choose(.notifications)
        first.place.detail = .post(post.uri)
        let model = try HorizonAppFixture.model(cache: path)
        let (host, _) = try HorizonAppFixture.host(landscape: false, size: Size(width: 320, height: 1000), model: model)
        #expect(host.element(label: "Post") != nil)
        host.open(URL(string: "horizon://search?q=telescope")!)
        host.advance(to: 3)
        #expect(model.compactColumn == .content)
        #expect(host.element(labelStartingWith: "Notifications") == nil)
        #expect(host.element(labelStartingWith: "Back")?.frame.minX ?? -1 >= 0)
    }
}

extension HorizonLayoutTests {
    /// At AX3 on the 13-inch iPad in landscape: the feed in one column of cards, the post's
    /// actions in two rows, and nothing of the detail past the window's edge.
    /// The composer on the iPhone at the largest text size: full height, its controls one
    /// above the other and whole inside the screen (side by side they broke "Post" in two);
    /// at the default size Save Draft and Post share a row. The sidebar's toggle keeps its size.
    @Test(arguments: [DynamicTypeSize.large, .accessibility5]) func theComposerStacksAtTheLargestSizes(
        size: DynamicTypeSize
    ) throws {
        let model = try HorizonAppFixture.model()
        let device = try HostDevice("iphone-15-pro")
        let host = ViewHost(
            HorizonApp(model: model), size: device.size, environment: device.environment(dynamicType: size))
        host.advance(to: 1)
        model.compose()
        host.advance(to: 3)
        let save = try #require(host.element(label: "Save Draft")), post = try #require(host.element(label: "Post"))
        if size.isAccessibilitySize {
            #expect(post.frame.minY > save.frame.maxY)
            #expect(host.allElements.allSatisfy { $0.frame.maxX <= device.size.width + 0.5 })
        } else {
            #expect(abs(post.frame.midY - save.frame.midY) < 1)
        }
    }

    @Test func theAccessibilitySizesKeepEverythingInside() throws {
        let model = try HorizonAppFixture.model()
        let device = try HostDevice("ipad-pro-13-m4", landscape: true)
        let post = try #require(model.list(.timeline).items.first?.post)
        model.place.detail = .post(post.uri)
        let host = ViewHost(
            HorizonApp(model: model), size: device.size, environment: device.environment(dynamicType: .accessibility3))
        host.advance(to: 1)
        #expect(cardColumns(host).filter { $0 < 900 }.count == 1)  // the detail's rows stand right of 900
        let widest = host.allElements.filter { $0.frame.minX > 900 }.map(\.frame.maxX).max() ?? 0
        #expect(widest <= 1376)
        let reply = try #require(host.element(label: "Reply")), like = try #require(host.element(label: "Like"))
        #expect(like.frame.minY > reply.frame.maxY)
    }
}
