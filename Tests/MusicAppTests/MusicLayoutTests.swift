import Foundation
import GlassCore
import GlassHost
import GlassUI
import Music
import Testing

@testable import MusicApp

/// Spec 003's numbers, measured on the element tree's frames on each kind of device.
@MainActor @Suite struct MusicLayoutTests {
    /// The album cards' frames, in reading order.
    func cards(_ host: ViewHost) -> [CGRect] {
        host.elements.filter {
            $0.label.hasSuffix(", The Refractions") || $0.label.hasSuffix(", Meniscus")
                || $0.label.hasSuffix(", Aurora Grid") || $0.label.hasSuffix(", Critical Damping")
        }.map(\.frame)
    }

    @Test func iPhonePortraitShowsThreeColumns20PointsApart() throws {
        let (host, _) = try MusicAppFixture.host("iphone-15-pro")
        let frames = cards(host)
        #expect(frames.count == 4)
        let firstRow = frames.filter { abs($0.minY - frames[0].minY) < 1 }
        #expect(firstRow.count == 3)
        #expect(abs(firstRow[1].minX - firstRow[0].maxX - 20) < 0.5)
        #expect(frames[3].minY > frames[0].maxY)
        #expect(host.frame("Sidebar") == nil)
    }

    @Test func iPhoneLandscapeHasTheIconSidebarAndFourOrFiveColumns() throws {
        let (host, _) = try MusicAppFixture.host("iphone-15-pro", landscape: true)
        let sidebar = try #require(host.frame("Sidebar"))
        #expect(sidebar.width == 68)
        let frames = cards(host)
        #expect(frames.count == 4)
        #expect(Set(frames.map { Int($0.minY) }).count == 1, "four albums fit one row of 4–5 columns")
    }

    @Test func iPadHasTheLabelledSidebarAndCardsBetween150And250() throws {
        let (host, _) = try MusicAppFixture.host("ipad-pro-13-m4")
        let sidebar = try #require(host.frame("Sidebar"))
        #expect(sidebar.width == 220)
        let albums = try #require(host.frame("Albums"))
        #expect(albums.height == 44)
        for card in cards(host) { #expect((150...250).contains(card.width), "\(card.width)") }
    }

    @Test func theMacSidebarIs250Points() throws {
        let (host, _) = try MusicAppFixture.host("mac")
        #expect(host.frame("Sidebar")?.width == 250)
        #expect(host.size == Size(width: 1280, height: 800))
    }

    @Test func theMiniBarAppearsOnceATrackPlays() throws {
        let (host, library) = try MusicAppFixture.host("iphone-15-pro")
        #expect(host.frame("MiniBar") == nil)
        library.play(library.albums[0])
        host.advance(to: 3)
        let bar = try #require(host.frame("MiniBar"))
        #expect(bar.height == 64)
        #expect(bar.width == 393)
        let pause = try #require(host.frame("Pause"))
        #expect(pause.size == CGSize(width: 44, height: 44))
        #expect(abs(pause.maxX - (bar.maxX - 8)) < 0.5, "8 pt padding")
    }

    @Test func theFullBarHoldsTheSpecsSizes() throws {
        let (host, library) = try MusicAppFixture.host("ipad-pro-13-m4")
        library.play(library.albums[0])
        host.advance(to: 3)
        let bar = try #require(host.frame("FullBar"))
        #expect(bar.height == 88)
        #expect(host.frame("Pause")?.size == CGSize(width: 48, height: 48))
        #expect(host.frame("Previous")?.size == CGSize(width: 32, height: 32))
        #expect(host.frame("Next")?.size == CGSize(width: 32, height: 32))
        #expect(host.frame("Transport")?.width == 200)
        #expect(host.frame("VolumeSlider")?.width == 120)
        // The bar runs beside the sidebar, over the grid's bottom.
        #expect(bar.minX == 220)
        #expect(bar.maxY <= 1376)
    }
}

/// Dynamic Type at AX5, the largest size: the layouts adapt (spec 003).
@MainActor @Suite struct MusicLargeTextTests {
    @Test func theGridHalvesItsColumnsAndTheMiniBarGrowsToItsText() throws {
        let library = try MusicAppFixture.library()
        let device = try HostDevice("iphone-15-pro")
        let host = ViewHost(
            MusicApp(library: library), size: device.size,
            environment: device.environment(dynamicType: .accessibility5))
        host.advance(to: 1)
        // Glass Harbor and Liquid Hours share the first row; Night Dotfield, third, starts the second.
        let first = try #require(host.frame("Glass Harbor, The Refractions"))
        let second = try #require(host.frame("Liquid Hours, Meniscus"))
        let third = try #require(host.frame("Night Dotfield, Aurora Grid"))
        #expect(abs(first.minY - second.minY) < 1)
        #expect(third.minY > first.maxY, "two columns")
        library.play(library.albums[0])
        host.advance(to: 3)
        let bar = try #require(host.frame("MiniBar"))
        let title = try #require(host.frame("Morning Meniscus, The Refractions"))
        #expect(bar.height > 64)
        #expect(bar.minY <= title.minY && title.maxY <= bar.maxY, "the bar holds its two lines")
    }

    // On the iPad at AX5 the sidebar widens to 340 pt and its items grow to their labels, one
    // under the other (at 220 × 44 pt they broke over one another); the full bar keeps its
    // 88 pt, its text grown no further than xxxLarge, the title within it.
    @Test func theSidebarAndTheFullBarHoldTheirText() throws {
        let library = try MusicAppFixture.library()
        let device = try HostDevice("ipad-pro-13-m4", landscape: true)
        let host = ViewHost(
            MusicApp(library: library), size: device.size,
            environment: device.environment(dynamicType: .accessibility5))
        host.advance(to: 1)
        let items = try ["Albums", "Songs", "Artists"].map { name in
            try #require(
                host.elements.flatMap(\.flattened).first { $0.label == name && $0.traitNames.contains("button") }?.frame
            )
        }
        #expect(items.allSatisfy { $0.maxX <= 340 && $0.height > 44 }, "\(items)")
        #expect(items[1].minY >= items[0].maxY && items[2].minY >= items[1].maxY)
        library.play(library.albums[0])
        host.advance(to: 3)
        let bar = try #require(host.frame("FullBar"))
        let title = try #require(host.frame("Morning Meniscus, The Refractions"))
        #expect(bar.height == 88)
        #expect(bar.minY <= title.minY && title.maxY <= bar.maxY)
    }
}
