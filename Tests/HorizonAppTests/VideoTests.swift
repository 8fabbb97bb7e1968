import Foundation
import GlassCore
import GlassHost
import GlassUI
import Horizon
import Testing

@testable import HorizonApp

/// A post's video: its poster plays on a tap, the position follows the clock, the scrubber
/// seeks, and picture in picture floats it in a glass window that springs to a corner.
@MainActor @Suite struct VideoTests {
    func hostOnAVideo() throws -> (ViewHost, HorizonModel, PostView) {
        let (host, model) = try HorizonAppFixture.host()
        let post = try #require(
            try model.store.items(in: .timeline, limit: 600).map(\.post).first {
                if case .video? = $0.embed { true } else { false }
            })
        model.place.detail = .post(post.uri)
        host.advance(to: 2)
        return (host, model, post)
    }

    @Test func thePosterPlaysAndThePositionFollowsTheClock() throws {
        let (host, model, post) = try hostOnAVideo()
        let poster = try #require(host.element(labelStartingWith: "Video:"))
        host.tap(poster, at: 2.5)  // plays; the tap helper lets a second pass
        let playback = try #require(model.playback)
        #expect(playback.postUri == post.uri && playback.isPlaying)
        host.advance(to: 5.5)
        let position = try #require(host.element(label: "Position"))
        #expect(position.value.hasPrefix("0:02") || position.value.hasPrefix("0:03"))
        host.tap(host.element(label: "Pause"), at: 6)
        let paused = try #require(host.element(label: "Position")?.value)
        host.advance(to: 9)
        #expect(host.element(label: "Position")?.value == paused)
        #expect(host.element(label: "Play") != nil)
    }

    @Test func pictureInPictureFloatsAndSpringsToACorner() throws {
        let (host, model, _) = try hostOnAVideo()
        host.tap(host.element(labelStartingWith: "Video:"), at: 2.5)
        host.tap(host.element(label: "Picture in Picture"), at: 4)
        #expect(model.playback?.isPictureInPicture == true)
        let window = try #require(host.element(label: "Picture in picture"))
        // At the bottom trailing corner, 24 pt from the edges.
        #expect(abs(window.frame.maxX - (host.size.width - 24)) < 2)
        // It keeps playing while the user goes elsewhere.
        model.choose(.notifications)
        host.advance(to: 6)
        #expect(host.element(label: "Picture in picture") != nil)
        // Dragged toward the top leading corner and let go, it lands there.
        let start = Point(x: Double(window.frame.midX), y: Double(window.frame.minY + 20))
        host.send(TouchEvent(time: 6.1, phase: .began, location: start))
        host.send(TouchEvent(time: 6.2, phase: .moved, location: Point(x: start.x - 300, y: start.y - 300)))
        host.send(TouchEvent(time: 6.3, phase: .moved, location: Point(x: 300, y: 200)))
        host.send(TouchEvent(time: 6.35, phase: .ended, location: Point(x: 300, y: 200)))
        host.advance(to: 8)
        #expect(model.playback?.corner == .topLeading)
        let moved = try #require(host.element(label: "Picture in picture"))
        // 24 pt in from the leading edge, and 24 pt under the 24 pt status bar.
        #expect(abs(moved.frame.minX - 24) < 2 && abs(moved.frame.minY - 48) < 2)
        // ⌥⌘ and an arrow move it to that side, keeping the other: the one way to move it
        // with no finger.
        host.press(.rightArrow, modifiers: [.command, .option])
        #expect(model.playback?.corner == .topTrailing)
        host.press(.downArrow, modifiers: [.command, .option])
        host.press(.downArrow, modifiers: [.command, .option])
        #expect(model.playback?.corner == .bottomTrailing)
        host.press(.leftArrow, modifiers: [.command, .option])
        #expect(model.playback?.corner == .bottomLeading)
        host.advance(to: 8.4)
        host.tap(host.element(label: "Close Video"), at: 8.5)
        #expect(model.playback == nil)
        host.press(.upArrow, modifiers: [.command, .option])
        #expect(model.playback == nil)
    }

    @Test func positionsStayInTheVideo() {
        let video = VideoView(cid: "v1", playlist: "p", aspectRatio: nil)
        let playback = VideoPlayback(video: video, postUri: "u")
        let start = Date(timeIntervalSince1970: 0)
        playback.play()
        #expect(playback.position(at: start) == 0)
        #expect(playback.position(at: start.addingTimeInterval(500)) == playback.duration)
        #expect(!playback.isPlaying(at: start.addingTimeInterval(500)))
        playback.seek(to: -4, at: start)
        #expect(playback.position(at: start) == 0)
        playback.seek(to: .nan, at: start)
        #expect(playback.position(at: start) == 0)
        #expect((20...90).contains(playback.duration))
        #expect(VideoPlayback.time(65) == "1:05")
    }
}
