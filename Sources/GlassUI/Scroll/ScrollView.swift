import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`: its content is laid out unbounded along
/// `axes` (several views stack vertically, or horizontally for a horizontal scroll view) and
/// moved by a finger, the wheel or a trackpad, with UIScrollView's physics (`ScrollPhysics`):
/// the content follows the finger, resists past an edge on a rubber band, decelerates after
/// a flick and bounces back from an edge.
///
/// The scroll view takes the space it is offered along both axes (its content's size where
/// none is offered). Content narrower than the view along an axis it does not scroll is
/// centred; shorter content than the view along a scrolled axis starts at the top (leading)
/// and still bounces, as `alwaysBounceVertical` does for vertical scroll views on iOS.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public var axes: Axis.Set
    public var showsIndicators: Bool
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { ScrollBehavior(graph: node.graph) }
        behavior.axes = axes
        behavior.showsIndicators = showsIndicators
        behavior.targetBehavior = node.environment.scrollTargetBehavior
        behavior.geometryObservers = node.environment.scrollGeometryObservers
        // The actions watch this scroll view, not the ones inside it.
        if !behavior.geometryObservers.isEmpty { node.writeEnvironment(0) { $0.scrollGeometryObservers = [] } }
        behavior.drag.isEnabled = node.environment.isScrollEnabled
        behavior.clipsContent = !node.environment.isScrollClipDisabled
        behavior.drag.node = node
        behavior.node = node
        // The first vertical scroll view of a navigation screen tells its bar how far it scrolled.
        if axes.contains(.vertical), let link = node.environment.navigationScrollLink,
            link.scroll == nil || link.scroll === behavior
        {
            link.scroll = behavior
            behavior.navigationLink = link
            node.writeEnvironment(1) { $0.navigationScrollLink = nil }
        }
        if axes.contains(.vertical) {
            behavior.tabBarLink = node.environment.tabBarScrollLink
            behavior.sheetLink = node.environment.sheetLink
        }
        // The position binding is this scroll view's: the app setting it scrolls there.
        behavior.position = node.environment.scrollPosition
        let wanted = behavior.position?.get()
        if wanted == nil { behavior.pendingPosition = nil }
        if behavior.position != nil {
            node.writeEnvironment(3) { $0.scrollPosition = nil }
            if let wanted, wanted != behavior.reportedPosition {
                behavior.reportedPosition = wanted
                if behavior.viewport == .zero {
                    // Not laid out yet (a position restored at launch): its first layout shows it.
                    behavior.pendingPosition = wanted
                    node.invalidateLayout()
                } else {
                    let animated = Transaction.current.animation != nil || node.graph.animation(for: node) != nil
                    node.graph.afterUpdate { [weak behavior] in
                        behavior?.scroll(toPosition: wanted, animated: animated)
                    }
                }
            }
        }
        // The refresh is this scroll view's, not the ones inside it.
        behavior.refresh = axes.contains(.vertical) ? node.environment.refresh : nil
        if behavior.refresh != nil { node.writeEnvironment(2) { $0.refresh = nil } }
        node.setUnit(
            behavior,
            children: [
                ScrollContent(content: content, scroll: behavior),
                RefreshIndicator(isRefreshing: behavior.isRefreshing),
            ])
    }
}

/// The scroll view's content, moved by the content offset: a unit of its own, so that the
/// offset moves its kept picture (a retained layer) rather than drawing it again.
struct ScrollContent<Content: View>: View, PrimitiveView {
    let content: Content
    let scroll: ScrollBehavior

    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { ScrollContentBehavior() }
        behavior.scroll = scroll
        scroll.contentNode = node
        node.setUnit(behavior, children: [content])
    }
}

extension EnvironmentValues {
    /// Whether scroll views scroll (`scrollDisabled(_:)` turns it off).
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
}

private enum IsScrollEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether scroll views let their content draw past their bounds (`scrollClipDisabled`).
    var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

private enum ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }

extension View {
    /// Stops the scroll views inside from scrolling when `disabled` is true; their content
    /// still takes touches.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { $0 = $0 && !disabled }
    }

    /// Lets the content of the scroll views inside draw past their bounds, as SwiftUI's
    /// `scrollClipDisabled(_:)`: a shelf whose focused item lifts and casts its shadow over
    /// the margin (tvOS), a card's shadow at the edge.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isScrollClipDisabled, disabled)
    }
}
