import CSDL2
import Foundation
import GlassCore
import GlassRaster
import Scenes

/// The main job: the home screen in an SDL2 window at phone proportions. The content is drawn
/// by GlassRaster into a streaming texture, presented with vsync; the model runs on a monotonic
/// clock; the mouse is a finger.
public enum HomeWindow {
    public enum Outcome: Equatable {
        /// The window was shown and closed (by the user, SIGINT or SIGTERM).
        case closed
        /// No window could be opened; the reason is SDL's.
        case unavailable(String)
    }

    /// Runs the window until it is closed. `launchedAt` is the process's start on the
    /// `ProcessInfo.systemUptime` clock, for the first-frame time printed on stdout.
    public static func run(_ session: WindowSession, screenshots folder: String, launchedAt: Double) -> Outcome {
        if let reason = SDLDisplay.startVideo() { return .unavailable(reason) }
        defer { SDL_Quit() }
        let screen = session.environment.screenSize
        guard let display = SDLDisplay(title: "GlassKit", points: screen) else {
            return .unavailable(String(cString: SDL_GetError()))
        }
        var loop = WindowLoop(session: session, display: display, screenshots: folder)
        loop.run(launchedAt: launchedAt)
        session.saveSettings()
        for note in session.takeNotes() { FileHandle.standardError.write(Data("glass: note: \(note)\n".utf8)) }
        return .closed
    }
}
