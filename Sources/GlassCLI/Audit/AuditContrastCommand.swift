import ArgumentParser
import Foundation
import GlassApps
import GlassCore
import GlassHost
import GlassRaster
import GlassUI
import HomeScreen
import Scenes

/// `glass audit`: checks GlassKit's pictures against accessibility rules.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check the rendered home screen and apps against accessibility rules.",
        subcommands: [AuditContrastCommand.self])
}

/// `glass audit contrast`: WCAG AA contrast of everything drawn on the wallpaper, measured
/// from rendered pixels over every built-in wallpaper (light and dark), plain white and black;
/// with `--app`, of the text and symbols on a GlassUI app's glass, in light and dark mode, with
/// and without Increase Contrast.
struct AuditContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract:
            "Measure the contrast of labels and glyphs over every wallpaper, or of an app's content on glass and materials; exit 1 if any falls short of WCAG AA.",
        discussion: """
            Text needs 4.5:1 and glyphs 3:1. Each row is an element's worst ratio and where it was measured: \
            the wallpaper, or the app's appearance. With --app the app runs on --device, plays --script and \
            is measured at --time, as `glass app` shows it.
            """
    )

    @Option(parsing: .unconditional, help: "Pixels per point to render at: 1, 2 or 3.")
    var scale = 3.0

    @Option(
        help: "Audit this GlassUI app's glass instead of the home screen: \(GlassApps.names.joined(separator: ", ")).")
    var app: String?

    @OptionGroup var deviceOptions: DeviceOptions

    @Option(help: "With --app: a JSON Lines script played before measuring.")
    var script: String?

    @Option(parsing: .unconditional, help: "With --app: the moment measured, in seconds.")
    var time: Double?

    func validate() throws {
        try Check.range(scale, 1...3, "--scale")
        if let time { try Check.range(time, 0...3600, "--time") }
    }

    /// An element's worst measurement so far.
    struct Row {
        var name: String
        var kind: String
        var required: Double
        var ratio: Double
        var on: String
    }

    func run() throws {
        let rows: [Row]
        if let app {
            rows = try MainActor.assumeIsolated { try appRows(app) }
        } else {
            rows = try homeRows()
        }
        print("element                  kind   worst    needs  on")
        for row in rows {
            let verdict = row.ratio >= row.required ? "" : "  FAILS"
            let name = row.name.padding(toLength: 24, withPad: " ", startingAt: 0)
            let kind = row.kind.padding(toLength: 6, withPad: " ", startingAt: 0)
            let figures = String(format: " %5.2f:1  %.1f:1  ", row.ratio, row.required)
            print(name + " " + kind + figures + row.on + verdict)
        }
        let failures = rows.filter { $0.ratio < $0.required }
        guard failures.isEmpty else {
            throw CLIError("\(failures.count) of \(rows.count) elements fall short of WCAG AA contrast")
        }
        let over =
            app == nil
            ? "over \(ContrastAudit.backdrops.count) backdrops"
            : "in light and dark, with and without Increase Contrast"
        print("all \(rows.count) elements meet WCAG AA \(over)")
    }

    private func homeRows() throws -> [Row] {
        var rows: [Row] = []
        for backdrop in ContrastAudit.backdrops {
            for (element, ratio) in try ContrastAudit.measure(backdrop, scale: scale) {
                rows.append(
                    Row(
                        name: element.name, kind: element.kind.rawValue, required: element.kind.requiredContrast,
                        ratio: ratio, on: backdrop.name))
            }
        }
        return Self.worst(rows)
    }

    @MainActor
    private func appRows(_ app: String) throws -> [Row] {
        let device: HostDevice
        do {
            device = try deviceOptions.hostDevice()
            _ = try GlassApps.root(app)
        } catch let error as HostError {
            throw CLIError(error.description, status: 2)
        }
        let played = try script.map(AppScript.load) ?? []
        let measurements = try AppContrastAudit.measure(
            app: app, device: device, script: played, time: time, scale: scale)
        guard !measurements.isEmpty else {
            throw CLIError("\(app) shows no text or symbol on glass or a material at this moment", status: 2)
        }
        return Self.worst(
            measurements.map { m in
                let text = m.element.kind == .text
                return Row(
                    name: m.element.name, kind: text ? "text" : "glyph", required: text ? 4.5 : 3, ratio: m.ratio,
                    on: m.element.surface + ", " + m.scheme)
            })
    }

    /// Each element's worst row, in the order the elements first appear.
    static func worst(_ rows: [Row]) -> [Row] {
        var worst: [String: Row] = [:]
        var order: [String] = []
        for row in rows {
            let key = row.kind + ":" + row.name
            if worst[key] == nil { order.append(key) }
            if row.ratio < worst[key]?.ratio ?? .infinity { worst[key] = row }
        }
        return order.compactMap { worst[$0] }
    }
}

/// The home screen at rest rendered over one backdrop, with and without its foreground.
enum ContrastAudit {
    struct Backdrop {
        var name: String
        var wallpaper: Wallpaper
        var colorScheme: GlassCore.ColorScheme
    }

    /// Every built-in wallpaper in light and dark, then plain white and plain black.
    static var backdrops: [Backdrop] {
        BuiltInWallpaper.allCases.flatMap { wallpaper in
            [ColorScheme.light, .dark].map {
                Backdrop(name: "\(wallpaper.rawValue) (\($0))", wallpaper: .builtIn(wallpaper), colorScheme: $0)
            }
        } + [
            Backdrop(name: "white", wallpaper: .plain(.white), colorScheme: .light),
            Backdrop(name: "black", wallpaper: .plain(.black), colorScheme: .dark),
        ]
    }

    /// Each foreground element of the first page and its measured ratio (1 when it shows no ink).
    static func measure(_ backdrop: Backdrop, scale: Double) throws -> [(ForegroundElement, Double)] {
        let environment = GlassEnvironment(colorScheme: backdrop.colorScheme)
        let state = HomeState()
        var scene = HomeScene(
            presentation: state.presentation(at: 1), catalog: state.catalog,
            wallpaper: backdrop.wallpaper, environment: environment)
        let full = try render(scene, scale: scale)
        scene.drawsForeground = false
        let inks = [LegibilityStyle.lightContent, .darkContent].map(\.content.relativeLuminance)
        let measure = ContrastMeasure(full: full, reference: try render(scene, scale: scale), scale: scale, inks: inks)
        return scene.foregroundElements.map { ($0, measure.ratio(in: $0.frame) ?? 1) }
    }

    private static func render(_ scene: HomeScene, scale: Double) throws -> Bitmap {
        do {
            let canvas = try RasterCanvas(size: scene.presentation.screen, scale: scale)
            scene.draw(on: canvas)
            return canvas.bitmap()
        } catch {
            throw CLIError("cannot render for the contrast audit: \(error)")
        }
    }
}
