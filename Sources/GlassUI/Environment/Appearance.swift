import GlassCore

@_exported import enum GlassCore.Platform

/// Light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark

    /// The palette GlassCore resolves system colors from.
    var core: GlassCore.ColorScheme { self == .light ? .light : .dark }
}

/// The reader's text size, as SwiftUI's `DynamicTypeSize`: seven standard sizes, then five
/// accessibility sizes; `.large` is the default.
public enum DynamicTypeSize: Int, Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    var category: ContentSizeCategory { ContentSizeCategory(rawValue: rawValue)! }
}

extension View {
    /// Text inside at `size`, whatever the reader's setting, as SwiftUI's `dynamicTypeSize(_:)`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Text inside at the reader's size, kept within `range`, as SwiftUI's
    /// `dynamicTypeSize(_:)` with a range (`...DynamicTypeSize.xxxLarge`).
    public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> some View where R.Bound == DynamicTypeSize {
        let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
        return transformEnvironment(\.dynamicTypeSize) { size in
            if let first = sizes.first, let last = sizes.last { size = min(max(size, first), last) }
        }
    }
}
