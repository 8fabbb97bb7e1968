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
    static func tracks(_ items: [GridItem], in length: CGFloat) -> [(length: CGFloat, spacing: CGFloat)] {
        guard !items.isEmpty, length.isFinite else {
            return items.map { item in
                switch item.size {
                case .fixed(let l): (l, item.spacing ?? ViewSpacing.standard)
                case .flexible(let lo, _), .adaptive(let lo, _): (lo, item.spacing ?? ViewSpacing.standard)
                }
            }
        }
        let spacings = items.map { $0.spacing ?? ViewSpacing.standard }
        var remaining = length - spacings.dropLast().reduce(0, +)
        for item in items { if case .fixed(let l) = item.size { remaining -= l } }
        var flexibleCount = items.filter { if case .fixed = $0.size { false } else { true } }.count
        var tracks: [(CGFloat, CGFloat)] = []
        for (i, item) in items.enumerated() {
            switch item.size {
            case .fixed(let l):
                tracks.append((l, spacings[i]))
            case .flexible(let lo, let hi):
                let share = max(remaining / CGFloat(max(flexibleCount, 1)), 0)
                let l = min(max(share, lo), hi)
                remaining -= l
                flexibleCount -= 1
                tracks.append((l, spacings[i]))
            case .adaptive(let lo, let hi):
                let share = max(remaining / CGFloat(max(flexibleCount, 1)), 0)
                let minimum = max(lo, 1)
                let count = max(1, Int(((share + spacings[i]) / (minimum + spacings[i])).rounded(.down)))
                let l = min((share - CGFloat(count - 1) * spacings[i]) / CGFloat(count), hi)
                for _ in 0..<count { tracks.append((max(l, 0), spacings[i])) }
                remaining -= share
                flexibleCount -= 1
            }
        }
        return tracks
    }
}

/// Views in rows under columns of `GridItem`s, as SwiftUI's `LazyVGrid`. Each row is as tall
/// as its tallest cell; the grid is as wide as its columns. GlassUI makes every cell at once:
/// the laziness that keeps only visible rows alive comes with scroll views.
public struct LazyVGrid<Content: View>: View {
    let layout: LazyGridLayout
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(
            axis: .vertical, items: columns,
            crossAlignment: alignment == .leading ? .leading : alignment == .trailing ? .trailing : .center,
            lineSpacing: spacing)
        self.content = content()
    }

    public var body: some View { LayoutView(layout: layout, content: content) }
}

/// Views in columns beside rows of `GridItem`s, as SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View>: View {
    let layout: LazyGridLayout
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(
            axis: .horizontal, items: rows,
            crossAlignment: alignment == .top ? .leading : alignment == .bottom ? .trailing : .center,
            lineSpacing: spacing)
        self.content = content()
    }

    public var body: some View { LayoutView(layout: layout, content: content) }
}

/// Which headers and footers stay pinned in a scroll view, as SwiftUI's `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The layout of both lazy grids: `axis` is the direction the lines run in (vertical: rows
/// stacked downward, tracks are columns).
struct LazyGridLayout: Layout, Equatable {
    enum CrossAlignment: Equatable { case leading, center, trailing }

    let axis: Axis
    let items: [GridItem]
    let crossAlignment: CrossAlignment
    let lineSpacing: CGFloat?

    private var cross: Axis { axis.other }

    private func arrangement(_ proposal: ProposedViewSize, _ subviews: Subviews)
        -> (tracks: [(length: CGFloat, spacing: CGFloat)], lines: [CGFloat])
    {
        let tracks = GridItem.tracks(items, in: proposal[cross] ?? .infinity)
        var lines: [CGFloat] = []
        let n = max(tracks.count, 1)
        for start in stride(from: 0, to: subviews.count, by: n) {
            var line: CGFloat = 0
            for i in start..<min(start + n, subviews.count) {
                let size = subviews[i].sizeThatFits(
                    ProposedViewSize(axis: cross, major: tracks[i - start].length, minor: nil))
                line = max(line, size[axis])
            }
            lines.append(line)
        }
        return (tracks, lines)
    }

    private var spacing: CGFloat { lineSpacing ?? ViewSpacing.standard }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (tracks, lines) = arrangement(proposal, subviews)
        let crossLength = tracks.reduce(0) { $0 + $1.length + $1.spacing } - (tracks.last?.spacing ?? 0)
        let majorLength = lines.reduce(0, +) + spacing * CGFloat(max(lines.count - 1, 0))
        return CGSize(axis: axis, major: majorLength, minor: max(crossLength, 0))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (tracks, lines) = arrangement(proposal, subviews)
        let n = max(tracks.count, 1)
        let used = tracks.reduce(0) { $0 + $1.length + $1.spacing } - (tracks.last?.spacing ?? 0)
        let slack = max(bounds.size[cross] - used, 0)
        var crossStart =
            bounds.origin[cross] + (crossAlignment == .leading ? 0 : crossAlignment == .center ? slack / 2 : slack)
        var trackStarts: [CGFloat] = []
        for track in tracks {
            trackStarts.append(crossStart)
            crossStart += track.length + track.spacing
        }
        var lineStart = bounds.origin[axis]
        let rtl = subviews.layoutDirection == .rightToLeft && axis == .vertical
        for (lineIndex, lineLength) in lines.enumerated() {
            for k in 0..<n {
                let i = lineIndex * n + k
                guard i < subviews.count else { break }
                let track = tracks[k]
                let cellProposal = ProposedViewSize(axis: cross, major: track.length, minor: nil)
                let size = subviews[i].sizeThatFits(cellProposal)
                var crossPosition = trackStarts[k] + (track.length - size[cross]) / 2
                if rtl { crossPosition = bounds.minX + bounds.maxX - crossPosition - size.width }
                var point = CGPoint()
                point[cross] = crossPosition
                point[axis] = lineStart + (lineLength - size[axis]) / 2
                subviews[i].place(at: point, proposal: cellProposal)
            }
            lineStart += lineLength + spacing
        }
    }
}
