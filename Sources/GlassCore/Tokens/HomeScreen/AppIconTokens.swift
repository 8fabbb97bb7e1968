extension HomeScreenTokens {
    /// The seven layers of a Liquid Glass app icon, bottom to top (spec 000, "Layer Composition").
    public struct AppIcon: Hashable, Sendable {
        /// Side of the icon, in points.
        public let size = 60.0
        /// Continuous ("squircle") corner radius, in points.
        public let cornerRadius = 13.5
        /// 1. Shadow: black at 0.2, radius 4 pt, offset (0, 2 pt), drawn at layer opacity 0.6.
        public let shadow = Shadow(color: Color(white: 0, alpha: 0.2), radius: 4, offset: Vector(dx: 0, dy: 2))
        public let shadowOpacity = 0.6
        /// 2. Base glass: the app's color at this opacity.
        public let baseColorOpacity = 0.95
        /// 4. Lensing: a radial gradient, bright center to darker edges, soft-light blended.
        public let lensOpacity = 0.3
        /// 5. Specular highlight: white at 0.4 fading to clear over this height at the top edge.
        public let specularTopColor = Color(white: 1, alpha: 0.4)
        public let specularHeight = 1.0
        /// 6. Refraction of the backdrop, intensity 0…1.
        public let refractionIntensity = 0.15
        /// 7. Border: 0.5 pt of white at 0.1, with an inner shadow of black at 0.05, 1 pt wide.
        public let border = Border(color: Color(white: 1, alpha: 0.1), width: 0.5)
        public let innerShadow = InnerShadow(color: Color(white: 0, alpha: 0.05), width: 1)
        /// Strength of the tint toward the backdrop's dominant color ("Dynamic Color Extraction").
        public let dynamicTintIntensity = 0.2
    }
}
