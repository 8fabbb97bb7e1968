extension AppShellTokens {
    /// Spec 003's iOS adaptations.
    public struct IOSAdaptations: Hashable, Sendable {
        /// Extra padding on top of the safe area, in points: none, the safe area is respected
        /// as it is.
        public var additionalSafeAreaPadding: Double = 0

        public init() {}

        /// How many album columns the grid may use: 3 when compact wide in portrait, 4–5 when
        /// compact wide in landscape, 4–6 when regular wide. The card's min and max widths pick
        /// the count within the range.
        public func gridColumns(horizontalSizeClass: SizeClass, orientation: Orientation) -> ClosedRange<Int> {
            switch (horizontalSizeClass, orientation) {
            case (.compact, .portrait): 3...3
            case (.compact, .landscape): 4...5
            case (.regular, _): 4...6
            }
        }
    }

    /// Spec 003's tvOS specifics: the focus engine and the screen margins.
    public struct TVOSAdaptations: Hashable, Sendable {
        /// The scale of the focused item.
        public var focusScale = 1.1
        /// Focused items tilt with the remote's touch surface.
        public var parallax = true
        /// Focused items may grow past their container's bounds.
        public var clipsToBounds = false
        /// How focus moves in and out: `.smooth(duration: 0.2)`.
        public var focusAnimation = SpringParameters.smooth(durationSeconds: 0.2)
        /// The margin kept clear on every edge of the TV picture, in points.
        public var safeAreaMargin: Double = 60
        /// Between neighbouring items, in points: the tvOS grid spacing.
        public var betweenItems = Spacing.gridSpacing(on: .tvOS)

        public init() {}
    }

    /// Spec 003's macOS (Catalyst) window.
    public struct MacOSAdaptations: Hashable, Sendable {
        /// The smallest the window may be, in points.
        public var windowMinSize = Size(width: 800, height: 600)
        /// The title bar is hidden; the sidebar's glass runs to the top of the window.
        public var titleBarHidden = true
        /// The source-list sidebar's width, in points.
        public var sidebarWidth: Double = 250
        /// The traffic-light buttons' inset from the window's top-left corner, in points.
        public var trafficLightInset: Double = 20

        public init() {}
    }
}
