import Foundation
import GlassCore
import GlassHost
import GlassMotion
import GlassRaster
import GlassUI
import HomeScreen

/// The GlassUI apps the home screen opens, as SpringBoard launches apps: an app zooms out of
/// its icon to the whole screen on a spring while the home screen sinks back behind it, and
/// the home gesture (a swipe up from the bottom edge, or H) zooms it back into its icon. An
/// app keeps its state while closed: its host lives on and is shown again the next time.
@MainActor
public final class LaunchedApps {
    /// The app on screen (opening, open or closing), with where it came from.
    public struct Presentation {
        public let id: AppID
        public let icon: Rect
        /// 0 in the icon … 1 filling the screen.
        var motion: SpringMotion<Double>
        public var isClosing: Bool { motion.target == 0 }
    }

    /// iOS's app launch: a critically damped-looking spring of 0.5 s.
    static let spring = GlassMotion.Spring(response: 0.5, dampingFraction: 0.88)
    /// The home screen's scale when an app covers it, as SpringBoard sinks it back.
    static let homeScaleUnderApp = 0.92
    /// A touch that begins this close to the bottom edge and moves this far up is the home gesture.
    static let homeGestureEdge = 24.0
    static let homeGestureTravel = 60.0

    private let roots: [AppID: () -> AnyView]
    /// The apps that keep running when closed, as iOS's audio background mode lets a player
    /// run: their clocks go on (a playing album moves to its next track), unseen.
    private let backgroundAudio: Set<AppID>
    /// When the apps with background audio were last moved on while closed.
    private var backgroundAdvanced = -Double.infinity
    /// The upright screen, and the screen the apps lay out on: turned with the device.
    private let upright: Size
    private var screen: Size
    private let environment: EnvironmentValues
    private var hosts: [AppID: ViewHost] = [:]
    private var canvases: [AppID: RasterCanvas] = [:]
    public private(set) var presentation: Presentation?
    private var homeGestureStart: Point?

    /// - Parameters:
    ///   - roots: the GlassUI apps by the id of their home-screen icon.
    ///   - backgroundAudio: those that play on when closed.
    public init(
        roots: [AppID: () -> AnyView], backgroundAudio: Set<AppID> = [], screen: Size, environment: EnvironmentValues
    ) {
        self.roots = roots
        self.backgroundAudio = backgroundAudio
        self.upright = screen
        self.screen = screen
        self.environment = environment
    }

    /// Whether `id` is an app this host can open.
    public func canOpen(_ id: AppID) -> Bool { roots[id] != nil }

    /// The app's host, made on first use and kept.
    public func host(_ id: AppID) -> ViewHost? {
        if let host = hosts[id] { return host }
        guard let root = roots[id] else { return nil }
        let host = ViewHost(root(), size: screen, environment: turned(environment))
        host.scenePhase = .background
        hosts[id] = host
        return host
    }

    /// Whether the window is in front: hidden or minimized, it sends the open app to the
    /// background. An app is active only while it is open and the window is in front; a
    /// closed app is in the background.
    public var scenePhase = ScenePhase.active {
        didSet { updateScenePhases() }
    }

    private func updateScenePhases() {
        for (id, host) in hosts {
            let open = presentation.map { $0.id == id && !$0.isClosing } ?? false
            host.scenePhase = open ? scenePhase : .background
        }
    }

    /// Whether the device lies on its side: the apps lay out again on the landscape screen,
    /// keeping their state, as an iPhone app that supports landscape does. On its side the
    /// safe area is the sensor housing's inset on both sides (none on a phone whose top inset
    /// is only the status bar's) and 21 pt for the home indicator, as iOS gives it, and the
    /// vertical size class is compact.
    public var isLandscape = false {
        didSet {
            guard isLandscape != oldValue else { return }
            screen = isLandscape ? Size(width: upright.height, height: upright.width) : upright
            for host in hosts.values {
                host.graph.setEnvironment(turned(host.graph.environment))
                host.resize(to: screen)
            }
            canvases.removeAll()
        }
    }

    /// The host environment for the device as it is held now.
    private func turned(_ base: EnvironmentValues) -> EnvironmentValues {
        var turned = base
        let portrait = environment.screenSafeAreaInsets
        // A top inset beyond the status bar's 20 pt is a sensor housing's.
        let housing = portrait.top > 24 ? portrait.top : 0
        turned.screenSafeAreaInsets =
            isLandscape
            ? EdgeInsets(top: 0, leading: housing, bottom: portrait.bottom > 0 ? 21 : 0, trailing: housing)
            : portrait
        turned.verticalSizeClass = isLandscape ? .compact : environment.verticalSizeClass
        return turned
    }

    /// Opens `id` out of its icon at `icon` (screen points) at `time` seconds.
    public func open(_ id: AppID, from icon: Rect, at time: Double) {
        guard host(id) != nil, presentation == nil else { return }
        presentation = Presentation(
            id: id, icon: icon, motion: SpringMotion(spring: Self.spring, from: 0, to: 1, startTime: time))
        updateScenePhases()
    }

    /// Sends the app back into its icon (the home gesture), from wherever it is now: the
    /// fingers still on it are cancelled, as iOS cancels the touches of an app it leaves, and
    /// it goes to the background.
    public func close(at time: Double) {
        guard var shown = presentation, !shown.isClosing else { return }
        shown.motion = shown.motion.retargeted(to: 0, at: time)
        presentation = shown
        if let host = hosts[shown.id] {
            for (id, location) in fingersDown {
                host.send(TouchEvent(time: time, touch: id, phase: .cancelled, location: location))
            }
        }
        fingersDown.removeAll()
        updateScenePhases()
    }

    /// How far the app has come out of its icon at `time` (0…1, overshooting a little).
    public func progress(at time: Double) -> Double {
        presentation?.motion.value(at: time) ?? 0
    }

    /// Whether the app is open and has finished zooming in (it takes input then).
    public func isSettledOpen(at time: Double) -> Bool {
        guard let shown = presentation else { return false }
        return !shown.isClosing && shown.motion.isSettled(at: time)
    }

    /// Moves the clocks: the app's animations run, and a closed app leaves the screen. The
    /// apps with background audio that are not on screen run too, unseen, four times a second
    /// (a player's clock needs no more; they draw nothing).
    public func advance(to time: Double) {
        if time - backgroundAdvanced >= 0.25 {
            backgroundAdvanced = time
            for id in backgroundAudio where id != presentation?.id { hosts[id]?.advance(to: time) }
        }
        guard let shown = presentation else { return }
        hosts[shown.id]?.advance(to: time)
        if shown.isClosing && shown.motion.isSettled(at: time) { presentation = nil }
    }

    // MARK: Input

    /// A touch while an app is on screen (in the app's screen points); false when no app takes
    /// input. A touch from the bottom edge upward is the home gesture and never reaches the
    /// app, unless `mayBeHomeGesture` is false (the window's mirrored second finger).
    public func handle(_ touch: TouchEvent, mayBeHomeGesture: Bool = true) -> Bool {
        guard let shown = presentation else { return false }
        guard isSettledOpen(at: touch.time), let host = hosts[shown.id] else { return true }
        guard mayBeHomeGesture else {
            send(touch, to: host)
            return true
        }
        switch touch.phase {
        case .began where touch.location.y >= screen.height - Self.homeGestureEdge:
            homeGestureStart = touch.location
            return true
        case .moved, .ended:
            if let start = homeGestureStart {
                if start.y - touch.location.y >= Self.homeGestureTravel {
                    homeGestureStart = nil
                    close(at: touch.time)
                } else if touch.phase == .ended {
                    homeGestureStart = nil
                }
                return true
            }
        default:
            break
        }
        send(touch, to: host)
        return true
    }

    /// Where each finger the open app has is, by touch id: they are cancelled when it closes.
    private var fingersDown: [Int: Point] = [:]

    private func send(_ touch: TouchEvent, to host: ViewHost) {
        if touch.phase == .ended || touch.phase == .cancelled {
            fingersDown[touch.touch] = nil
        } else {
            fingersDown[touch.touch] = touch.location
        }
        host.send(touch)
    }

    /// A key while an app is open; false when no app takes it. H closes the app unless a view
    /// in it has focus (a text field takes the letter); R (turning the device) and S (a
    /// screenshot) are the device's, not the app's, unless a view in it has focus.
    public func handle(_ press: KeyPress, at time: Double) -> Bool {
        guard let shown = presentation, let host = hosts[shown.id] else { return false }
        let unfocused = press.modifiers.isEmpty && host.graph.focusedFrame == nil
        if press.key == "h", unfocused {
            if press.phase == .down { close(at: time) }
            return true
        }
        if press.key == "r" || press.key == "s", unfocused { return false }
        host.graph.send(press)
        return true
    }

    /// Typed text while an app is open.
    public func insert(_ text: String) {
        guard let shown = presentation, let host = hosts[shown.id] else { return }
        host.type(text)
    }

    /// Files dropped on the window from the desktop while an app is open (in the app's
    /// screen points); the home screen takes none.
    public func drop(_ files: [URL], at point: Point, time: Double) {
        guard let shown = presentation, isSettledOpen(at: time), let host = hosts[shown.id] else { return }
        host.graph.dropFiles(files, at: CGPoint(x: point.x, y: point.y))
    }

    // MARK: Drawing

    /// The transform that places the screen in the icon, the app `progress` of the way out.
    func appTransform(icon: Rect, progress p: Double) -> GlassCore.AffineTransform {
        let scaleX = (icon.width + (screen.width - icon.width) * p) / screen.width
        let scaleY = (icon.height + (screen.height - icon.height) * p) / screen.height
        let x = icon.minX * (1 - p), y = icon.minY * (1 - p)
        return GlassCore.AffineTransform.scale(x: scaleX, y: scaleY).concatenating(.translation(Vector(dx: x, dy: y)))
    }

    /// The home screen's transform under the app: it sinks back as the app comes out.
    public func homeTransform(at time: Double) -> GlassCore.AffineTransform {
        let p = min(max(progress(at: time), 0), 1)
        guard p > 0 else { return .identity }
        let s = 1 - (1 - Self.homeScaleUnderApp) * p
        return GlassCore.AffineTransform.scale(s).about(Point(x: upright.width / 2, y: upright.height / 2))
    }

    /// Draws the app over the home screen on `canvas` (the app's screen points), at `time`;
    /// `iconTransform` takes the icon's upright frame to those points (the device turned).
    public func draw(
        on canvas: RasterCanvas, at time: Double, displayCornerRadius: Double,
        iconTransform: GlassCore.AffineTransform = .identity
    ) throws {
        guard let shown = presentation, let host = hosts[shown.id] else { return }
        let picture = try appCanvas(shown.id, scale: canvas.scale)
        host.drawChanges(on: picture)
        let p = max(progress(at: time), 0)
        let icon = iconTransform.boundingBox(of: shown.icon)
        let transform = appTransform(icon: icon, progress: p)
        // The icon's corners (22.5 % of its side) grow into the display's own.
        let iconRadius = icon.width * 0.225
        let radius =
            (iconRadius + (displayCornerRadius * icon.width / screen.width - iconRadius) * min(p, 1))
            / max(icon.width / screen.width, 0.001)
        let bounds = Rect(origin: .zero, size: screen)
        canvas.withLayer(
            opacity: min(1, p * 4), transform: transform,
            clip: GlassCore.Path(roundedRect: bounds, cornerRadius: max(radius, 0), style: .continuous)
        ) {
            canvas.draw(picture, in: bounds)
        }
    }

    private func appCanvas(_ id: AppID, scale: Double) throws -> RasterCanvas {
        if let canvas = canvases[id], canvas.scale == scale { return canvas }
        let canvas = try RasterCanvas(size: screen, scale: scale)
        canvases[id] = canvas
        hosts[id]?.graph.setNeedsFullPaint()
        return canvas
    }
}
