import ArgumentParser
import Foundation
import GlassWindow

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

    /// When the process started, on `ProcessInfo.systemUptime`'s clock.
    nonisolated(unsafe) static var launchedAt = ProcessInfo.processInfo.systemUptime

    func run() throws {
        if !headless {
            let (store, layout) = try storeOptions.open()
            switch HomeWindow.run(WindowSession(store: store, layout: layout), screenshots: screenshots, launchedAt: Self.launchedAt) {
            case .closed: return
            case .unavailable(let reason): print("glass: no display (\(reason)); rendering the tour to \(tourOut)/ instead")
            }
        }
        for path in try Tour.render(into: tourOut) { print(path) }
    }
}
