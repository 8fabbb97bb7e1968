import Benchmark
import GlassCore
import GlassRaster

/// The glass kernels at the iPhone 15 Pro's 3× resolution (1179×2556 px).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(3))

    let screen = Size(width: 393, height: 852)
    let wallpaper = Paint.linearGradient(
        stops: Paint.evenStops([Color(rgb: 0x6B2FD9), Color(rgb: 0xF0448A), Color(rgb: 0x2F80ED)]),
        start: .zero, end: Point(x: 393, y: 852))

    Benchmark("Full-screen blur σ 30 pt at 3× (1179×2556)") { benchmark in
        let canvas = try RasterCanvas(size: screen, scale: 3)
        canvas.fill(Path(rect: Rect(origin: .zero, size: screen)), with: wallpaper)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            canvas.drawBackdrop(
                in: GlassShape(rect: Rect(origin: .zero, size: screen), cornerRadius: 0),
                effect: BackdropEffect(blurRadius: 30, saturation: 1.8, tint: Color.white.opacity(0.2)))
        }
    }

    Benchmark("Glass dock with refraction at 3× (370×96 pt)") { benchmark in
        let canvas = try RasterCanvas(size: screen, scale: 3)
        canvas.fill(Path(rect: Rect(origin: .zero, size: screen)), with: wallpaper)
        let dock = GlassShape(rect: Rect(x: 11.5, y: 745, width: 370, height: 96), cornerRadius: 38)
        let effect = BackdropEffect(
            blurRadius: 12, saturation: 1.8, tint: Color.white.opacity(0.2),
            refraction: Refraction(bezelWidth: 16, thickness: 12))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { canvas.drawBackdrop(in: dock, effect: effect) }
    }

    Benchmark("Glass icon with lens and refraction at 3× (60 pt)") { benchmark in
        let canvas = try RasterCanvas(size: screen, scale: 3)
        canvas.fill(Path(rect: Rect(origin: .zero, size: screen)), with: wallpaper)
        let icon = GlassShape(rect: Rect(x: 27, y: 82, width: 60, height: 60), cornerRadius: 13.5)
        let effect = BackdropEffect(
            blurRadius: 2, refraction: Refraction(bezelWidth: 8, thickness: 6),
            lens: Lens(strength: 0.5, vignetteStrength: 0.2))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { canvas.drawBackdrop(in: icon, effect: effect) }
    }
}
