import CSDL2
import Foundation
import GlassCore
import GlassRaster
import GlassUI
import HomeScreen
import Scenes

/// The main job: the home screen in an SDL2 window at phone proportions. The content is drawn
/// by GlassRaster into a streaming texture, presented with vsync; the model runs on a monotonic
/// clock; the mouse is a finger.
public enum HomeWindow {
    public enum Outcome: Equatable, Sendable {
        /// The window was shown and closed (by the user, SIGINT or SIGTERM).
        case closed
        /// No window could be opened; the reason is SDL's.
        case unavailable(String)
    }

    /// Runs the window until it is closed. `launchedAt` is the process's start on the
    /// `ProcessInfo.systemUptime` clock, for the first-frame time printed on stdout.
    /// `apps` are the GlassUI apps its icons open, by icon; those in `backgroundAudio` play
    /// on when closed.
    @MainActor
    public static func run(
        _ session: WindowSession, apps: [AppID: () -> AnyView], backgroundAudio: Set<AppID> = [],
        screenshots folder: String, launchedAt: Double
    ) -> Outcome {
        if let reason = SDLDisplay.startVideo() { return .unavailable(reason) }
        SDLClipboard.connect()
        defer { SDL_Quit() }
        let screen = session.environment.screenSize
        guard let display = SDLDisplay(title: "GlassKit", points: screen) else {
            return .unavailable(String(cString: SDL_GetError()))
        }
        var environment = EnvironmentValues()
        environment.colorScheme = session.dark ? .dark : .light
        environment.accessibilityReduceMotion = session.home.reduceMotion
        let safe = session.home.geometry.safeArea
        environment.screenSafeAreaInsets = GlassUI.EdgeInsets(
            top: safe.top, leading: safe.left, bottom: safe.bottom, trailing: safe.right)
        let launched = LaunchedApps(
            roots: apps, backgroundAudio: backgroundAudio, screen: session.home.geometry.screen,
            environment: environment)
        var loop = WindowLoop(session: session, apps: launched, display: display, screenshots: folder)
        loop.run(launchedAt: launchedAt)
        // Closing, the apps leave the screen first, as iOS sends an app to the background
        // before it ends it: they save what they keep for the next launch.
        launched.scenePhase = .background
        session.saveSettings()
        for note in session.takeNotes() { FileHandle.standardError.write(Data("glass: note: \(note)\n".utf8)) }
        return .closed
    }
}
