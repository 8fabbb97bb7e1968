import GlassCore
import GlassUI

/// The library's sections, in the sidebar's order.
enum MusicSection: String, CaseIterable, Hashable {
    case albums = "Albums", songs = "Songs", artists = "Artists"

    var symbol: String {
        switch self {
        case .albums: "square.stack"
        case .songs: "music.note"
        case .artists: "music.mic"
        }
    }
}

/// Spec 003's glass sidebar: ultra thin material with a separator at 0.3 along its right
/// edge; 68 pt of icons when compact, 220 pt of icons and labels when regular (250 pt, a
/// source list, on the Mac). Items are 44 pt high with 16/10 pt padding and 8 pt corners;
/// the selected one sits on the accent at 0.15 in semibold, the one under the pointer on the
/// primary color at 0.05. At the accessibility text sizes, where the spec's 220 pt and 44 pt
/// would break the labels over one another, the sidebar is 340 pt wide and an item as tall as
/// its label.
struct GlassSidebar: View {
    @Binding var selection: MusicSection
    let showsLabels: Bool
    @Environment(\.platform) private var platform
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        let sidebar = AppShellTokens.sidebar(on: platform)
        VStack(alignment: .leading, spacing: Spacing.micro.points) {
            if showsLabels {
                Text("Music").font(.title2).fontWeight(.bold)
                    .padding(.horizontal, sidebar.item.padding.left)
                    .padding(.bottom, Spacing.small.points)
                    .accessibilityAddTraits(.isHeader)
            }
            ForEach(MusicSection.allCases, id: \.self) { section in
                SidebarItem(section: section, isSelected: selection == section, showsLabel: showsLabels) {
                    selection = section
                }
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, Spacing.small.points)
        .padding(.top, Spacing.medium.points)
        .frame(
            width: showsLabels
                ? (typeSize.isAccessibilitySize ? max(sidebar.regularWidth, 340) : sidebar.regularWidth)
                : sidebar.compactWidth
        )
        .frame(maxHeight: .infinity, alignment: .top)
        .background(.ultraThinMaterial)
        .overlay(alignment: .trailing) {
            Rectangle().fill(Color(uiColor: .separator).opacity(0.3)).frame(width: sidebar.borderRight.width)
        }
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier("Sidebar")
    }
}

private struct SidebarItem: View {
    let section: MusicSection
    let isSelected: Bool
    let showsLabel: Bool
    let action: () -> Void
    @Environment(\.platform) private var platform
    @Environment(\.dynamicTypeSize) private var typeSize
    @State private var isHovered = false
    /// The symbols' column, as wide as the label beside it is large.
    @ScaledMetric private var symbolWidth: CGFloat = 20

    var body: some View {
        let item = AppShellTokens.sidebar(on: platform).item
        Button(action: action) {
            HStack(spacing: Spacing.small.points + 4) {
                Image(systemName: section.symbol).frame(width: symbolWidth)
                if showsLabel {
                    Text(section.rawValue).fontWeight(isSelected ? .semibold : .regular).lineLimit(1)
                    Spacer(minLength: 0)
                }
            }
            .foregroundStyle(isSelected ? Color.accentColor : Color.primary)
            .padding(.horizontal, showsLabel ? item.padding.left : 0)
            .padding(.vertical, item.padding.top)
            .frame(
                maxWidth: .infinity, minHeight: item.height,
                maxHeight: typeSize.isAccessibilitySize ? nil : item.height
            )
            .background(
                RoundedRectangle(cornerRadius: item.cornerRadius, style: .continuous)
                    .fill(
                        isSelected
                            ? Color.accentColor.opacity(0.15) : isHovered ? Color.primary.opacity(0.05) : Color.clear)
            )
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .onHover { isHovered = $0 }
        .accessibilityLabel(section.rawValue)
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}
