import Benchmark
import Foundation
import GlassHost
import GlassRaster
import GlassUI

/// `count` rows of a symbol and a text in a plain list under a navigation bar.
struct LongList: View {
    let count: Int
    var body: some View {
        NavigationStack {
            List(0..<count, id: \.self) { index in
                HStack {
                    Image(systemName: "star.fill").foregroundStyle(Color.orange)
                    Text("Row \(index)")
                }
            }
            .listStyle(.plain)
            .navigationTitle("Rows")
        }
    }
}

/// A list of thirty rows whose stack the benchmark pushes and pops.
struct PushedList: View {
    @State private var path: [Int] = []

    var body: some View {
        let _ = { Handles.path = $path }()
        NavigationStack(path: $path) {
            List(0..<30, id: \.self) { index in Text("Row \(index)") }
                .navigationTitle("Rows")
                .navigationDestination(for: Int.self) { index in
                    VStack(spacing: 12) {
                        Image(systemName: "star.fill").font(.largeTitle)
                        Text("Row \(index)").font(.title)
                    }
                    .navigationTitle("Row \(index)")
                }
        }
    }
}

/// Spec 004's three columns, whose sidebar the benchmark shows and hides.
struct ToggledSplit: View {
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var section: Int? = 0
    @State private var post: Int? = 3

    var body: some View {
        let _ = { Handles.visibility = $visibility }()
        NavigationSplitView(columnVisibility: $visibility) {
            List(0..<8, id: \.self, selection: $section) { Text("Section \($0)") }.navigationTitle("Horizon")
        } content: {
            List(0..<40, id: \.self, selection: $post) { Text("Post \($0)") }.navigationTitle("Feed")
        } detail: {
            Text("Post \(post ?? 0)").font(.title).navigationTitle("Post")
        }
    }
}

extension Handles {
    static var path: Binding<[Int]>?
    static var visibility: Binding<NavigationSplitViewVisibility>?
}

@MainActor
func navigationBenchmarks() {
    // Issue 15: a list of 10,000 rows (and of 100, for the memory beside it), flicked: each
    // frame of the deceleration at 3×. A new flick starts every 90 frames, up and down in turn.
    for count in [10_000, 100] {
        Benchmark("Flicked list of \(count) rows, a frame at 3×") { benchmark async throws in
            nonisolated(unsafe) let benchmark = benchmark
            try await MainActor.run {
                Handles.samples += 1
                var time = 1.0
                let drawn = try measureFrames(
                    benchmark, of: LongList(count: count),
                    prepare: { h, _ in h.advance(to: time) },
                    change: { i, h in
                        time += 1.0 / 60
                        if (i + Handles.samples * 7) % 90 == 0 {
                            let up = (i / 90 + Handles.samples) % 2 == 0
                            let (from, to) = up ? (700.0, 300.0) : (300.0, 700.0)
                            h.send(TouchEvent(time: time, phase: .began, location: Point(x: 200, y: from)))
                            h.send(
                                TouchEvent(
                                    time: time + 0.02, phase: .moved,
                                    location: Point(x: 200, y: from + (to - from) / 10)))
                            h.send(TouchEvent(time: time + 0.05, phase: .moved, location: Point(x: 200, y: to)))
                            h.send(TouchEvent(time: time + 0.06, phase: .ended, location: Point(x: 200, y: to)))
                            time += 0.06
                        }
                        h.advance(to: time)
                    })
                print("views drawn per frame: \(drawn)")
            }
        }
    }

    // Issue 15: frames of pushes and pops at 3×: a row's page slides in, then out, in turn.
    Benchmark("Push and pop animation, a frame at 3×") { benchmark async throws in
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run {
            var time = 1.0
            Handles.samples += 1
            let drawn = try measureFrames(
                benchmark, of: PushedList(), prepare: { h, _ in h.advance(to: time) },
                change: { i, h in
                    time += 1.0 / 60
                    if (i + Handles.samples * 5) % 36 == 0 {
                        let path = Handles.path
                        if path?.wrappedValue.isEmpty == true {
                            path?.wrappedValue = [i % 30]
                        } else {
                            path?.wrappedValue = []
                        }
                    }
                    h.advance(to: time)
                })
            print("views drawn per frame: \(drawn)")
        }
    }

    // Issue 15: frames of the split view's sidebar showing and hiding on the 13-inch iPad in
    // landscape at 2×.
    Benchmark("Split view column toggle, a frame on iPad Pro 13 at 2×") { benchmark async throws in
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run {
            var time = 1.0
            Handles.samples += 1
            let drawn = try measureFrames(
                benchmark, of: ToggledSplit(), device: try HostDevice("ipad-pro-13-m4", landscape: true),
                prepare: { h, _ in h.advance(to: time) },
                change: { i, h in
                    time += 1.0 / 60
                    if (i + Handles.samples * 5) % 36 == 0, let visibility = Handles.visibility {
                        withAnimation(.spring(response: 0.4, dampingFraction: 1)) {
                            visibility.wrappedValue = visibility.wrappedValue == .all ? .doubleColumn : .all
                        }
                    }
                    h.advance(to: time)
                })
            print("views drawn per frame: \(drawn)")
        }
    }
}
