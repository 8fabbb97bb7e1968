import Foundation

/// A type that names an alignment guide and says where it lies by default, as SwiftUI's
/// `AlignmentID`: `defaultValue(in:)` is the guide's offset from the view's leading or top edge.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A guide's identity (its `AlignmentID` type) and where it lies by default.
struct AlignmentKey: Hashable, Sendable {
    let id: ObjectIdentifier
    let defaultValue: @Sendable (ViewDimensions) -> CGFloat

    init(_ type: any AlignmentID.Type) {
        id = ObjectIdentifier(type)
        // A metatype holds no state: sharing it across threads is safe.
        nonisolated(unsafe) let guide = type
        defaultValue = { guide.defaultValue(in: $0) }
    }

    static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A guide across a view's width, as SwiftUI's `HorizontalAlignment` (leading, center,
/// trailing, or a custom `AlignmentID`).
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }
    func defaultValue(_ d: ViewDimensions) -> CGFloat { key.defaultValue(d) }

    private enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(Center.self)
    public static let trailing = HorizontalAlignment(Trailing.self)
}

/// A guide across a view's height, as SwiftUI's `VerticalAlignment`. The text baselines fall
/// back to the bottom edge for views without text, as SwiftUI's do.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }
    func defaultValue(_ d: ViewDimensions) -> CGFloat { key.defaultValue(d) }

    private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    private enum LastTextBaseline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }

    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(Center.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

/// A pair of guides, as SwiftUI's `Alignment`: `.topLeading` … `.bottomTrailing`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A view's size and the positions of its alignment guides, as SwiftUI's `ViewDimensions`.
/// Guides a view sets explicitly (`alignmentGuide`, text baselines) win over the defaults.
public struct ViewDimensions: Sendable {
    public let width: CGFloat
    public let height: CGFloat
    let explicitHorizontal: @Sendable (HorizontalAlignment) -> CGFloat?
    let explicitVertical: @Sendable (VerticalAlignment) -> CGFloat?

    init(
        size: CGSize,
        horizontal: @escaping @Sendable (HorizontalAlignment) -> CGFloat? = { _ in nil },
        vertical: @escaping @Sendable (VerticalAlignment) -> CGFloat? = { _ in nil }
    ) {
        self.width = size.width
        self.height = size.height
        self.explicitHorizontal = horizontal
        self.explicitVertical = vertical
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicitHorizontal(guide) ?? guide.defaultValue(self)
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicitVertical(guide) ?? guide.defaultValue(self)
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitHorizontal(guide) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitVertical(guide) }
}
