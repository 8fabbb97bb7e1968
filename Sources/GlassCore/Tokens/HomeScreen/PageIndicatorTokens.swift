extension HomeScreenTokens {
    /// The page dots (spec 000, "Page Indicators").
    public struct PageIndicator: Hashable, Sendable {
        /// Dot diameter, in points.
        public let dotSize = 8.0
        public let activeColor = Color(white: 1, alpha: 1)
        public let inactiveColor = Color(white: 1, alpha: 0.3)
        /// Distance between the centers of neighboring dots, in points.
        public let dotPitch = 9.0
        /// Distance from the screen bottom to the container's bottom edge, in points.
        public let bottomOffset = 30.0
        /// Height of the container the dots are centered in, in points.
        public let containerHeight = 20.0
    }
}
