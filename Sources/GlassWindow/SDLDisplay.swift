import CSDL2
import Foundation
import GlassCore
import GlassRaster

import enum GlassUI.ScenePhase

/// The SDL window, its vsync renderer and the streaming texture the canvas is uploaded to.
/// The phone's screen keeps its proportions inside the window: a resized window letterboxes it,
/// and the canvas follows the drawable's pixel density (HiDPI).
final class SDLDisplay {
    let window: OpaquePointer
    let renderer: OpaquePointer
    private(set) var texture: OpaquePointer?
    private(set) var canvas: RasterCanvas
    /// Where the screen sits in the drawable, in drawable pixels.
    private(set) var content = SDL_Rect()
    /// The screen as the device is held, in points.
    private(set) var points: Size
    /// The window's units (the desktop's) a point takes: below 1 when the device's screen is
    /// larger than the desktop, so the window was opened smaller to fit.
    let windowUnitsPerPoint: Double

    init?(title: String, points: Size) {
        self.points = points
        var usable = SDL_Rect()
        let fit =
            SDL_GetDisplayUsableBounds(0, &usable) == 0
            ? min(1, Double(usable.w - 40) / points.width, Double(usable.h - 40) / points.height) : 1
        windowUnitsPerPoint = max(0.1, fit)
        let centered = Int32(bitPattern: 0x2FFF_0000)
        let flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue
        guard
            let window = SDL_CreateWindow(
                title, centered, centered, Int32(points.width * fit), Int32(points.height * fit), flags)
        else {
            return nil
        }
        let vsync = SDL_RENDERER_PRESENTVSYNC.rawValue
        guard
            let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | vsync)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | vsync)
        else {
            SDL_DestroyWindow(window)
            return nil
        }
        self.window = window
        self.renderer = renderer
        // 1 pt per pixel until the first layout, which sizes it to the drawable.
        canvas = try! RasterCanvas(size: points, scale: 1)
        layout()
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// Starts SDL's video on a real display (never its invisible offscreen driver); returns
    /// why it cannot, or nil. The caller ends it with `SDL_Quit`.
    static func startVideo() -> String? {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else {
            return "neither DISPLAY nor WAYLAND_DISPLAY is set"
        }
        if environment["SDL_VIDEODRIVER"] == nil { SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11,wayland") }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { return String(cString: SDL_GetError()) }
        return nil
    }

    /// The app's place a window event tells of: hidden or minimized, it is in the background;
    /// shown or restored, active again. Nil for other events.
    static func scenePhase(_ event: SDL_WindowEvent) -> ScenePhase? {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN: .background
        case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN: .active
        default: nil
        }
    }

    /// Fits the screen to the drawable and makes the canvas and texture match its pixels.
    /// The model is untouched, so a resize never moves anything on screen.
    func layout() {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        let scale = max(0.25, min(Double(w) / points.width, Double(h) / points.height))
        let pw = Int32((points.width * scale).rounded()), ph = Int32((points.height * scale).rounded())
        content = SDL_Rect(x: (w - pw) / 2, y: (h - ph) / 2, w: pw, h: ph)
        guard texture == nil || canvas.pixelWidth != Int(pw) || canvas.pixelHeight != Int(ph) else { return }
        canvas = (try? RasterCanvas(size: points, scale: scale)) ?? canvas
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
            Int32(canvas.pixelWidth), Int32(canvas.pixelHeight))
    }

    /// The device turned: the window takes the other proportions (its size swapped, so the
    /// screen keeps its scale) and the canvas is remade for the new screen.
    func turn(to points: Size) {
        self.points = points
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        if (w > h) != (points.width > points.height) { SDL_SetWindowSize(window, h, w) }
        layout()
    }

    /// A window position (SDL's window coordinates) in screen points.
    func point(windowX x: Int32, y: Int32) -> Point {
        var ww: Int32 = 0, wh: Int32 = 0, dw: Int32 = 0, dh: Int32 = 0
        SDL_GetWindowSize(window, &ww, &wh)
        SDL_GetRendererOutputSize(renderer, &dw, &dh)
        let px = Double(x) * Double(dw) / Double(max(ww, 1)), py = Double(y) * Double(dh) / Double(max(wh, 1))
        return Point(
            x: (px - Double(content.x)) / Double(content.w) * points.width,
            y: (py - Double(content.y)) / Double(content.h) * points.height)
    }

    /// Where the pointer is, in screen points, read from the desktop: a drag from another
    /// program (a file manager's drop) moves it without telling the window. On X11; Wayland
    /// gives no global pointer, and there it is where SDL last saw it.
    var pointerLocation: Point {
        var x: Int32 = 0, y: Int32 = 0, left: Int32 = 0, top: Int32 = 0
        SDL_GetGlobalMouseState(&x, &y)
        SDL_GetWindowPosition(window, &left, &top)
        return point(windowX: x - left, y: y - top)
    }

    /// Uploads the canvas and presents it; returns when vsync lets the frame through.
    func present() {
        let pixels = canvas.pixels
        SDL_UpdateTexture(texture, nil, pixels.base, Int32(pixels.rowStride * 4))
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        var target = content
        SDL_RenderCopy(renderer, texture, nil, &target)
        SDL_RenderPresent(renderer)
    }
}
