import GlassCore

@testable import HomeScreen

/// Drives a `HomeState` with touches at given times and keeps every effect, so scenario tests
/// read as a script followed by assertions.
struct Driver {
    var state: HomeState
    var effects: [HomeEffect] = []

    init(_ state: HomeState = HomeState()) {
        self.state = state
    }

    var geometry: HomeGeometry { state.geometry }

    mutating func touch(_ phase: TouchEvent.Phase, _ point: Point, at time: Double, touch: Int = 0) {
        effects += state.reduce(TouchEvent(time: time, touch: touch, phase: phase, location: point))
    }

    mutating func send(_ action: HomeAction, at time: Double) {
        effects += state.reduce(action, at: time)
    }

    mutating func advance(to time: Double) {
        effects += state.advance(to: time)
    }

    /// A finger down, held still, and up.
    mutating func tap(_ point: Point, at time: Double, holding: Double = 0.05) {
        touch(.began, point, at: time)
        touch(.ended, point, at: time + holding)
    }

    /// Moves the finger from `from` to `to` in `steps` samples over `duration` seconds.
    mutating func move(from: Point, to: Point, startingAt start: Double, duration: Double, steps: Int = 10) {
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            touch(
                .moved, Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f),
                at: start + duration * f)
        }
    }

    /// Long-presses the empty wallpaper to enter edit mode, then lifts.
    mutating func enterEditMode(at time: Double = 0) {
        let empty = Point(x: 196, y: 690)
        touch(.began, empty, at: time)
        touch(.ended, empty, at: time + 0.6)
    }

    var haptics: [HapticEvent] {
        effects.compactMap { if case .haptic(let h) = $0 { h } else { nil } }
    }

    var announcements: [Announcement] {
        effects.compactMap { if case .announce(let a) = $0 { a } else { nil } }
    }

    var commits: [LayoutChange] {
        effects.compactMap { if case .commit(let c) = $0 { c } else { nil } }
    }

    func center(ofSlot slot: Int) -> Point { geometry.iconFrame(slot: slot).center }
}
