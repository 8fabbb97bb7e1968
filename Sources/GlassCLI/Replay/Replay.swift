import GlassCore
import HomeScreen

/// A touch script run through the home screen model (`HomeState.replay`), with its effects
/// sorted by kind for printing and saving.
struct Replay {
    /// How long the replay runs past its last event, in seconds, so that the timers and the
    /// springs a gesture started (drop flight, page settle and its haptic) complete.
    static let tail = 2.0

    let state: HomeState
    let haptics: [HapticEvent]
    let announcements: [Announcement]
    /// Each committed change, in order: what a store writes as one transaction each.
    let commits: [LayoutChange]

    init(layout: HomeLayout, events: [TouchEvent]) {
        var state = HomeState(layout: layout)
        let effects = state.replay(events, settleSeconds: Self.tail)
        self.state = state
        haptics = effects.compactMap { if case .haptic(let h) = $0 { h } else { nil } }
        announcements = effects.compactMap { if case .announce(let a) = $0 { a } else { nil } }
        commits = effects.compactMap { if case .commit(let c) = $0 { c } else { nil } }
    }
}
