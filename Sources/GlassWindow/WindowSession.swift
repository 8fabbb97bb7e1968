import Dotfield
import GlassCore
import GlassStore
import HomeScreen
import Scenes

/// Everything the window shows and remembers, without SDL: the home screen model fed with the
/// window's input and a monotonic clock, the look (dark mode, Reduce Motion, wallpaper, the
/// overlay), and what the overlay reports. Each committed layout change is saved at once, so
/// closing the window mid-drag loses nothing that was committed.
public final class WindowSession {
    public private(set) var home: HomeState
    public private(set) var dark: Bool
    public private(set) var wallpaperName: String
    public private(set) var showsOverlay = false
    /// Spec 001's field: the wallpaper when chosen, or the whole window with F.
    public private(set) var dotfield: Dotfield
    public private(set) var showsDotfieldOnly = false
    /// The device on its side (R). The home screen is portrait-only, as on every current iPhone,
    /// so it stays upright on the device and is seen turned, as the Simulator shows it; the
    /// Dotfield on its own re-lays out to the landscape screen (spec 001: orientation changes
    /// keep the field's state), moving calmly rather than jumping.
    public private(set) var landscape = false
    /// The latest haptic events in the order they played, newest last; the overlay is where a
    /// person sees them.
    public private(set) var haptics: [HapticEvent] = []
    public private(set) var lastAnnouncement: String?
    /// Notes for stderr: settings that could not be read, saves that failed.
    public private(set) var notes: [String] = []
    public var stats = FrameStats()
    /// Set by the S key; the runtime writes the screenshot and clears it.
    public var screenshotRequested = false
    /// Apps the home screen asked to open (a tap on an icon), with the icon's frame, for the
    /// runtime to launch.
    private var openRequests: [(AppID, Rect)] = []

    /// Takes the apps asked to open since the last call.
    public func takeOpenRequests() -> [(AppID, Rect)] {
        defer { openRequests.removeAll() }
        return openRequests
    }

    private let store: GlassStore?
    private var multiFingerTap = MultiFingerTap()
    static let hapticsShown = 5
    /// The touch id of the mirrored second finger (Alt held): it reaches the Dotfield only.
    public static let mirroredFinger = 1_001

    /// Starts from the stored layout and window settings (`store` nil: the default layout).
    public init(store: GlassStore?, layout: HomeLayout, geometry: HomeGeometry = .iPhone15Pro) {
        self.store = store
        let settings = WindowSettings(reading: store)
        notes = settings.problems
        dark = settings.dark
        wallpaperName = settings.wallpaper
        home = HomeState(layout: layout, geometry: geometry, reduceMotion: settings.reduceMotion)
        var dotSettings = DotfieldSettings()
        if let store {
            do {
                let loaded = try DotfieldStoredSettings.load(from: store)
                dotSettings = loaded.settings
                notes += loaded.repairs.map(\.description)
            } catch {
                notes.append("\(error); using the default Dotfield settings")
            }
        }
        dotSettings.reduceMotion = dotSettings.reduceMotion || settings.reduceMotion
        dotfield = Dotfield(
            bounds: Self.fieldBounds(geometry.screen, settings: dotSettings, landscape: false), scale: 3,
            settings: dotSettings)
        if settings.page > 0, settings.page < layout.pages.count {
            apply(home.reduce(.goToPage(settings.page), at: 0))
            apply(home.advance(to: 1))
        }
    }

    public var environment: GlassEnvironment {
        GlassEnvironment(colorScheme: dark ? .dark : .light, reduceMotion: home.reduceMotion)
    }

    /// The wallpaper now chosen; names come from `WindowSettings.wallpapers`.
    public var wallpaper: Wallpaper {
        if wallpaperName == WindowSettings.dotfield { return .dotfield(dotfield) }
        return .builtIn(BuiltInWallpaper(rawValue: wallpaperName) ?? BuiltInWallpaper.allCases[0])
    }

    /// Whether fingers move the dots: the field is on screen.
    public var dotfieldVisible: Bool { showsDotfieldOnly || wallpaperName == WindowSettings.dotfield }

    /// The screen as the device is held, in points: the window's canvas.
    public var screen: Size {
        let portrait = home.geometry.screen
        return landscape ? Size(width: portrait.height, height: portrait.width) : portrait
    }

    /// The device's upright (portrait) points → the canvas's: a quarter turn counter-clockwise,
    /// the device's top to the left, when it lies on its side.
    public var homeTransform: AffineTransform {
        landscape ? AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: home.geometry.screen.width) : .identity
    }

    /// The safe area of the screen (the device's insets turned with it), or all of it edge to edge.
    static func fieldBounds(_ screen: Size, settings: DotfieldSettings, landscape: Bool) -> Rect {
        let upright = settings.edgeToEdge ? EdgeInsets() : HomeGeometry.iPhone15Pro.safeArea
        // Turned counter-clockwise, the device's top inset is on the left, its left at the bottom.
        let insets =
            landscape
            ? EdgeInsets(top: upright.right, left: upright.top, bottom: upright.left, right: upright.bottom) : upright
        let size = landscape ? Size(width: screen.height, height: screen.width) : screen
        return Rect(
            x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }

    /// Re-lays the field out where it now lies, if that moved.
    private func fitField() {
        let bounds = fieldBounds
        if bounds != dotfield.grid.bounds { dotfield.resize(to: bounds) }
    }

    /// Where the field lies now: on the canvas when shown alone, else on the upright home screen.
    private var fieldBounds: Rect {
        Self.fieldBounds(home.geometry.screen, settings: dotfield.settings, landscape: landscape && showsDotfieldOnly)
    }

    public func handle(_ input: WindowInput, at time: Double) {
        switch input {
        case .touch(let id, let phase, let point):
            if multiFingerTap.handle(id: id, phase: phase, at: point, time: time) { showsOverlay.toggle() }
            // The canvas's point on the upright device, unless the field alone fills the canvas.
            let upright = showsDotfieldOnly ? point : (homeTransform.inverted ?? .identity).apply(to: point)
            let event = TouchEvent(time: time, touch: id, phase: phase, location: upright)
            if dotfieldVisible, let haptic = dotfield.reduce(event) { log(haptic) }
            guard !showsDotfieldOnly, id != Self.mirroredFinger else { return }
            apply(home.reduce(event))
        case .scroll(let deltaX):
            apply(home.reduce(.scrollPages(deltaX: deltaX), at: time))
        case .key(let key):
            handle(key, at: time)
        }
    }

    /// Moves the models' clocks to `time`: the home screen's timers fire, the field steps.
    public func advance(to time: Double) {
        apply(home.advance(to: time))
        if dotfieldVisible || !dotfield.isAtRest { dotfield.advance(to: time) }
    }

    /// Reads the Dotfield's settings again (an app, or the CLI, may have changed them): the
    /// field behind the home screen takes them, re-laid out without a jump.
    public func reloadDotfieldSettings() {
        guard let store, let loaded = try? DotfieldStoredSettings.load(from: store) else { return }
        var settings = loaded.settings
        settings.reduceMotion = settings.reduceMotion || home.reduceMotion
        if settings != dotfield.settings { dotfield.apply(settings, bounds: fieldBounds) }
    }

    /// Saves the page and the look; the layout is saved as it changes.
    public func saveSettings() {
        guard let store else { return }
        let settings = WindowSettings(
            page: home.currentPage, dark: dark, reduceMotion: home.reduceMotion, wallpaper: wallpaperName)
        do {
            try settings.write(to: store)
        } catch {
            notes.append("cannot save the window settings: \(error)")
        }
    }

    /// Takes the notes collected so far, for printing.
    public func takeNotes() -> [String] {
        defer { notes.removeAll() }
        return notes
    }

    private func handle(_ key: WindowKey, at time: Double) {
        switch key {
        case .done: apply(home.reduce(.done, at: time))
        case .previousPage: apply(home.reduce(.goToPage(max(0, home.currentPage - 1)), at: time))
        case .nextPage: apply(home.reduce(.goToPage(min(home.layout.pages.count - 1, home.currentPage + 1)), at: time))
        case .overlay: showsOverlay.toggle()
        case .reduceMotion:
            apply(home.reduce(.setReduceMotion(!home.reduceMotion), at: time))
            var settings = dotfield.settings
            settings.reduceMotion = home.reduceMotion
            dotfield.apply(settings, bounds: fieldBounds)
        case .dotfield:
            showsDotfieldOnly.toggle()
            fitField()
        case .rotate:
            landscape.toggle()
            fitField()
        case .appearance: dark.toggle()
        case .wallpaper:
            let names = WindowSettings.wallpapers
            wallpaperName = names[((names.firstIndex(of: wallpaperName) ?? -1) + 1) % names.count]
        case .screenshot: screenshotRequested = true
        }
    }

    private func log(_ haptic: HapticEvent) {
        haptics.append(haptic)
        if haptics.count > Self.hapticsShown { haptics.removeFirst() }
    }

    private func apply(_ effects: [HomeEffect]) {
        for effect in effects {
            switch effect {
            case .haptic(let event):
                log(event)
            case .announce(let announcement):
                lastAnnouncement = announcement.text
            case .commit(let change):
                do {
                    try store?.saveLayout(change.layout)
                } catch {
                    notes.append("cannot save the layout: \(error)")
                }
            case .open(let app, let icon):
                openRequests.append((app, icon))
            }
        }
    }
}
