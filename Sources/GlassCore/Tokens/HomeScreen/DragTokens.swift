extension HomeScreenTokens {
    /// The icons around a dragged one (spec 000, "During Drag State").
    ///
    /// The lifted icon's own numbers (scale 1.1, shadow 4 → 12 pt, opacity 0.85, tilt) and every
    /// drag timing live with its springs in `HomeScreen.HomeScreenMotion`, so each number has
    /// one home.
    public struct Drag: Hashable, Sendable {
        /// Icons within this distance of the finger, in points, are pushed away by up to
        /// `pushbackForce` points: normalize(icon − finger) · (1 − d / radius) · force.
        public let pushbackRadius = 80.0
        public let pushbackForce = 20.0
    }
}
