import Foundation
import GlassHost
import GlassUI
import Testing

@MainActor
enum Gestures {
    static var log: [String] = []
    static var drag: DragGesture.Value?
    static var dragging = false
    static var magnification: CGFloat = 1
}

struct DragScreen: View {
    @GestureState private var isDragging = false
    var body: some View {
        let _ = { Gestures.dragging = isDragging }()
        Color.blue.frame(width: 300, height: 300)
            .overlay(Button("Tap") { Gestures.log.append("button") }.accessibilityIdentifier("button"))
            .gesture(
                DragGesture()
                    .updating($isDragging) { _, state, _ in state = true }
                    .onChanged { Gestures.drag = $0 }
                    .onEnded {
                        Gestures.drag = $0
                        Gestures.log.append("dragEnded")
                    })
    }
}

struct PriorityScreen: View {
    var body: some View {
        VStack {
            Color.red.frame(width: 100, height: 100)
                .onTapGesture { Gestures.log.append("child") }
                .highPriorityGesture(TapGesture().onEnded { Gestures.log.append("parent") })
                .accessibilityIdentifier("high")
            Color.green.frame(width: 100, height: 100)
                .onTapGesture { Gestures.log.append("child") }
                .simultaneousGesture(TapGesture().onEnded { Gestures.log.append("simultaneous") })
                .accessibilityIdentifier("both")
            Color.orange.frame(width: 100, height: 100)
                .onLongPressGesture(minimumDuration: 0.5) { Gestures.log.append("long") }
                .accessibilityIdentifier("long")
            Color.purple.frame(width: 100, height: 100)
                .gesture(MagnifyGesture().onChanged { Gestures.magnification = $0.magnification })
                .accessibilityIdentifier("pinch")
        }
    }
}

@MainActor
@Suite(.serialized) struct GestureTests {
    func center(_ host: ViewHost, _ id: String) -> Point {
        let f = host.element(identifier: id)!.frame
        return Point(x: Double(f.midX), y: Double(f.midY))
    }

    // A drag begins past 10 points, reports translation and velocity in the view's space and
    // predicts where a flick would rest; a drag across a button cancels the button's press.
    @Test func dragReportsTranslationVelocityAndPrediction() throws {
        Gestures.log = []
        let host = ViewHost(DragScreen(), size: Size(width: 400, height: 400))
        let start = center(host, "button")
        host.send(TouchEvent(time: 1, phase: .began, location: start))
        host.send(TouchEvent(time: 1.05, phase: .moved, location: Point(x: start.x + 5, y: start.y)))
        #expect(Gestures.drag == nil)
        Gestures.drag = nil
        host.send(TouchEvent(time: 1.1, phase: .moved, location: Point(x: start.x + 40, y: start.y + 10)))
        #expect(Gestures.dragging)
        host.send(TouchEvent(time: 1.15, phase: .moved, location: Point(x: start.x + 60, y: start.y + 10)))
        let value = try #require(Gestures.drag)
        #expect(value.translation == CGSize(width: 60, height: 10))
        #expect(abs(value.velocity.width - 400) < 1)  // 40 pt over the last 0.1 s: 400 pt/s
        #expect(abs(value.predictedEndTranslation.width - (60 + 400 * 0.4997)) < 0.5)
        host.send(TouchEvent(time: 1.2, phase: .ended, location: Point(x: start.x + 60, y: start.y + 10)))
        #expect(Gestures.log == ["dragEnded"])
        #expect(!Gestures.dragging)  // @GestureState returns to its initial value
        host.tap(at: start, time: 2)
        #expect(Gestures.log == ["dragEnded", "button"])
    }

    // highPriorityGesture wins over the child's tap; simultaneousGesture runs alongside it.
    @Test func priorityAndSimultaneousGestures() {
        Gestures.log = []
        let host = ViewHost(PriorityScreen(), size: Size(width: 400, height: 500))
        host.tap(at: center(host, "high"), time: 1)
        #expect(Gestures.log == ["parent"])
        Gestures.log = []
        host.tap(at: center(host, "both"), time: 2)
        #expect(Set(Gestures.log) == ["child", "simultaneous"])
    }

    // A long press succeeds once held 0.5 s, and not if the finger moves away first.
    @Test func longPressNeedsTimeAndStillness() {
        Gestures.log = []
        let host = ViewHost(PriorityScreen(), size: Size(width: 400, height: 500))
        let point = center(host, "long")
        host.send(TouchEvent(time: 1, phase: .began, location: point))
        host.advance(to: 1.3)
        #expect(Gestures.log.isEmpty)
        host.advance(to: 1.55)
        #expect(Gestures.log == ["long"])
        host.send(TouchEvent(time: 1.6, phase: .ended, location: point))
        host.send(TouchEvent(time: 2, phase: .began, location: point))
        host.send(TouchEvent(time: 2.1, phase: .moved, location: Point(x: point.x + 30, y: point.y)))
        host.advance(to: 3)
        #expect(Gestures.log == ["long"])
    }

    // A pinch: two fingers spreading to twice their distance, or a trackpad pinch.
    @Test func magnifyFollowsTwoFingersAndPinches() {
        let host = ViewHost(PriorityScreen(), size: Size(width: 400, height: 500))
        let c = center(host, "pinch")
        host.send(TouchEvent(time: 1, touch: 0, phase: .began, location: Point(x: c.x - 10, y: c.y)))
        host.send(TouchEvent(time: 1, touch: 1, phase: .began, location: Point(x: c.x + 10, y: c.y)))
        host.send(TouchEvent(time: 1.1, touch: 1, phase: .moved, location: Point(x: c.x + 30, y: c.y)))
        #expect(abs(Gestures.magnification - 2) < 1e-9)
        host.send(TouchEvent(time: 1.2, touch: 0, phase: .ended, location: Point(x: c.x - 10, y: c.y)))
        host.send(TouchEvent(time: 1.2, touch: 1, phase: .ended, location: Point(x: c.x + 30, y: c.y)))
        host.graph.pinch(scale: 0.5, at: c, phase: .began, time: 2)
        host.graph.pinch(scale: 0.5, at: c, phase: .moved, time: 2.1)
        #expect(Gestures.magnification == 0.5)
    }

    // Two fingers on one view: each change reports every touch with its own id; a finger that
    // lifts is reported once as ended and leaves; the gesture ends with the last one.
    @Test func spatialEventsFollowEveryFingerOnTheView() throws {
        var changes: [SpatialEventCollection] = []
        var ended: SpatialEventCollection?
        let host = ViewHost(
            Color.gray.frame(width: 300, height: 300)
                .gesture(SpatialEventGesture().onChanged { changes.append($0) }.onEnded { ended = $0 }),
            size: Size(width: 300, height: 300))
        host.send(TouchEvent(time: 1, touch: 0, phase: .began, location: Point(x: 50, y: 50)))
        host.send(TouchEvent(time: 1.1, touch: 7, phase: .began, location: Point(x: 200, y: 200)))
        host.send(TouchEvent(time: 1.2, touch: 0, phase: .moved, location: Point(x: 60, y: 55)))
        #expect(changes.map(\.count) == [1, 2, 2], "no slop: the first finger begins it at once")
        let both = try #require(changes.last)
        #expect(both.map(\.location) == [CGPoint(x: 60, y: 55), CGPoint(x: 200, y: 200)])
        #expect(both.allSatisfy { $0.phase == .active } && both[0].id != both[1].id)
        host.send(TouchEvent(time: 1.3, touch: 0, phase: .ended, location: Point(x: 60, y: 55)))
        #expect(changes.last?.map(\.phase) == [.ended, .active])
        host.send(TouchEvent(time: 1.4, touch: 7, phase: .moved, location: Point(x: 210, y: 200)))
        #expect(changes.last?.count == 1, "the lifted finger left")
        #expect(ended == nil)
        host.send(TouchEvent(time: 1.5, touch: 7, phase: .ended, location: Point(x: 210, y: 200)))
        #expect(ended?.map(\.phase) == [.ended])
        #expect(ended?.first?.timestamp == 1.5)
    }

    // The view's body runs again on every change the fingers make (its state changes): the
    // recognizer made by the new body takes over the fingers down, so the second finger is
    // reported beside the first, not alone.
    @Test func spatialEventsSurviveTheBodyRunningAgain() {
        final class Log {
            var counts: [Int] = []
        }
        struct Pad: View {
            let log: Log
            @State private var changes = 0
            var body: some View {
                Color.gray.overlay(Text("\(changes)"))
                    .gesture(
                        SpatialEventGesture().onChanged { events in
                            log.counts.append(events.count)
                            changes += 1
                        })
            }
        }
        let log = Log()
        let host = ViewHost(Pad(log: log), size: Size(width: 300, height: 300))
        host.send(TouchEvent(time: 1, touch: 0, phase: .began, location: Point(x: 50, y: 50)))
        host.send(TouchEvent(time: 1.1, touch: 1, phase: .began, location: Point(x: 200, y: 200)))
        host.send(TouchEvent(time: 1.2, touch: 1, phase: .moved, location: Point(x: 210, y: 200)))
        #expect(log.counts == [1, 2, 2])
    }
}
