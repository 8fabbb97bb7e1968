extension HomeScreenTokens {
    /// The dock (spec 000, "Dock Behavior").
    public struct Dock: Hashable, Sendable {
        /// The dock occupies the bottom 110 pt of the screen.
        public let height = 110.0
        /// The most apps the dock holds; it never holds folders.
        public let maximumApps = 4
    }
}
