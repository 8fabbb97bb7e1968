extension HomeScreenTokens {
    /// The edit-mode delete badge (spec 000, "Delete Button Exact Specs").
    public struct DeleteButton: Hashable, Sendable {
        /// Diameter of the red circle, in points.
        public let diameter = 24.0
        /// iOS system red, #FF3B30.
        public let color = Color(rgb: 0xFF3B30)
        public let shadow = Shadow(
            color: Color(rgb: 0xFF0000, alpha: 0.3), radius: 2,
            offset: Vector(dx: 0, dy: 1))
        /// The custom "X": 14 pt across, 3 pt bold stroke, pure white, no tilt.
        public let glyphSize = 14.0
        public let glyphStrokeWidth = 3.0
        public let glyphColor = Color.white
        /// Where the badge's center sits relative to the icon's visible top-left corner (where
        /// its rounded outline crosses the diagonal), in points (see `deleteBadgeFrame`).
        public let offsetFromIconCorner = Vector(dx: -6, dy: -6)
        /// The square touch target around the badge's center, in points (accessibility minimum).
        public let hitSize = 44.0
    }
}
