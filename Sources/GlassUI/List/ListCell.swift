import Foundation

/// How a list row looks: its content with iOS's cell margins (20 pt across, at least 44 pt
/// tall), on the cell background (rounded at the section's ends in the grouped style,
/// iOS 26's 26 pt corners or 10 pt before), with a hairline separator under every row but a
/// section's last, starting where the text starts. Selected rows are grey (in the sidebar
/// style, a rounded grey pill). In edit mode: a red delete control before the content, a
/// selection circle for a multiple selection, and a move handle after it.
struct ListCell: View {
    struct Reorder {
        let dragged: @MainActor (CGFloat) -> Void
        let dropped: @MainActor (CGFloat) -> Void
    }

    let content: AnyView
    let placement: ListRowPlacement
    let editing: Bool
    let selected: Bool
    let multiple: Bool
    let canDelete: Bool
    let reorder: Reorder?
    let reveal: @MainActor () -> Void
    let select: (@MainActor () -> Void)?
    @Environment(\.operatingSystemVersion) private var osVersion

    static let margin: CGFloat = 20
    static let minimumHeight: CGFloat = 44
    /// The grouped style's inset from the list's sides.
    static let inset: CGFloat = 16

    /// The cell's shape: the grouped style rounds a section's first and last rows.
    static func shape(_ placement: ListRowPlacement, osVersion: Int = 26) -> UnevenRoundedRectangle {
        guard placement.style == .insetGrouped else { return UnevenRoundedRectangle() }
        let radius: CGFloat = osVersion >= 26 ? 26 : 10
        let top = placement.first ? radius : 0, bottom = placement.last ? radius : 0
        return UnevenRoundedRectangle(
            topLeadingRadius: top, bottomLeadingRadius: bottom, bottomTrailingRadius: bottom, topTrailingRadius: top)
    }

    var body: some View {
        let row = HStack(spacing: 12) {
            if editing && canDelete {
                Button(action: reveal) {
                    Image(systemName: "minus.circle.fill").foregroundStyle(Color.red).font(.title3)
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Delete")
            }
            if editing && multiple {
                Image(systemName: selected ? "checkmark.circle.fill" : "circle").font(.title3)
                    .foregroundStyle(selected ? AnyShapeStyle(.tint) : AnyShapeStyle(.tertiary))
                    .accessibilityHidden(true)
            }
            content.frame(maxWidth: .infinity, alignment: .leading).environment(\.isListRow, true)
            if editing, let reorder {
                Image(systemName: "line.3.horizontal").foregroundStyle(.secondary)
                    .frame(width: 44, height: 32).contentShape(Rectangle())
                    .gesture(
                        // In the screen's space: the row follows the finger, and the handle with it.
                        DragGesture(minimumDistance: 0, coordinateSpace: .global)
                            .onChanged { reorder.dragged($0.translation.height) }
                            .onEnded { reorder.dropped($0.translation.height) }
                    )
                    .accessibilityLabel("Reorder")
            }
        }
        .padding(.horizontal, Self.margin).padding(.vertical, 6)
        .frame(maxWidth: .infinity, minHeight: Self.minimumHeight, alignment: .leading)
        .background(background)
        .overlay(alignment: .bottom) {
            if !placement.last && placement.style != .sidebar {
                Hairline().padding(.leading, Self.margin)
            }
        }
        .contentShape(Rectangle())
        .accessibilityAddTraits(selected ? .isSelected : [])
        if let select {
            row.onTapGesture { select() }
        } else {
            row
        }
    }

    @ViewBuilder private var background: some View {
        switch placement.style {
        case .insetGrouped:
            Self.shape(placement, osVersion: osVersion).fill(
                selected && !multiple ? Color.selectedCell : Color.groupedCell)
        case .plain:
            (selected && !multiple ? Color.selectedCell : Color.clear)
        case .sidebar:
            RoundedRectangle(cornerRadius: 10).fill(selected ? Color.selectedCell : Color.clear)
        }
    }
}

extension EnvironmentValues {
    /// Whether the view is a list row's content (a link there spans the row, with a chevron).
    var isListRow: Bool {
        get { self[IsListRowKey.self] }
        set { self[IsListRowKey.self] = newValue }
    }
}

private enum IsListRowKey: EnvironmentKey { static let defaultValue = false }
