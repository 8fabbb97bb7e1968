import Foundation
import GlassCore
import GlassHost
import GlassRaster
import GlassUI
import Horizon
import Testing

@testable import HorizonApp

/// Where the feed is scrolled to: kept when the window resizes (the grid changing its
/// columns) and when the app launches again (spec 004's requirements 6 and 8).
@MainActor @Suite struct ScrollPlaceTests {
    /// Wheels the feed's grid (the content column, in landscape) down by `points`.
    func scrollFeed(_ host: ViewHost, by points: Double, from time: Double) {
        for step in 0..<Int(points / 500) {
            host.graph.scroll(dx: 0, dy: 500, at: Point(x: 560, y: 500))
            host.advance(to: time + Double(step) * 0.05)
        }
        host.advance(to: time + 2)
    }

    /// Whether the feed's card at `position` is on screen, under the bar, in the content column.
    func showsCard(_ host: ViewHost, _ model: HorizonModel, at position: Int) -> Bool {
        guard let item = model.lists["timeline"]?.items.first(where: { $0.position == position }) else { return false }
        return host.allElements.contains {
            $0.label.hasPrefix("\(item.post.author.name),") && $0.label.contains(" replies, ")
                && $0.frame.maxY > 0 && $0.frame.minY < 400
        }
    }

    @Test func theFeedComesBackScrolledAtTheNextLaunch() throws {
        let path = NSTemporaryDirectory() + "horizon-scrolled-\(UUID()).sqlite"
        let (host, model) = try HorizonAppFixture.host(model: HorizonAppFixture.model(cache: path))
        scrollFeed(host, by: 6_000, from: 1.5)
        let top = try #require(model.scrolled["timeline"])
        #expect(top > 10)
        // Leaving the screen saves it; a new launch over the same cache shows that card at the
        // top (the scroll view tells the position it rests at: the same).
        host.scenePhase = .background
        let (again, restored) = try HorizonAppFixture.host(model: HorizonAppFixture.model(cache: path))
        #expect(restored.scrolled["timeline"] == top)
        again.advance(to: 2)
        #expect(restored.scrolled["timeline"] == top)
        #expect(showsCard(again, restored, at: top))
    }

    // A launch shows what the cache holds and reads no page of the source for it (the next
    // page comes as the list nears its end): reading one cost a relaunch 100 ms.
    @Test func aLaunchShowsTheCachedItemsWithoutReadingThePages() throws {
        let path = NSTemporaryDirectory() + "horizon-cached-\(UUID()).sqlite"
        let first = try HorizonAppFixture.model(cache: path)
        let read = first.list(.timeline).items.count
        #expect(read > 0 && read < HorizonModel.pageSize, "\(read) items")
        let again = try HorizonAppFixture.model(cache: path)
        #expect(again.list(.timeline).items.count == read)
        #expect(try again.store.itemCount(in: .timeline) == read)
    }

    /// The card's frame on screen (where it is laid out), by its author and its counts.
    func cardFrame(_ host: ViewHost, _ post: PostView) -> CGRect? {
        host.allElements.first { $0.label.hasPrefix("\(post.author.name),") && $0.label.contains(" replies, ") }?.frame
    }

    /// How many pixels of two pictures of the same size differ.
    func differingPixels(_ a: RasterCanvas, _ b: RasterCanvas) -> Int {
        let a = a.pixels, b = b.pixels
        var differing = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { differing += 1 } }
        return differing
    }

    /// From three columns of cards back to two (a 2,560 pt window narrowed to the iPad's
    /// 1,376): the cards are laid out in their new places at once, and drawn gliding there, a
    /// tenth of a second in still far from them (GlassUITests' ScrollPositionTests follow the
    /// glide itself); under Reduce Motion they are drawn there at once.
    @Test(arguments: [false, true]) func aDensityChangeAnimates(reduceMotion: Bool) throws {
        let model = try HorizonAppFixture.model()
        let environment = try HostDevice("ipad-pro-13-m4", landscape: true).environment(reduceMotion: reduceMotion)
        let host = ViewHost(HorizonApp(model: model), size: Size(width: 1376, height: 1032), environment: environment)
        host.advance(to: 1)
        let second = try #require(model.lists["timeline"]?.items[1].post)
        let before = try #require(cardFrame(host, second))
        host.resize(to: Size(width: 2560, height: 1440))
        host.advance(to: 3)
        #expect(cardFrame(host, second)?.minX != before.minX)
        host.resize(to: Size(width: 1376, height: 1032))
        host.advance(to: 3.1)
        #expect(cardFrame(host, second) == before)
        let midway = try host.render(scale: 1)
        host.advance(to: 5)
        let end = try host.render(scale: 1)
        let moving = differingPixels(midway, end)
        // (Under Reduce Motion 25 pixels differ, scattered over the columns' glass: not the cards.)
        #expect(reduceMotion ? moving < 500 : moving > 50_000, "\(moving) pixels differ")
    }

    @Test func aResizeKeepsTheFeedWhereItWas() throws {
        let (host, model) = try HorizonAppFixture.host()
        scrollFeed(host, by: 4_000, from: 1.5)
        let top = try #require(model.scrolled["timeline"])
        #expect(top > 10 && showsCard(host, model, at: top))
        // On a 2,560 pt display the grid has three columns: the card is still at the top.
        // (A grid's top view is the first of the top row whose bottom is below the top: a card
        // beside it when the cards of the row differ in height.)
        host.resize(to: Size(width: 2560, height: 1440))
        host.advance(to: 5)
        #expect(abs((model.scrolled["timeline"] ?? 0) - top) <= 2)
        #expect(showsCard(host, model, at: top))
        host.resize(to: Size(width: 1376, height: 1032))
        host.advance(to: 6)
        #expect(abs((model.scrolled["timeline"] ?? 0) - top) <= 2)
        #expect(showsCard(host, model, at: top))
    }
}
