extension AppShellTokens {
    /// Spec 003's glass sidebar: icons only when horizontally compact, icons and labels when
    /// regular.
    ///
    /// Spec 003 gives the regular width as 220 pt and, for macOS, the sidebar width as 250 pt;
    /// we read the second as the macOS override of the first.
    public struct GlassSidebar: Hashable, Sendable {
        /// One row of the sidebar.
        public struct Item: Hashable, Sendable {
            /// The row height, in points.
            public var height: Double = 44
            /// 16 pt leading and trailing, 10 pt above and below.
            public var padding = EdgeInsets(horizontal: 16, vertical: 10)
            /// The corner radius of the selection and hover highlight, in points.
            public var cornerRadius: Double = 8
            public var selectedBackground = SemanticColor.accent.opacity(0.15)
            public var selectedFontWeight = FontWeight.semibold
            public var hoverBackground = SemanticColor.label.opacity(0.05)

            public init() {}
        }

        /// The icon-only width, in points.
        public var compactWidth: Double = 68
        /// The icon-and-label width, in points: 220, or 250 on macOS.
        public var regularWidth: Double
        public var background = Material.ultraThin
        /// The line along the sidebar's right edge, between it and the content.
        public var borderRight = Stroke(SemanticColor.separator.opacity(0.3))
        public var item = Item()

        public init(platform: Platform) {
            regularWidth = platform == .macOS ? AppShellTokens.macOS.sidebarWidth : 220
        }

        /// The sidebar's width for the window's horizontal size class, in points.
        public func width(for horizontalSizeClass: SizeClass) -> Double {
            horizontalSizeClass == .compact ? compactWidth : regularWidth
        }
    }
}
