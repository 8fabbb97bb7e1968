import Benchmark
import Dotfield
import GlassCore
import GlassRaster
import HomeScreen
import Scenes

/// Whole home-screen frames at the iPhone 15 Pro's 3× (1179×2556 px), as the window draws them:
/// one canvas and one presentation reused frame after frame, the clock advancing by 1/120 s, so wiggle poses change
/// every frame while the wallpaper, icon bodies and labels come from the layer cache.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(3))
    let environment = GlassEnvironment()
    let wallpaper = Wallpaper.builtIn(BuiltInWallpaper.allCases[0])

    /// One canvas per benchmark, kept across its samples as the window keeps its own; the first
    /// sample (warm-up) fills the layer cache.
    func frames(_ name: String, of state: HomeState) {
        nonisolated(unsafe) let canvas = try! RasterCanvas(size: environment.screenSize, scale: 3)
        nonisolated(unsafe) var time = 2.0
        nonisolated(unsafe) var presentation = state.presentation(at: time)
        Benchmark(name) { benchmark in
            for _ in benchmark.scaledIterations {
                time += 1.0 / 120
                state.present(at: time, into: &presentation)
                HomeScene(
                    presentation: presentation, catalog: state.catalog,
                    wallpaper: wallpaper, environment: environment
                ).draw(on: canvas)
                // Reading the pixels, as the window does to show them, lands every queued composite.
                blackHole(canvas.pixels)
            }
        }
    }

    var editing = HomeState()
    _ = editing.reduce(.editHomeScreen, at: 0)
    var folderOpen = HomeState()
    let folder = folderOpen.geometry.iconFrame(slot: 19).center
    _ = folderOpen.reduce(TouchEvent(time: 0.5, phase: .began, location: folder))
    _ = folderOpen.reduce(TouchEvent(time: 0.55, phase: .ended, location: folder))

    // What the harness itself counts for a sample: its mallocs are the baseline to subtract
    // from the frames' below.
    nonisolated(unsafe) let idle = try! RasterCanvas(size: environment.screenSize, scale: 3)
    Benchmark("Harness baseline (no drawing)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(idle.pixels) }
    }
    frames("Home screen frame at 3× (static wallpaper)", of: HomeState())
    frames("Edit-mode frame at 3× (wiggling icons)", of: editing)
    frames("Open-folder frame at 3×", of: folderOpen)

    // Issue 16's home screen over the moving Dotfield: a finger sweeps back and forth across
    // the icons, the field steps each frame, and every icon and the dock refract its dots.
    nonisolated(unsafe) let sweepCanvas = try! RasterCanvas(size: environment.screenSize, scale: 3)
    nonisolated(unsafe) var field = Dotfield(bounds: Rect(origin: .zero, size: environment.screenSize), scale: 3)
    nonisolated(unsafe) var sweepTime = 2.0
    _ = field.reduce(TouchEvent(time: field.time, touch: 1, phase: .began, location: Point(x: 40, y: 300)))
    let home = HomeState()
    nonisolated(unsafe) var sweepPresentation = home.presentation(at: sweepTime)
    Benchmark("Home screen over the Dotfield under a sweeping finger at 3×") { benchmark in
        for _ in benchmark.scaledIterations {
            sweepTime += 1.0 / 120
            let phase = sweepTime.truncatingRemainder(dividingBy: 2) / 2
            let x = 40 + 313 * (phase < 0.5 ? phase * 2 : 2 - phase * 2)
            _ = field.reduce(
                TouchEvent(time: field.time, touch: 1, phase: .moved, location: Point(x: x, y: 300 + 200 * phase)))
            field.advance(to: field.time + 1.0 / 120)
            home.present(at: sweepTime, into: &sweepPresentation)
            HomeScene(
                presentation: sweepPresentation, catalog: home.catalog, wallpaper: .dotfield(field),
                environment: environment
            ).draw(on: sweepCanvas)
            blackHole(sweepCanvas.pixels)
        }
    }
}
