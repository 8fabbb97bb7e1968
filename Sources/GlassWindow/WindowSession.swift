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
    /// The latest haptic events, newest last; the overlay is where a person sees them.
    public private(set) var haptics: [HapticEvent] = []
    public private(set) var lastAnnouncement: String?
    /// Notes for stderr: settings that could not be read, saves that failed.
    public private(set) var notes: [String] = []
    public var stats = FrameStats()
    /// Set by the S key; the runtime writes the screenshot and clears it.
    public var screenshotRequested = false

    private let store: GlassStore?
    private var lastAdvance = 0.0
    static let hapticsShown = 5
    /// The touch id of the mirrored second finger (Alt held): it reaches the Dotfield only.
    public static let mirroredFinger = 1_000

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
                dotSettings = try DotfieldStoredSettings.load(from: store)
            } catch {
                notes.append("\(error); using the default Dotfield settings")
            }
        }
        dotSettings.reduceMotion = dotSettings.reduceMotion || settings.reduceMotion
        dotfield = Dotfield(bounds: Self.fieldBounds(geometry.screen, settings: dotSettings), scale: 3, settings: dotSettings)
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

    /// The safe area of the screen, or all of it edge to edge.
    static func fieldBounds(_ screen: Size, settings: DotfieldSettings) -> Rect {
        let insets = settings.edgeToEdge ? EdgeInsets() : HomeGeometry.iPhone15Pro.safeArea
        return Rect(x: insets.left, y: insets.top, width: screen.width - insets.left - insets.right,
                    height: screen.height - insets.top - insets.bottom)
    }

    public func handle(_ input: WindowInput, at time: Double) {
        switch input {
        case .touch(let id, let phase, let point):
            if dotfieldVisible, let haptic = dotfield.touch(id, phase, at: point) { log(haptic) }
            guard !showsDotfieldOnly, id != Self.mirroredFinger else { return }
            apply(home.reduce(TouchEvent(time: time, touch: id, phase: phase, location: point)))
        case .scroll(let deltaX):
            apply(home.reduce(.scrollPages(deltaX: deltaX), at: time))
        case .key(let key):
            handle(key, at: time)
        }
    }

    /// Moves the models' clocks to `time`: the home screen's timers fire, the field steps.
    public func advance(to time: Double) {
        apply(home.advance(to: time))
        if dotfieldVisible || !dotfield.isAtRest { dotfield.step(time - lastAdvance) }
        lastAdvance = time
    }

    /// Saves the page and the look; the layout is saved as it changes.
    public func saveSettings() {
        guard let store else { return }
        let settings = WindowSettings(page: home.currentPage, dark: dark, reduceMotion: home.reduceMotion, wallpaper: wallpaperName)
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
            dotfield.apply(settings, bounds: dotfield.grid.bounds)
        case .dotfield: showsDotfieldOnly.toggle()
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
            }
        }
    }
}
