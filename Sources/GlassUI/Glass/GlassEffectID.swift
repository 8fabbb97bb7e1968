import Foundation

/// How glass enters and leaves a `GlassEffectContainer` in an animated change, as SwiftUI's
/// `GlassEffectTransition` (iOS 26).
public struct GlassEffectTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case matchedGeometry, materialize, identity }

    let kind: Kind

    /// Glass that appears grows out of the nearest glass beside it, and glass that leaves
    /// melts back into it, the two joined by a liquid neck as they part or meet (the default).
    public static let matchedGeometry = GlassEffectTransition(kind: .matchedGeometry)
    /// Glass that appears swells from nothing where it stands, and glass that leaves shrinks
    /// away there, touching no other glass.
    public static let materialize = GlassEffectTransition(kind: .materialize)
    /// Glass appears and leaves at once.
    public static let identity = GlassEffectTransition(kind: .identity)
}

/// The name a pane of glass goes by in its container, across changes: an identifier in a
/// namespace (`glassEffectID`) or a union's (`glassEffectUnion`).
struct GlassPaneName: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

extension View {
    /// Names this view's glass `id` in `namespace`, so that its container follows it across
    /// changes: glass that appears under a new name grows out of its neighbour, glass whose name
    /// goes melts into it, on the `.bouncy` spring, when the change is animated. A nil `id`
    /// names nothing.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        environment(\.glassPaneID, id.map { GlassPaneName(namespace: namespace, id: AnyHashable($0)) })
    }

    /// How this view's glass enters and leaves its container (`.matchedGeometry` by default).
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        environment(\.glassPaneTransition, transition)
    }

    /// Joins this view's glass with every other glass of the same `id` in `namespace` (and of
    /// the same kind) into one pane that spans them all, as SwiftUI's `glassEffectUnion`.
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        environment(\.glassPaneUnion, id.map { GlassPaneName(namespace: namespace, id: AnyHashable($0)) })
    }
}

extension EnvironmentValues {
    var glassPaneID: GlassPaneName? {
        get { self[GlassPaneIDKey.self] }
        set { self[GlassPaneIDKey.self] = newValue }
    }

    var glassPaneTransition: GlassEffectTransition {
        get { self[GlassPaneTransitionKey.self] }
        set { self[GlassPaneTransitionKey.self] = newValue }
    }

    var glassPaneUnion: GlassPaneName? {
        get { self[GlassPaneUnionKey.self] }
        set { self[GlassPaneUnionKey.self] = newValue }
    }
}

private enum GlassPaneIDKey: EnvironmentKey { static var defaultValue: GlassPaneName? { nil } }
private enum GlassPaneTransitionKey: EnvironmentKey {
    static var defaultValue: GlassEffectTransition { .matchedGeometry }
}
private enum GlassPaneUnionKey: EnvironmentKey { static var defaultValue: GlassPaneName? { nil } }
