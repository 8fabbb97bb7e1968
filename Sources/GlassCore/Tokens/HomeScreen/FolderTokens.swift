extension HomeScreenTokens {
    /// A folder's glass container and mini grid (spec 000, "Folder Visual Design").
    ///
    /// The spec designs one 132 pt container (2.2 × the icon) with 46.2 pt corners (35 %) and
    /// a 2 × 2 mini grid. On iOS a closed folder takes an app's slot, size and squircle, and
    /// it is the open folder that is large and round. So the closed folder draws the 132 pt
    /// design scaled into the icon's squircle, and the open panel takes the 46.2 pt corners.
    public struct Folder: Hashable, Sendable {
        /// Side of the folder's designed container, in points (2.2 × the icon): the closed
        /// folder's mini grid is laid out at this size and scaled into the icon.
        public let size = 132.0
        /// Corner radius as a fraction of the size: 35 %, so 46.2 pt, the open panel's corners.
        public let cornerRadiusFraction = 0.35
        /// Base: `.ultraThinMaterial` at 40 % white.
        public let materialWhite = 0.4
        public let blurRadius = 30.0
        public let innerShadow = InnerShadow(color: Color(white: 1, alpha: 0.2), width: 2)
        public let border = Border(color: Color(white: 1, alpha: 0.1), width: 0.5)
        /// Mini grid inside the container, in points.
        public let miniGridPadding = 20.0
        public let miniGridSpacing = 12.0
        /// The mini icons' side: what the padding and spacing leave of the container, 40 pt.
        /// The spec also says 25 pt, but 2 × 25 + 12 + 2 × 20 is 102, not 132: 25 pt icons
        /// left a sparse grid in a wide empty frame, where iOS fills its folder.
        public var miniIconSize: Double { (size - 2 * miniGridPadding - miniGridSpacing) / 2 }
        /// At most this many apps show in the 2 × 2 preview; the rest fade out.
        public let maximumPreviewIcons = 4
        /// Apps per page of an open folder: a 3 × 3 grid, as iOS (the spec is silent).
        public let appsPerPage = 9
        public let columnsPerPage = 3
        /// Scale of the folder icon as it opens (1.0 → 1.05); the 0.35 s duration is
        /// `HomeScreenMotion.folderOpenDuration`.
        public let openScale = 1.05

        public var cornerRadius: Double { size * cornerRadiusFraction }
    }
}
