import Foundation

/// Every finger on a view at once, as SwiftUI's `SpatialEventGesture`: its value is the
/// collection of the touches it follows, each with its id, phase and location, so a view can
/// answer to several fingers together (a field the fingers push, a multi-touch canvas). It
/// begins when the first finger lands, with no slop, and ends when the last one lifts.
public struct SpatialEventGesture: Gesture {
    public typealias Value = SpatialEventCollection

    public var coordinateSpace: CoordinateSpace

    public init(coordinateSpace: CoordinateSpace = .local) {
        self.coordinateSpace = coordinateSpace
    }

    public func _makeRecognizer() -> GestureRecognizer<SpatialEventCollection> {
        SpatialEventRecognizer(global: coordinateSpace == .global)
    }
}

/// The touches a `SpatialEventGesture` follows, in the order they landed, as SwiftUI's
/// `SpatialEventCollection`. A touch that lifted is in the collection once more, with its
/// phase `.ended` (or `.cancelled`), and then leaves it.
public struct SpatialEventCollection: RandomAccessCollection, Sendable, Equatable {
    /// One touch, as SwiftUI's `SpatialEventCollection.Event`.
    public struct Event: Identifiable, Hashable, Sendable {
        /// A touch's identity while it lasts.
        public struct ID: Hashable, Sendable {
            let touch: Int
        }

        public enum Phase: Hashable, Sendable {
            case active, ended, cancelled
        }

        /// What made the event: a finger here (a pointer drag is a finger to GlassUI).
        public enum Kind: Hashable, Sendable {
            case touch, directPinch, indirectPinch, pointer, pencil
        }

        public let id: ID
        /// When it last changed, in seconds on the host's clock.
        public var timestamp: TimeInterval
        public var kind: Kind
        /// Where it is, in the gesture's coordinate space.
        public var location: CGPoint
        public var phase: Phase
    }

    let events: [Event]

    public var startIndex: Int { events.startIndex }
    public var endIndex: Int { events.endIndex }
    public subscript(position: Int) -> Event { events[position] }

    /// The event of touch `id`, if it is in the collection.
    public subscript(id: Event.ID) -> Event? { events.first { $0.id == id } }
}

/// Follows every finger that lands on its view; reports the whole collection on each change.
final class SpatialEventRecognizer: GestureRecognizer<SpatialEventCollection>, FingerTracking {
    let global: Bool
    private var touches: [SpatialEventCollection.Event] = []

    init(global: Bool) { self.global = global }

    override var usesScreenSpace: Bool { global }

    func finger(_ id: Int, at point: CGPoint, phase touchPhase: TouchPhase, time: Double) {
        let key = SpatialEventCollection.Event.ID(touch: id)
        let eventPhase: SpatialEventCollection.Event.Phase =
            switch touchPhase {
            case .began, .moved: .active
            case .ended: .ended
            case .cancelled: .cancelled
            }
        let event = SpatialEventCollection.Event(
            id: key, timestamp: time, kind: .touch, location: point, phase: eventPhase)
        if let index = touches.firstIndex(where: { $0.id == key }) {
            touches[index] = event
        } else if touchPhase == .began {
            touches.append(event)
        } else {
            return
        }
        if touchPhase == .began, touches.count == 1 { phase = .active }
        guard phase == .active else { return }
        let collection = SpatialEventCollection(events: touches)
        touches.removeAll { $0.phase != .active }
        if touches.isEmpty {
            phase = .ended
            report(ended: collection)
        } else {
            report(changed: collection)
        }
    }

    override func cancel() {
        touches.removeAll()
        super.cancel()
    }

    /// The fingers down carry over to the recognizer made by the view's next body, which
    /// brings the new callbacks: a change the fingers cause does not split them.
    override func adopting(_ new: AnyGestureRecognizer) -> AnyGestureRecognizer {
        guard let spatial = new as? SpatialEventRecognizer, spatial.global == global else { return new }
        return taking(spatial)
    }
}
