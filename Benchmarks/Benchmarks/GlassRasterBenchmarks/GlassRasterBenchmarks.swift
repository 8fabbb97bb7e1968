import Benchmark
import GlassCore
import GlassRaster

/// The glass kernels at the iPhone 15 Pro's 3× resolution (1179×2556 px). Each pane is drawn
/// once before the measurement, as glass that stays put over moving content is: its optics are
/// then known and each frame only processes and samples the backdrop. The "first frame" figure
/// is a pane whose optics are new (it moved or changed shape).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(3))

    let screen = Size(width: 393, height: 852)
    let wallpaper = Paint.linearGradient(
        stops: Paint.evenStops([Color(rgb: 0x6B2FD9), Color(rgb: 0xF0448A), Color(rgb: 0x2F80ED)]),
        start: .zero, end: Point(x: 393, y: 852))
    let fullScreen = GlassShape(rect: Rect(origin: .zero, size: screen), cornerRadius: 0)
    let material = BackdropEffect(blurRadius: 30, saturation: 1.8, tint: Color.white.opacity(0.2))
    let dock = GlassShape(rect: Rect(x: 11.5, y: 745, width: 370, height: 96), cornerRadius: 38)
    let dockGlass = BackdropEffect(
        blurRadius: 12, saturation: 1.8, tint: Color.white.opacity(0.2),
        refraction: Refraction(bezelWidth: 16, thickness: 12))
    let icon = GlassShape(rect: Rect(x: 27, y: 82, width: 60, height: 60), cornerRadius: 13.5)
    let iconGlass = BackdropEffect(
        blurRadius: 2, refraction: Refraction(bezelWidth: 8, thickness: 6),
        lens: Lens(strength: 0.5, vignetteStrength: 0.2))

    /// A container's worth of 20 pt circles of glass, 6 pt apart, `columns` × `rows` from
    /// (20, 40) pt, melting within 12 pt.
    func circles(_ columns: Int, _ rows: Int) -> GlassUnion {
        GlassUnion(
            shapes: (0..<rows).flatMap { row in
                (0..<columns).map { column in
                    GlassShape(
                        rect: Rect(x: 20 + Double(column) * 26, y: 40 + Double(row) * 26, width: 20, height: 20),
                        cornerRadius: 10, style: .circular)
                }
            }, blend: 12)
    }

    /// Measures `draw` over the wallpaper, after a first drawing unless `firstFrame` (then on a
    /// new canvas each time). Each drawing lands on the last, so the backdrop changes from
    /// frame to frame.
    func measure(_ name: String, firstFrame: Bool, _ draw: @escaping @Sendable (RasterCanvas) -> Void) {
        @Sendable func canvas() throws -> RasterCanvas {
            let canvas = try RasterCanvas(size: screen, scale: 3)
            canvas.fill(Path(rect: Rect(origin: .zero, size: screen)), with: wallpaper)
            return canvas
        }
        nonisolated(unsafe) let kept = firstFrame ? nil : try? canvas()
        kept.map(draw)
        Benchmark(name) { benchmark in
            let canvas = try kept ?? canvas()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { draw(canvas) }
        }
    }

    /// `shape` drawn with `effect`.
    func glass(_ name: String, _ shape: GlassShape, _ effect: BackdropEffect, firstFrame: Bool = false) {
        measure(name, firstFrame: firstFrame) { $0.drawBackdrop(in: shape, effect: effect) }
    }

    /// `union` drawn as regular Liquid Glass.
    func union(_ name: String, _ union: GlassUnion, firstFrame: Bool) {
        let effect = LiquidGlass.regular.effect(size: Size(width: 20, height: 20), in: .light)
        measure(name, firstFrame: firstFrame) { $0.drawBackdrop(in: union, effect: effect) }
    }

    glass("Full-screen blur σ 30 pt at 3× (1179×2556)", fullScreen, material)
    glass("Full-screen blur σ 30 pt at 3×, first frame", fullScreen, material, firstFrame: true)
    glass("Glass dock with refraction at 3× (370×96 pt)", dock, dockGlass)
    glass("Glass dock with refraction at 3×, first frame", dock, dockGlass, firstFrame: true)
    let tabBar = GlassShape(rect: Rect(x: 21, y: 769, width: 351, height: 62), cornerRadius: 31, style: .circular)
    let regular = LiquidGlass.regular.effect(size: tabBar.rect.size, in: .light)
    glass("Liquid Glass tab bar capsule at 3× (351×62 pt)", tabBar, regular)
    let button = GlassShape(rect: Rect(x: 320, y: 60, width: 54, height: 54), cornerRadius: 27, style: .circular)
    glass(
        "Liquid Glass button, a 54 pt circle at 3×", button,
        LiquidGlass.regular.effect(size: button.rect.size, in: .dark))
    union("Container of 90 melting circles at 3×, first frame", circles(6, 15), firstFrame: true)
    union("Container of 360 melting circles at 3×, first frame", circles(12, 30), firstFrame: true)
    union("Container of 90 melting circles at 3×", circles(6, 15), firstFrame: false)
    union("Container of 360 melting circles at 3×", circles(12, 30), firstFrame: false)
    glass("Glass icon with lens and refraction at 3× (60 pt)", icon, iconGlass)
}
