import Foundation
import GlassCore

/// UIKit's color, for the SwiftUI code that reaches for it (`Color(uiColor: .systemBackground)`,
/// spec 003): the semantic system colors, light and dark, and fixed colors.
public struct UIColor: Hashable, Sendable {
    let color: Color

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    init(_ semantic: SemanticColor) { color = Color(.semantic(semantic)) }

    public static let systemBackground = UIColor(.systemBackground)
    public static let secondarySystemBackground = UIColor(.secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(.tertiarySystemBackground)
    public static let label = UIColor(.label)
    public static let secondaryLabel = UIColor(.secondaryLabel)
    public static let separator = UIColor(.separator)
    public static let systemGray3 = UIColor(.systemGray3)
    public static let systemGray5 = UIColor(.systemGray5)
    public static let systemRed = UIColor(.systemRed)
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let tintColor = UIColor(.accent)

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color: color.opacity(Double(alpha)))
    }

    private init(color: Color) { self.color = color }
}

extension Color {
    /// A UIKit color as a SwiftUI color, as `Color(uiColor:)`.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }
}
