import Foundation
import GlassCore
import GlassHost
import GlassUI
import Music
import Testing

@testable import MusicApp

/// VoiceOver: every control has a name, and what plays is announced.
@MainActor @Suite struct MusicAccessibilityTests {
    @Test(arguments: ["iphone-15-pro", "ipad-pro-13-m4", "mac", "apple-tv"])
    func everyButtonIsLabelled(device: String) throws {
        let (host, library) = try MusicAppFixture.host(device)
        library.play(library.albums[1])
        host.advance(to: 3)
        let buttons = host.elements.flatMap(\.flattened).filter { $0.traitNames.contains("button") }
        #expect(buttons.count >= 4)
        for button in buttons { #expect(!button.label.isEmpty, "\(button.frame)") }
    }

    @Test func playbackIsAnnounced() throws {
        let (host, library) = try MusicAppFixture.host("iphone-15-pro")
        library.play(library.albums[0])
        host.advance(to: 2)
        library.player.togglePlayPause()
        host.advance(to: 3)
        #expect(host.graph.announcements.map(\.text) == ["Playing Morning Meniscus by The Refractions", "Paused"])
    }
}
