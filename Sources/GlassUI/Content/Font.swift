import Foundation
import GlassCore

/// A font request, as SwiftUI's `Font`: a text style that follows Dynamic Type, or a fixed
/// size, with a weight, design and italic or monospaced-digit variants. It resolves to a face
/// and size where the text is drawn, with the Dynamic Type size in force there.
///
/// SF Pro is Apple's and not on Linux: the default design is set in Inter (the closest free
/// match), `.monospaced` in DejaVu Sans Mono, `.serif` in DejaVu Serif. There is no free SF
/// Rounded, so `.rounded` uses Inter too.
public struct Font: Hashable, Sendable {
    /// The eleven text styles of iOS's type scale, as SwiftUI's `Font.TextStyle`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var core: GlassCore.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption1
            case .caption2: .caption2
            }
        }
    }

    /// A font weight, as SwiftUI's `Font.Weight`, with its OpenType number.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A typeface design, as SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable, CaseIterable {
        case `default`, serif, rounded, monospaced
    }

    enum Size: Hashable, Sendable {
        case style(TextStyle)
        case fixed(CGFloat)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    var size: Size
    var weight: Weight?
    var design: Design?
    var isItalic = false
    var usesMonospacedDigit = false

    init(size: Size, weight: Weight? = nil, design: Design? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
    }

    public static let largeTitle = Font(size: .style(.largeTitle))
    public static let title = Font(size: .style(.title))
    public static let title2 = Font(size: .style(.title2))
    public static let title3 = Font(size: .style(.title3))
    public static let headline = Font(size: .style(.headline))
    public static let subheadline = Font(size: .style(.subheadline))
    public static let body = Font(size: .style(.body))
    public static let callout = Font(size: .style(.callout))
    public static let footnote = Font(size: .style(.footnote))
    public static let caption = Font(size: .style(.caption))
    public static let caption2 = Font(size: .style(.caption2))

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: .style(style), weight: weight, design: design)
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: .fixed(size), weight: weight, design: design)
    }

    /// A font by family name at `size`, scaled with Dynamic Type like body text.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(size: .custom(name: name, size: size, relativeTo: .body))
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        Font(size: .custom(name: name, size: size, relativeTo: style))
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(size: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    public func monospacedDigit() -> Font {
        var copy = self
        copy.usesMonospacedDigit = true
        return copy
    }

    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    /// The face, size and line height at `size` (Dynamic Type).
    func resolve(at dynamicType: DynamicTypeSize) -> (font: GlassCore.Font, lineHeight: Double?) {
        let category = dynamicType.category
        let points: Double, styleWeight: Int, lineHeight: Double?
        var family: String
        switch size {
        case .style(let style):
            points = style.core.pointSize(at: category)
            lineHeight = style.core.lineHeight(at: category)
            styleWeight = style.core.weight.numericWeight
            family = GlassCore.Font.defaultFamily
        case .fixed(let size):
            points = Double(size)
            lineHeight = nil
            styleWeight = 400
            family = GlassCore.Font.defaultFamily
        case .custom(let name, let size, let style):
            let scale = style.map { $0.core.pointSize(at: category) / $0.core.pointSize } ?? 1
            points = Double(size) * scale
            lineHeight = nil
            styleWeight = 400
            family = name
        }
        switch design {
        case .monospaced: family = "DejaVu Sans Mono"
        case .serif: family = "DejaVu Serif"
        case .default, .rounded, nil: break
        }
        let font = GlassCore.Font(
            family: family, sizePoints: points, weight: weight?.value ?? styleWeight,
            monospacedDigits: usesMonospacedDigit, italic: isItalic)
        return (font, lineHeight)
    }
}

extension EnvironmentValues {
    /// The font text inside uses (`font(_:)`); nil for body.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}

private enum FontKey: EnvironmentKey { static let defaultValue: Font? = nil }

extension View {
    /// Sets the font of the text inside.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the weight of the text inside.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.fontModifiers) { $0.weight = weight }
    }

    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontModifiers) { if isActive { $0.weight = .bold } }
    }

    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontModifiers) { if isActive { $0.italic = true } }
    }

    public func monospacedDigit() -> some View {
        transformEnvironment(\.fontModifiers) { $0.monospacedDigit = true }
    }

    public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment(\.fontModifiers) { $0.design = design }
    }
}

/// Weight, design and variants set on a whole subtree (`fontWeight`, `bold`, `italic` …), applied
/// over whatever font each text resolves.
struct FontModifiers: Hashable, Sendable {
    var weight: Font.Weight?
    var design: Font.Design?
    var italic = false
    var monospacedDigit = false

    func apply(to font: Font) -> Font {
        var font = font
        if let weight { font.weight = weight }
        if let design { font.design = design }
        if italic { font.isItalic = true }
        if monospacedDigit { font.usesMonospacedDigit = true }
        return font
    }
}

extension EnvironmentValues {
    var fontModifiers: FontModifiers {
        get { self[FontModifiersKey.self] }
        set { self[FontModifiersKey.self] = newValue }
    }
}

private enum FontModifiersKey: EnvironmentKey { static let defaultValue = FontModifiers() }
