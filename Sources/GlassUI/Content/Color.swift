import Foundation
import GlassCore

/// A color, as SwiftUI's `Color`: a fixed sRGB value, or a system color that resolves to its
/// light or dark value where it is drawn. A color is also a view that fills the space offered.
public struct Color: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case fixed(GlassCore.Color)
        /// A system color: its light and dark values, and theirs under Increase Contrast.
        case adaptive(
            light: GlassCore.Color, dark: GlassCore.Color, increasedLight: GlassCore.Color? = nil,
            increasedDark: GlassCore.Color? = nil)
        case semantic(SemanticColor)
        /// The foreground hierarchy: primary (0) … quaternary (3).
        case hierarchical(Int)
        case accent
    }

    let kind: Kind
    var opacityFactor: Double = 1

    init(_ kind: Kind) { self.kind = kind }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.fixed(GlassCore.Color(red: red, green: green, blue: blue, alpha: opacity)))
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(.fixed(GlassCore.Color(white: white, alpha: opacity)))
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double) =
            switch Int(h) {
            case 0: (c, x, 0)
            case 1: (x, c, 0)
            case 2: (0, c, x)
            case 3: (0, x, c)
            case 4: (x, 0, c)
            default: (c, 0, x)
            }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// The same color at `opacity` times its alpha.
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.opacityFactor *= opacity
        return copy
    }

    /// The sRGB value in `environment`'s color scheme and contrast.
    func resolve(in environment: EnvironmentValues) -> GlassCore.Color {
        let scheme = environment.colorScheme
        let base: GlassCore.Color
        switch kind {
        case .fixed(let color): base = color
        case .adaptive(let light, let dark, let increasedLight, let increasedDark):
            let increased =
                environment.colorSchemeContrast == .increased
                ? (scheme == .light ? increasedLight : increasedDark) : nil
            base = increased ?? (scheme == .light ? light : dark)
        case .semantic(let name): base = name.resolved(in: scheme.core)
        case .hierarchical(let level):
            base = Color.hierarchy(level, in: environment)
        case .accent:
            // `.tint(.accentColor)` names the accent itself: that is the system blue.
            if let tint = environment.tint, tint.kind != .accent {
                base = tint.resolve(in: environment)
            } else {
                base = Color.blue.resolve(in: environment)
            }
        }
        return base.opacity(opacityFactor)
    }

    /// iOS's label colors in `environment`: primary is opaque black or white; secondary,
    /// tertiary and quaternary are #3C3C43 (light) or #EBEBF5 (dark) at 60 %, 30 % and 18 %
    /// (16 % dark). Increase Contrast makes them denser, as iOS's high-contrast label colors
    /// are. On glass they are vibrant, as iOS draws labels over its materials: denser (75 %,
    /// 45 % and 30 %), so that secondary text keeps 4.5:1 on light glass, where 60 % of
    /// #3C3C43 over near-white reads at under 4:1.
    static func hierarchy(_ level: Int, in environment: EnvironmentValues) -> GlassCore.Color {
        let scheme = environment.colorScheme
        if level == 0 { return scheme == .light ? .black : .white }
        let ink =
            scheme == .light
            ? GlassCore.Color(red: 0x3C / 255, green: 0x3C / 255, blue: 0x43 / 255)
            : GlassCore.Color(red: 0xEB / 255, green: 0xEB / 255, blue: 0xF5 / 255)
        let alphas: [Double] =
            if environment.colorSchemeContrast == .increased {
                [1, 0.8, 0.5, 0.35]
            } else if environment.isOnGlass {
                [1, 0.75, 0.45, 0.3]
            } else {
                scheme == .light ? [1, 0.6, 0.3, 0.18] : [1, 0.6, 0.3, 0.16]
            }
        return ink.withAlpha(alphas[min(max(level, 0), 3)])
    }

    /// A system color: light, dark, and (Increase Contrast) light and dark, where they differ.
    static func system(_ light: UInt32, _ dark: UInt32, _ increasedLight: UInt32? = nil, _ increasedDark: UInt32? = nil)
        -> Color
    {
        Color(
            .adaptive(
                light: GlassCore.Color(hex6: light), dark: GlassCore.Color(hex6: dark),
                increasedLight: increasedLight.map { GlassCore.Color(hex6: $0) },
                increasedDark: increasedDark.map { GlassCore.Color(hex6: $0) }))
    }

    // iOS's system colors, light and dark, then their accessible values under Increase
    // Contrast (darker in light mode, lighter in dark: system blue #0040DD on white reads at
    // 7.6:1 where #007AFF reads at 4.0:1).
    public static let red = system(0xFF3B30, 0xFF453A, 0xD70015, 0xFF6961)
    public static let orange = system(0xFF9500, 0xFF9F0A, 0xC93400, 0xFFB340)
    public static let yellow = system(0xFFCC00, 0xFFD60A, 0xB25000, 0xFFD426)
    public static let green = system(0x34C759, 0x30D158, 0x248A3D, 0x30DB5B)
    public static let mint = system(0x00C7BE, 0x63E6E2, 0x0C817B, 0x66D4CF)
    public static let teal = system(0x30B0C7, 0x40C8E0, 0x008299, 0x5DE6FF)
    public static let cyan = system(0x32ADE6, 0x64D2FF, 0x0071A4, 0x70D7FF)
    public static let blue = system(0x007AFF, 0x0A84FF, 0x0040DD, 0x409CFF)
    public static let indigo = system(0x5856D6, 0x5E5CE6, 0x3634A3, 0x7D7AFF)
    public static let purple = system(0xAF52DE, 0xBF5AF2, 0x8944AB, 0xDA8FFF)
    public static let pink = system(0xFF2D55, 0xFF375F, 0xD30F45, 0xFF6482)
    public static let brown = system(0xA2845E, 0xAC8E68, 0x7F6545, 0xB59469)
    public static let gray = system(0x8E8E93, 0x8E8E93, 0x6C6C70, 0xAEAEB2)
    public static let black = Color(.fixed(.black))
    public static let white = Color(.fixed(.white))
    public static let clear = Color(.fixed(.clear))
    public static let primary = Color(.hierarchical(0))
    public static let secondary = Color(.hierarchical(1))
    /// The app's accent (the `tint` in the environment, else system blue). SwiftUI's own name.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let accentColor = Color(.accent)

    // UIKit's semantic colors that SwiftUI reaches through `Color(uiColor:)`.
    static let separator = Color(.semantic(.separator))
}

extension Color: View, PrimitiveView {
    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        Rectangle().fill(self)._update(node)
    }
}

extension GlassCore.Color {
    /// An opaque color from 0xRRGGBB.
    init(hex6 value: UInt32) {
        self.init(
            red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255)
    }
}
