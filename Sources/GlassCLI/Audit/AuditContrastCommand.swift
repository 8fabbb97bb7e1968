import ArgumentParser
import Foundation
import GlassCore
import GlassRaster
import HomeScreen
import Scenes

/// `glass audit`: checks GlassKit's pictures against accessibility rules.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check the rendered home screen against accessibility rules.",
        subcommands: [AuditContrastCommand.self])
}

/// `glass audit contrast`: WCAG AA contrast of everything drawn on the wallpaper, measured
/// from rendered pixels over every built-in wallpaper (light and dark), plain white and black.
struct AuditContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract:
            "Measure the contrast of labels and glyphs over every wallpaper; exit 1 if any falls short of WCAG AA.",
        discussion:
            "Text needs 4.5:1 and glyphs 3:1. Each row is an element's worst ratio and the wallpaper it was measured on."
    )

    @Option(parsing: .unconditional, help: "Pixels per point to render at: 1, 2 or 3.")
    var scale = 3.0

    func validate() throws {
        try Check.range(scale, 1...3, "--scale")
    }

    /// An element's worst measurement so far.
    struct Worst {
        var element: ForegroundElement
        var ratio: Double
        var backdrop: String
    }

    func run() throws {
        var worst: [String: Worst] = [:]
        var order: [String] = []
        for backdrop in ContrastAudit.backdrops {
            for (element, ratio) in try ContrastAudit.measure(backdrop, scale: scale) {
                let key = element.kind.rawValue + ":" + element.name
                if worst[key] == nil { order.append(key) }
                if ratio < worst[key]?.ratio ?? .infinity {
                    worst[key] = Worst(element: element, ratio: ratio, backdrop: backdrop.name)
                }
            }
        }
        let rows = order.compactMap { worst[$0] }
        print("element                  kind   worst    needs  on")
        for row in rows {
            let verdict = row.ratio >= row.element.kind.requiredContrast ? "" : "  FAILS"
            print(
                row.element.name.padding(toLength: 24, withPad: " ", startingAt: 0) + " "
                    + row.element.kind.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)
                    + String(format: " %5.2f:1  %.1f:1  ", row.ratio, row.element.kind.requiredContrast) + row.backdrop
                    + verdict)
        }
        let failures = rows.filter { $0.ratio < $0.element.kind.requiredContrast }
        guard failures.isEmpty else {
            throw CLIError("\(failures.count) of \(rows.count) elements fall short of WCAG AA contrast")
        }
        print("all \(rows.count) elements meet WCAG AA over \(ContrastAudit.backdrops.count) backdrops")
    }
}

/// The home screen at rest rendered over one backdrop, with and without its foreground.
enum ContrastAudit {
    struct Backdrop {
        var name: String
        var wallpaper: Wallpaper
        var colorScheme: ColorScheme
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
