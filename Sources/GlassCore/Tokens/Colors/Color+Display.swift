extension Color {
    /// This color drawn over an opaque `background` with source-over blending on the
    /// gamma-encoded sRGB components: what UIKit and Core Graphics put on screen for translucent
    /// text such as `secondaryLabel`, and how WCAG contrast checkers flatten alpha.
    /// `composited(over:)` blends in linear light instead, which is physically right for glass
    /// but predicts a lighter result than iOS shows.
    public func displayed(over background: Color) -> Color {
        func blend(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
        return Color(
            red: blend(red, background.red), green: blend(green, background.green),
            blue: blend(blue, background.blue))
    }
}
