import Foundation

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`), as SwiftUI's `GridItem`.
public struct GridItem: Hashable, Sendable {
    /// How the track sizes, as SwiftUI's `GridItem.Size`.
    public enum Size: Hashable, Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the space left by fixed tracks, within [minimum, maximum].
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in its share, each up to `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The space after this track (nil: the standard 8 points).
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The tracks `items` make across `length` points, as SwiftUI resolves them: fixed tracks
    /// first; the rest is shared equally among the flexible and adaptive items; an adaptive
    /// item splits its share into as many tracks of at least its minimum as fit (at least one),
    /// and every flexible track is clamped to its bounds. Returns each track's length and the
    /// spacing after it.
    static func tracks(_ items: [GridItem], in length: CGFloat) -> [GridTrack] {
        guard !items.isEmpty, length.isFinite else {
            return items.map { item in
                switch item.size {
                case .fixed(let l):
                    GridTrack(length: l, spacing: item.spacing ?? ViewSpacing.standard, of: item)
                case .flexible(let lo, _), .adaptive(let lo, _):
                    GridTrack(length: lo, spacing: item.spacing ?? ViewSpacing.standard, of: item)
                }
            }
        }
        let spacings = items.map { $0.spacing ?? ViewSpacing.standard }
        var remaining = length - spacings.dropLast().reduce(0, +)
        for item in items { if case .fixed(let l) = item.size { remaining -= l } }
        var flexibleCount = items.filter { if case .fixed = $0.size { false } else { true } }.count
        var tracks: [GridTrack] = []
        for (i, item) in items.enumerated() {
            switch item.size {
            case .fixed(let l):
                tracks.append(GridTrack(length: l, spacing: spacings[i], of: item))
            case .flexible(let lo, let hi):
                let share = max(remaining / CGFloat(max(flexibleCount, 1)), 0)
                let l = min(max(share, lo), hi)
                remaining -= l
                flexibleCount -= 1
                tracks.append(GridTrack(length: l, spacing: spacings[i], of: item))
            case .adaptive(let lo, let hi):
                let share = max(remaining / CGFloat(max(flexibleCount, 1)), 0)
                let minimum = max(lo, 1)
                let count = max(1, Int(((share + spacings[i]) / (minimum + spacings[i])).rounded(.down)))
                let l = min((share - CGFloat(count - 1) * spacings[i]) / CGFloat(count), hi)
                for _ in 0..<count {
                    tracks.append(GridTrack(length: max(l, 0), spacing: spacings[i], of: item))
                }
                remaining -= share
                flexibleCount -= 1
            }
        }
        return tracks
    }
}

/// A column of a vertical grid (a row of a horizontal one): its length across the grid, the
/// space after it, and where its cells sit in their slots (nil: centred).
struct GridTrack {
    var length: CGFloat
    var spacing: CGFloat
    var alignment: Alignment?

    init(length: CGFloat, spacing: CGFloat, alignment: Alignment? = nil) {
        self.length = length
        self.spacing = spacing
        self.alignment = alignment
    }

    /// A track of `item`, its cells placed by the item's alignment.
    init(length: CGFloat, spacing: CGFloat, of item: GridItem) {
        self.init(length: length, spacing: spacing, alignment: item.alignment)
    }
}

extension Optional where Wrapped == Alignment {
    /// How far along `axis` a cell sits in the space its slot leaves: 0 at the start, ½ in the
    /// middle (also with no alignment), 1 at the end.
    func fraction(on axis: Axis) -> CGFloat {
        guard let alignment = self else { return 0.5 }
        if axis == .horizontal {
            return alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5
        }
        return alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5
    }
}

/// Views in rows under columns of `GridItem`s, as SwiftUI's `LazyVGrid`. Each row is as tall
/// as its tallest cell, each cell placed in its column and row by its item's alignment
/// (centred by default); the grid is as wide as its
/// columns. Inside a scroll view it makes only the rows near the screen, as `LazyVStack`.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: LazyGridAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment == .leading ? .leading : alignment == .trailing ? .trailing : .center
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        LazyStackBehavior.update(
            node, axis: .vertical, spacing: spacing, pinnedViews: pinnedViews, content: content,
            lines: .grid(items: columns, alignment: alignment))
    }
}

/// Views in columns beside rows of `GridItem`s, as SwiftUI's `LazyHGrid`: inside a scroll
/// view it makes only the columns near the screen.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: LazyGridAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment == .top ? .leading : alignment == .bottom ? .trailing : .center
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        LazyStackBehavior.update(
            node, axis: .horizontal, spacing: spacing, pinnedViews: pinnedViews, content: content,
            lines: .grid(items: rows, alignment: alignment))
    }
}

/// Which headers and footers stay pinned in a scroll view, as SwiftUI's `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
