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
    /// The latest haptic events, newest last; the overlay is where a person sees them.
    public private(set) var haptics: [HapticEvent] = []
    public private(set) var lastAnnouncement: String?
    /// Notes for stderr: settings that could not be read, saves that failed.
    public private(set) var notes: [String] = []
    public var stats = FrameStats()
    /// Set by the S key; the runtime writes the screenshot and clears it.
    public var screenshotRequested = false

    private let store: GlassStore?
    static let hapticsShown = 5

    /// Starts from the stored layout and window settings (`store` nil: the default layout).
    public init(store: GlassStore?, layout: HomeLayout, geometry: HomeGeometry = .iPhone15Pro) {
        self.store = store
        let settings = WindowSettings(reading: store)
        notes = settings.problems
        dark = settings.dark
        wallpaperName = settings.wallpaper
        home = HomeState(layout: layout, geometry: geometry, reduceMotion: settings.reduceMotion)
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
        .builtIn(BuiltInWallpaper(rawValue: wallpaperName) ?? BuiltInWallpaper.allCases[0])
    }

    public func handle(_ input: WindowInput, at time: Double) {
        switch input {
        case .touch(let id, let phase, let point):
            apply(home.reduce(TouchEvent(time: time, touch: id, phase: phase, location: point)))
        case .scroll(let deltaX):
            apply(home.reduce(.scrollPages(deltaX: deltaX), at: time))
        case .key(let key):
            handle(key, at: time)
        }
    }

    /// Moves the model's clock to `time`, firing its timers.
    public func advance(to time: Double) {
        apply(home.advance(to: time))
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
        case .reduceMotion: apply(home.reduce(.setReduceMotion(!home.reduceMotion), at: time))
        case .appearance: dark.toggle()
        case .wallpaper:
            let names = WindowSettings.wallpapers
            wallpaperName = names[((names.firstIndex(of: wallpaperName) ?? -1) + 1) % names.count]
        case .screenshot: screenshotRequested = true
        }
    }

    private func apply(_ effects: [HomeEffect]) {
        for effect in effects {
            switch effect {
            case .haptic(let event):
                haptics.append(event)
                if haptics.count > Self.hapticsShown { haptics.removeFirst() }
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
