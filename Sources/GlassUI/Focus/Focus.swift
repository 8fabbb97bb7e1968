import Foundation
import GlassCore

/// Which view takes keys, as SwiftUI's focus system. One view at a time has focus: text
/// fields, views made `focusable()`, views bound with `focused(_:)`, and on tvOS and macOS
/// every button. Tab moves focus forward in reading order and Shift-Tab back; on tvOS the
/// arrow keys move it to the nearest focusable view in that direction, as the remote does.
/// The focused view shows a focus ring (a 3 pt ring in the tint), or lifts on tvOS (scale 1.1
/// and a shadow, spec 003's focus scale).
@MainActor
final class FocusableBehavior: NodeBehavior {
    /// Whether it can take focus now.
    var isFocusable = true
    /// Binds it to a `@FocusState`: whether the state says it should be focused, and how to
    /// tell the state it now is or is not.
    var wantsFocus: (() -> Bool)?
    var setFocused: ((Bool) -> Void)?
    /// Keys it handles before anything else, in order.
    var keyHandlers: [(KeyPress) -> KeyPress.Result] = []
    var effect = FocusEffect.automatic
    private var lift = AnimatedValue(0.0)
    /// tvOS's parallax tilt, toward x and y, each −1…1 (`FocusParallax`).
    var tilt = AnimatedValue(AnimatableVector.zero)
    unowned let graph: ViewGraph

    init(graph: ViewGraph) { self.graph = graph }

    var isFocused = false
    /// What the bound `@FocusState` said at the last synchronization.
    var lastWantsFocus = false
    /// Whether focus is on this target or one inside it (a `focused(_:)` around a text field).
    private var containsFocus = false

    /// Focus arrived at or left this target (`isTarget`), or a target inside it.
    func focusChanged(_ focused: Bool, isTarget: Bool, node: ViewNode) {
        if focused != containsFocus {
            containsFocus = focused
            lastWantsFocus = focused
            if let setFocused { graph.afterUpdate { setFocused(focused) } }
        }
        guard isTarget || !focused, focused != isFocused else { return }
        isFocused = focused
        lift.set(focused ? 1 : 0, animation: .smooth(duration: 0.2), at: graph.time)
        if !focused { tilt.set(.zero, animation: Self.tiltAnimation, at: graph.time) }
        graph.noteAnimating(node)
        node.setNeedsPaint()
    }

    override func isAnimating(at time: Double) -> Bool { lift.isAnimating(at: time) || tilt.isAnimating(at: time) }

    /// Lifted or tilted, the unit casts a shadow of its content or turns it.
    override func spreading(_ area: CGRect, in node: ViewNode) -> CGRect? {
        lift.value(at: graph.time) > 0.001 || tilt.value(at: graph.time) != .zero ? nil : area
    }

    var lifts: Bool { effect == .lift || (effect == .automatic && graph.environment.platform == .tvOS) }

    override func transform(size: CGSize) -> AffineTransform? {
        guard lifts else { return nil }
        let s = 1 + 0.1 * lift.value(at: graph.time)
        return s == 1
            ? nil : AffineTransform.scale(s).about(Point(x: Double(size.width) / 2, y: Double(size.height) / 2))
    }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        let amount = lift.value(at: graph.time)
        guard amount > 0.001, effect != .none else {
            context.paintChildren(of: node)
            return
        }
        let size = node.presentedFrame.size
        let bounds = CGRect(origin: .zero, size: size)
        if lifts {
            context.canvas.withShadow(
                Shadow(
                    color: GlassCore.Color(white: 0, alpha: 0.35 * amount), radius: 20, offset: Vector(dx: 0, dy: 10)),
                bounds: Rect(node.contentDrawingBounds())
            ) {
                paintTilted(node, in: context)
            }
        } else {
            context.paintChildren(of: node)
            let ring = Path(
                roundedRect: bounds.insetBy(dx: -4, dy: -4), cornerRadius: min(12, min(size.width, size.height) / 3))
            context.stroke(
                ring, with: Color.accentColor.opacity(amount)._resolve(in: node.environment),
                style: StrokeStyle(lineWidth: 3),
                bounds: bounds)
        }
    }
}

/// How a focused view shows its focus. `.lift` is spec 003's tvOS lift (`.focusEffect(.lift)`);
/// SwiftUI's own modifier is `focusEffectDisabled()`, which `.none` stands for.
public struct FocusEffect: Hashable, Sendable {
    let name: String
    public static let automatic = FocusEffect(name: "automatic")
    public static let ring = FocusEffect(name: "ring")
    public static let lift = FocusEffect(name: "lift")
    public static let none = FocusEffect(name: "none")
}

extension EnvironmentValues {
    var focusEffect: FocusEffect {
        get { self[FocusEffectKey.self] }
        set { self[FocusEffectKey.self] = newValue }
    }

    /// Whether the view, or one inside it, has focus, as SwiftUI's `isFocused`.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}

private enum FocusEffectKey: EnvironmentKey { static let defaultValue = FocusEffect.automatic }
private enum IsFocusedKey: EnvironmentKey { static let defaultValue = false }

/// Makes the content a focus target, optionally bound to a `@FocusState` and with key handlers.
struct FocusModifier: ViewModifier, PrimitiveModifier {
    var isFocusable = true
    var wantsFocus: (() -> Bool)?
    var setFocused: ((Bool) -> Void)?
    var keyHandler: ((KeyPress) -> KeyPress.Result)?

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { FocusableBehavior(graph: node.graph) }
        behavior.isFocusable = isFocusable && node.environment.isEnabled
        behavior.wantsFocus = wantsFocus
        behavior.setFocused = setFocused
        behavior.keyHandlers = keyHandler.map { [$0] } ?? []
        behavior.effect = node.environment.focusEffect
        node.graph.registerFocusable(node)
        node.setUnit(behavior, children: [content])
    }
}

/// State that follows focus, as SwiftUI's `@FocusState`: a Bool (`focused($flag)`) or an
/// optional value (`focused($field, equals: .name)`). Setting it moves focus.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>

    public init() where Value == Bool { state = State(wrappedValue: false) }
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding { Binding(state: state) }

    /// A binding to focus state, as SwiftUI's `FocusState.Binding`.
    @propertyWrapper
    public struct Binding {
        let state: State<Value>
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

extension FocusState: DynamicPropertySlot {
    func install(on node: ViewNode, slot: Int) { state.install(on: node, slot: slot) }
    var usesSlot: Bool { true }
}

extension View {
    /// Makes the view able to take focus.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusModifier(isFocusable: isFocusable))
    }

    /// Binds the view's focus to `condition`: true while it has focus; setting it focuses it.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(
            FocusModifier(
                wantsFocus: { condition.wrappedValue },
                setFocused: { focused in if condition.wrappedValue != focused { condition.wrappedValue = focused } }))
    }

    /// Binds the view's focus to `binding` being `value`.
    public func focused<V: Hashable>(_ binding: FocusState<V?>.Binding, equals value: V) -> some View {
        modifier(
            FocusModifier(
                wantsFocus: { binding.wrappedValue == value },
                setFocused: { focused in
                    if focused, binding.wrappedValue != value { binding.wrappedValue = value }
                    if !focused, binding.wrappedValue == value { binding.wrappedValue = nil }
                }))
    }

    /// How the view shows focus (spec 003's `.focusEffect(.lift)` for tvOS).
    public func focusEffect(_ effect: FocusEffect) -> some View {
        environment(\.focusEffect, effect)
    }

    /// Hides the focus ring, as SwiftUI's `focusEffectDisabled()`.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        environment(\.focusEffect, disabled ? FocusEffect.none : .automatic)
    }

    /// Handles `key` while the view (or one inside it) has focus.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(KeyHandlerModifier { press in press.key == key && press.phase == .down ? action() : .ignored })
    }

    /// Handles any of `keys` in `phases` while the view has focus.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(
            KeyHandlerModifier { press in
                keys.contains(press.key) && phases.contains(press.phase) ? action(press) : .ignored
            })
    }

    /// Handles every key in `phases` while the view has focus.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result)
        -> some View
    {
        modifier(KeyHandlerModifier { press in phases.contains(press.phase) ? action(press) : .ignored })
    }
}

/// A key handler on the path from the focused view to the root.
struct KeyHandlerModifier: ViewModifier, PrimitiveModifier {
    let handler: (KeyPress) -> KeyPress.Result

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { KeyHandlerBehavior() }
        behavior.handler = handler
        node.setUnit(behavior, children: [content])
    }
}

@MainActor
final class KeyHandlerBehavior: NodeBehavior {
    var handler: (KeyPress) -> KeyPress.Result = { _ in .ignored }
}
