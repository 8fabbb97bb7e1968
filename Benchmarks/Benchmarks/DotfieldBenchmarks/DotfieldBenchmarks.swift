import Benchmark
import Dotfield
import GlassCore
import GlassRaster
import Scenes

/// Spec 001's budgets: a simulation step of ~20 000 dots with two fingers down, and a full
/// frame (step + draw) at the iPhone 15 Pro's 3×, on canvases and fields kept across samples.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(3))

    func pressed(_ bounds: Rect, _ settings: DotfieldSettings) -> Dotfield {
        var field = Dotfield(bounds: bounds, scale: 3, settings: settings)
        _ = field.reduce(
            TouchEvent(
                time: field.time, touch: 1, phase: .began, location: Point(x: bounds.width / 3, y: bounds.height / 3)))
        _ = field.reduce(
            TouchEvent(
                time: field.time, touch: 2, phase: .began,
                location: Point(x: bounds.width * 2 / 3, y: bounds.height * 2 / 3)))
        for _ in 0..<120 { field.advance(to: field.time + 1.0 / 120) }
        return field
    }

    var dense = DotfieldSettings()
    dense.density = .dense
    nonisolated(unsafe) var large = pressed(
        Rect(origin: .zero, size: ScreenMetrics.iPadPro13M4.size(in: .portrait)), dense)
    Benchmark("Dotfield step, \(large.count) dots, two fingers") { benchmark in
        for _ in benchmark.scaledIterations { large.advance(to: large.time + 1.0 / 120) }
    }

    let screen = ScreenMetrics.iPhone15Pro.size(in: .portrait)
    nonisolated(unsafe) var phone = pressed(Rect(origin: .zero, size: screen), DotfieldSettings())
    nonisolated(unsafe) let canvas = try! RasterCanvas(size: screen, scale: 3)
    Benchmark("Dotfield frame at 3× (1179×2556), step + draw") { benchmark in
        for _ in benchmark.scaledIterations {
            phone.advance(to: phone.time + 1.0 / 120)
            DotfieldScene(field: phone).draw(in: Rect(origin: .zero, size: screen), on: canvas)
        }
    }
}
