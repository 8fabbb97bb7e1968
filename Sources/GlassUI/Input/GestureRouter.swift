import Foundation
import GlassCore

/// Routes touches to the gestures of the views they land on, as SwiftUI resolves gestures:
/// every recognizer from the hit view up to the root follows the touch; the first to begin or
/// succeed wins and the others are cancelled, except those attached with
/// `simultaneousGesture`. When two would win on the same event, a `highPriorityGesture`
/// wins over its descendants' gestures, and otherwise the deepest view's gesture wins.
@MainActor
final class GestureRouter {
    private struct Track {
        var recognizers: [AnyGestureRecognizer]
        var winner: AnyGestureRecognizer?
    }

    private var tracks: [Int: Track] = [:]

    func handle(_ event: TouchEvent, in graph: ViewGraph) {
        let screen = CGPoint(event.location)
        switch event.phase {
        case .began:
            let recognizers = Self.candidates(at: screen, in: graph)
            tracks[event.touch] = Track(recognizers: recognizers)
            for r in recognizers {
                if let fingers = r as? FingerTracking {
                    fingers.finger(event.touch, at: Self.local(screen, r), phase: .began, time: event.time)
                } else {
                    r.phase = .possible
                    r.began(Self.local(screen, r), time: event.time, touches: tracks.count)
                }
            }
        case .moved:
            guard let track = tracks[event.touch] else { return }
            for r in track.recognizers where r.phase == .possible || r.phase == .active {
                if let fingers = r as? FingerTracking {
                    fingers.finger(event.touch, at: Self.local(screen, r), phase: .moved, time: event.time)
                } else {
                    Self.trackPress(r, screen)
                    r.moved(Self.local(screen, r), time: event.time, touches: tracks.count)
                }
            }
        case .ended, .cancelled:
            guard let track = tracks[event.touch] else { return }
            for r in track.recognizers where r.phase == .possible || r.phase == .active {
                if let fingers = r as? FingerTracking {
                    let lifted: TouchPhase = event.phase == .ended ? .ended : .cancelled
                    fingers.finger(event.touch, at: Self.local(screen, r), phase: lifted, time: event.time)
                } else if event.phase == .cancelled {
                    r.cancel()
                } else {
                    Self.trackPress(r, screen)
                    r.ended(Self.local(screen, r), time: event.time)
                }
            }
        }
        arbitrate(event.touch)
        if event.phase == .ended || event.phase == .cancelled { tracks[event.touch] = nil }
    }

    /// Time passed: long presses may now succeed.
    func tick(time: Double) {
        for (touch, track) in tracks {
            for r in track.recognizers where r.phase == .possible { r.tick(time: time) }
            arbitrate(touch)
        }
    }

    /// A trackpad or scripted pinch at `point`, to the pinch gestures under it.
    func pinch(scale: CGFloat, at screen: CGPoint, phase: TouchPhase, time: Double, in graph: ViewGraph) {
        for r in Self.candidates(at: screen, in: graph) where r is MagnifyRecognizer {
            r.pinch(scale: scale, at: Self.local(screen, r), phase: phase, time: time)
        }
    }

    /// Picks the winner among the recognizers that began or succeeded on this event, cancels
    /// the rest, and completes the winner if its gesture is done.
    private func arbitrate(_ touch: Int) {
        guard var track = tracks[touch] else { return }
        if track.winner == nil,
            let winner = track.recognizers.first(where: {
                ($0.phase == .active || $0.phase == .ended) && $0.precedence != .simultaneous
            })
        {
            track.winner = winner
            for r in track.recognizers
            where r !== winner && r.precedence != .simultaneous && (r.phase == .possible || r.phase == .active) {
                r.cancel()
            }
        }
        for r in track.recognizers where r.phase == .ended && (r === track.winner || r.precedence == .simultaneous) {
            r.phase = .failed  // done: completes once
            r.completed()
        }
        tracks[touch] = track
    }

    /// The enabled recognizers of the hit view and its ancestors, in the order they win ties:
    /// high-priority ones first (outermost first), then the rest, deepest first.
    private static func candidates(at screen: CGPoint, in graph: ViewGraph) -> [AnyGestureRecognizer] {
        guard let hit = graph.root.hitTest(screen) else { return [] }
        var chain: [AnyGestureRecognizer] = []
        var node: ViewNode? = hit
        while let current = node {
            // A recognizer shared by a node and its parent follows the touch once.
            if let r = current.behavior?.recognizer, r.isEnabled, chain.last !== r {
                chain.append(r)
            }
            node = current.parent
        }
        let high = chain.filter { $0.precedence == .high }.reversed()
        return Array(high) + chain.filter { $0.precedence != .high }
    }

    /// A button stays pressed while the finger is within its frame grown by the tap slop.
    private static func trackPress(_ r: AnyGestureRecognizer, _ screen: CGPoint) {
        guard let press = r as? PressRecognizer, let node = r.node else { return }
        press.track(inside: node.screenFrame.insetBy(dx: -TapRecognizer.slop, dy: -TapRecognizer.slop).contains(screen))
    }

    private static func local(_ screen: CGPoint, _ r: AnyGestureRecognizer) -> CGPoint {
        guard !r.usesScreenSpace, let node = r.node, let inverse = node.screenTransform.inverted else { return screen }
        return CGPoint(inverse.apply(to: Point(screen)))
    }
}

/// A recognizer that follows every finger on its view together (a pinch, spatial events)
/// rather than one touch at a time.
@MainActor
protocol FingerTracking: AnyObject {
    func finger(_ id: Int, at point: CGPoint, phase: TouchPhase, time: Double)
}

/// A unit that carries one gesture recognizer for the view it modifies.
@MainActor
final class GestureBehavior: NodeBehavior {
    var attached: AnyGestureRecognizer?
    override var recognizer: AnyGestureRecognizer? { attached }
}

struct GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
    let gesture: G
    let precedence: GesturePrecedence

    func _update(_ node: ViewNode, content: any View) {
        let behavior = node.reuse { GestureBehavior() }
        let recognizer = gesture._makeRecognizer()
        recognizer.precedence = precedence
        recognizer.isEnabled = node.environment.isEnabled
        recognizer.node = node
        behavior.attached = behavior.attached.map { $0.adopting(recognizer) } ?? recognizer
        behavior.attached?.node = node
        node.setUnit(behavior, children: [content])
    }
}

extension View {
    /// Attaches `gesture`; the deepest view's gesture wins when several could.
    public func gesture<G: Gesture>(_ gesture: G) -> some View {
        modifier(GestureModifier(gesture: gesture, precedence: .normal))
    }

    /// Attaches `gesture` so that it wins over the gestures of the views inside.
    public func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View {
        modifier(GestureModifier(gesture: gesture, precedence: .high))
    }

    /// Attaches `gesture` so that it runs alongside the other gestures.
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View {
        modifier(GestureModifier(gesture: gesture, precedence: .simultaneous))
    }

    /// Runs `action` when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` once the view has been pressed for `minimumDuration` seconds;
    /// `onPressingChanged` says when the finger goes down and up.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        gesture(
            PressingLongPress(
                minimumDuration: minimumDuration, maximumDistance: maximumDistance, action: action,
                pressing: onPressingChanged))
    }
}

/// `onLongPressGesture`'s gesture: a long press that reports pressing.
struct PressingLongPress: Gesture {
    typealias Value = Bool
    let minimumDuration: Double
    let maximumDistance: CGFloat
    let action: () -> Void
    let pressing: ((Bool) -> Void)?

    func _makeRecognizer() -> GestureRecognizer<Bool> {
        let r = LongPressRecognizer(minimumDuration: max(minimumDuration, 0), maximumDistance: max(maximumDistance, 0))
        r.pressing = pressing
        r.ended.append { _ in action() }
        return r
    }
}

/// A button's gesture: pressed state and an action on release inside.
struct ButtonPressGesture: Gesture {
    typealias Value = Void
    let action: () -> Void
    let pressing: (Bool) -> Void

    func _makeRecognizer() -> GestureRecognizer<Void> {
        let r = PressRecognizer()
        r.action = action
        r.pressing = pressing
        return r
    }
}
