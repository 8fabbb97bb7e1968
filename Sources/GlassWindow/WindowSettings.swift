import GlassCore
import GlassStore
import HomeScreen
import Scenes

/// The window's own settings, kept in the store's `setting` table beside the layout: the page
/// shown, dark mode, Reduce Motion and the wallpaper. A value that cannot be read is reported
/// and replaced by its default; it never stops the window from opening.
struct WindowSettings: Equatable {
    var page = 0
    var dark = false
    var reduceMotion = false
    var wallpaper = wallpapers[0]
    /// What could not be read, for stderr.
    private(set) var problems: [String] = []

    /// The wallpapers W cycles through: the built-in ones, then the live Dotfield.
    static var wallpapers: [String] { BuiltInWallpaper.allCases.map(\.rawValue) + [dotfield] }
    static let dotfield = "dotfield"

    static let pageKey = "window.page", darkKey = "window.dark"
    static let reduceMotionKey = "window.reduceMotion", wallpaperKey = "window.wallpaper"

    init(page: Int, dark: Bool, reduceMotion: Bool, wallpaper: String) {
        self.page = page
        self.dark = dark
        self.reduceMotion = reduceMotion
        self.wallpaper = wallpaper
    }

    /// The stored settings; without a store, the defaults.
    init(reading store: GlassStore?) {
        guard let store else { return }
        func read(_ key: String) -> String? {
            do {
                return try store.setting(key)
            } catch {
                problems.append("cannot read setting \(key): \(error)")
                return nil
            }
        }
        if let value = read(Self.pageKey) {
            if let page = Int(value), (0..<HomeLayout.homePageLimits.maximumPages).contains(page) {
                self.page = page
            } else {
                problems.append(
                    "setting \(Self.pageKey) must be a page index in 0...\(HomeLayout.homePageLimits.maximumPages - 1), got \(value.quotedForMessage); using 0"
                )
            }
        }
        dark = flag(read(Self.darkKey), Self.darkKey)
        reduceMotion = flag(read(Self.reduceMotionKey), Self.reduceMotionKey)
        if let value = read(Self.wallpaperKey) {
            if Self.wallpapers.contains(value) {
                wallpaper = value
            } else {
                problems.append(
                    "setting \(Self.wallpaperKey) must be one of \(Self.wallpapers.joined(separator: ", ")), got \(value.quotedForMessage); using \(wallpaper)"
                )
            }
        }
    }

    func write(to store: GlassStore) throws {
        try store.setSetting(Self.pageKey, to: String(page))
        try store.setSetting(Self.darkKey, to: String(dark))
        try store.setSetting(Self.reduceMotionKey, to: String(reduceMotion))
        try store.setSetting(Self.wallpaperKey, to: wallpaper)
    }

    private mutating func flag(_ value: String?, _ key: String) -> Bool {
        guard let value else { return false }
        guard let flag = Bool(value) else {
            problems.append("setting \(key) must be true or false, got \(value.quotedForMessage); using false")
            return false
        }
        return flag
    }

    static func == (a: WindowSettings, b: WindowSettings) -> Bool {
        a.page == b.page && a.dark == b.dark && a.reduceMotion == b.reduceMotion && a.wallpaper == b.wallpaper
    }
}
