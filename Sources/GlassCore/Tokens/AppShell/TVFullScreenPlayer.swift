extension AppShellTokens {
    /// Spec 003's tvOS full-screen player: the artwork, blurred, fills the screen under a dark
    /// overlay; the sharp artwork, the track info, the controls and a progress bar sit on top.
    /// Vertical positions are measured as the spec measures them.
    public struct TVFullScreenPlayer: Hashable, Sendable {
        /// The progress bar at the bottom.
        public struct ProgressBar: Hashable, Sendable {
            /// From the bottom of the safe area up to the bar, in points.
            public var bottomOffset: Double = 20
            /// The bar's thickness, in points.
            public var height: Double = 6
            /// Both ends are rounded (a capsule).
            public var roundedEndcaps = true

            public init() {}
        }

        /// The backdrop blur of the full-screen artwork, in points. The spec gives none; this is
        /// the thick material's, which spec 003 assigns to full-screen overlays.
        public var backgroundBlurRadius = Material.thick.appearance(in: .dark).blurRadius
        /// Black at this opacity over the blurred artwork, so that white text stays legible.
        public var darkOverlayOpacity = 0.4
        /// 300 pt square, 24 pt corners. The spec asks for a "large elevated" shadow without
        /// numbers; we use the elevated shadow.
        public var artwork = ArtworkStyle(side: 300, cornerRadius: 24, shadow: .elevated)
        /// The artwork is centred horizontally; its center sits this far from the screen's
        /// vertical center, in points (negative is up). We read the spec's "center, −100pt from
        /// top" as centred and then raised 100 pt.
        public var artworkCenterOffsetY: Double = -100
        /// From the artwork's bottom edge to the track info, in points; the info is centred.
        public var infoGap: Double = 40
        public var titleFont = SystemFont(.largeTitle)
        public var artistFont = SystemFont(.title2)
        /// From the bottom of the safe area up to the controls, in points.
        public var controlsBottomOffset: Double = 60
        /// The play/pause button's side, in points.
        public var playButtonSize: Double = 80
        /// The skip buttons' side, in points.
        public var skipButtonSize: Double = 60
        /// Between neighbouring controls, in points.
        public var controlSpacing: Double = 60
        public var progressBar = ProgressBar()

        public init() {}
    }
}
