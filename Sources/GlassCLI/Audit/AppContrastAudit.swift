import Foundation
import GlassApps
import GlassCore
import GlassHost
import GlassRaster
import GlassUI

/// The contrast of what a GlassUI app shows on its glass and materials: every text (4.5:1) and
/// symbol (3:1) inside a `glassEffect` or in front of a material background, measured from
/// pixels as on the home screen (`ContrastMeasure`), in light and dark mode, each also with
/// Increase Contrast (the system colors' accessible values, glass with a border). The app is run on
/// the device and the script played; the reference picture is the same moment drawn with the
/// glass and the materials holding nothing.
enum AppContrastAudit {
    /// One element's ratio over one appearance.
    struct Measurement {
        let element: GlassContentElement
        let ratio: Double
        let scheme: String
    }

    /// The luminances the ink of app content can have: any, in steps of 0.05 (the measure
    /// takes the one whose marks moved furthest).
    static let inks = (0...20).map { Double($0) / 20 }

    @MainActor
    static func measure(
        app: String, device: HostDevice, script: [AppScript.Event], time: Double?, scale: Double
    ) throws -> [Measurement] {
        var measurements: [Measurement] = []
        for (dark, increased) in [(false, false), (true, false), (false, true), (true, true)] {
            let environment = device.environment(dark: dark, increaseContrast: increased)
            let scheme = (dark ? "dark" : "light") + (increased ? ", increased contrast" : "")
            func host(hidingContent: Bool) throws -> ViewHost {
                let host = ViewHost(try GlassApps.root(app), size: device.size, environment: environment)
                host.graph.hidesGlassContent = hidingContent
                host.play(script)
                host.advance(to: time ?? ((script.last?.time ?? 0) + 2))
                return host
            }
            let full = try host(hidingContent: false), reference = try host(hidingContent: true)
            let measure = ContrastMeasure(
                full: try render(full, scale: scale), reference: try render(reference, scale: scale), scale: scale,
                inks: inks)
            for element in full.graph.glassContent {
                guard let ratio = measure.ratio(in: element.frame) else { continue }
                measurements.append(Measurement(element: element, ratio: ratio, scheme: scheme))
            }
        }
        return measurements
    }

    @MainActor
    private static func render(_ host: ViewHost, scale: Double) throws -> Bitmap {
        do {
            return try host.render(scale: scale).bitmap()
        } catch {
            throw CLIError("cannot render for the contrast audit: \(error)")
        }
    }
}
