import Foundation
import GlassCore
import GlassHost
import Testing

@testable import GlassUI

/// `draggable` and `dropDestination`: held half a second, a view lifts and carries its
/// payload to the destination under the finger; a finger that moves first does not drag.
@MainActor @Suite struct DragAndDropTests {
    @Observable final class Shelf {
        var dropped: [String] = []
        var targeted: [Bool] = []
    }

    struct Board: View {
        let shelf: Shelf

        var body: some View {
            VStack(spacing: 0) {
                Text("Card").frame(width: 200, height: 100).background(Color.orange)
                    .draggable("horizon://post/1")
                Color.blue.frame(width: 200, height: 200)
                    .dropDestination(for: String.self) { items, _ in
                        shelf.dropped += items
                        return true
                    } isTargeted: {
                        shelf.targeted.append($0)
                    }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
    }

    func host(_ shelf: Shelf) -> ViewHost {
        let host = ViewHost(Board(shelf: shelf), size: Size(width: 400, height: 400))
        host.advance(to: 1)
        return host
    }

    @Test func aHeldViewDragsItsPayloadToTheDestination() {
        let shelf = Shelf()
        let host = host(shelf)
        let card = Point(x: 200, y: 50), target = Point(x: 200, y: 200)
        host.send(TouchEvent(time: 1, phase: .began, location: card))
        host.advance(to: 1.6)
        #expect(host.graph.presentations.drag?.payload == "horizon://post/1")
        #expect(host.graph.haptics.contains { $0.reason == "drag" })
        host.send(TouchEvent(time: 1.7, phase: .moved, location: Point(x: 200, y: 120)))
        host.send(TouchEvent(time: 1.8, phase: .moved, location: target))
        #expect(shelf.targeted == [true])
        // The copy follows the finger, held where it was taken.
        #expect(host.graph.presentations.drag?.location == CGPoint(x: 200, y: 200))
        host.send(TouchEvent(time: 1.9, phase: .ended, location: target))
        host.advance(to: 2.5)
        #expect(shelf.dropped == ["horizon://post/1"])
        #expect(shelf.targeted == [true, false])
        #expect(host.graph.presentations.drag == nil)
    }

    @Test func aFingerThatMovesFirstDoesNotDrag() {
        let shelf = Shelf()
        let host = host(shelf)
        host.send(TouchEvent(time: 1, phase: .began, location: Point(x: 200, y: 50)))
        host.send(TouchEvent(time: 1.1, phase: .moved, location: Point(x: 200, y: 90)))
        host.advance(to: 1.8)
        host.send(TouchEvent(time: 1.9, phase: .moved, location: Point(x: 200, y: 200)))
        host.send(TouchEvent(time: 2, phase: .ended, location: Point(x: 200, y: 200)))
        host.advance(to: 2.5)
        #expect(host.graph.presentations.drag == nil)
        #expect(shelf.dropped.isEmpty)
    }

    @Test func filesDroppedFromTheDesktopReachTheDestinationUnderThem() {
        let shelf = Shelf()
        let host = host(shelf)
        let files = [URL(fileURLWithPath: "/tmp/a b.png"), URL(fileURLWithPath: "/tmp/c.jpg")]
        #expect(host.graph.dropFiles(files, at: CGPoint(x: 200, y: 200)))
        #expect(shelf.dropped == ["file:///tmp/a%20b.png", "file:///tmp/c.jpg"])
        // Beside the destination, and on the card above it, nothing takes them.
        #expect(!host.graph.dropFiles(files, at: CGPoint(x: 380, y: 380)))
        #expect(!host.graph.dropFiles(files, at: CGPoint(x: 200, y: 50)))
        #expect(shelf.dropped.count == 2)
    }

    /// A sheet over a destination: its dimming, not the view beneath, is what a drop lands on.
    @Test func nothingUnderASheetTakesADrop() {
        let shelf = Shelf()
        let screen = Color.blue
            .dropDestination(for: URL.self) { urls, _ in
                shelf.dropped += urls.map(\.path)
                return true
            }
            .sheet(isPresented: .constant(true)) { Text("Sheet") }
        let host = ViewHost(screen, size: Size(width: 400, height: 800))
        host.advance(to: 2)
        #expect(!host.graph.dropFiles([URL(fileURLWithPath: "/tmp/a.png")], at: CGPoint(x: 200, y: 20)))
        #expect(!host.graph.dropFiles([URL(fileURLWithPath: "/tmp/a.png")], at: CGPoint(x: 200, y: 600)))
        #expect(shelf.dropped.isEmpty)
    }

    @Test func aDropOutsideAnyDestinationIsLost() {
        let shelf = Shelf()
        let host = host(shelf)
        host.send(TouchEvent(time: 1, phase: .began, location: Point(x: 200, y: 50)))
        host.advance(to: 1.6)
        host.send(TouchEvent(time: 1.7, phase: .moved, location: Point(x: 380, y: 380)))
        host.send(TouchEvent(time: 1.8, phase: .ended, location: Point(x: 380, y: 380)))
        host.advance(to: 2.5)
        #expect(shelf.dropped.isEmpty)
        #expect(host.graph.presentations.drag == nil)
    }
}
