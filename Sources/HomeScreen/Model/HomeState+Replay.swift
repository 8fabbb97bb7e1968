import GlassCore

extension HomeState {
    /// Feeds a recorded script (see `TouchScript`) in order, then lets the clock run
    /// `settleSeconds` past its last event so timers still pending (a page's settle haptic, a
    /// folder dwell) fire. Returns every effect in order: what `glass replay` prints and saves.
    public mutating func replay(_ events: [TouchEvent], settleSeconds: Double = 1) -> [HomeEffect] {
        var effects = events.flatMap { reduce($0) }
        effects += advance(to: (events.last?.time ?? time) + settleSeconds)
        return effects
    }
}
