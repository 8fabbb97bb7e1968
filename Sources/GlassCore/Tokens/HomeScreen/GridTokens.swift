extension HomeScreenTokens {
    /// The icon grid of spec 000 ("Grid Layout Mathematics"), measured on the 393 pt iPhone 15 Pro.
    public struct Grid: Hashable, Sendable {
        /// Left and right margin of the grid, in points.
        public let margin = 27.0
        /// Side of an app icon on iPhone, in points ("Fixed on iPhone").
        public let iconSize = 60.0
        public let iconsPerRow = 4
        /// Distance from the screen top to the top of the first row, in points.
        public let topMargin = 82.0
        /// Status bar clearance, in points; the top margin already includes it.
        public let statusBarClearance = 59.0
        public let rowsPerPage = 6
        /// Row pitch: 60 pt icon + 39 pt for the label and gap.
        public let rowHeight = 99.0
        /// Gap between the icon's bottom edge and its label's top, in points (ours: the spec
        /// gives only the 39 pt that label and gap share).
        public let labelGap = 5.0
        /// Height of the one-line label box, in points (ours, for 12 pt text as iOS uses).
        public let labelHeight = 14.0
        /// Width of the label box, in points: wider than the icon so that names like
        /// "Voice Memos" fit before ellipsizing (ours; iOS lets labels overhang the icon).
        public let labelWidth = 80.0
        /// The most pages a home screen holds (spec: "Page limit: 15 pages maximum").
        public let maximumPages = 15

        /// The most icons one page holds: every cell of the 4 × 6 grid.
        public var iconsPerPage: Int { iconsPerRow * rowsPerPage }

        /// The horizontal gap between icons for `screenWidth` points, the spec's adaptive formula:
        /// (W − 2·margin − 4·icon) / 3, so 33 pt at 393 pt.
        public func spacing(screenWidth: Double) -> Double {
            (screenWidth - 2 * margin - Double(iconsPerRow) * iconSize) / Double(iconsPerRow - 1)
        }
    }
}
