import Foundation
import GlassCore
import GlassHost
import GlassUI
import Music
import Testing

@testable import MusicApp

/// Apple TV: the focus engine over the album grid, the remote, and spec 003's full-screen
/// player measured on the TV's 1920 × 1080 pt screen (60 pt safe area top and bottom).
@MainActor @Suite struct MusicTVTests {
    @Test func theArrowsMoveFocusAcrossTheGridAndSelectPlays() throws {
        let (host, library) = try MusicAppFixture.host("apple-tv")
        // Focus starts on the first album, which lifts to 1.1 (its frame grows 10 %).
        let glass = try #require(host.frame("Glass Harbor, The Refractions"))
        let liquid = try #require(host.frame("Liquid Hours, Meniscus"))
        let night = try #require(host.frame("Night Dotfield, Aurora Grid"))
        #expect(abs(night.minX - liquid.maxX - 40) < 0.5, "40 pt between items")
        #expect(liquid.minY >= 60, "inside the TV's safe area")
        #expect(abs(glass.width - 1.1 * liquid.width) < 0.5)
        #expect(host.graph.focusedFrame.map { $0.intersects(glass) } == true)
        host.press(.rightArrow)
        host.advance(to: 2)
        let focused = try #require(host.graph.focusedFrame)
        #expect(focused.intersects(liquid) && !focused.intersects(glass), "focus moved right to the second album")
        host.press(.return)
        host.advance(to: 4)
        #expect(library.player.isPlaying)
        #expect(library.player.current?.album == "Liquid Hours")
    }

    @Test func thePlayerFollowsSpec003AndTheRemote() throws {
        let (host, library) = try MusicAppFixture.host("apple-tv")
        host.tap("Glass Harbor, The Refractions", at: 1)
        #expect(library.player.current?.title == "Morning Meniscus")
        // Title (Large Title) 40 pt under the 300 pt artwork centred 100 pt above the middle.
        let title = try #require(host.frame("Morning Meniscus"))
        #expect(abs(title.minY - (540 - 100 + 150 + 40)) < 1)
        // Controls 60 pt above the safe area's bottom: play 80, skips 60, 60 apart.
        let play = try #require(host.frame("Pause"))
        let previous = try #require(host.frame("Previous"))
        #expect(play.size == CGSize(width: 80, height: 80))
        #expect(previous.size == CGSize(width: 60, height: 60))
        #expect(abs(play.minX - previous.maxX - 60) < 0.5)
        #expect(abs(play.maxY - (1080 - 60 - 60)) < 0.5)
        // The progress bar, 6 pt, 20 pt above the safe area's bottom.
        let progress = try #require(host.frame("Position"))
        #expect(progress.height == 6)
        #expect(abs(progress.maxY - (1080 - 60 - 20)) < 0.5)

        host.press(.rightArrow)
        host.advance(to: 3)
        #expect(library.player.current?.title == "Specular")
        host.press(.space)
        host.advance(to: 4)
        #expect(!library.player.isPlaying)
        host.press(.escape)
        host.advance(to: 5)
        #expect(host.frame("Position") == nil, "Menu went back to the grid")
    }
}
