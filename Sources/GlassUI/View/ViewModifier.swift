/// A reusable change to a view, as SwiftUI's `ViewModifier`: `body(content:)` returns the view
/// made from `content`. A modifier may hold `@State` and read `@Environment` as a view does.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { neverBody() }
}

/// Modifiers the graph applies itself: layout (padding, frame), drawing (opacity, clip),
/// environment writes and input. `_update` is given the node of the modified view.
@MainActor
protocol PrimitiveModifier {
    func _update(_ node: ViewNode, content: any View)
}

/// The view a `ViewModifier` is applied to, as it appears inside `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let content: any View
    public var body: Never { neverBody() }
    func _update(_ node: ViewNode) {
        node.setList([content])
    }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { neverBody() }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func _update(_ node: ViewNode) {
        if let primitive = modifier as? any PrimitiveModifier {
            primitive._update(node, content: content)
        } else {
            let modifier = self.modifier
            let content = _ViewModifier_Content<Modifier>(content: self.content)
            node.evaluateBody(of: modifier) { modifier.body(content: content) }
        }
    }
}

extension View {
    /// This view with `modifier` applied.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
