/// SwiftUI's four blur materials, thinnest first, with spec 003's hierarchy of what each is for.
/// Spec 004's "Material Usage Strategy" agrees on the order: ultra thin for bars and glass
/// backgrounds, regular for overlays and sheets, thick for modal backgrounds.
public enum Material: String, CaseIterable, Sendable, Hashable {
    /// Navigation bars, tab bars, sidebars, playback bars: subtle, content shows through.
    case ultraThin
    /// Overlays and popovers: balanced.
    case thin
    /// Sheets, modals and glass buttons: prominent.
    case regular
    /// Full-screen overlays: heavy.
    case thick

    /// This material drawn at `opacity`, as SwiftUI's `.ultraThinMaterial.opacity(0.9)`.
    public func opacity(_ opacity: Double) -> MaterialFill {
        MaterialFill(material: self, opacity: opacity)
    }

    /// What the material does to the backdrop in `scheme`. This table is the one place the
    /// material numbers live; none of them except the two tints come from the specs.
    ///
    /// Blur radius: the Gaussian's standard deviation in points (CSS `blur()` semantics, as
    /// `BackdropEffect.blurRadius`). Apple publishes no numbers for `UIBlurEffect`; 10, 15, 20
    /// and 30 pt are our estimate, anchored on the CSS recreation commonly used for iOS's
    /// regular material (`backdrop-filter: blur(20px) saturate(180%)`) and spread so that each
    /// step reads heavier than the last. Check them against real iOS renders when we have some.
    ///
    /// Saturation: 1.8 for every material, from the same recreation; iOS boosts the colors
    /// behind glass so that it reads as vibrant rather than grey.
    ///
    /// Tint, composited over the blurred backdrop. The specs disagree: spec 003's `glassTint`
    /// is white 0.3 (light) / black 0.2 (dark), spec 004's color table says white 0.7 /
    /// black 0.3 for "material overlays". We read them as two points on one scale, lighter
    /// first in both schemes. Spec 003 names no material for its tint; we give it to ultra
    /// thin, the glass both specs use most (bars, sidebars). Spec 004's heavier tint goes to
    /// the regular material, which spec 004 uses for the overlays and sheets its table
    /// describes; `Palette.glassTint` is this one. Thin and thick are our interpolation and
    /// extrapolation between and beyond the two.
    public func appearance(in scheme: ColorScheme) -> MaterialAppearance {
        let (blur, lightTint, darkTint): (Double, Double, Double) =
            switch self {
            case .ultraThin: (10, 0.3, 0.2)
            case .thin: (15, 0.5, 0.25)
            case .regular: (20, 0.7, 0.3)
            case .thick: (30, 0.85, 0.4)
            }
        let tint = scheme == .dark ? Color.black.opacity(darkTint) : Color.white.opacity(lightTint)
        return MaterialAppearance(blurRadius: blur, saturation: 1.8, tint: tint)
    }
}

/// The three stages a material applies to the pixels beneath it, in order: blur, saturate, tint.
public struct MaterialAppearance: Hashable, Sendable {
    /// The Gaussian blur's standard deviation, in points.
    public var blurRadius: Double
    /// 1 leaves colors alone; above 1 makes them more vivid.
    public var saturation: Double
    /// Composited over the blurred, saturated backdrop; its alpha is the tint's strength.
    public var tint: Color

    public init(blurRadius: Double, saturation: Double, tint: Color) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.tint = tint
    }
}
