extension HomeScreenTokens {
    /// Entering and showing edit mode (spec 000, "Activation Sequence" and "Wiggle").
    public struct EditMode: Hashable, Sendable {
        /// How long a press must hold still to enter edit mode, in seconds.
        public let longPressDuration = 0.5
        /// Travel, in points, that turns a press into a swipe before the long press fires
        /// (ours: the same 10 pt as the drag threshold).
        public let longPressAllowableMovement = 10.0
        /// Delay after entry before every icon wiggles, in seconds ("within 0.1s"; we use the bound).
        public let wiggleStartLatency = 0.1
        /// Per-icon phase offset of the wiggle, in seconds per icon index.
        public let wigglePhaseStep = 0.03
        /// More wiggling icons than this on screen reduce the wiggle's complexity.
        public let reducedWiggleThreshold = 20
    }
}
