/// A piece of user interface, as SwiftUI's `View`: a value that describes what to show by its
/// `body`, which is made of other views. GlassUI keeps a retained node for each view in the
/// graph (`ViewGraph`), so a view value is cheap to make and is made again whenever its parent's
/// body runs; state lives in the graph, not in the value.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public var body: Never { neverBody() }
}

/// The body of a primitive view: GlassUI builds primitive views itself and never asks for it.
func neverBody(_ file: StaticString = #fileID) -> Never {
    fatalError("\(file): a primitive view has no body")
}

/// Views the graph builds itself rather than through `body`: layout containers, text, shapes,
/// modifiers. `_update` is given the view's node after its value changed and sets what the
/// node does (its behaviour) and its children.
@MainActor
protocol PrimitiveView {
    func _update(_ node: ViewNode)
}

/// No view, as SwiftUI's `EmptyView`.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: Never { neverBody() }
    func _update(_ node: ViewNode) {
        node.setList([])
    }
}

/// Several views that their parent lays out as siblings, as SwiftUI's `Group`.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { neverBody() }
    func _update(_ node: ViewNode) {
        node.setList([content])
    }
}

/// A view of any type, as SwiftUI's `AnyView`. Changing the type inside replaces the view and
/// its state, as a change of structural identity does in SwiftUI.
public struct AnyView: View, PrimitiveView {
    let view: any View
    public init<V: View>(_ view: V) { self.view = (view as? AnyView)?.view ?? view }
    public init<V: View>(erasing view: V) { self.init(view) }
    /// A view whose type is known only at run time.
    init(existential view: any View) { self.view = (view as? AnyView)?.view ?? view }
    public var body: Never { neverBody() }
    func _update(_ node: ViewNode) {
        node.setList([view], keys: [AnyHashable(ObjectIdentifier(type(of: view)))])
    }
}

/// An optional view shows nothing when nil (`if` without `else` in a `@ViewBuilder`).
extension Optional: View where Wrapped: View {
    public var body: Never { neverBody() }
}

/// A view that may hold nothing, as seen by a container that makes rows of its content.
protocol OptionalContent {
    var wrappedView: (any View)? { get }
}

extension Optional: OptionalContent where Wrapped: View {
    var wrappedView: (any View)? { self.map { $0 } }
}

extension Optional: PrimitiveView where Wrapped: View {
    func _update(_ node: ViewNode) {
        switch self {
        case .some(let view): node.setList([view])
        case .none: node.setList([])
        }
    }
}

/// The two branches of an `if`/`else` or `switch` in a `@ViewBuilder`. The branches have
/// different identities: switching branches replaces the view and its state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        switch storage {
        case .trueContent(let view): node.setList([view], keys: [AnyHashable(true)])
        case .falseContent(let view): node.setList([view], keys: [AnyHashable(false)])
        }
    }
}

/// A fixed list of views made by a `@ViewBuilder` block. Its parent lays the views out as
/// siblings.
public struct TupleView<each Content: View>: View, PrimitiveView {
    public var value: (repeat each Content)

    public init(_ value: (repeat each Content)) { self.value = value }
    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        node.setList(elements)
    }
}
