extension AppShellTokens {
    /// Spec 003's grid item transition: an item grows in from 0.8 and fades in when it appears,
    /// and grows out to 1.2 and fades out when it leaves, both on one spring. The opacity runs
    /// between 0 and 1 alongside the scale.
    public struct GridItemTransition: Hashable, Sendable {
        /// The scale an inserted item starts from.
        public var insertionScale = 0.8
        /// The scale a removed item ends at.
        public var removalScale = 1.2
        public var animation = SpringParameters(response: 0.4, dampingFraction: 0.8)

        public init() {}
    }
}
