/// One node of the accessibility tree a model exposes, as VoiceOver would read it.
public struct AccessibilityElement: Hashable, Sendable, Codable {
    /// The traits VoiceOver speaks after the label, as `UIAccessibilityTraits`.
    public struct Traits: OptionSet, Hashable, Sendable, Codable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let button = Traits(rawValue: 1 << 0)
        public static let image = Traits(rawValue: 1 << 1)
        public static let selected = Traits(rawValue: 1 << 2)
        public static let adjustable = Traits(rawValue: 1 << 3)
        public static let header = Traits(rawValue: 1 << 4)
        public static let notEnabled = Traits(rawValue: 1 << 5)
        public static let staticText = Traits(rawValue: 1 << 6)
    }

    /// What the element is, e.g. "Safari" or "Folder, Utilities, 4 apps".
    public var label: String
    public var traits: Traits
    /// The element's current value, e.g. "Page 2 of 3"; empty when it has none.
    public var value: String
    /// Where the element is on screen, in points.
    public var frame: Rect

    public init(label: String, traits: Traits = [], value: String = "", frame: Rect) {
        self.label = label
        self.traits = traits
        self.value = value
        self.frame = frame
    }
}
