import Foundation

/// `frame(width:height:alignment:)`: a fixed length on each given axis, the child's own on the
/// others; the child is proposed the fixed lengths and aligned inside.
struct FixedFrameLayout: Layout, Equatable {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let childProposal = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let child = subviews.first.map { $0.sizeThatFits(childProposal) } ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        FrameAlignment.place(subviews, in: bounds, proposal: childProposal, alignment: alignment)
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        FrameAlignment.guide(
            guide, subviews, bounds: bounds,
            proposal: ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height),
            alignment: alignment)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        FrameAlignment.guide(
            guide, subviews, bounds: bounds,
            proposal: ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height),
            alignment: alignment)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, with
/// SwiftUI's documented rules (SwiftUI Field Guide, "Flexible Frames"): the proposal is clamped
/// to [min, max] before it is passed down; the reported length is the child's, pulled toward
/// the proposal and clamped: with a max, min(max, max(child, proposal)); with a min,
/// max(min, min(child, proposal)). With nothing proposed, the ideal length (if any) stands in.
struct FlexibleFrameLayout: Layout, Equatable {
    var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    var alignment: Alignment

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        func clamp(_ p: CGFloat?, _ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?) -> CGFloat? {
            guard var value = p ?? ideal else { return nil }
            if let hi { value = min(value, hi) }
            if let lo { value = max(value, lo) }
            return value
        }
        return ProposedViewSize(
            width: clamp(proposal.width, minWidth, idealWidth, maxWidth),
            height: clamp(proposal.height, minHeight, idealHeight, maxHeight))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let inner = childProposal(proposal)
        let child = subviews.first.map { $0.sizeThatFits(inner) } ?? .zero
        func resolve(_ childLength: CGFloat, _ p: CGFloat?, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat {
            var length = childLength
            if let p {
                if let hi { length = min(hi, max(length, p)) }
                if let lo { length = max(lo, min(length, p)) }
            } else {
                if let hi { length = min(hi, length) }
                if let lo { length = max(lo, length) }
            }
            return length
        }
        let w =
            proposal.width == nil && idealWidth != nil
            ? idealWidth! : resolve(child.width, inner.width, minWidth, maxWidth)
        let h =
            proposal.height == nil && idealHeight != nil
            ? idealHeight! : resolve(child.height, inner.height, minHeight, maxHeight)
        return CGSize(width: w, height: h)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        FrameAlignment.place(subviews, in: bounds, proposal: childProposal(proposal), alignment: alignment)
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        FrameAlignment.guide(guide, subviews, bounds: bounds, proposal: childProposal(proposal), alignment: alignment)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        FrameAlignment.guide(guide, subviews, bounds: bounds, proposal: childProposal(proposal), alignment: alignment)
    }
}

/// Aligning one child inside a frame, and reporting the child's explicit guides in the frame's space.
@MainActor
enum FrameAlignment {
    static func origin(of child: ViewDimensions, in bounds: CGRect, alignment: Alignment, rtl: Bool) -> CGPoint {
        let frame = ViewDimensions(size: bounds.size)
        var x = frame[alignment.horizontal] - child[alignment.horizontal]
        if rtl { x = bounds.width - x - child.width }
        let y = frame[alignment.vertical] - child[alignment.vertical]
        return CGPoint(x: bounds.minX + x, y: bounds.minY + y)
    }

    static func place(_ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize, alignment: Alignment) {
        for subview in subviews {
            let d = subview.dimensions(in: proposal)
            let origin = origin(of: d, in: bounds, alignment: alignment, rtl: subviews.layoutDirection == .rightToLeft)
            subview.place(at: origin, proposal: proposal)
        }
    }

    static func guide(
        _ guide: HorizontalAlignment, _ subviews: LayoutSubviews, bounds: CGRect, proposal: ProposedViewSize,
        alignment: Alignment
    ) -> CGFloat? {
        guard let subview = subviews.first else { return nil }
        let d = subview.dimensions(in: proposal)
        guard let value = d[explicit: guide] else { return nil }
        return origin(of: d, in: bounds, alignment: alignment, rtl: false).x - bounds.minX + value
    }

    static func guide(
        _ guide: VerticalAlignment, _ subviews: LayoutSubviews, bounds: CGRect, proposal: ProposedViewSize,
        alignment: Alignment
    ) -> CGFloat? {
        guard let subview = subviews.first else { return nil }
        let d = subview.dimensions(in: proposal)
        guard let value = d[explicit: guide] else { return nil }
        return origin(of: d, in: bounds, alignment: alignment, rtl: false).y - bounds.minY + value
    }
}

/// `padding`: the proposal shrinks by the insets, the size grows by them; leading and trailing
/// follow the layout direction.
struct PaddingLayout: Layout, Equatable {
    var insets: EdgeInsets

    func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - insets.horizontal, 0) },
            height: proposal.height.map { max($0 - insets.vertical, 0) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.first.map { $0.sizeThatFits(inner(proposal)) } ?? .zero
        return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let left = subviews.layoutDirection == .rightToLeft ? insets.trailing : insets.leading
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + left, y: bounds.minY + insets.top), proposal: inner(proposal))
        }
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews.first?.dimensions(in: inner(proposal))[explicit: guide].map { $0 + insets.top }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        subviews.first?.dimensions(in: inner(proposal))[explicit: guide].map { $0 + insets.leading }
    }
}

/// `fixedSize`: the child gets no proposal (its ideal size) on the fixed axes.
struct FixedSizeLayout: Layout, Equatable {
    var horizontal: Bool
    var vertical: Bool

    func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first.map { $0.sizeThatFits(inner(proposal)) } ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: inner(proposal)) }
    }
}

/// `aspectRatio(_:contentMode:)`: the largest (fit) or smallest (fill) size of the ratio
/// within the proposal is proposed to the child. With no ratio given, the child's ideal
/// size gives it.
struct AspectRatioLayout: Layout, Equatable {
    var ratio: CGFloat?
    var contentMode: ContentMode

    func inner(_ proposal: ProposedViewSize, _ subviews: Subviews) -> ProposedViewSize {
        var r = ratio
        if r == nil, let ideal = subviews.first?.sizeThatFits(.unspecified), ideal.height > 0 {
            r = ideal.width / ideal.height
        }
        guard let r, r > 0, r.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case (let w?, let h?) where w.isFinite && h.isFinite:
            let byWidth = CGSize(width: w, height: w / r), byHeight = CGSize(width: h * r, height: h)
            let fits = byWidth.height <= h
            let pick = contentMode == .fit ? (fits ? byWidth : byHeight) : (fits ? byHeight : byWidth)
            return ProposedViewSize(pick)
        case (let w?, _) where w.isFinite:
            return ProposedViewSize(width: w, height: w / r)
        case (_, let h?) where h.isFinite:
            return ProposedViewSize(width: h * r, height: h)
        default:
            let ideal = subviews.first?.sizeThatFits(.unspecified) ?? CGSize(width: 10, height: 10)
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first.map { $0.sizeThatFits(inner(proposal, subviews)) } ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        FrameAlignment.place(subviews, in: bounds, proposal: inner(proposal, subviews), alignment: .center)
    }
}

/// `position(x:y:)`: takes all the space offered and puts the child's center at the point.
struct PositionLayout: Layout, Equatable {
    var position: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
                proposal: proposal)
        }
    }
}
