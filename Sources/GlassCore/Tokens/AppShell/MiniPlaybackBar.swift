extension AppShellTokens {
    /// Spec 003's mini playback bar on iPhone: artwork, two lines of track info and a play
    /// button on ultra thin glass.
    public struct MiniPlaybackBar: Hashable, Sendable {
        /// The bar's height, in points.
        public var height: Double = 64
        /// Around the bar's content, in points.
        public var padding: Double = Spacing.small.points
        public var albumArt = ArtworkStyle(side: 48, cornerRadius: 8)
        /// Title and artist; the info takes the width left over.
        public var infoLineCount = 2
        /// The play button's side, in points (Apple's minimum touch target).
        public var playButtonSize: Double = 44
        public var background = Material.ultraThin
        /// A hairline along the top edge.
        public var borderTop = Stroke(ColorToken(.separator))
        /// The bar slides up and fades in over this many seconds.
        public var appearDurationSeconds = 0.3

        public init() {}
    }
}
