import CSDL2
import Foundation
import GlassCore
import GlassRaster
import GlassUI
import HomeScreen
import Scenes

/// One window's event and frame loop: SDL events become `WindowInput`, the session advances to
/// the monotonic clock, the scene is drawn and presented with vsync. An app opened from its
/// icon takes the touches, keys and text until the home gesture closes it.
@MainActor
struct WindowLoop {
    let session: WindowSession
    let apps: LaunchedApps
    let display: SDLDisplay
    let screenshots: String
    private var running = true
    private var screenshotCount = 0
    /// The home screen at this frame, kept so that its arrays are reused frame after frame.
    private var presentation: HomePresentation
    /// Whether the mirrored second finger is down.
    private var mirroring = false
    private var drop = SDLDrop()
    private let frequency = Double(SDL_GetPerformanceFrequency())
    private let start = SDL_GetPerformanceCounter()

    init(session: WindowSession, apps: LaunchedApps, display: SDLDisplay, screenshots: String) {
        self.session = session
        self.apps = apps
        self.display = display
        self.screenshots = screenshots
        presentation = session.home.presentation(at: session.home.time)
    }

    /// Seconds since the loop began, from SDL's monotonic performance counter.
    private var now: Double { Double(SDL_GetPerformanceCounter() - start) / frequency }

    mutating func run(launchedAt: Double) {
        var first = true
        var event = SDL_Event()
        SDL_StartTextInput()
        defer { SDL_StopTextInput() }
        while running {
            while SDL_PollEvent(&event) != 0 { handle(event) }
            let frameStart = now
            session.advance(to: frameStart)
            for (app, icon) in session.takeOpenRequests() where apps.canOpen(app) {
                apps.open(app, from: icon, at: frameStart)
            }
            let appWasOpen = apps.presentation != nil
            apps.advance(to: frameStart)
            // A closed app may have changed the Dotfield's settings (the Dotfield app does).
            if appWasOpen && apps.presentation == nil { session.reloadDotfieldSettings() }
            draw()
            if session.screenshotRequested { writeScreenshot() }
            let made = now
            display.present()
            session.stats.record(cost: made - frameStart, presentedAt: now)
            if first {
                first = false
                let ms = (ProcessInfo.processInfo.systemUptime - launchedAt) * 1000
                say(
                    String(
                        format: "glass: window %.0f×%.0f pt at %.2f×, first frame %.0f ms after launch",
                        display.points.width, display.points.height, display.canvas.scale, ms))
            }
            for note in session.takeNotes() { FileHandle.standardError.write(Data("glass: note: \(note)\n".utf8)) }
        }
        let stats = session.stats
        say(
            String(
                format:
                    "glass: last second: %.0f fps, frames made in %.2f ms on average, %.0f%% within the %.1f ms budget",
                stats.framesPerSecond, stats.averageCost * 1000, stats.withinBudget * 100, FrameStats.budget * 1000))
    }

    /// A line on stdout, written at once: the end-to-end test waits for these.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private mutating func draw() {
        if display.points != session.screen { display.turn(to: session.screen) }
        let canvas = display.canvas
        if session.showsDotfieldOnly {
            DotfieldScene(field: session.dotfield).draw(in: Rect(origin: .zero, size: canvas.size), on: canvas)
        } else {
            session.home.present(at: session.home.time, into: &presentation)
            canvas.withLayer(transform: apps.homeTransform(at: now).concatenating(session.homeTransform)) {
                HomeScene(
                    presentation: presentation, catalog: session.home.catalog,
                    wallpaper: session.wallpaper, environment: session.environment
                ).draw(on: canvas)
            }
            if apps.presentation != nil {
                // A turned device lays the app out on the landscape canvas; its icon is still
                // on the upright home screen, seen turned.
                apps.isLandscape = session.landscape
                canvas.withLayer(transform: session.landscape ? .identity : session.homeTransform) {
                    do {
                        try apps.draw(
                            on: canvas, at: now,
                            displayCornerRadius: session.home.geometry.screen.height > 700 ? 55 : 0,
                            iconTransform: session.landscape ? session.homeTransform : .identity)
                    } catch {
                        FileHandle.standardError.write(Data("glass: cannot draw the app: \(error)\n".utf8))
                    }
                }
            }
        }
        if session.showsOverlay {
            DebugOverlay(lines: session.overlayLines).draw(in: Rect(origin: .zero, size: canvas.size), on: canvas)
        }
    }

    private mutating func writeScreenshot() {
        session.screenshotRequested = false
        screenshotCount += 1
        let path = (screenshots as NSString).appendingPathComponent(
            String(format: "glass-screenshot-%03d.png", screenshotCount))
        do {
            try FileManager.default.createDirectory(atPath: screenshots, withIntermediateDirectories: true)
            try display.canvas.writePNG(to: path)
            say(path)
        } catch {
            FileHandle.standardError.write(Data("glass: cannot write the screenshot '\(path)': \(error)\n".utf8))
        }
    }

    private mutating func handle(_ event: SDL_Event) {
        let time = now
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            running = false
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
            display.layout()
        case SDL_WINDOWEVENT where SDLDisplay.scenePhase(event.window) != nil:
            apps.scenePhase = SDLDisplay.scenePhase(event.window) ?? .active
        // Touch screens also send synthesized mouse events (from SDL_TOUCH_MOUSEID); fingers are
        // handled as fingers, so those are skipped.
        case SDL_MOUSEBUTTONDOWN
        where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != Self.touchMouse:
            pointer(.began, display.point(windowX: event.button.x, y: event.button.y), at: time)
        case SDL_MOUSEMOTION
        where event.motion.state & Self.leftButtonMask != 0 && event.motion.which != Self.touchMouse:
            pointer(.moved, display.point(windowX: event.motion.x, y: event.motion.y), at: time)
        case SDL_MOUSEBUTTONUP
        where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != Self.touchMouse:
            pointer(.ended, display.point(windowX: event.button.x, y: event.button.y), at: time)
        // Scroll events reach no view of an open app yet; the home screen under it takes none.
        case SDL_MOUSEWHEEL where event.wheel.preciseX != 0 && apps.presentation == nil:
            session.handle(.scroll(deltaX: Double(event.wheel.preciseX) * Self.pointsPerWheelStep), at: time)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            handleFinger(event.tfinger, type: SDL_EventType(event.type), at: time)
        case SDL_KEYDOWN, SDL_KEYUP:
            if apps.presentation != nil, let press = SDLKeyboard.keyPress(event.key), apps.handle(press, at: time) {
                return
            }
            guard SDL_EventType(event.type) == SDL_KEYDOWN, event.key.repeat == 0 else { return }
            if let key = Self.keys[event.key.keysym.sym] { session.handle(.key(key), at: time) }
        case SDL_TEXTINPUT where apps.presentation != nil:
            if let text = SDLKeyboard.typedText(event.text) { apps.insert(text) }
        case SDL_DROPBEGIN, SDL_DROPFILE, SDL_DROPTEXT, SDL_DROPCOMPLETE:
            guard let files = drop.take(event) else { return }
            apps.drop(files, at: appPoint(display.pointerLocation), time: time)
        default:
            break
        }
    }

    /// The mouse is finger 0; with Alt held a second finger follows it mirrored around the
    /// screen's center, as the iOS Simulator's Option key does, for two-finger play in the field
    /// and in an open app.
    private mutating func pointer(_ phase: TouchEvent.Phase, _ point: Point, at time: Double) {
        var fingers = [(id: 0, phase: phase, point: point)]
        let alt = SDL_GetModState().rawValue & KMOD_ALT.rawValue != 0
        if alt || mirroring {
            let size = display.points
            let mirrored = Point(x: size.width - point.x, y: size.height - point.y)
            let mirroredPhase: TouchEvent.Phase = alt ? (mirroring ? phase : .began) : .ended
            fingers.append((WindowSession.mirroredFinger, phase == .ended ? .ended : mirroredPhase, mirrored))
            mirroring = alt && phase != .ended
        }
        for finger in fingers {
            let mirrored = finger.id == WindowSession.mirroredFinger
            if appTakes(finger.id, finger.phase, finger.point, at: time, mayBeHomeGesture: !mirrored) { continue }
            session.handle(.touch(id: finger.id, phase: finger.phase, at: finger.point), at: time)
        }
    }

    /// Whether an open app took the touch: then the home screen under it sees nothing.
    private func appTakes(
        _ id: Int, _ phase: TouchEvent.Phase, _ point: Point, at time: Double, mayBeHomeGesture: Bool = true
    ) -> Bool {
        apps.handle(
            TouchEvent(time: time, touch: id, phase: phase, location: appPoint(point)),
            mayBeHomeGesture: mayBeHomeGesture)
    }

    /// A screen point in the open app's points: it lies upright on the device, or on the canvas
    /// itself when the device is turned.
    private func appPoint(_ point: Point) -> Point {
        apps.isLandscape ? point : (session.homeTransform.inverted ?? .identity).apply(to: point)
    }

    /// A real touch screen's finger: SDL gives its position as a fraction of the window.
    private func handleFinger(_ finger: SDL_TouchFingerEvent, type: SDL_EventType, at time: Double) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(display.window, &w, &h)
        let point = display.point(windowX: Int32(finger.x * Float(w)), y: Int32(finger.y * Float(h)))
        let phase: TouchEvent.Phase = type == SDL_FINGERDOWN ? .began : (type == SDL_FINGERUP ? .ended : .moved)
        // Finger ids are large and arbitrary; the model needs distinct small ids beside the
        // mouse's 0 and the mirrored finger's 1 001: 1 … 1 000.
        let id = 1 + Int(UInt64(bitPattern: finger.fingerId) % 1_000)
        if appTakes(id, phase, point, at: time) { return }
        session.handle(.touch(id: id, phase: phase, at: point), at: time)
    }

    /// SDL_TOUCH_MOUSEID, ((Uint32)-1), which Swift imports as an overflowing literal.
    static let touchMouse = UInt32.max

    /// SDL_BUTTON_LMASK, a function-like macro Swift does not import.
    static let leftButtonMask = UInt32(1) << (UInt32(SDL_BUTTON_LEFT) - 1)

    /// A wheel step scrolls as far as a trackpad's flick of about a fifth of the screen.
    static let pointsPerWheelStep = 80.0

    static let keys: [SDL_Keycode: WindowKey] = [
        SDL_Keycode(SDLK_ESCAPE.rawValue): .done,
        SDL_Keycode(SDLK_LEFT.rawValue): .previousPage,
        SDL_Keycode(SDLK_RIGHT.rawValue): .nextPage,
        SDL_Keycode(SDLK_d.rawValue): .overlay,
        SDL_Keycode(SDLK_m.rawValue): .reduceMotion,
        SDL_Keycode(SDLK_l.rawValue): .appearance,
        SDL_Keycode(SDLK_w.rawValue): .wallpaper,
        SDL_Keycode(SDLK_s.rawValue): .screenshot,
        SDL_Keycode(SDLK_f.rawValue): .dotfield,
        SDL_Keycode(SDLK_r.rawValue): .rotate,
    ]
}
