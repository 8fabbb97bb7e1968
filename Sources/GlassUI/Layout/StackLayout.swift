import Foundation

/// SwiftUI's stack algorithm along one axis, shared by `HStack` and `VStack`
/// (OpenSwiftUI's audited `StackLayout` and objc.io's re-implementation agree on it):
///
/// - With no length proposed along the axis, every child gets its ideal length.
/// - Otherwise each child is measured at 0 and at ∞ along the axis (its flexibility), then
///   sized in order of layout priority (highest first) and, within a priority, least flexible
///   first; each is offered an equal share of what is left. Lower-priority groups keep their
///   minimum lengths in reserve.
/// - The stack's length is the sum of the children and the spacing (it may overflow the
///   proposal); across the axis it is the extent of the aligned children.
@MainActor
struct StackLayoutEngine {
    let axis: Axis
    let spacing: CGFloat?

    struct Sized {
        var sizes: [CGSize]
        var gaps: [CGFloat]
    }

    /// The gap before each child (0 before the first): the stack's spacing, or what the two
    /// neighbours prefer.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        var gaps = [CGFloat](repeating: 0, count: subviews.count)
        for i in subviews.indices.dropFirst() {
            gaps[i] = spacing ?? subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: axis)
        }
        return gaps
    }

    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Sized {
        let gaps = gaps(subviews)
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(axis: axis, major: nil, minor: minor)) }
            return Sized(sizes: sizes, gaps: gaps)
        }
        let n = subviews.count
        var minimums = [CGFloat](repeating: 0, count: n)
        var flexibility = [CGFloat](repeating: 0, count: n)
        for i in 0..<n {
            let small = subviews[i].sizeThatFits(ProposedViewSize(axis: axis, major: 0, minor: minor))[axis]
            let large = subviews[i].sizeThatFits(ProposedViewSize(axis: axis, major: .infinity, minor: minor))[axis]
            minimums[i] = small
            flexibility[i] = large - small
        }
        // Spacers are sized after every other view, whatever their priority (research notes:
        // SwiftUI's spacers act as priority −∞), so text is never squeezed to make room for one.
        let priorities = subviews.map { $0.node.behavior is SpacerBehavior ? -Double.infinity : $0.priority }
        let order = (0..<n).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            if flexibility[a] != flexibility[b] {
                if flexibility[a].isInfinite && flexibility[b].isInfinite { return minimums[a] > minimums[b] }
                return flexibility[a] < flexibility[b]
            }
            return a < b
        }
        var remaining = major - gaps.reduce(0, +)
        // Lower-priority groups keep their minimum lengths in reserve until their turn.
        let topPriority = order.first.map { priorities[$0] }
        for i in 0..<n where priorities[i] != topPriority { remaining -= minimums[i] }
        var sizes = [CGSize](repeating: .zero, count: n)
        var start = 0
        while start < n {
            let priority = priorities[order[start]]
            var end = start
            while end < n && priorities[order[end]] == priority { end += 1 }
            if start > 0 { for k in start..<end { remaining += minimums[order[k]] } }
            for k in start..<end {
                let i = order[k]
                let share = max(remaining / CGFloat(end - k), 0)
                let size = subviews[i].sizeThatFits(ProposedViewSize(axis: axis, major: share, minor: minor))
                sizes[i] = size
                remaining -= size[axis]
            }
            start = end
        }
        return Sized(sizes: sizes, gaps: gaps)
    }

    func totalSize(_ sized: Sized) -> CGSize {
        let major = sized.sizes.reduce(0) { $0 + $1[axis] } + sized.gaps.reduce(0, +)
        let minor = sized.sizes.reduce(0) { max($0, $1[axis.other]) }
        return CGSize(axis: axis, major: major, minor: minor)
    }
}

/// Lays subviews out in a row, as SwiftUI's `HStackLayout`; right-to-left runs it from the right.
public struct HStackLayout: Layout, Equatable {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let engine = StackLayoutEngine(axis: .horizontal, spacing: spacing)
        let sized = engine.size(proposal, subviews)
        var size = engine.totalSize(sized)
        size.height = StackAlignment.crossExtent(sized.sizes, subviews) { $0[alignment] }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let engine = StackLayoutEngine(axis: .horizontal, spacing: spacing)
        let sized = engine.size(proposal, subviews)
        let guides = subviews.indices.map { subviews[$0].dimensions(in: ProposedViewSize(sized.sizes[$0]))[alignment] }
        let line = StackAlignment.line(bounds: bounds.height, sizes: sized.sizes.map(\.height), guides: guides)
        let rtl = subviews.layoutDirection == .rightToLeft
        var x = rtl ? bounds.maxX : bounds.minX
        for i in subviews.indices {
            let size = sized.sizes[i]
            x += (rtl ? -1 : 1) * sized.gaps[i]
            let originX = rtl ? x - size.width : x
            subviews[i].place(
                at: CGPoint(x: originX, y: bounds.minY + line - guides[i]), proposal: ProposedViewSize(size))
            x += (rtl ? -1 : 1) * size.width
        }
    }
}

/// Lays subviews out in a column, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout, Equatable {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let engine = StackLayoutEngine(axis: .vertical, spacing: spacing)
        let sized = engine.size(proposal, subviews)
        var size = engine.totalSize(sized)
        size.width = StackAlignment.crossExtent(sized.sizes, subviews, widths: true) { $0[alignment] }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let engine = StackLayoutEngine(axis: .vertical, spacing: spacing)
        let sized = engine.size(proposal, subviews)
        let guides = subviews.indices.map { subviews[$0].dimensions(in: ProposedViewSize(sized.sizes[$0]))[alignment] }
        let rtl = subviews.layoutDirection == .rightToLeft
        let line = StackAlignment.line(bounds: bounds.width, sizes: sized.sizes.map(\.width), guides: guides)
        var y = bounds.minY
        for i in subviews.indices {
            let size = sized.sizes[i]
            y += sized.gaps[i]
            var x = line - guides[i]
            if rtl { x = bounds.width - x - size.width }
            subviews[i].place(at: CGPoint(x: bounds.minX + x, y: y), proposal: ProposedViewSize(size))
            y += size.height
        }
    }
}

/// Alignment across a stack: every child's guide lies on one line; the stack spans from the
/// child reaching furthest before the line to the one reaching furthest after it.
@MainActor
enum StackAlignment {
    /// The extent across the axis of the children aligned on their guides.
    static func crossExtent(
        _ sizes: [CGSize], _ subviews: LayoutSubviews, widths: Bool = false,
        _ guide: (ViewDimensions) -> CGFloat
    ) -> CGFloat {
        var before: CGFloat = 0, after: CGFloat = 0
        for i in subviews.indices {
            let g = guide(subviews[i].dimensions(in: ProposedViewSize(sizes[i])))
            let length = widths ? sizes[i].width : sizes[i].height
            before = max(before, g)
            after = max(after, length - g)
        }
        return subviews.isEmpty ? 0 : before + after
    }

    /// Where the shared guide line lies, from the stack's leading or top edge: as far in as the
    /// child reaching furthest before it, and centered in any extra room the stack was given.
    static func line(bounds: CGFloat, sizes: [CGFloat], guides: [CGFloat]) -> CGFloat {
        var before: CGFloat = 0, after: CGFloat = 0
        for i in sizes.indices {
            before = max(before, guides[i])
            after = max(after, sizes[i] - guides[i])
        }
        return before + max(bounds - before - after, 0) / 2
    }
}

/// Lays subviews out on top of one another, aligned, as SwiftUI's `ZStackLayout`; the stack
/// is as large as the union of the aligned children.
public struct ZStackLayout: Layout, Equatable {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        let w = StackAlignment.crossExtent(sizes, subviews, widths: true) { $0[alignment.horizontal] }
        let h = StackAlignment.crossExtent(sizes, subviews) { $0[alignment.vertical] }
        return CGSize(width: w, height: h)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        let dimensions = subviews.indices.map { subviews[$0].dimensions(in: proposal) }
        let hGuides = dimensions.map { $0[alignment.horizontal] }
        let vGuides = dimensions.map { $0[alignment.vertical] }
        let lineX = StackAlignment.line(bounds: bounds.width, sizes: sizes.map(\.width), guides: hGuides)
        let lineY = StackAlignment.line(bounds: bounds.height, sizes: sizes.map(\.height), guides: vGuides)
        let rtl = subviews.layoutDirection == .rightToLeft
        for i in subviews.indices {
            var x = lineX - hGuides[i]
            if rtl { x = bounds.width - x - sizes[i].width }
            subviews[i].place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + lineY - vGuides[i]), proposal: proposal)
        }
    }
}
