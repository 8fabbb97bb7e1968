extension AppShellTokens {
    /// Spec 003's full playback bar on iPad and Mac: artwork, track info, a flexible scrubber,
    /// transport controls and volume in one row.
    public struct FullPlaybackBar: Hashable, Sendable {
        /// The volume slider's parts, in points.
        public struct VolumeSlider: Hashable, Sendable {
            public var trackHeight: Double = 4
            public var thumbDiameter: Double = 20

            public init() {}
        }

        /// The bar's height, in points.
        public var height: Double = 88
        /// Around the bar's content, in points.
        public var padding: Double = Spacing.medium.points
        public var albumArt = ArtworkStyle(side: 64, cornerRadius: 10)
        /// The track info never gets narrower than this, in points.
        public var infoMinWidth: Double = 200
        /// The transport controls' fixed width, in points; the scrubber takes what is left.
        public var controlsWidth: Double = 200
        /// The volume slider's width, in points.
        public var volumeWidth: Double = 120
        /// The play/pause button's side, in points.
        public var playButtonSize: Double = 48
        /// The skip buttons' side, in points.
        public var skipButtonSize: Double = 32
        public var volumeSlider = VolumeSlider()
        public var background = Material.ultraThin
        /// The lines between the bar's sections.
        public var separator = Stroke(SemanticColor.separator.opacity(0.2))

        public init() {}
    }
}
