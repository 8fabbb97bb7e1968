import GlassUI
import Stories

/// `stories`: spec 002's story app for children, written as SwiftUI code. Four tabs in a
/// floating glass tab bar on iOS 26 (`.glassTabBar()`; the standard bar before): Home (heroes
/// and recent stories, with the floating buttons), Library, Journey and Settings. Home is
/// chosen at launch; each tab keeps its own navigation; switching tabs taps lightly when
/// haptics are on. The Settings tab's appearance colors the whole app, sheets included.
public struct StoriesApp: View {
    /// The four tabs, in spec 002's order.
    public enum Section: String, CaseIterable, Hashable {
        case home = "Home", library = "Library", journey = "Journey", settings = "Settings"

        /// The tab's SF Symbol: house, books, chart and gear.
        var symbol: String {
            switch self {
            case .home: "house"
            case .library: "books.vertical"
            case .journey: "chart.bar"
            case .settings: "gearshape"
            }
        }
    }

    @State private var section: Section
    @State private var showsNewStory = false
    @State private var showsEvents = false
    @State private var showsNewHero = false
    private let library: StoriesLibrary

    /// The app over `library`, opening on `section` (Home, as spec 002 asks, unless a host
    /// asks for another).
    public init(library: StoriesLibrary, section: Section = .home) {
        self.library = library
        _section = State(initialValue: section)
    }

    public var body: some View {
        TabView(selection: $section) {
            GlassUI.Tab(Section.home.rawValue, systemImage: Section.home.symbol, value: Section.home) {
                HomeTab(
                    library: library, showsNewStory: $showsNewStory, showsEvents: $showsEvents,
                    showsNewHero: $showsNewHero)
            }
            GlassUI.Tab(Section.library.rawValue, systemImage: Section.library.symbol, value: Section.library) {
                LibraryTab(library: library)
            }
            GlassUI.Tab(Section.journey.rawValue, systemImage: Section.journey.symbol, value: Section.journey) {
                JourneyTab(library: library)
            }
            GlassUI.Tab(Section.settings.rawValue, systemImage: Section.settings.symbol, value: Section.settings) {
                SettingsTab(library: library)
            }
        }
        .glassTabBar()
        .sheet(isPresented: $showsNewStory) { NewStoryFlow(library: library) }
        .sheet(isPresented: $showsEvents) { CustomEventsView(library: library) }
        .sheet(isPresented: $showsNewHero) { HeroEditor(library: library) }
        .sensoryFeedback(trigger: section) { _, _ in library.preferences.haptics ? .impact(weight: .light) : nil }
        .preferredColorScheme(library.preferences.appearance.colorScheme)
    }
}
