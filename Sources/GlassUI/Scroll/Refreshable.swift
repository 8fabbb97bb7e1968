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
    /// and let go, it runs `action`, with a spinner at its top until `action` returns.
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
    /// Runs `refresh`, with the spinner shown (and a light tap of the haptic engine, as iOS
    /// gives) until it returns. The content goes back to its top meanwhile.
    func startRefreshing(_ refresh: RefreshAction) {
        isRefreshing = true
        graph.record(HapticEvent(.lightImpact, reason: "refresh", at: graph.time))
        if let node { graph.setNeedsBody(node) }
        Task { @MainActor [weak self] in
            await refresh()
            guard let self else { return }
            isRefreshing = false
            if let node { graph.setNeedsBody(node) }
        }
    }
}
