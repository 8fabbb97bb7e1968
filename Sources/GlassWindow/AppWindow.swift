import CSDL2
import Foundation
import GlassCore
import GlassHost
import GlassRaster
import GlassUI

/// A GlassUI app in an SDL2 window, on a device: the mouse is a finger (and, with no button
/// held, the pointer that hovers), the wheel scrolls (with Ctrl it pinches), keys and typed
/// text go to the focused view, files dragged from the desktop to the drop destination under
/// the pointer. On `apple-tv` the arrow keys are the remote, Return selects,
/// Esc is Menu and Space is play/pause. A Mac window resizes down to 800 × 600 pt, an iPad's
/// (Stage Manager, Split View, Slide Over) down to 320 × 480 pt, and the app lays out again;
/// the iPhone and Apple TV keep their screen's proportions. `open` is a deep link given to the
/// app once it is up (`onOpenURL`).
public enum AppWindow {
    /// Runs `root` until the window is closed.
    @MainActor
    public static func run(
        _ root: AnyView, device: HostDevice, environment: EnvironmentValues, title: String,
        launchedAt: Double, open url: URL? = nil
    ) -> HomeWindow.Outcome {
        if let reason = SDLDisplay.startVideo() { return .unavailable(reason) }
        SDLClipboard.connect()
        defer { SDL_Quit() }
        guard let display = SDLDisplay(title: title, points: device.size) else {
            return .unavailable(String(cString: SDL_GetError()))
        }
        let smallest: Size? =
            switch device.platform {
            case .macOS: Size(width: 800, height: 600)
            case .iPadOS: Size(width: 320, height: 480)
            default: nil
            }
        if let smallest {
            let units = display.windowUnitsPerPoint
            SDL_SetWindowMinimumSize(display.window, Int32(smallest.width * units), Int32(smallest.height * units))
        }
        let host = ViewHost(root, size: device.size, environment: environment)
        if let url { host.open(url) }
        var loop = AppLoop(host: host, display: display, device: device, smallest: smallest)
        loop.run(launchedAt: launchedAt)
        return .closed
    }
}

/// The app window's event and frame loop.
@MainActor
struct AppLoop {
    let host: ViewHost
    let display: SDLDisplay
    let device: HostDevice
    /// The smallest window the app takes, in points; nil when the window keeps the screen's
    /// proportions (iPhone, Apple TV).
    let smallest: Size?
    private var running = true
    private var touching = false
    private var drop = SDLDrop()
    private let frequency = Double(SDL_GetPerformanceFrequency())
    private let start = SDL_GetPerformanceCounter()

    init(host: ViewHost, display: SDLDisplay, device: HostDevice, smallest: Size?) {
        self.host = host
        self.display = display
        self.device = device
        self.smallest = smallest
    }

    private var now: Double { Double(SDL_GetPerformanceCounter() - start) / frequency }

    mutating func run(launchedAt: Double) {
        SDL_StartTextInput()
        var event = SDL_Event()
        var first = true
        while running {
            while SDL_PollEvent(&event) != 0 { handle(event) }
            host.advance(to: now)
            if first || host.drawChanges(on: display.canvas) {
                if first { host.draw(on: display.canvas) }
                display.present()
            } else {
                // Nothing changed: the last frame stands, and the loop rests for a vsync's time.
                SDL_Delay(8)
            }
            if first {
                first = false
                let ms = (ProcessInfo.processInfo.systemUptime - launchedAt) * 1000
                say(
                    String(
                        format: "glass: app window %.0f×%.0f pt at %.2f×, first frame %.0f ms after launch",
                        display.points.width, display.points.height, display.canvas.scale, ms))
            }
            for url in host.openedURLs.dropFirst(reportedURLs) { say("glass: open \(url.absoluteString)") }
            reportedURLs = host.openedURLs.count
        }
        SDL_StopTextInput()
        // Closing, the app leaves the screen first, as an iOS app goes to the background before
        // it ends: it saves what it keeps for the next launch.
        host.scenePhase = .background
    }

    private var reportedURLs = 0

    /// A line on stdout, written at once.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private mutating func handle(_ event: SDL_Event) {
        let time = now
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            running = false
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
            if let smallest {
                var w: Int32 = 0, h: Int32 = 0
                SDL_GetWindowSize(display.window, &w, &h)
                let units = display.windowUnitsPerPoint
                let size = Size(
                    width: max(Double(w) / units, smallest.width).rounded(),
                    height: max(Double(h) / units, smallest.height).rounded())
                display.turn(to: size)
                host.resize(to: size, horizontalSizeClass: device.resized(to: size).horizontalSizeClass)
                say(String(format: "glass: app window resized to %.0f×%.0f pt", size.width, size.height))
            } else {
                display.layout()
            }
            host.graph.setNeedsFullPaint()
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_LEAVE.rawValue):
            host.graph.pointerExited()
        case SDL_WINDOWEVENT where SDLDisplay.scenePhase(event.window) != nil:
            host.scenePhase = SDLDisplay.scenePhase(event.window) ?? .active
        case SDL_MOUSEBUTTONDOWN
        where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != WindowLoop.touchMouse:
            touching = true
            host.send(
                TouchEvent(
                    time: time, phase: .began, location: display.point(windowX: event.button.x, y: event.button.y)))
        case SDL_MOUSEBUTTONDOWN
        where event.button.button == UInt8(SDL_BUTTON_RIGHT) && event.button.which != WindowLoop.touchMouse:
            // The secondary button opens the context menu of the view under the pointer.
            host.graph.secondaryClick(at: display.point(windowX: event.button.x, y: event.button.y))
        case SDL_MOUSEMOTION where event.motion.which != WindowLoop.touchMouse:
            let point = display.point(windowX: event.motion.x, y: event.motion.y)
            if touching {
                host.send(TouchEvent(time: time, phase: .moved, location: point))
            } else {
                host.graph.pointerMoved(to: point)
            }
        case SDL_MOUSEBUTTONUP
        where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != WindowLoop.touchMouse:
            touching = false
            host.send(
                TouchEvent(
                    time: time, phase: .ended, location: display.point(windowX: event.button.x, y: event.button.y)))
        case SDL_MOUSEWHEEL:
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let point = display.point(windowX: x, y: y)
            if SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0 {
                // Ctrl + wheel pinches, as trackpad pinches arrive on Linux desktops.
                let scale = pow(1.1, Double(event.wheel.preciseY))
                host.graph.pinch(scale: scale, at: point, phase: .began, time: time)
                host.graph.pinch(scale: scale, at: point, phase: .ended, time: time)
            } else {
                host.graph.scroll(
                    dx: -Double(event.wheel.preciseX) * WindowLoop.pointsPerWheelStep,
                    dy: -Double(event.wheel.preciseY) * WindowLoop.pointsPerWheelStep, at: point)
            }
        case SDL_KEYDOWN, SDL_KEYUP:
            if SDLKeyboard.isModifierKey(event.key) { host.graph.modifiersChanged(SDLKeyboard.heldModifiers) }
            if let press = SDLKeyboard.keyPress(event.key) { host.graph.send(press) }
        case SDL_TEXTINPUT:
            if let text = SDLKeyboard.typedText(event.text) { host.graph.insertText(text) }
        case SDL_DROPBEGIN, SDL_DROPFILE, SDL_DROPTEXT, SDL_DROPCOMPLETE:
            guard let files = drop.take(event) else { return }
            let point = display.pointerLocation
            host.graph.dropFiles(files, at: CGPoint(x: point.x, y: point.y))
        default:
            break
        }
    }
}
