import GlassUI

/// `catalog`: GlassUI's UI catalog, as Apple's UIKitCatalog shows UIKit, in a tab view of
/// three tabs: Views (a segmented control picks a section; each section shows one family of
/// views on one screen), Lists (a navigation stack over a list, with presentations) and
/// Columns (a split view). Everything follows the look and text size the host sets (light or
/// dark, any Dynamic Type size).
public struct CatalogApp: View {
    public enum Section: String, CaseIterable, Hashable {
        case text = "Text", controls = "Controls", layout = "Layout", shapes = "Shapes", motion = "Motion"
        case scroll = "Scroll", glass = "Glass"
    }

    public enum Tab: Hashable {
        case views, lists, columns
    }

    @State private var tab: Tab
    private let section: Section

    public init(section: Section = .text, tab: Tab = .views) {
        _tab = State(initialValue: tab)
        self.section = section
    }

    public var body: some View {
        TabView(selection: $tab) {
            GlassUI.Tab("Views", systemImage: "square.grid.2x2", value: Tab.views) { ViewsCatalog(section: section) }
            GlassUI.Tab("Lists", systemImage: "list.bullet", value: Tab.lists) { ListsSection() }
            GlassUI.Tab("Columns", systemImage: "sidebar.left", value: Tab.columns) { ColumnsSection() }
        }
    }
}

/// The catalog's first tab: a section of views at a time, chosen in a segmented control.
struct ViewsCatalog: View {
    @State private var section: CatalogApp.Section

    init(section: CatalogApp.Section) {
        _section = State(initialValue: section)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Catalog").font(.largeTitle).bold().accessibilityAddTraits(.isHeader)
            Picker("Section", selection: $section) {
                ForEach(CatalogApp.Section.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            .accessibilityIdentifier("section")
            Group {
                switch section {
                case .text: TextSection()
                case .controls: ControlsSection()
                case .layout: LayoutSection()
                case .shapes: ShapesSection()
                case .motion: MotionSection()
                case .scroll: ScrollSection()
                case .glass: GlassSection()
                }
            }
            .transition(.opacity)
            Spacer(minLength: 0)
        }
        .padding(.horizontal)
        .animation(.smooth(duration: 0.25), value: section)
    }
}
