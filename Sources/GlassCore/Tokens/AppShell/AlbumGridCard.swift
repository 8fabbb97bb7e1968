extension AppShellTokens {
    /// Spec 003's album grid card: square artwork over a title and an artist name.
    ///
    /// Spec 003 sets the card's title in Title 2 on tvOS, where spec 004's general platform
    /// adaptation (`TypographyRole.albumTitle`) says Title. The card follows spec 003, the more
    /// specific of the two; `TypographyRole` applies to album titles elsewhere.
    public struct AlbumGridCard: Hashable, Sendable {
        /// One interaction state: the transform, opacity and shadow the card takes on.
        public struct State: Hashable, Sendable {
            public var scale: Double
            public var opacity: Double
            public var shadow: Shadow
            /// Whether the artwork tilts with the remote's touch surface (tvOS).
            public var parallax: Bool

            public init(scale: Double, opacity: Double = 1, shadow: Shadow, parallax: Bool = false) {
                self.scale = scale
                self.opacity = opacity
                self.shadow = shadow
                self.parallax = parallax
            }
        }

        /// The narrowest the card gets, in points; the grid adds columns rather than go below.
        public var minWidth: Double = 150
        /// The widest the card gets, in points.
        public var maxWidth: Double = 250
        /// From the artwork to the title, in points.
        public var spacing: Double = Spacing.small.points
        /// Width over height of the artwork: square.
        public var artworkAspectRatio: Double = 1
        /// 12 pt on touch and pointer platforms, 16 pt on tvOS.
        public var artworkCornerRadius: Double
        public var artworkShadow: Shadow = .standard
        /// Title 3 (Title 2 on tvOS), primary color, up to two lines.
        public var title: TextSpec
        /// Subheadline in the secondary color at 0.8 opacity, one line.
        public var artist: TextSpec

        /// At rest.
        public var `default` = State(scale: 1, shadow: .standard)
        /// Under the pointer (macOS).
        public var hover = State(scale: 1.02, shadow: .elevated)
        /// How the card eases into and out of `hover`.
        public var hoverAnimation = SpringParameters(response: 0.3)
        /// While a touch or click is held. The spec names no shadow change, so it keeps the
        /// standard shadow.
        public var pressed = State(scale: 0.98, opacity: 0.8, shadow: .standard)
        /// Focused by the tvOS focus engine.
        public var focused = State(
            scale: AppShellTokens.tvOS.focusScale, shadow: .elevated,
            parallax: AppShellTokens.tvOS.parallax)

        public init(platform: Platform) {
            let tv = platform == .tvOS
            artworkCornerRadius = tv ? 16 : 12
            title = TextSpec(font: SystemFont(tv ? .title2 : .title3), color: ColorToken(.label), lineLimit: 2)
            artist = TextSpec(
                font: SystemFont(.subheadline), color: SemanticColor.secondaryLabel.opacity(0.8),
                lineLimit: 1)
        }
    }
}
