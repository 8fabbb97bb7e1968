/// The app's own settings (spec 002's Settings tab), kept in the library so that they survive a
/// restart.
public struct StoriesPreferences: Equatable, Sendable {
    /// Light, dark, or as the system is.
    public enum Appearance: String, CaseIterable, Sendable {
        case system = "System", light = "Light", dark = "Dark"
    }

    /// The reader's text, a few Dynamic Type steps away from the reader's system size.
    public enum TextSize: String, CaseIterable, Sendable {
        case smaller = "Smaller", standard = "Standard", larger = "Larger", largest = "Largest"

        /// How many Dynamic Type sizes up (or down) from the system's the reader's text is.
        public var steps: Int {
            switch self {
            case .smaller: -1
            case .standard: 0
            case .larger: 2
            case .largest: 4
            }
        }
    }

    /// Spec 002's "respects system haptic settings": off means no tab-switch tap.
    public var haptics = true
    public var textSize = TextSize.standard
    public var appearance = Appearance.system

    public init() {}

    /// The settings as the store keeps them, one text value per key.
    var values: [String: String] {
        ["haptics": haptics ? "on" : "off", "textSize": textSize.rawValue, "appearance": appearance.rawValue]
    }

    /// The settings `values` hold; a missing or unknown value keeps its default, so a setting
    /// written by a later version never stops the library from opening.
    init(values: [String: String]) {
        if let haptics = values["haptics"] { self.haptics = haptics != "off" }
        textSize = values["textSize"].flatMap(TextSize.init(rawValue:)) ?? .standard
        appearance = values["appearance"].flatMap(Appearance.init(rawValue:)) ?? .system
    }
}
