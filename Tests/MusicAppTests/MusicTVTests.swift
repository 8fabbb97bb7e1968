import Foundation
import GlassCore
import GlassHost
import GlassRaster
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

    /// The first row of column `x` of `canvas`, from `top` down, that is the album's card (an
    /// album whose cover is not drawn yet is gray), not the white over it or its faint shadow.
    func cardTop(_ canvas: RasterCanvas, x: Int, from top: Int) -> Int {
        (top..<canvas.pixelHeight).first { canvas.color(atPixelX: x, y: $0).red < 0.88 } ?? -1
    }

    // Spec 003's parallax: with the pointer (the thumb on the remote's touch surface) near the
    // focused album's right edge, the album turns in depth, its right side receding (its top
    // edge drawn lower there) and its left coming forward (higher); under Reduce Motion it
    // stays flat, as tvOS turns parallax off. The pointer gone, it turns back.
    @Test(arguments: [false, true]) func theFocusedAlbumTiltsTowardTheThumb(reduceMotion: Bool) throws {
        let device = try HostDevice("apple-tv")
        let host = ViewHost(
            MusicApp(library: try MusicAppFixture.library()), size: device.size,
            environment: device.environment(reduceMotion: reduceMotion))
        host.advance(to: 1)
        let card = try #require(host.frame("Glass Harbor, The Refractions"))
        let (left, right, top) = (Int(card.minX) + 24, Int(card.maxX) - 24, Int(card.minY) - 10)
        let flat = try host.render(scale: 1)
        host.graph.pointerMoved(to: Point(x: Double(card.maxX) - 8, y: Double(card.midY)))
        host.advance(to: 2)
        let tilted = try host.render(scale: 1)
        let before = (cardTop(flat, x: left, from: top), cardTop(flat, x: right, from: top))
        let after = (cardTop(tilted, x: left, from: top), cardTop(tilted, x: right, from: top))
        #expect(before.0 > 60 && before.0 == before.1, "\(before)")
        if reduceMotion {
            #expect(after == before)
        } else {
            #expect(after.0 < before.0 - 2 && after.1 > before.1 + 2, "\(before) → \(after)")
        }
        host.graph.pointerExited()
        host.advance(to: 3)
        let back = try host.render(scale: 1)
        #expect((cardTop(back, x: left, from: top), cardTop(back, x: right, from: top)) == before)
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
