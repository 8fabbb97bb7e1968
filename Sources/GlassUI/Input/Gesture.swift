import Foundation

/// An input gesture, as SwiftUI's `Gesture`: a value type that makes a recognizer when it is
/// attached to a view (`gesture(_:)`), with `onChanged`, `onEnded` and `updating` callbacks.
@MainActor @preconcurrency
public protocol Gesture {
    associatedtype Value
    /// Makes the recognizer that follows the touches on the view (GlassUI's plumbing).
    func _makeRecognizer() -> GestureRecognizer<Value>
}

extension Gesture {
    /// Calls `action` with the gesture's value each time it changes while it is active.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _CallbackGesture<Self> {
        _CallbackGesture(base: self) { $0.changed.append(action) }
    }

    /// Calls `action` with the final value when the gesture succeeds.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _CallbackGesture<Self> {
        _CallbackGesture(base: self) { $0.ended.append(action) }
    }

    /// Updates `state` while the gesture is active; it returns to its initial value when the
    /// gesture ends or is cancelled.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    )
        -> _CallbackGesture<Self>
    {
        _CallbackGesture(base: self) { recognizer in
            recognizer.changed.append { value in
                var current = state.wrappedValue
                var transaction = Transaction()
                body(value, &current, &transaction)
                state.set(current, transaction: transaction)
            }
            recognizer.finished.append { state.reset() }
        }
    }
}

/// A gesture with callbacks added.
public struct _CallbackGesture<Base: Gesture>: Gesture {
    let base: Base
    let add: (GestureRecognizer<Base.Value>) -> Void

    public func _makeRecognizer() -> GestureRecognizer<Base.Value> {
        let recognizer = base._makeRecognizer()
        add(recognizer)
        return recognizer
    }
}

/// A recognizer: follows the touches that land on its view and says when its gesture begins,
/// changes and ends. Subclasses decide; the router arbitrates between recognizers.
@MainActor
public class AnyGestureRecognizer {
    enum Phase { case possible, active, ended, failed }

    var phase = Phase.possible
    /// How it competes: `.normal` (the deepest view wins), `.high` (it wins over its
    /// descendants), `.simultaneous` (it never blocks, nor is blocked).
    var precedence = GesturePrecedence.normal
    /// Whether the environment disabled it (`disabled(_:)`).
    var isEnabled = true
    weak var node: ViewNode?
    /// Whether it follows touches in the screen's space rather than its view's
    /// (`coordinateSpace: .global`), so that a view it moves does not move its points.
    var usesScreenSpace: Bool { false }

    /// The touch began at `point` (in the view's own space) at `time` seconds.
    func began(_ point: CGPoint, time: Double, touches: Int) {}
    func moved(_ point: CGPoint, time: Double, touches: Int) {}
    func ended(_ point: CGPoint, time: Double) {}
    /// Another recognizer won, or the touch was cancelled.
    func cancel() {
        if phase == .active || phase == .possible { phase = .failed }
        finish()
    }
    /// Time passed with no touch event (for a long press's timer).
    func tick(time: Double) {}
    /// A trackpad pinch, as a scale since the pinch began.
    func pinch(scale: CGFloat, at point: CGPoint, phase: TouchPhase, time: Double) {}
    func finish() {}
    /// The recognizer won and its gesture is complete: run its final action (a tap's, a
    /// button's, a long press's).
    func completed() {}
    /// The recognizer to keep when the view's body made `new` to replace this one.
    func adopting(_ new: AnyGestureRecognizer) -> AnyGestureRecognizer { new }
}

/// The phases of touches, scripts' pinches and scrolls.
public enum TouchPhase: String, Sendable {
    case began, moved, ended, cancelled
}

enum GesturePrecedence { case normal, high, simultaneous }

/// A recognizer that reports values of `Value`.
@MainActor
public class GestureRecognizer<Value>: AnyGestureRecognizer {
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
    var finished: [() -> Void] = []

    func report(changed value: Value) {
        for action in changed { action(value) }
    }

    func report(ended value: Value) {
        for action in ended { action(value) }
        finish()
    }

    override func finish() {
        for action in finished { action() }
    }

    /// Keeps this recognizer's progress with the callbacks and settings of `new`, which the
    /// view's next body made: what `adopting` returns when the gesture carries over.
    func taking(_ new: GestureRecognizer<Value>) -> GestureRecognizer<Value> {
        changed = new.changed
        ended = new.ended
        finished = new.finished
        precedence = new.precedence
        isEnabled = new.isEnabled
        return self
    }
}

/// State that lives only while a gesture is active, as SwiftUI's `@GestureState`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initial: Value
    let state: State<Value>

    public init(wrappedValue: Value) {
        initial = wrappedValue
        state = State(wrappedValue: wrappedValue)
    }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: Value { state.wrappedValue }
    public var projectedValue: GestureState<Value> { self }

    func set(_ value: Value, transaction: Transaction) {
        state.box.location.set(value, transaction: transaction)
    }

    func reset() {
        state.box.location.set(initial, transaction: Transaction.current)
    }
}

extension GestureState: DynamicPropertySlot {
    func install(on node: ViewNode, slot: Int) { state.install(on: node, slot: slot) }
    var usesSlot: Bool { true }
}
