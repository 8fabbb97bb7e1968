import Foundation

/// The layer over the app where presentations are drawn, in the order they came: modal
/// views (sheets, covers, popovers, alerts, dialogs), then a context menu, then an open menu
/// (with a clear shield under it that closes it when tapped; it grows out of its control),
/// then a tooltip, then the list of shortcuts while ⌘ is held, then a dragged view's copy.
struct PresentationLayer: View {
    let presentations: Presentations
    let screenSize: () -> CGSize
    /// The screen's safe area, which presentations keep inside.
    let safeArea: EdgeInsets

    var body: some View {
        ZStack {
            ForEach(presentations.modals) { modal in
                ModalContainer(modal: modal, presentations: presentations, safeArea: safeArea)
            }
            if let contextMenu = presentations.contextMenu {
                ContextMenuOverlay(menu: contextMenu, presentations: presentations, safeArea: safeArea)
                    .transition(.opacity)
            }
            if let menu = presentations.menu {
                let screen = screenSize()
                MenuPlacement(anchor: menu.anchor, safeArea: safeArea) {
                    Color.clear.contentShape(Rectangle())
                        .onTapGesture { presentations.menu = nil }
                        .accessibilityHidden(true)
                    MenuPanel(content: { menu.content })
                        .simultaneousGesture(TapGesture().onEnded { presentations.menu = nil })
                }
                .transition(
                    .opacity.combined(
                        with: .scale(
                            scale: 0.9,
                            anchor: UnitPoint(
                                x: screen.width > 0 ? menu.anchor.midX / screen.width : 0.5,
                                y: screen.height > 0 ? menu.anchor.midY / screen.height : 0.5))))
            }
            if let tooltip = presentations.tooltip {
                TooltipView(tooltip: tooltip, safeArea: safeArea)
            }
            if let list = presentations.shortcutList { ShortcutListView(list: list) }
            if let drag = presentations.drag { DragPreview(drag: drag) }
        }
    }
}

/// A menu's panel: its rows in a column 250 pt wide, with a soft shadow (a `Menu`'s, a context
/// menu's): on iOS 26 thick Liquid Glass with 22 pt corners, before it the regular material
/// with 13 pt corners.
struct MenuPanel<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 0) { content }
            .frame(width: 250)
            .background { MenuPanelBackground() }
            .shadow(color: .black.opacity(0.18), radius: 24, y: 8)
            .accessibilityAddTraits(.isModal)
    }
}

/// What a menu's panel stands on: on iOS 26 thick Liquid Glass with 22 pt corners, before it
/// the regular material with 13 pt corners.
struct MenuPanelBackground: View {
    @Environment(\.operatingSystemVersion) private var osVersion

    var body: some View {
        if osVersion >= 26 {
            Color.clear.glassEffect(.panel, in: RoundedRectangle(cornerRadius: 22))
        } else {
            RoundedRectangle(cornerRadius: 13).fill(.regularMaterial)
        }
    }
}
