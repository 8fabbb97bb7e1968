/// A material drawn at an opacity, as SwiftUI's `.background(.ultraThinMaterial.opacity(0.9))`:
/// the processed backdrop is blended with the unprocessed one by `opacity`.
public struct MaterialFill: Hashable, Sendable {
    public var material: Material
    public var opacity: Double

    public init(material: Material, opacity: Double = 1) {
        self.material = material
        self.opacity = opacity
    }

    /// Spec 004's adaptive glass background: ultra thin at 0.8 in dark mode and 0.9 in light
    /// mode, so dark glass lets a little more of the content glow through.
    public static func adaptive(for scheme: ColorScheme) -> MaterialFill {
        Material.ultraThin.opacity(scheme == .dark ? 0.8 : 0.9)
    }
}
