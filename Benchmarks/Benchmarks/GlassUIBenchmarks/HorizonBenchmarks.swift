import Benchmark
import Foundation
import GlassHost
import GlassRaster
import GlassUI
import Horizon
import HorizonApp

/// A sample network of 5,000 posts by 200 people, written once as JSON pages and kept in the
/// temporary folder for later runs, and a cache with the whole timeline read into it (each
/// run copies it, so that every sample starts from the same place).
@MainActor
enum HorizonFixture {
    static let folder: String = {
        let folder = NSTemporaryDirectory() + "glasskit-horizon-bench-v1"
        let done = folder + "/.complete"
        if FileManager.default.fileExists(atPath: done) { return folder }
        do {
            try SampleNetwork(postCount: 5_000, profileCount: 200).write(to: folder)
            let reader = PageReader(
                source: OfflineSource(folder: folder), store: try HorizonStore(path: folder + "/cache.sqlite"))
            while case .read = try reader.readNextPage(of: .timeline) {}
            while case .read = try reader.readNextNotifications() {}
            try Data().write(to: URL(fileURLWithPath: done))
        } catch {
            fatalError("the benchmark's network could not be written: \(error)")
        }
        return folder
    }()

    /// A copy of the read cache.
    static func cache() throws -> String {
        let path = NSTemporaryDirectory() + "horizon-bench-\(UUID().uuidString).sqlite"
        try FileManager.default.copyItem(atPath: folder + "/cache.sqlite", toPath: path)
        return path
    }

    static func model(cache path: String) throws -> HorizonModel {
        HorizonModel(reader: PageReader(source: OfflineSource(folder: folder), store: try HorizonStore(path: path))) {
            SampleNetwork.defaultEnd
        }
    }
}

/// Issue 19's benchmarks, registered with the others.
func horizonBenchmarks() {
    let landscape = try? HostDevice("ipad-pro-13-m4", landscape: true)
    let motion = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(20), maxIterations: 30)

    // Issue 19: the feed of 5,000 posts (two columns of cards on the 13-inch iPad in
    // landscape, beside the sidebar and a post) flicked up: a frame of the deceleration at 2×,
    // 1 to 30 frames after the finger lifts.
    Benchmark("Horizon feed of 5,000 posts flicked on the iPad Pro 13″, a frame at 2×", configuration: motion) {
        benchmark async throws in
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run {
            let model = try HorizonFixture.model(cache: try HorizonFixture.cache())
            try measureMotionFrame(benchmark, of: HorizonApp(model: model), device: landscape, skip: 1) { h in
                let t = h.time
                h.send(TouchEvent(time: t, phase: .began, location: Point(x: 560, y: 900)))
                h.send(TouchEvent(time: t + 0.02, phase: .moved, location: Point(x: 560, y: 860)))
                h.send(TouchEvent(time: t + 0.05, phase: .moved, location: Point(x: 560, y: 560)))
                h.send(TouchEvent(time: t + 0.06, phase: .ended, location: Point(x: 560, y: 500)))
            }
        }
    }

    // Issue 19: the sidebar hidden by its button: a frame of the columns' slide at 2×.
    Benchmark("Horizon column toggle on the iPad Pro 13″, a frame at 2×", configuration: motion) {
        benchmark async throws in
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run {
            let model = try HorizonFixture.model(cache: try HorizonFixture.cache())
            try measureMotionFrame(benchmark, of: HorizonApp(model: model), device: landscape) { h in
                h.tap(at: Point(x: 28, y: 42), time: h.time)
            }
        }
    }

    // Issue 19: resident memory after scrolling through all 5,000 posts: the feed dragged up
    // 900 pt at a time, a frame drawn after each drag, until the list has read every post.
    Benchmark(
        "Horizon memory after scrolling through 5,000 posts",
        configuration: .init(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(300), maxIterations: 1)
    ) { benchmark async throws in
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run {
            guard let landscape else { return }
            let model = try HorizonFixture.model(cache: try HorizonFixture.cache())
            let host = ViewHost(HorizonApp(model: model), size: landscape.size, environment: landscape.environment())
            let canvas = try RasterCanvas(size: host.size, scale: landscape.scale)
            host.draw(on: canvas)
            var time = 1.0
            var drags = 0
            benchmark.startMeasurement()
            while host.element(labelPrefix: "You're all caught up") == nil, drags < 4_000 {
                for (dt, y) in [(0.0, 950.0), (0.05, 700.0), (0.1, 300.0), (0.15, 50.0), (0.4, 50.0)] {
                    host.send(
                        TouchEvent(
                            time: time + dt, phase: dt == 0 ? .began : dt == 0.4 ? .ended : .moved,
                            location: Point(x: 560, y: y)))
                }
                time += 0.6
                host.advance(to: time)
                blackHole(host.drawChanges(on: canvas))
                drags += 1
            }
            benchmark.stopMeasurement()
            print("drags to the end of the feed: \(drags), posts read: \(try model.store.itemCount(in: .timeline))")
        }
    }

    // Issue 19: relaunch to the restored place (a pinned feed, a post in the detail) after a
    // session that showed it: the cache opened, the model made, the first frame laid out and
    // drawn at 2×.
    Benchmark("Horizon relaunch to the restored place, first frame at 2×") { benchmark async throws in
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run {
            guard let landscape else { return }
            let path = try HorizonFixture.cache()
            let first = try HorizonFixture.model(cache: path)
            let post = try first.store.items(in: .timeline, offset: 40, limit: 1)[0].post
            first.open(URL(string: "horizon://post/\(post.uri)")!)
            first.open(URL(string: "horizon://pinned/\(first.pinnedFeeds[0].uri)")!)
            let session = ViewHost(HorizonApp(model: first), size: landscape.size, environment: landscape.environment())
            blackHole(try session.render(scale: landscape.scale))
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                let model = try HorizonFixture.model(cache: path)
                let host = ViewHost(
                    HorizonApp(model: model), size: landscape.size, environment: landscape.environment())
                let canvas = try RasterCanvas(size: host.size, scale: landscape.scale)
                host.draw(on: canvas)
                benchmark.stopMeasurement()
                precondition(model.place.detail == .post(post.uri))
                blackHole(canvas)
            }
        }
    }
}

extension ViewHost {
    fileprivate func element(labelPrefix prefix: String) -> AccessibilityNode? {
        elements.flatMap(\.flattened).first { $0.label.hasPrefix(prefix) }
    }
}
