import ArgumentParser
import Dotfield
import Foundation
import GlassCore
import GlassRaster
import Scenes

/// `glass dotfield`: spec 001's field on its own.
struct DotfieldCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dotfield",
        abstract: "Render, measure and configure the Dotfield wallpaper.",
        subcommands: [DotfieldRenderCommand.self, DotfieldBenchCommand.self, DotfieldSettingsCommand.self])
}

/// A held finger: `ID:X,Y` in points.
struct HeldTouch {
    let id: Int
    let point: Point

    /// Reads `ID:X,Y`; a fault names what is wrong with it.
    static func parse(_ argument: String) throws(CLIError) -> HeldTouch {
        let parts = argument.split(separator: ":")
        guard parts.count == 2, let id = Int(parts[0]) else {
            throw CLIError("expected ID:X,Y with a whole-number ID, as 1:200,400")
        }
        let xy = parts[1].split(separator: ",").compactMap { Double($0) }
        guard xy.count == 2 else { throw CLIError("expected two numbers X,Y after the ID, as 1:200,400") }
        // Points as a script's: finite and within ±100,000 pt.
        let range = TouchEvent.coordinateRange
        guard xy.allSatisfy(range.contains) else {
            throw CLIError("X and Y must be within \(Int(range.lowerBound))...\(Int(range.upperBound)) points")
        }
        return HeldTouch(id: id, point: Point(x: xy[0], y: xy[1]))
    }
}

/// `glass dotfield render`: N frames with fingers held down (or a touch script), to PNG.
struct DotfieldRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Simulate frames of the Dotfield and write the last (to FILE.png) or every one (to a folder).")

    @Option(
        name: .customLong("touch"),
        help: "A finger held down from the first frame, as ID:X,Y in points, each within ±100000 (repeatable).",
        transform: { try HeldTouch.parse($0) })
    var touches: [HeldTouch] = []

    @Option(help: "A touch script (the `glass replay` format) to drive the field instead of --touch.")
    var script: String?

    @Option(parsing: .unconditional, help: "Frames to simulate (1...100000).")
    var frames = 30

    @Option(parsing: .unconditional, help: "Frames per second (1...240).")
    var fps = 60.0

    @OptionGroup var look: DotfieldLookOptions

    @Option(help: "A PNG file for the last frame, or a folder for every frame.")
    var out: String

    func validate() throws {
        try Check.range(frames, 1...100_000, "--frames")
        try Check.range(fps, 1...240, "--fps")
        try look.validate()
        if script != nil && !touches.isEmpty { throw CLIError("--script and --touch cannot be combined") }
    }

    func run() throws {
        let canvas = try look.canvas()
        var field = look.field(scale: canvas.scale)
        var events = try script.map(loadScript) ?? []
        for touch in touches {
            _ = field.reduce(TouchEvent(time: 0, touch: touch.id, phase: .began, location: touch.point))
        }
        let toFolder = !out.lowercased().hasSuffix(".png")
        if toFolder { try createFolder(out) }
        for frame in 0..<frames {
            let time = Double(frame) / fps
            // Each frame takes the events due by its time as they come, then steps to it.
            while let event = events.first, event.time <= time {
                _ = field.reduce(event)
                events.removeFirst()
            }
            field.advance(to: time)
            guard toFolder || frame == frames - 1 else { continue }
            DotfieldScene(field: field).draw(in: Rect(origin: .zero, size: canvas.size), on: canvas)
            let path =
                toFolder ? (out as NSString).appendingPathComponent(String(format: "frame-%05d.png", frame)) : out
            do { try canvas.writePNG(to: path) } catch { throw CLIError("cannot write '\(path)': \(error)") }
        }
        print(out)
    }

    private func loadScript(_ path: String) throws -> [TouchEvent] {
        do {
            return try TouchScript.parse(String(decoding: try readFile(path, what: "script"), as: UTF8.self))
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError("\(path): \(error)")
        }
    }

    private func createFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CLIError("cannot create the output folder '\(path)': \(error.localizedDescription)")
        }
    }
}

/// The field's look and size, shared by `render` and `bench`.
struct DotfieldLookOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Pixels per point: 1, 2 or 3.")
    var scale = 3.0

    @Option(help: "The gradient: \(DotfieldGradient.allCases.map(\.rawValue).joined(separator: ", ")).")
    var preset: String?

    @Option(help: "Dot size: S, M or L (3, 4, 6 pt).")
    var size: String?

    @Option(help: "Density: sparse, default or dense (12, 10, 8 pt).")
    var density: String?

    @Flag(help: "Reduce Motion: a smaller, calmer displacement.")
    var reduceMotion = false

    func validate() throws {
        try Check.range(scale, 1...3, "--scale")
        _ = try settings()
    }

    /// The settings asked for, each checked with the store's rules.
    func settings() throws -> DotfieldSettings {
        var settings = DotfieldSettings()
        do {
            if let preset { try settings.set("dotfield.gradient", to: preset) }
            if let size { try settings.set("dotfield.size", to: size) }
            if let density { try settings.set("dotfield.density", to: density) }
        } catch {
            throw CLIError(
                error.description.replacingOccurrences(of: "dotfield.gradient", with: "--preset")
                    .replacingOccurrences(of: "dotfield.", with: "--"))
        }
        settings.reduceMotion = reduceMotion
        return settings
    }

    /// The iPhone 15 Pro's screen in points.
    static let screen = ScreenMetrics.iPhone15Pro.size(in: .portrait)

    func canvas() throws -> RasterCanvas {
        do { return try RasterCanvas(size: Self.screen, scale: scale) } catch {
            throw CLIError("cannot render: \(error)")
        }
    }

    /// A field in the safe area (the whole screen edge to edge), at rest.
    func field(scale: Double) -> Dotfield {
        let settings = (try? settings()) ?? DotfieldSettings()
        let insets = settings.edgeToEdge ? EdgeInsets() : ScreenMetrics.iPhone15Pro.safeArea(in: .portrait)
        let bounds = Rect(
            x: insets.left, y: insets.top, width: Self.screen.width - insets.left - insets.right,
            height: Self.screen.height - insets.top - insets.bottom)
        return Dotfield(bounds: bounds, scale: scale, settings: settings)
    }
}
