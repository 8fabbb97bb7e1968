import Foundation
import GlassCore
import GlassRaster
import GlassUI

@_exported import struct GlassCore.Point
@_exported import struct GlassCore.Size
@_exported import struct GlassCore.TouchEvent

/// Hosts a GlassUI view without a display, as a hosting controller with XCUITest's eyes:
/// send it touches, keys and text, advance its clock, read its element tree, render it.
///
/// Text is measured by Pango and pictures are drawn by GlassRaster, exactly as in the window,
/// so what a test sees is what a person sees.
@MainActor
public final class ViewHost {
    public let graph: ViewGraph
    /// The screen in points.
    public private(set) var size: Size
    public private(set) var time: Double = 0

    /// URLs the app asked to open (`Link`, `openURL`), in order: a host has no browser.
    public var openedURLs: [URL] { urls.opened }
    private let urls = URLLog()

    /// A host of `content` on a screen of `size` points; `epoch` is the wall-clock date of the
    /// host's time 0, which a `TimelineView` counts from (a test fixes it to replay exactly).
    public init<Content: View>(
        _ content: Content, size: Size, environment: EnvironmentValues = EnvironmentValues(), epoch: Date = Date()
    ) {
        self.size = size
        ViewHost.installDecoder()
        var environment = environment
        let urls = self.urls
        environment.openURL = OpenURLAction { url in urls.append(url) }
        graph = ViewGraph(content, environment: environment, textEngine: PangoTextEngine.shared, epoch: epoch)
        graph.displayScale = environment.displayScale
        layout()
    }

    /// Pictures are decoded by GlassRaster: Cairo's PNG reader and libjpeg-turbo.
    static func installDecoder() {
        if ImageLibrary.shared.decoder == nil {
            ImageLibrary.shared.decoder = { data in try Bitmap(imageData: data) }
        }
    }

    /// Runs pending bodies and lays out what changed.
    public func layout() {
        graph.advance(to: time)
        graph.update()
        graph.layout(in: CGSize(width: size.width, height: size.height))
    }

    /// Delivers a touch (time in seconds, location in points) to the views under it.
    public func send(_ event: TouchEvent) {
        layout()
        time = max(time, event.time)
        graph.send(event)
        layout()
    }

    /// A tap (a touch that begins and ends at `point`, 0.05 s apart) at `time`.
    public func tap(at point: Point, time: Double? = nil) {
        let start = time ?? self.time + 0.1
        send(TouchEvent(time: start, phase: .began, location: point))
        send(TouchEvent(time: start + 0.05, phase: .ended, location: point))
    }

    /// A key going down and up, with `modifiers` held.
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
        layout()
        graph.send(KeyPress(key: key, modifiers: modifiers, phase: .down))
        graph.send(KeyPress(key: key, modifiers: modifiers, phase: .up))
        layout()
    }

    /// Asks the app to open `url` (a deep link); false when no `onOpenURL` view took it.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        layout()
        let taken = graph.open(url)
        layout()
        return taken
    }

    /// Text typed on a keyboard, to the focused field.
    public func type(_ text: String) {
        layout()
        graph.insertText(text)
        layout()
    }

    /// Moves the clock to `time` seconds. First the main-actor work that is ready runs (the
    /// views' `task`s, as an app's run loop runs them between frames); then changes made since
    /// the last update, which happened at the old time, are applied (and their animations
    /// start) before the clock moves. Inside a main-queue job (a test) the run loop leaves the
    /// queue alone, and the test awaits the tasks instead.
    public func advance(to time: Double) {
        RunLoop.main.run(until: Date())
        layout()
        self.time = max(self.time, time)
        layout()
    }

    /// Draws the view at `scale` pixels per point onto a new canvas over the system background.
    public func render(scale: Double) throws -> RasterCanvas {
        let canvas = try RasterCanvas(size: size, scale: scale)
        draw(on: canvas)
        return canvas
    }

    /// Lays out what changed and draws the whole view over the system background.
    public func draw(on canvas: any GlassCore.Canvas) {
        layout()
        _ = graph.takeRepaint()
        paint(Rect(origin: .zero, size: size), on: canvas)
        // Glass that took its appearance from what it was drawn over changed its content: the
        // picture is drawn again with it.
        if graph.needsUpdate {
            layout()
            _ = graph.takeRepaint()
            paint(Rect(origin: .zero, size: size), on: canvas)
        }
    }

    /// Lays out what changed and draws again only what changed on `canvas`, which holds the
    /// last frame this host drew: nothing when nothing changed, the damaged area (clipped)
    /// when something did. Returns whether it drew.
    @discardableResult
    public func drawChanges(on canvas: RasterCanvas) -> Bool {
        layout()
        switch graph.takeRepaint() {
        case .nothing:
            return false
        case .everything:
            paint(Rect(origin: .zero, size: size), on: canvas)
        case .area(let area):
            // On whole pixels: a clip edge through a pixel would blend the new frame into the old.
            let s = canvas.scale
            let x0 = (Double(area.minX) * s).rounded(.down) / s, y0 = (Double(area.minY) * s).rounded(.down) / s
            let x1 = (Double(area.maxX) * s).rounded(.up) / s, y1 = (Double(area.maxY) * s).rounded(.up) / s
            let clip = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            // Damage over the whole screen draws unclipped, where pictures are copied and
            // blended by our own loops rather than through Cairo's clip.
            if x0 <= 0, y0 <= 0, x1 >= size.width, y1 >= size.height {
                paint(Rect(origin: .zero, size: size), on: canvas)
            } else {
                canvas.withLayer(clip: GlassCore.Path(rect: clip)) { paint(clip, on: canvas) }
            }
        }
        return true
    }

    private func paint(_ area: Rect, on canvas: any GlassCore.Canvas) {
        let background = graph.environment.colorScheme == .dark ? GlassCore.Color.black : GlassCore.Color.white
        canvas.fill(GlassCore.Path(rect: area), with: background)
        graph.paint(on: canvas)
    }

    /// Whether the app is in front: the window sets `.background` when it is hidden or
    /// minimized and `.active` when it is back (the app's `scenePhase`).
    public var scenePhase: ScenePhase {
        get { graph.environment.scenePhase }
        set {
            guard newValue != scenePhase else { return }
            var environment = graph.environment
            environment.scenePhase = newValue
            graph.setEnvironment(environment)
            layout()
        }
    }

    /// The window was resized (a Mac window, Stage Manager): the view lays out in `size`
    /// points, in the horizontal size class given (a window under 600 pt is compact on iPadOS).
    public func resize(to newSize: Size, horizontalSizeClass: UserInterfaceSizeClass? = nil) {
        size = newSize
        if let horizontalSizeClass, horizontalSizeClass != graph.environment.horizontalSizeClass {
            var environment = graph.environment
            environment.horizontalSizeClass = horizontalSizeClass
            graph.setEnvironment(environment)
        }
        layout()
    }

    /// Renders at `scale` and writes a PNG file.
    public func renderPNG(scale: Double, to path: String) throws {
        try render(scale: scale).writePNG(to: path)
    }
}

/// The URLs a hosted app opened.
final class URLLog: @unchecked Sendable {
    private let lock = NSLock()
    private var urls: [URL] = []
    var opened: [URL] { lock.withLock { urls } }
    func append(_ url: URL) { lock.withLock { urls.append(url) } }
}
