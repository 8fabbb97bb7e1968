import Benchmark
import Foundation
import GlassHost
import GlassRaster
import GlassUI

/// A cell deep in the tree with state of its own: its binding is handed out so the benchmark
/// can change it as an action would.
struct Cell: View {
    let row: Int
    let column: Int
    @State private var count = 0

    var body: some View {
        let _ = { if row == 0 && column == 0 { Handles.count = $count } }()
        Text("R\(row) C\(column): \(count)").font(.footnote).monospacedDigit()
    }
}

@MainActor
enum Handles {
    static var count: Binding<Int>?
}

/// `rows` × 20 views of text in nested stacks (plus a stack per row): 1,000 cells for 50 rows.
struct Tree: View {
    let rows: Int
    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<rows) { row in
                HStack(spacing: 4) {
                    ForEach(0..<20) { column in Cell(row: row, column: column) }
                }
            }
        }
    }
}

@MainActor
func host(rows: Int) -> ViewHost {
    ViewHost(Tree(rows: rows), size: Size(width: 2400, height: 3000))
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(3))

    // Issue 12: layout of a 1,000-view tree (nested stacks and text), from scratch.
    Benchmark("Build and lay out a 1,000-view tree") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            for _ in benchmark.scaledIterations { blackHole(host(rows: 50)) }
        }
    }

    // Issue 12: the same after one @State change deep inside it; it must not grow with the
    // tree, so it is measured at 1,000 and at 4,000 views.
    for rows in [50, 200] {
        Benchmark("One deep @State change, \(rows * 20)-view tree") { benchmark async in
            // Views live on the main actor; the harness's object is only used there meanwhile.
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let h = host(rows: rows)
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations {
                    Handles.count?.wrappedValue = i
                    h.layout()
                }
                benchmark.stopMeasurement()
            }
        }
    }

    // Issue 12: a frame where nothing changed (≤ 0.3 ms at 3×), and one where one Text
    // changes (≤ 1 ms at 3×), on the iPhone 15 Pro's screen.
    Benchmark("Frame with nothing changed at 3×") { benchmark async throws in
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run {
            let h = ViewHost(Tree(rows: 12), size: Size(width: 393, height: 852))
            let canvas = try RasterCanvas(size: h.size, scale: 3)
            h.draw(on: canvas)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(h.drawChanges(on: canvas)) }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Frame where one Text changes at 3×") { benchmark async throws in
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run {
            let h = ViewHost(Tree(rows: 12), size: Size(width: 393, height: 852))
            let canvas = try RasterCanvas(size: h.size, scale: 3)
            h.draw(on: canvas)
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                Handles.count?.wrappedValue = i % 10
                blackHole(h.drawChanges(on: canvas))
            }
            benchmark.stopMeasurement()
        }
    }

    // A whole frame of the catalog at 3× (everything drawn), for comparison.
    Benchmark("Full frame of a 240-view screen at 3×") { benchmark async throws in
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run {
            let h = ViewHost(Tree(rows: 12), size: Size(width: 393, height: 852))
            let canvas = try RasterCanvas(size: h.size, scale: 3)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { h.draw(on: canvas) }
            benchmark.stopMeasurement()
        }
    }
}
