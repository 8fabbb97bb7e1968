import Foundation
import GlassHost
import Testing

@testable import GlassUI

/// `TimelineView` runs its content again at its schedule's dates, on the host's clock.
@MainActor
struct TimelineViewTests {
    static let epoch = Date(timeIntervalSinceReferenceDate: 0)

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
        let host = ViewHost(Screen(log: log), size: Size(width: 200, height: 200), epoch: Self.epoch)
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
            }, size: Size(width: 200, height: 200), epoch: Self.epoch)
        for t in stride(from: 0.25, through: 2.5, by: 0.25) { host.advance(to: t) }
        #expect(log.dates == [0, 1, 2], "it runs at each second's boundary, not at every frame")
        #expect(host.element(label: "seconds") != nil)
    }

    // Counted from the host's start on the wall clock: a timeline from now ticks each second,
    // and an explicit one shows the last of its dates that has come.
    @Test func schedulesFromNowTickOnTheWallClock() {
        let start = Date()
        let ticks = Log(), shown = Log()
        struct Screen: View {
            let start: Date
            let ticks: Log
            let shown: Log
            var body: some View {
                VStack {
                    TimelineView(.periodic(from: start, by: 1)) { context in
                        let _ = ticks.dates.append(context.date.timeIntervalSince(start))
                        Text("tick")
                    }
                    TimelineView(.explicit([start.addingTimeInterval(0.5), start.addingTimeInterval(1.5)])) {
                        context in
                        let _ = shown.dates.append(context.date.timeIntervalSince(start))
                        Text("explicit")
                    }
                }
            }
        }
        let host = ViewHost(
            Screen(start: start, ticks: ticks, shown: shown), size: Size(width: 200, height: 200), epoch: start)
        for t in stride(from: 0.25, through: 2.5, by: 0.25) { host.advance(to: t) }
        #expect(ticks.dates.map { $0.rounded() } == [0, 1, 2])
        #expect(shown.dates.map { ($0 * 10).rounded() / 10 } == [0, 0.5, 1.5])
    }

    // The content reads a model as a body does: a change shows at once, not at the next entry.
    @Test func theContentFollowsTheModelsItReads() {
        let model = Named()
        let host = ViewHost(
            TimelineView(.everyMinute) { _ in Text(model.name) }, size: Size(width: 200, height: 200),
            epoch: Self.epoch)
        model.name = "after"
        host.advance(to: 0.1)
        #expect(host.element(label: "after") != nil)
    }
}

@Observable final class Named {
    var name = "before"
}
