extension HomeScreenTokens {
    /// A folder's glass container and mini grid (spec 000, "Folder Visual Design").
    public struct Folder: Hashable, Sendable {
        /// Side of the folder's glass container, in points (2.2 × the icon).
        public let size = 132.0
        /// Corner radius as a fraction of the size: 35 %, so 46.2 pt.
        public let cornerRadiusFraction = 0.35
        /// Base: `.ultraThinMaterial` at 40 % white.
        public let materialWhite = 0.4
        public let blurRadius = 30.0
        public let innerShadow = InnerShadow(color: Color(white: 1, alpha: 0.2), width: 2)
        public let border = Border(color: Color(white: 1, alpha: 0.1), width: 0.5)
        /// Mini grid inside the container, in points.
        public let miniGridPadding = 20.0
        public let miniIconSize = 25.0
        public let miniGridSpacing = 12.0
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
