import ArgumentParser
import Foundation
import GlassApps
import GlassHost
import GlassUI
import GlassWindow
import HomeScreen

/// `glass` / `glass window`: the main job. The home screen opens in an SDL2 window on the store's
/// layout; with no display (SDL cannot start), one line says so and the tour is rendered to
/// PNG files instead, whose paths are printed, and the exit status is 0.
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "The home screen in a window (the default); the PNG tour when no display is available.")

    @OptionGroup var storeOptions: StoreOptions

    @Option(help: "The folder for the tour's PNG files when there is no display.")
    var tourOut = "out"

    @Option(help: "The folder for screenshots (the S key).")
    var screenshots = "screenshots"

    @Flag(help: "Render the tour without trying to open a window.")
    var headless = false

    @Option(help: "Run a GlassUI app instead of the home screen: \(GlassApps.names.joined(separator: ", ")).")
    var app: String?

    @Option(
        help:
            "Music's folder (default: the XDG music folder; a generated sample when it holds no music), or Horizon's folder of AT Protocol JSON pages (default: a generated sample)."
    )
    var library: String?

    @Option(help: "A deep link for the app to open once it is up, such as horizon://post/<at-uri>.")
    var open: String?

    @OptionGroup var deviceOptions: DeviceOptions

    /// When the process started, on `ProcessInfo.systemUptime`'s clock.
    nonisolated(unsafe) static var launchedAt = ProcessInfo.processInfo.systemUptime

    func run() throws {
        if let app {
            try runApp(app)
            return
        }
        if !headless {
            let (store, layout) = try storeOptions.open()
            let outcome = MainActor.assumeIsolated {
                var apps: [AppID: () -> AnyView] = [:]
                for (name, id) in GlassApps.homeScreenIDs {
                    apps[AppID(id)] = {
                        do {
                            return try GlassApps.root(
                                name, store: storeOptions.path, library: library, playsAudio: true)
                        } catch {
                            // The app's window says why it cannot open (a damaged library was
                            // moved aside: where to), and so does stderr.
                            FileHandle.standardError.write(Data("glass: \(error)\n".utf8))
                            return AnyView(Text("\(error)").padding())
                        }
                    }
                }
                let background = Set(
                    GlassApps.backgroundAudio.compactMap { GlassApps.homeScreenIDs[$0] }.map { AppID($0) })
                return HomeWindow.run(
                    WindowSession(store: store, layout: layout), apps: apps, backgroundAudio: background,
                    screenshots: screenshots, launchedAt: Self.launchedAt)
            }
            switch outcome {
            case .closed: return
            case .unavailable(let reason):
                print("glass: no display (\(reason)); rendering the tour to \(tourOut)/ instead")
            }
        }
        for path in try Tour.render(into: tourOut) { print(path) }
    }

    /// A GlassUI app in a window on the device; with no display, one line says so and it exits
    /// with status 1 (there is no tour of an app: `glass app NAME --png` renders one).
    private func runApp(_ name: String) throws {
        try MainActor.assumeIsolated {
            do {
                let device = try deviceOptions.hostDevice()
                let url = try open.map(DeepLink.parse)
                let root = try GlassApps.root(name, store: storeOptions.path, library: library, playsAudio: true)
                switch AppWindow.run(
                    root, device: device, environment: device.environment(), title: "GlassKit – \(name)",
                    launchedAt: Self.launchedAt, open: url)
                {
                case .closed: return
                case .unavailable(let reason):
                    throw CLIError("no display (\(reason)); try `glass app \(name) --png FILE`")
                }
            } catch let error as HostError {
                throw CLIError(error.description, status: 2)
            }
        }
    }
}
