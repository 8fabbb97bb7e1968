import Foundation
import GlassCore
import GlassHost
import GlassUI
import Horizon
import Testing

@testable import HorizonApp

/// The picture viewer: a tap on a thread's picture opens it, a pinch zooms within 1×–5×, a
/// double-tap toggles 2.5×, and Esc closes it.
@MainActor @Suite struct ImageViewerTests {
    @Test func pinchAndDoubleTapZoomAPicture() throws {
        let (host, model) = try HorizonAppFixture.host()
        let post = try #require(
            try model.store.items(in: .timeline, limit: 600).first { !($0.post.embed?.images.isEmpty ?? true) }?.post)
        model.place.detail = .post(post.uri)
        host.advance(to: 2)
        let alt = post.embed!.images[0].alt
        let picture = try #require(host.allElements.first { $0.label == alt || $0.label.hasPrefix("Picture 1") })
        host.tap(picture, at: 2.5)
        #expect(model.viewing?.index == 0)
        let shown = try #require(host.allElements.first { $0.label == picture.label && $0.frame.width > 600 })
        let middle = Point(x: Double(shown.frame.midX), y: Double(shown.frame.midY))
        host.play([
            .pinch(time: 4, scale: 1, at: middle, phase: .began),
            .pinch(time: 4.1, scale: 1.8, at: middle, phase: .moved),
            .pinch(time: 4.2, scale: 9, at: middle, phase: .moved),
            .pinch(time: 4.3, scale: 9, at: middle, phase: .ended),
        ])
        host.advance(to: 5.5)
        // A pinch to 9× settles at the 5× limit.
        #expect(
            host.allElements.first { $0.label == picture.label && $0.frame.width > 600 }?.value == "Zoomed 500 percent")
        // A double-tap right after the pinch (the pinch must not keep the next touch).
        host.tap(at: middle, time: 6)
        host.tap(at: middle, time: 6.1)
        host.advance(to: 7)
        #expect(host.allElements.first { $0.label == picture.label && $0.frame.width > 600 }?.value == "")
        host.tap(at: middle, time: 7.5)
        host.tap(at: middle, time: 7.6)
        host.advance(to: 8.5)
        #expect(
            host.allElements.first { $0.label == picture.label && $0.frame.width > 600 }?.value == "Zoomed 250 percent")
        host.press(.escape)
        host.advance(to: 10)
        #expect(model.viewing == nil)
    }

    @Test func zoomStaysInBounds() {
        var zoom = ZoomState()
        zoom.pinch = 0.3
        zoom.endPinch()
        #expect(zoom.scale == 1)
        zoom.drag = CGSize(width: 300, height: 0)
        zoom.endDrag()
        #expect(zoom.offset == .zero)  // a fitted picture does not move
        zoom.toggle()
        zoom.drag = CGSize(width: 5000, height: -5000)
        zoom.endDrag()
        #expect(zoom.offset == CGSize(width: 750, height: -750))  // half of 1000 × (2.5 − 1)
    }
}
