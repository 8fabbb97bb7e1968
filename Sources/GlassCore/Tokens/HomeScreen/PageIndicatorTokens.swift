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
        /// Distance from the screen bottom to the container's bottom edge, in points.
        public let bottomOffset = 30.0
        /// Height of the container the dots are centered in, in points.
        public let containerHeight = 20.0
    }
}
