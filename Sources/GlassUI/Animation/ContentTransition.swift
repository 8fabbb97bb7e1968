import Foundation

/// How a view's content changes in place when it changes in an animated transaction, as
/// SwiftUI's `ContentTransition`. `numericText` rolls the old text out and the new text in
/// (up when counting up, down when counting down) while cross-fading them; `opacity` only
/// cross-fades; `identity` swaps at once.
public struct ContentTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case identity, opacity, numeric(countsDown: Bool)
    }

    let kind: Kind

    public static let identity = ContentTransition(kind: .identity)
    public static let opacity = ContentTransition(kind: .opacity)
    public static let interpolate = ContentTransition(kind: .opacity)

    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numeric(countsDown: countsDown))
    }

    /// Rolls up when `value` grows and down when it shrinks.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numeric(countsDown: false))
    }
}

extension EnvironmentValues {
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

private enum ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }

extension View {
    /// How the text inside changes in place when it changes in an animated transaction.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
