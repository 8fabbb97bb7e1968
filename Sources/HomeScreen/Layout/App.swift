import GlassCore

/// An app's identity: its bundle identifier, e.g. "com.apple.mobilesafari".
public struct AppID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
    public static func < (lhs: AppID, rhs: AppID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { rawValue }
}

/// The App Store category of an app; a new folder is named after it.
public enum AppCategory: String, Hashable, Sendable, Codable, CaseIterable {
    case social, productivity, utilities, entertainment, creativity, photoAndVideo
    case navigation, healthAndFitness, finance, reference, information, travel, shopping

    /// The folder name iOS suggests for apps of this category.
    public var folderName: String {
        switch self {
        case .social: "Social"
        case .productivity: "Productivity"
        case .utilities: "Utilities"
        case .entertainment: "Entertainment"
        case .creativity: "Creativity"
        case .photoAndVideo: "Photo & Video"
        case .navigation: "Navigation"
        case .healthAndFitness: "Health & Fitness"
        case .finance: "Finance"
        case .reference: "Reference"
        case .information: "Information & Reading"
        case .travel: "Travel"
        case .shopping: "Shopping"
        }
    }
}

/// What the renderer needs to draw an app icon and what VoiceOver says for it.
public struct App: Hashable, Sendable, Identifiable {
    public var id: AppID
    /// The name under the icon and the VoiceOver label, e.g. "Voice Memos".
    public var name: String
    public var category: AppCategory
    /// The icon's background gradient, top to bottom.
    public var gradient: GradientPair
    /// A glyph name the renderer maps to a drawing, e.g. "phone", "message", "compass".
    public var glyph: String

    public init(id: AppID, name: String, category: AppCategory, gradient: GradientPair, glyph: String) {
        self.id = id
        self.name = name
        self.category = category
        self.gradient = gradient
        self.glyph = glyph
    }
}

/// Two colors of a vertical gradient.
public struct GradientPair: Hashable, Sendable {
    public var top: Color
    public var bottom: Color

    public init(top: Color, bottom: Color) {
        self.top = top
        self.bottom = bottom
    }

    /// A pair from two `0xRRGGBB` literals.
    public init(_ top: UInt32, _ bottom: UInt32) {
        self.init(top: Color(rgb: top), bottom: Color(rgb: bottom))
    }
}

/// The apps a layout may name, by id.
public struct AppCatalog: Hashable, Sendable {
    public private(set) var apps: [AppID: App]

    public init(_ apps: [App]) {
        self.apps = Dictionary(apps.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public subscript(id: AppID) -> App? { apps[id] }

    public func contains(_ id: AppID) -> Bool { apps[id] != nil }

    /// The app's display name, or its id when the catalog does not know it.
    public func name(of id: AppID) -> String { apps[id]?.name ?? id.rawValue }
}
