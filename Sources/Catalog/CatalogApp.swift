import GlassUI

/// `catalog`: GlassUI's UI catalog, as Apple's UIKitCatalog shows UIKit. A segmented control
/// picks a section; each section shows one family of views on one screen, in the look and
/// text size the host sets (light or dark, any Dynamic Type size).
public struct CatalogApp: View {
    public enum Section: String, CaseIterable, Hashable {
        case text = "Text", controls = "Controls", layout = "Layout", shapes = "Shapes", motion = "Motion"
        case scroll = "Scroll"
    }

    @State private var section: Section

    public init(section: Section = .text) {
        _section = State(initialValue: section)
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Catalog").font(.largeTitle).bold().accessibilityAddTraits(.isHeader)
            Picker("Section", selection: $section) {
                ForEach(Section.allCases, id: \.self) { Text($0.rawValue).tag($0) }
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
                }
            }
            .transition(.opacity)
            Spacer(minLength: 0)
        }
        .padding(.horizontal)
        .animation(.smooth(duration: 0.25), value: section)
    }
}
