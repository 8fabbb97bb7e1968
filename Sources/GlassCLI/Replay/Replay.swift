import GlassCore
import HomeScreen

/// Feeds a script's touch events to the home screen model, in time order, and collects what it
/// emits. The model's timers fire during `advance`, so a replay is exact whatever the spacing
/// of the events.
struct Replay {
    /// How long the replay runs past its last event, in seconds, so that the timers and the
    /// springs a gesture started (drop flight, page settle and its haptic) complete.
    static let tail = 2.0

    private(set) var state: HomeState
    private(set) var haptics: [HapticEvent] = []
    private(set) var announcements: [Announcement] = []
    /// Each committed change, in order: what a store writes as one transaction each.
    private(set) var commits: [LayoutChange] = []

    init(layout: HomeLayout) {
        state = HomeState(layout: layout)
    }

    mutating func run(_ events: [TouchEvent]) {
        for event in events {
            collect(state.advance(to: event.time))
            collect(state.reduce(event))
        }
        collect(state.advance(to: (events.last?.time ?? 0) + Self.tail))
    }

    private mutating func collect(_ effects: [HomeEffect]) {
        for effect in effects {
            switch effect {
            case .haptic(let haptic): haptics.append(haptic)
            case .announce(let announcement): announcements.append(announcement)
            case .commit(let change): commits.append(change)
            }
        }
    }
}
