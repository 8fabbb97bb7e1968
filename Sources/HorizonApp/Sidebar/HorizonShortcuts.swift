import GlassUI
import Horizon

/// The keyboard shortcuts of spec 004's requirement 3.7, as buttons with no size: ⌘1–⌘5 for
/// the sidebar's items, ⌘N for a new post, ⌘F for search, ⌘R to read the lists again, ⇧⌘S
/// for the summary, the arrows and Tab between and within the columns (`KeyboardColumn`), and
/// ⌥⌘ with an arrow to move the picture-in-picture window to that side (the one gesture with
/// no key before). While a sheet or the picture viewer is up, its own keys work instead.
struct HorizonShortcuts: View {
    let model: HorizonModel

    var body: some View {
        ZStack {
            ForEach(Array(SidebarItem.main.enumerated()), id: \.element) { number, item in
                shortcut(item.title, KeyEquivalent(Character("\(number + 1)"))) { model.choose(item) }
            }
            shortcut("New Post", "n") { model.compose() }
            shortcut("Search", "f") { model.choose(.search) }
            shortcut("Refresh", "r") { model.refresh() }
            shortcut("AI Summary", "s", modifiers: [.command, .shift]) { model.showsSummary = true }
            // The arrows and Tab, which a focused text field takes first.
            shortcut("Previous Column", .leftArrow, modifiers: []) { model.moveColumn(by: -1) }
            shortcut("Next Column", .rightArrow, modifiers: []) { model.moveColumn(by: 1) }
            shortcut("Next Column", .tab, modifiers: []) { model.moveColumn(by: 1) }
            shortcut("Previous Column", .tab, modifiers: .shift) { model.moveColumn(by: -1) }
            shortcut("Up", .upArrow, modifiers: []) { model.moveSelection(by: -1) }
            shortcut("Down", .downArrow, modifiers: []) { model.moveSelection(by: 1) }
            if let playback = model.playback, playback.isPictureInPicture {
                let move = { (corner: VideoPlayback.Corner) in withAnimation(.bouncy) { playback.corner = corner } }
                shortcut("Move Picture Left", .leftArrow, modifiers: [.command, .option]) {
                    move(playback.corner.on(leading: true))
                }
                shortcut("Move Picture Right", .rightArrow, modifiers: [.command, .option]) {
                    move(playback.corner.on(leading: false))
                }
                shortcut("Move Picture Up", .upArrow, modifiers: [.command, .option]) {
                    move(playback.corner.on(top: true))
                }
                shortcut("Move Picture Down", .downArrow, modifiers: [.command, .option]) {
                    move(playback.corner.on(top: false))
                }
            }
        }
        .disabled(model.composer != nil || model.showsSummary || model.viewing != nil)
        .frame(width: 0, height: 0)
        .opacity(0)
        .accessibilityHidden(true)
    }

    private func shortcut(
        _ title: String, _ key: KeyEquivalent, modifiers: EventModifiers = .command, action: @escaping () -> Void
    ) -> some View {
        Button(title, action: action).keyboardShortcut(key, modifiers: modifiers)
    }
}
