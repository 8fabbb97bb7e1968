extension HomeScreenTokens {
    /// The lifted icon and its neighbors while dragging (spec 000, "Drag & Drop Mechanics").
    public struct Drag: Hashable, Sendable {
        /// Travel of the finger, in points, before a press in edit mode becomes a drag.
        public let threshold = 10.0
        /// Scale of the lifted icon.
        public let liftScale = 1.1
        /// Shadow radius at rest and lifted, in points.
        public let restingShadowRadius = 4.0
        public let liftedShadowRadius = 12.0
        /// Opacity of the lifted icon.
        public let liftedOpacity = 0.85
        /// Tilt = atan2(vx, tiltVelocityScale) · tiltFactor radians, clamped to ±maximumTilt.
        public let tiltVelocityScale = 1000.0
        public let tiltFactor = 0.1
        /// ±10°, in radians.
        public let maximumTilt = 10.0 * Double.pi / 180
        /// Icons within this distance of the finger, in points, are pushed away by up to
        /// `pushbackForce` points: normalize(icon − finger) · (1 − d / radius) · force.
        public let pushbackRadius = 80.0
        public let pushbackForce = 20.0
        /// The drop's scale keyframes: lifted → undershoot → rest.
        public let dropScaleKeyframes: [Double] = [1.1, 0.95, 1.0]
        /// Width of the auto-scroll zone at each screen edge, in points.
        public let autoScrollZone = 50.0
        /// Hover before auto-scroll starts, and the interval of its light haptic, in seconds.
        public let autoScrollDwell = 0.5
        public let autoScrollHapticInterval = 0.5
        /// Continuous scroll speed for vertically scrolling content, in points per second.
        public let autoScrollSpeed = 200.0
        /// Hover over another icon before it becomes a folder target, in seconds.
        public let folderCreationDwell = 0.3
        /// Scale of the icon under a folder hover.
        public let folderTargetScale = 0.9
        /// Length of the folder-creation timeline, in seconds.
        public let folderCreationDuration = 0.6
    }
}
