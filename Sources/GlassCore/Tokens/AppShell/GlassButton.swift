extension AppShellTokens {
    /// Spec 003's `GlassButtonStyle`: the label on a rounded pane of regular material with a
    /// faint outline, shrinking a little while pressed.
    public struct GlassButton: Hashable, Sendable {
        /// Around the label: 20 pt leading and trailing, 12 pt above and below.
        public var padding = EdgeInsets(horizontal: 20, vertical: 12)
        public var background = Material.regular
        /// The corner radius of the pane and its outline, in points.
        public var cornerRadius: Double = 10
        public var outline = Stroke(SemanticColor.label.opacity(0.1), width: 0.5)
        /// The scale while pressed (1 at rest).
        public var pressedScale = 0.95
        /// How the scale follows the press: `.spring(response: 0.3)`.
        public var pressAnimation = SpringParameters(response: 0.3)

        public init() {}
    }
}
