import ArgumentParser
import Dotfield
import Foundation
import GlassCore
import GlassRaster
import Scenes

/// `glass dotfield bench`: what a frame of the field costs, measured here, in this build.
struct DotfieldBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the Dotfield's simulation step and full frame at 1×, 2× and 3×, with two fingers down.",
        discussion: "Medians over --frames frames. Build with -c release for figures worth comparing.")

    @Option(parsing: .unconditional, help: "Frames per measurement (10...10000).")
    var frames = 120

    func validate() throws {
        try Check.range(frames, 10...10_000, "--frames")
    }

    func run() throws {
        let screen = DotfieldLookOptions.screen
        print("scale  dots   step (ms)  frame (ms)  one Cairo arc per dot (ms)  speed-up")
        for scale in [1.0, 2.0, 3.0] {
            let canvas = try RasterCanvas(size: screen, scale: scale)
            var field = Dotfield(bounds: Rect(origin: .zero, size: screen), scale: scale)
            press(&field, in: screen)
            let step = median { field.advance(to: field.time + 1 / 120) }
            let frame = median {
                field.advance(to: field.time + 1 / 120)
                DotfieldScene(field: field).draw(in: Rect(origin: .zero, size: screen), on: canvas)
            }
            let baseline = median(count: max(10, frames / 10)) {
                field.advance(to: field.time + 1 / 120)
                ArcBaseline.draw(DotfieldScene(field: field), in: Rect(origin: .zero, size: screen), on: canvas)
            }
            print(
                String(
                    format: "%.0f×     %-6d %-10.4f %-11.3f %-27.3f %.1f×", scale, field.count, step * 1000,
                    frame * 1000,
                    baseline * 1000, baseline / frame))
        }
        // Spec 001's "12–18k dots" and the 20 000: a dense field over an iPad Pro 13″.
        let large = ScreenMetrics.iPadPro13M4.size(in: .portrait)
        var field = Dotfield(
            bounds: Rect(origin: .zero, size: large), scale: 2,
            settings: {
                var settings = DotfieldSettings()
                settings.density = .dense
                return settings
            }())
        press(&field, in: large)
        let step = median { field.advance(to: field.time + 1 / 120) }
        print(
            String(
                format: "simulation step, %d dots, two fingers down: %.4f ms (%d dots moving)", field.count,
                step * 1000,
                field.activeCount))
    }

    /// Two fingers held a third of the way in from opposite corners, settled for a second.
    private func press(_ field: inout Dotfield, in size: Size) {
        _ = field.reduce(
            TouchEvent(
                time: field.time, touch: 1, phase: .began, location: Point(x: size.width / 3, y: size.height / 3)))
        _ = field.reduce(
            TouchEvent(
                time: field.time, touch: 2, phase: .began,
                location: Point(x: size.width * 2 / 3, y: size.height * 2 / 3)))
        for _ in 0..<120 { field.advance(to: field.time + 1 / 120) }
    }

    private func median(count: Int? = nil, _ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<(count ?? frames) {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[times.count / 2]
    }
}

/// The baseline a newcomer would write: the background, then one Cairo arc fill per dot in
/// its gradient color. Same picture as the kernel's, up to anti-aliasing.
enum ArcBaseline {
    static func draw(_ scene: DotfieldScene, in rect: Rect, on canvas: Canvas) {
        canvas.fill(Path(rect: rect), with: DotfieldScene.background)
        let layer = scene.layer
        let axis = Vector(dx: layer.end.x - layer.start.x, dy: layer.end.y - layer.start.y)
        let length2 = max(axis.dx * axis.dx + axis.dy * axis.dy, 1e-9)
        for i in 0..<layer.count {
            let center = Point(
                x: layer.origin.x + Double(i % layer.columns) * layer.spacing + Double(layer.dx[i]),
                y: layer.origin.y + Double(i / layer.columns) * layer.spacing + Double(layer.dy[i]))
            let t = min(
                max(((center.x - layer.start.x) * axis.dx + (center.y - layer.start.y) * axis.dy) / length2, 0), 1)
            let scaled = t * Double(layer.colors.count - 1)
            let index = min(Int(scaled), layer.colors.count - 1), next = min(index + 1, layer.colors.count - 1)
            canvas.fill(
                Path(circleCenter: center, radius: layer.diameter / 2),
                with: layer.colors[index].mixed(with: layer.colors[next], by: scaled - Double(index)))
        }
    }
}
