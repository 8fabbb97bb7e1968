extension HomeScreenTokens {
    /// The page dots (spec 000, "Page Indicators").
    public struct PageIndicator: Hashable, Sendable {
        /// Dot diameter, in points.
        public let dotSize = 8.0
        public let activeColor = Color(white: 1, alpha: 1)
        public let inactiveColor = Color(white: 1, alpha: 0.3)
        /// The room between neighboring dots, in points. Spec 000 says "9pt between centers",
        /// which would leave 1 pt between 8 pt dots, a bar like a toggle switch, as iOS never
        /// draws them; iOS leaves about a dot's width between them, so the 9 pt is read as the
        /// gap (issue 14, point 3).
        public let dotGap = 9.0
        /// Distance between the centers of neighboring dots: 17 pt.
        public var dotPitch: Double { dotSize + dotGap }
        /// Spec 000's "30pt from bottom": from the bottom of the pages (the dock's top) to the
        /// dots' center, in points (`HomeGeometry` says why the dock, not the screen's edge).
        public let bottomOffset = 30.0
        /// Height of the container the dots are centered in, in points.
        public let containerHeight = 20.0
    }
}
