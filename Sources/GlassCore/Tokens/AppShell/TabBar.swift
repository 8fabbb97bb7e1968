extension AppShellTokens {
    /// Spec 002's glass tab bar, the root navigation on iPhone.
    ///
    /// Spec 002 asks for a glass background without naming a material; we use ultra thin,
    /// which spec 003 gives navigation bars and spec 004 gives bars in general.
    public struct TabBar: Hashable, Sendable {
        public var background = Material.ultraThin
        /// The weight of the tab items' symbols.
        public var symbolWeight = FontWeight.regular
        public var selectedTint = ColorToken(.accent)
        public var unselectedTint = ColorToken(.secondaryLabel)

        public init() {}
    }
}
