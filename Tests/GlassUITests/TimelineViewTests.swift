import Foundation
import GlassHost
import Testing

@testable import GlassUI

/// `TimelineView` runs its content again at its schedule's dates, on the host's clock.
@MainActor
struct TimelineViewTests {
    final class Log {
        var dates: [Double] = []
    }

    @Test func anAnimationTimelineRunsItsContentEveryFrameUntilPaused() {
        let log = Log()
        struct Screen: View {
            let log: Log
            @State var paused = false
            var body: some View {
                TimelineView(.animation(paused: paused)) { context in
                    let _ = log.dates.append(context.date.timeIntervalSinceReferenceDate)
                    Button("Pause") { paused = true }
                }
            }
        }
        let host = ViewHost(Screen(log: log), size: Size(width: 200, height: 200))
        #expect(log.dates == [0])
        for frame in 1...3 { host.advance(to: Double(frame) / 60) }
        #expect(log.dates.count == 4, "once per frame: \(log.dates)")
        #expect(abs(log.dates.last! - 3.0 / 60) < 1e-9, "each run sees the frame's date")
        #expect(host.graph.isAnimating, "the host keeps drawing frames while it runs")
        host.tap(at: Point(x: 100, y: 100))
        let runs = log.dates.count
        host.advance(to: 1)
        host.advance(to: 2)
        #expect(log.dates.count == runs, "paused, it runs no more")
        #expect(!host.graph.isAnimating)
    }

    @Test func aPeriodicTimelineShowsTheLastBoundaryAndWakesAtTheNext() {
        let log = Log()
        let host = ViewHost(
            TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)) { context in
                let _ = log.dates.append(context.date.timeIntervalSinceReferenceDate)
                Text(context.cadence == .seconds ? "seconds" : "other")
            }, size: Size(width: 200, height: 200))
        for t in stride(from: 0.25, through: 2.5, by: 0.25) { host.advance(to: t) }
        #expect(log.dates == [0, 1, 2], "it runs at each second's boundary, not at every frame")
        #expect(host.element(label: "seconds") != nil)
    }
}
