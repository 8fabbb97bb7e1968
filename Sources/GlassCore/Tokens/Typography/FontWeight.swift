/// The font weights the type scale uses, as SwiftUI's `Font.Weight`.
public enum FontWeight: String, CaseIterable, Sendable, Hashable {
    case regular
    case semibold
    case bold

    /// The OpenType / CSS numeric weight (`usWeightClass`), which font back ends such as Pango
    /// and Fontconfig take directly.
    public var numericWeight: Int {
        switch self {
        case .regular: 400
        case .semibold: 600
        case .bold: 700
        }
    }
}

/// The typeface design, as SwiftUI's `Font.Design`. Spec 004 sets durations in the
/// monospaced design so that ticking digits do not shift the text around them.
public enum FontDesign: String, CaseIterable, Sendable, Hashable {
    case `default`
    case monospaced
}
