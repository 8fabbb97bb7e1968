import Dotfield
import GlassCore
import GlassUI

/// What the settings screen calls each setting and value, in spec 001 §9's words.
enum DotfieldLabels {
    /// The title of the setting stored under `key`.
    static func title(of key: String) -> String {
        switch key {
        case "dotfield.size": "Dot Size"
        case "dotfield.density": "Density"
        case "dotfield.intensity": "Intensity"
        case "dotfield.gradient": "Gradient"
        case "dotfield.reduceMotion": "Reduce Motion"
        case "dotfield.haptic": "Haptic on First Touch"
        case "dotfield.drift": "Gradient Drift"
        case "dotfield.edgeToEdge": "Edge to Edge"
        case "dotfield.radius": "Radius"
        default: key
        }
    }

    /// The name of a stored value of `key`, as the screen shows it ("M" is "Medium").
    static func name(of value: String, key: String) -> String {
        switch key {
        case "dotfield.size": DotfieldSettings.DotSize(rawValue: value).map(name) ?? value
        case "dotfield.density": DotfieldSettings.Density(rawValue: value).map(name) ?? value
        case "dotfield.intensity", "dotfield.gradient": value.capitalized
        case "dotfield.radius": "\(Double(value).map { Int($0.rounded()) } ?? 0) pt"
        default: value == "true" ? "On" : "Off"
        }
    }

    static func name(_ size: DotfieldSettings.DotSize) -> String {
        switch size {
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        }
    }

    static func name(_ density: DotfieldSettings.Density) -> String { density.rawValue.capitalized }
    static func name(_ intensity: DotfieldSettings.Intensity) -> String { intensity.rawValue.capitalized }
    static func name(_ gradient: DotfieldGradient) -> String { gradient.rawValue.capitalized }

    /// What the screen says about a repaired value: until one is chosen here, or set with
    /// `glass dotfield settings` for the settings this screen does not show.
    static func sentence(_ repair: DotfieldSettings.Repair) -> String {
        let shown =
            "\(title(of: repair.key)): the saved value \(repair.stored.quotedForMessage) is not allowed, so "
            + "\(name(of: repair.shown, key: repair.key)) is used"
        return onScreen.contains(repair.key)
            ? shown + " until you choose one." : shown + " until it is set with glass dotfield settings."
    }

    /// The settings this screen shows.
    static let onScreen: Set<String> = [
        "dotfield.size", "dotfield.density", "dotfield.intensity", "dotfield.gradient", "dotfield.reduceMotion",
        "dotfield.haptic",
    ]

    /// A preset's colors, for its swatch.
    static func colors(_ gradient: DotfieldGradient) -> [GlassUI.Color] {
        gradient.colors.map { GlassUI.Color(red: $0.red, green: $0.green, blue: $0.blue) }
    }
}
