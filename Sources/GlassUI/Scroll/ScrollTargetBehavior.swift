import Foundation

/// Where a scroll comes to rest, as SwiftUI's `ScrollTarget`: the rectangle of the content the
/// viewport will show (its origin is the content offset).
public struct ScrollTarget: Hashable, Sendable {
    public var rect: CGRect
    public var anchor: UnitPoint?
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behavior knows when a flick ends, as SwiftUI's context.
public struct ScrollTargetBehaviorContext {
    /// Where the flick would come to rest on its own.
    public var originalTarget: ScrollTarget
    /// The flick's velocity, in points per second of the content offset.
    public var velocity: CGVector
    public var contentSize: CGSize
    public var containerSize: CGSize
    public var axes: Axis.Set
    /// The content offset when the finger lifted.
    var releaseOffset: CGPoint
    /// The frames, in the content's space, of the views of the `scrollTargetLayout()` container.
    var alignmentFrames: [CGRect]
}

/// How a scroll view picks where a flick comes to rest, as SwiftUI's `ScrollTargetBehavior`:
/// `updateTarget` moves the natural end of the flick (`target`) to where it should stop.
@MainActor @preconcurrency
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Pages the size of the scroll view: a flick comes to rest on the page boundary nearest its
/// natural end, never more than one page from where the finger lifted, as UIScrollView's
/// `isPagingEnabled` does.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical]
        where context.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let page = axis == .horizontal ? context.containerSize.width : context.containerSize.height
            guard page > 0 else { continue }
            let released = axis == .horizontal ? context.releaseOffset.x : context.releaseOffset.y
            let natural = axis == .horizontal ? target.rect.minX : target.rect.minY
            let nearest = (natural / page).rounded()
            let index = min(max(nearest, (released / page).rounded(.down)), (released / page).rounded(.up))
            if axis == .horizontal { target.rect.origin.x = index * page } else { target.rect.origin.y = index * page }
        }
    }
}

/// Aligns the viewport's leading (top) edge with a view of the `scrollTargetLayout()`
/// container: the one whose edge is nearest the flick's natural end. With `.always` (and
/// `.automatic` along a horizontal axis, as SwiftUI limits carousels) a flick moves at most the
/// scroll view's length from where the finger lifted.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public struct LimitBehavior: Hashable, Sendable {
        let kind: Int
        public static let automatic = LimitBehavior(kind: 0)
        public static let always = LimitBehavior(kind: 1)
        public static let never = LimitBehavior(kind: 2)
    }

    public var limitBehavior: LimitBehavior
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical]
        where context.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let horizontal = axis == .horizontal
            var edges = context.alignmentFrames.map { horizontal ? $0.minX : $0.minY }
            guard !edges.isEmpty else { continue }
            let limits = limitBehavior == .always || (limitBehavior == .automatic && horizontal)
            if limits {
                let released = horizontal ? context.releaseOffset.x : context.releaseOffset.y
                let length = horizontal ? context.containerSize.width : context.containerSize.height
                let reachable = edges.filter { abs($0 - released) <= length }
                if !reachable.isEmpty { edges = reachable }
            }
            let natural = horizontal ? target.rect.minX : target.rect.minY
            let nearest = edges.min { abs($0 - natural) < abs($1 - natural) }!
            if horizontal { target.rect.origin.x = nearest } else { target.rect.origin.y = nearest }
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Pages the size of the scroll view.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Aligns to the views of the `scrollTargetLayout()` container.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
        -> ViewAlignedScrollTargetBehavior
    {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension EnvironmentValues {
    /// How the scroll views inside pick where a flick comes to rest (nil: where it stops).
    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

private enum ScrollTargetBehaviorKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: (any ScrollTargetBehavior)? = nil
}

/// Marks the layout container whose views `.viewAligned` aligns to.
struct ScrollTargetLayoutModifier: ViewModifier, PrimitiveModifier {
    let isEnabled: Bool

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { ScrollTargetLayoutBehavior() }
        behavior.isEnabled = isEnabled
        node.setUnit(behavior, children: [content])
    }
}

/// A unit that stands for the container it marks.
@MainActor
final class ScrollTargetLayoutBehavior: NodeBehavior {
    var isEnabled = true
}

extension View {
    /// Sets how the scroll views inside pick where a flick comes to rest: `.paging`,
    /// `.viewAligned`, or a behavior of your own.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        transformEnvironment(\.scrollTargetBehavior) { $0 = behavior }
    }

    /// Makes this layout container's views the targets of `.viewAligned`.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}
