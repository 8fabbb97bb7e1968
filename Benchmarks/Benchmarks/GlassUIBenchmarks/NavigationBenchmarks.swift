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

/// Measures one frame `lead` frames (at 60 Hz) into a motion that `start` sets off, after
/// drawing the frames before it: each sample catches the motion at another point. `skip`
/// frames after the start are never measured (a flick's first frame is its drag's).
@MainActor
func measureMotionFrame<V: View>(
    _ benchmark: Benchmark, of view: V, device: HostDevice? = nil, skip: Int = 0,
    start: @escaping (ViewHost) -> Void
) throws {
    Handles.samples += 1
    let lead = skip + Handles.samples % 30
    var time = 1.0
    let drawn = try measureFrames(
        benchmark, of: view, device: device,
        prepare: { h, canvas in
            h.advance(to: time)
            h.drawChanges(on: canvas)
            start(h)
            for _ in 0..<lead {
                time += 1.0 / 60
                h.advance(to: time)
                h.drawChanges(on: canvas)
            }
        },
        change: { _, h in
            time += 1.0 / 60
            h.advance(to: time)
        })
    if Handles.samples % 10 == 0 { print("views drawn in the frame: \(drawn)") }
}

/// Issue 15's benchmarks, registered with the others.
func navigationBenchmarks() {
    // Issue 15: a list of 10,000 rows (and of 100, for the memory beside it) flicked up at
    // about 6,700 pt/s: a frame of the deceleration at 3×, 1 to 30 frames after the finger
    // lifts (the frame that draws the drag itself is the drag's, not the deceleration's).
    for count in [10_000, 100] {
        Benchmark("Flicked list of \(count) rows, a frame at 3×") { benchmark async throws in
            nonisolated(unsafe) let benchmark = benchmark
            try await MainActor.run {
                try measureMotionFrame(benchmark, of: LongList(count: count), skip: 1) { h in
                    let t = h.time
                    h.send(TouchEvent(time: t, phase: .began, location: Point(x: 200, y: 700)))
                    h.send(TouchEvent(time: t + 0.02, phase: .moved, location: Point(x: 200, y: 660)))
                    h.send(TouchEvent(time: t + 0.05, phase: .moved, location: Point(x: 200, y: 360)))
                    h.send(TouchEvent(time: t + 0.06, phase: .ended, location: Point(x: 200, y: 300)))
                }
            }
        }
    }

    // Issue 15: a push's frames at 3×: a row's page sliding in over the list, 0 to 29
    // frames after the push.
    Benchmark("Push animation, a frame at 3×") { benchmark async throws in
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run {
            try measureMotionFrame(benchmark, of: PushedList()) { _ in Handles.path?.wrappedValue = [7] }
        }
    }

    // Issue 15: the split view's sidebar hiding on the 13-inch iPad in landscape at 2×, 0 to 29
    // frames after the sidebar button.
    Benchmark("Split view column toggle, a frame on iPad Pro 13 at 2×") { benchmark async throws in
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run {
            try measureMotionFrame(
                benchmark, of: ToggledSplit(), device: try HostDevice("ipad-pro-13-m4", landscape: true)
            ) { _ in
                withAnimation(.spring(response: 0.4, dampingFraction: 1)) {
                    Handles.visibility?.wrappedValue = .doubleColumn
                }
            }
        }
    }
}
