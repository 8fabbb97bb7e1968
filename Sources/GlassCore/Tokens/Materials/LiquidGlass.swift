/// iOS 26's Liquid Glass as a backdrop effect: what a pane of glass of a given size does to
/// the pixels under it. Apple publishes no numbers; these come from a public fit to SwiftUI
/// screenshots (AymanOmara/adaptive_liquid_glass, see the README's research notes), kept where
/// our renders agreed with iOS 26's look and changed where they did not:
/// - regular glass: a frost blur of σ 6 pt, saturation 1.74, and a fill toward white (light) or
///   near-black (dark); the fit's 68 % fill hid the backdrop, so the fill is 45 % light and
///   55 % dark, which leaves shapes behind readable as iOS does;
/// - clear glass: σ 1.2 pt, saturation 0.97, a 17 % white fill over a 15 % dimming, the
///   dimming iOS puts under clear glass for legibility, folded into one tint;
/// - refraction in a band along the rim up to 18 pt wide (at most half the shorter side), the
///   backdrop displaced by up to 60 % of the band, lit by a specular rim;
/// - larger panes are thicker glass, as Apple describes it for sheets and sidebars: from a
///   shorter side of 80 pt to 300 pt, regular glass's blur grows from σ 6 to 20 pt and its
///   fill from 45 to 75 % (dark: 55 to 80 %), so that a sheet's text stays legible over a busy
///   screen while a control keeps the backdrop readable through it.
public enum LiquidGlass: String, Sendable, Hashable, CaseIterable {
    case regular
    case clear

    /// The band along the rim that bends the backdrop, in points, at most.
    public static let rimBand = 18.0

    /// The effect for a pane of `size` points in `scheme`, with `tint` (nil for none) laid over
    /// its fill, as `Glass.tint(_:)` colors it, as thick as its size makes it unless `thickness`
    /// (0…1) says otherwise (a presented panel is thick whatever its size).
    public func effect(size: Size, in scheme: ColorScheme, tint: Color? = nil, thickness: Double? = nil)
        -> BackdropEffect
    {
        let band = max(min(Self.rimBand, min(size.width, size.height) / 2 - 1), 0)
        let refraction = band > 0.5 ? Refraction(bezelWidth: band, thickness: band * 0.6, rimHighlight: 0.55) : nil
        var fill: Color
        let blur: Double, saturation: Double
        switch self {
        case .regular:
            let thickness = min(max(thickness ?? Self.thickness(size), 0), 1)
            blur = 6 + 14 * thickness
            saturation = 1.74
            fill =
                scheme == .dark
                ? Color(red: 0.08, green: 0.08, blue: 0.09, alpha: 0.55 + 0.25 * thickness)
                : Color.white.opacity(0.45 + 0.3 * thickness)
        case .clear:
            blur = 1.2
            saturation = 0.97
            // 15 % black, then 17 % white: one tint of grey 0.58 at 29.5 %.
            fill = Color(red: 0.577, green: 0.577, blue: 0.577, alpha: 0.2945)
        }
        if let tint, tint.alpha > 0 {
            // A tinted pane takes the color in place of its fill, at 80 %: it reads as the
            // color, with the backdrop faint through it.
            fill = tint.withAlpha(0.8 * tint.alpha)
        }
        return BackdropEffect(blurRadius: blur, saturation: saturation, tint: fill, refraction: refraction)
    }

    /// How thick a pane of `size` is, 0 (a control) to 1 (a sheet): its shorter side from 80 to
    /// 300 pt.
    static func thickness(_ size: Size) -> Double {
        let side = min(size.width, size.height)
        return side.isFinite ? min(max((side - 80) / 220, 0), 1) : 0
    }
}
