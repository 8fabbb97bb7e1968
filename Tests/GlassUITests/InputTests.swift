import Foundation
import GlassHost
import GlassUI
import Testing

@MainActor
enum Taps {
    static var log: [String] = []
}

struct TapScreen: View {
    @State private var count = 0
    var body: some View {
        VStack(spacing: 20) {
            Button("Add") { count += 1 }.accessibilityIdentifier("add")
            Text("\(count)").accessibilityIdentifier("count")
            ZStack {
                Color.blue.frame(width: 100, height: 100).onTapGesture { Taps.log.append("back") }
                Color.red.frame(width: 40, height: 40).onTapGesture { Taps.log.append("front") }
            }
            .accessibilityIdentifier("stack")
            Color.green.frame(width: 100, height: 40).onTapGesture(count: 2) { Taps.log.append("double") }
                .accessibilityIdentifier("double")
        }
    }
}

@MainActor
@Suite(.serialized) struct InputTests {
    // A tap on a button runs its action; its state change shows in the next layout.
    @Test func aButtonRunsItsAction() throws {
        let host = ViewHost(TapScreen(), size: Size(width: 300, height: 400))
        let button = try #require(host.element(identifier: "add"))
        #expect(button.traitNames == ["button"])
        #expect(button.label == "Add")
        host.tap(at: Point(x: Double(button.frame.midX), y: Double(button.frame.midY)))
        #expect(host.element(identifier: "count")?.label == "1")
        // A touch that slides off the button before it ends does nothing.
        host.send(
            TouchEvent(
                time: 1, phase: .began, location: Point(x: Double(button.frame.midX), y: Double(button.frame.midY))))
        host.send(TouchEvent(time: 1.1, phase: .ended, location: Point(x: 5, y: 390)))
        #expect(host.element(identifier: "count")?.label == "1")
    }

    // Hit testing follows z-order: the front view takes the touch where views overlap.
    @Test func theFrontmostViewTakesTheTouch() throws {
        Taps.log = []
        let host = ViewHost(TapScreen(), size: Size(width: 300, height: 400))
        let stack = try #require(host.element(identifier: "stack")).frame
        host.tap(at: Point(x: Double(stack.midX), y: Double(stack.midY)))
        host.tap(at: Point(x: Double(stack.minX + 5), y: Double(stack.minY + 5)))
        #expect(Taps.log == ["front", "back"])
    }

    // A double-tap gesture needs two taps within 0.35 s.
    @Test func aDoubleTapNeedsTwoQuickTaps() throws {
        Taps.log = []
        let host = ViewHost(TapScreen(), size: Size(width: 300, height: 400))
        let target = try #require(host.element(identifier: "double")).frame
        let point = Point(x: Double(target.midX), y: Double(target.midY))
        host.tap(at: point, time: 1)
        host.tap(at: point, time: 2)
        #expect(Taps.log.isEmpty)
        host.tap(at: point, time: 2.2)
        #expect(Taps.log == ["double"])
    }
}
