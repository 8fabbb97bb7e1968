import Foundation
import GlassCore

/// What pulling a scroll view down refreshes, as SwiftUI's `RefreshAction`.
public struct RefreshAction: Sendable {
    let action: @MainActor @Sendable () async -> Void

    public func callAsFunction() async { await action() }
}

extension EnvironmentValues {
    /// The refresh of the scroll views inside (`refreshable`), nil for none.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

private enum RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension View {
    /// Lets the vertical scroll view (or list) inside refresh: pulled down 80 pt past its top
    /// and let go, it runs `action`; until `action` returns the content stays 60 pt down, a
    /// spinner in the gap.
    public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}

/// The spinner a refreshing scroll view shows at its top.
struct RefreshIndicator: View {
    let isRefreshing: Bool

    var body: some View {
        if isRefreshing {
            ProgressView().accessibilityLabel("Refreshing")
        }
    }
}

extension ScrollBehavior {
    /// How far the content stays down while it refreshes, in points: the height of
    /// UIRefreshControl, which UIKit adds to the top content inset meanwhile.
    static let refreshHold: CGFloat = 60

    /// The content insets with the space the refresh spinner holds open while it runs, as
    /// UIScrollView's `adjustedContentInset`.
    var adjustedInsets: EdgeInsets {
        var insets = contentInsets
        if isRefreshing { insets.top += Self.refreshHold }
        return insets
    }

    /// Runs `refresh`, with the spinner shown (and a light tap of the haptic engine, as iOS
    /// gives) until it returns. Meanwhile the content springs back to 60 pt below its top,
    /// holding the spinner open, as iOS does; when the action returns it springs up again.
    func startRefreshing(_ refresh: RefreshAction) {
        isRefreshing = true
        graph.record(HapticEvent(.lightImpact, reason: "refresh", at: graph.time))
        if let node {
            graph.setNeedsBody(node)
            node.invalidateLayout()
        }
        Task { @MainActor [weak self] in
            await refresh()
            self?.endRefreshing()
        }
    }

    /// The refresh returned: the spinner goes, and the content, no longer held down, moves up
    /// from where it shows.
    private func endRefreshing() {
        let time = graph.time
        isRefreshing = false
        contentShifted(by: CGPoint(x: 0, y: -Self.refreshHold))
        let shown = presentedOffset(at: time)
        move(to: shown, animated: true, time: time)
        if let node {
            graph.setNeedsBody(node)
            node.invalidateLayout()
        }
    }
}
