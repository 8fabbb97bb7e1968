import Benchmark
import Foundation
import GlassCore
import GlassStore
import HomeScreen

/// A full home screen: 15 pages of 24 apps and a dock of 4, from a catalog made for it.
func fullLayout() -> (HomeLayout, AppCatalog) {
    let apps = (0..<(15 * 24 + 4)).map { i in
        App(
            id: AppID("bench.app.\(i)"), name: "App \(i)", category: .utilities,
            gradient: GradientPair(0x3478F6, 0x1A4FB8), glyph: "gear")
    }
    let pages = (0..<15).map { p in (0..<24).map { HomeItem.app(apps[p * 24 + $0].id) } }
    return (HomeLayout(dock: apps.suffix(4).map(\.id), pages: pages), AppCatalog(apps))
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))

    // Spec budget (issue "Home screen model"): one drag-move event on a full 15-page layout ≤ 20 µs.
    Benchmark("Drag-move event on a full 15-page layout", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let (layout, catalog) = fullLayout()
        var state = HomeState(layout: layout, catalog: catalog)
        let start = state.geometry.iconFrame(slot: 5).center
        _ = state.reduce(TouchEvent(time: 0, phase: .began, location: start))
        _ = state.advance(to: 0.6)
        _ = state.reduce(TouchEvent(time: 0.6, phase: .moved, location: start + Vector(dx: 20, dy: 0)))
        var time = 0.6
        var step = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            // Sweep the finger across the grid so the reorder target keeps changing.
            time += 0.001
            step += 1
            let x = 40 + Double(step % 300)
            let y = 100 + Double((step / 300) % 500)
            blackHole(state.reduce(TouchEvent(time: time, phase: .moved, location: Point(x: x, y: y))))
        }
    }

    // Spec budget: saving the layout after a drop ≤ 5 ms.
    Benchmark("Save a full 15-page layout (one transaction)") { benchmark in
        let (layout, catalog) = fullLayout()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glass-bench-\(UUID().uuidString).sqlite"
        ).path
        let store = try GlassStore(path: path)
        _ = try store.loadLayout(seed: layout, catalog: catalog)
        var moved = layout
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            moved.pages[0].swapAt(i % 24, (i + 1) % 24)
            try store.saveLayout(moved)
        }
        benchmark.stopMeasurement()
        try? FileManager.default.removeItem(atPath: path)
    }
}
