import Foundation

/// Views in a column that are made only when they come near the screen, as SwiftUI's
/// `LazyVStack`: inside a scroll view it holds the rows within one screen of what the scroll
/// view shows, and drops the others as they scroll away. Rows not yet measured are counted at
/// the average height of those that were.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        LazyStackBehavior.update(
            node, axis: .vertical, spacing: spacing, pinnedViews: pinnedViews, content: content,
            lines: .stack { $0[alignment] })
    }
}

/// Views in a row that are made only when they come near the screen, as SwiftUI's `LazyHStack`.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        LazyStackBehavior.update(
            node, axis: .horizontal, spacing: spacing, pinnedViews: pinnedViews, content: content,
            lines: .stack { $0[alignment] })
    }
}
