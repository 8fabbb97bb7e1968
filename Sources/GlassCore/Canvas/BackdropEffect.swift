/// What a pane of glass does to the pixels under it: blur, saturate and tint them (the
/// material), bend them near the rim (refraction) and magnify toward the center (the lens).
/// Backends apply it to what is already drawn beneath the shape.
public struct BackdropEffect: Hashable, Sendable {
    /// The Gaussian blur's standard deviation, in points.
    public var blurRadius: Double
    /// 1 leaves colors alone; above 1 makes them more vivid, as UIKit's materials do.
    public var saturation: Double
    /// Composited over the blurred backdrop (its alpha is the tint's strength).
    public var tint: Color
    public var refraction: Refraction?
    public var lens: Lens?
    /// The opacity the whole processed backdrop is drawn with.
    public var opacity: Double

    /// How far beyond its shape the effect reads the backdrop, in points: three blur sigmas
    /// (the blur radius is taken as σ) plus the rim's refraction shift. Glass kept as a
    /// picture must be redrawn when anything within this reach changes.
    public var sampleReach: Double {
        3 * blurRadius + (refraction?.largestShift ?? 0)
    }

    public init(
        blurRadius: Double, saturation: Double = 1, tint: Color = .clear,
        refraction: Refraction? = nil, lens: Lens? = nil, opacity: Double = 1
    ) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.tint = tint
        self.refraction = refraction
        self.lens = lens
        self.opacity = opacity
    }
}

/// Refraction through a glass slab whose rim rises along a convex squircle profile
/// f(x) = (1 − (1 − x)⁴)^¼ across `bezelWidth` points (DESIGN §4). The interior is flat and
/// undistorted; near the rim the backdrop is pulled inward by tan(θi − θt) × `thickness`.
public struct Refraction: Hashable, Sendable {
    /// The width of the curved rim, in points.
    public var bezelWidth: Double
    /// The displacement scale, in points.
    public var thickness: Double
    public var refractiveIndex: Double
    /// The peak opacity of the white rim highlight |N·L|^k (0 for none).
    public var rimHighlight: Double
    /// How much of the backdrop the flat interior shows, against the rim's 1: 1 for a pane of
    /// glass, 0 for glass over its own artwork (an app icon), which shows the backdrop only
    /// where its rim bends it. Across the bezel the backdrop fades from the edge inward as
    /// (1 − depth)², depth running from 0 at the edge to 1 at the bezel's inner side.
    public var interiorOpacity: Double

    /// How far the rim moves what it shows, in points, at most: 1.12 × the thickness, for the
    /// steepest profile.
    public var largestShift: Double { 1.12 * thickness }

    public init(
        bezelWidth: Double, thickness: Double, refractiveIndex: Double = 1.5, rimHighlight: Double = 0.5,
        interiorOpacity: Double = 1
    ) {
        self.bezelWidth = bezelWidth
        self.thickness = thickness
        self.refractiveIndex = refractiveIndex
        self.rimHighlight = rimHighlight
        self.interiorOpacity = min(max(interiorOpacity.isFinite ? interiorOpacity : 1, 0), 1)
    }
}

/// Spec 000's radial lensing shader: sampling at center + δ / (1 + |δ|·strength) magnifies the
/// middle, and color × (1 − |δ|·vignetteStrength) darkens the edge; δ is in unit coordinates
/// of the shape (the center is (0.5, 0.5)).
public struct Lens: Hashable, Sendable {
    public var strength: Double
    public var vignetteStrength: Double

    public init(strength: Double, vignetteStrength: Double) {
        self.strength = strength
        self.vignetteStrength = vignetteStrength
    }
}

/// A rounded rectangle a glass effect fills: an icon, a dock, a folder, a capsule.
public struct GlassShape: Hashable, Sendable {
    public var rect: Rect
    public var cornerRadius: Double
    public var style: RoundedCornerStyle

    public init(rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.style = style
    }

    public var path: Path { Path(roundedRect: rect, cornerRadius: cornerRadius, style: style) }
}

/// Rounded rectangles of glass drawn together and melted into one another where they come
/// within `blend` points (a `GlassEffectContainer`'s shapes): the smooth union of their
/// distance fields.
public struct GlassUnion: Hashable, Sendable {
    public var shapes: [GlassShape]
    /// How near two shapes come before they start to melt together, in points (0: never).
    public var blend: Double

    public init(shapes: [GlassShape], blend: Double) {
        self.shapes = shapes
        self.blend = blend.isFinite ? max(blend, 0) : 0
    }

    /// What the union can cover: its shapes' bounds, grown by the bulge of the blend (k/4).
    public var bounds: Rect {
        guard var rect = shapes.first?.rect else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        for shape in shapes.dropFirst() { rect = rect.union(shape.rect) }
        return rect.insetBy(dx: -blend / 4 - 1, dy: -blend / 4 - 1)
    }
}
