import Foundation
import GlassMotion

/// A tap, or several in a row, as SwiftUI's `TapGesture`: each touch ends within 10 points of
/// where it began (UIKit's tap slop) and, for counts above one, within 0.35 s of the last.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = max(count, 1) }
    public func _makeRecognizer() -> GestureRecognizer<Void> { TapRecognizer(count: count) }
}

/// A tap that reports where it landed, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable {
        /// Where the tap landed, in the view's own space.
        public var location: CGPoint
    }

    public init() {}
    public func _makeRecognizer() -> GestureRecognizer<Value> { SpatialTapRecognizer() }
}

/// A touch held still for `minimumDuration`, as SwiftUI's `LongPressGesture`; it fails if the
/// finger moves more than `maximumDistance` first. Its value is true once it succeeds.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = max(minimumDuration, 0)
        self.maximumDistance = max(maximumDistance, 0)
    }
    public func _makeRecognizer() -> GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

/// A drag, as SwiftUI's `DragGesture`: it begins once the finger has moved `minimumDistance`
/// points (10 by default) and reports where it is, how far it went and how fast.
public struct DragGesture: Gesture {
    /// A drag's state, as SwiftUI's `DragGesture.Value`: points in the view's own space.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        /// Points per second, from the last 0.1 s of movement.
        public var velocity: CGSize
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Where a flick would come to rest, decelerating as a scroll view does (rate 0.998 per
        /// millisecond: the velocity times 0.4997 s).
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Self.projection, y: location.y + velocity.height * Self.projection)
        }
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
        static let projection = CGFloat(ScrollPhysics().projectedEnd(from: 0, velocity: 1))
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = max(minimumDistance, 0)
        self.coordinateSpace = coordinateSpace
    }

    public func _makeRecognizer() -> GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, global: coordinateSpace == .global)
    }
}

/// A pinch, as SwiftUI's `MagnifyGesture`: two fingers moving apart or together, or a
/// trackpad pinch. `magnification` is the scale since it began.
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var startLocation: CGPoint
    }

    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = max(minimumScaleDelta, 0) }
    public func _makeRecognizer() -> GestureRecognizer<Value> {
        MagnifyRecognizer(minimumScaleDelta: minimumScaleDelta)
    }
}

/// The older name of `MagnifyGesture`, as SwiftUI keeps it.
public typealias MagnificationGesture = MagnifyGesture

// MARK: Recognizers

/// Distance between two points, in points.
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}

final class TapRecognizer: GestureRecognizer<Void> {
    let count: Int
    private var start = CGPoint.zero
    private var taps: [Double] = []
    static let slop: CGFloat = 10
    static let multipleTapInterval = 0.35

    init(count: Int) { self.count = count }

    override func began(_ point: CGPoint, time: Double, touches: Int) {
        if let last = taps.last, time - last > Self.multipleTapInterval { taps.removeAll() }
        phase = .possible
        start = point
    }

    override func moved(_ point: CGPoint, time: Double, touches: Int) {
        if distance(point, start) > Self.slop { phase = .failed }
    }

    override func ended(_ point: CGPoint, time: Double) {
        guard phase == .possible, distance(point, start) <= Self.slop else {
            phase = .failed
            taps.removeAll()
            return
        }
        taps.append(time)
        if taps.count >= count {
            taps.removeAll()
            phase = .ended
        } else {
            // This touch is done; the next may complete the count, so the taps are kept.
            phase = .failed
        }
    }

    override func completed() { report(ended: ()) }

    /// The taps so far carry over to the recognizer made by the view's next body.
    override func adopting(_ new: AnyGestureRecognizer) -> AnyGestureRecognizer {
        guard let tap = new as? TapRecognizer, tap.count == count else { return new }
        return taking(tap)
    }
}

final class SpatialTapRecognizer: GestureRecognizer<SpatialTapGesture.Value> {
    private var start = CGPoint.zero
    private var end = CGPoint.zero

    override func began(_ point: CGPoint, time: Double, touches: Int) {
        start = point
    }

    override func moved(_ point: CGPoint, time: Double, touches: Int) {
        if distance(point, start) > TapRecognizer.slop { phase = .failed }
    }

    override func ended(_ point: CGPoint, time: Double) {
        end = point
        phase = phase == .possible && distance(point, start) <= TapRecognizer.slop ? .ended : .failed
    }

    override func completed() { report(ended: SpatialTapGesture.Value(location: end)) }
}

final class LongPressRecognizer: GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    private var start = CGPoint.zero
    private var startTime = 0.0
    var pressing: ((Bool) -> Void)?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    override func began(_ point: CGPoint, time: Double, touches: Int) {
        start = point
        startTime = time
        pressing?(true)
        tick(time: time)
    }

    override func moved(_ point: CGPoint, time: Double, touches: Int) {
        if distance(point, start) > maximumDistance {
            phase = .failed
            pressing?(false)
        } else {
            tick(time: time)
        }
    }

    override func tick(time: Double) {
        guard phase == .possible, time - startTime >= minimumDuration else { return }
        phase = .ended
        report(changed: true)
    }

    override func ended(_ point: CGPoint, time: Double) {
        tick(time: time)
        if phase == .possible { phase = .failed }
        pressing?(false)
    }

    override func cancel() {
        pressing?(false)
        super.cancel()
    }

    override func completed() { report(ended: true) }
}

final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    let minimumDistance: CGFloat
    let global: Bool
    private var start = CGPoint.zero
    private var tracker = VelocityTracker()
    private(set) var last: DragGesture.Value?

    override var usesScreenSpace: Bool { global }

    init(minimumDistance: CGFloat, global: Bool) {
        self.minimumDistance = minimumDistance
        self.global = global
    }

    override func began(_ point: CGPoint, time: Double, touches: Int) {
        start = point
        tracker.reset(point, time: time)
        if minimumDistance == 0 { activate(point, time: time) }
    }

    override func moved(_ point: CGPoint, time: Double, touches: Int) {
        tracker.add(point, time: time)
        if phase == .possible, distance(point, start) >= minimumDistance { activate(point, time: time) }
        if phase == .active { report(changed: value(point, time: time)) }
    }

    private func activate(_ point: CGPoint, time: Double) {
        phase = .active
        report(changed: value(point, time: time))
    }

    private func value(_ point: CGPoint, time: Double) -> DragGesture.Value {
        let velocity = tracker.velocity(to: point, at: time)
        let v = DragGesture.Value(
            time: Date(timeIntervalSinceReferenceDate: time), location: point, startLocation: start, velocity: velocity)
        last = v
        return v
    }

    override func ended(_ point: CGPoint, time: Double) {
        if phase == .active {
            let v = value(point, time: time)
            phase = .ended
            report(ended: v)
        } else {
            phase = .failed
            finish()
        }
    }
}

final class MagnifyRecognizer: GestureRecognizer<MagnifyGesture.Value>, FingerTracking {
    let minimumScaleDelta: CGFloat
    private var fingers: [Int: CGPoint] = [:]
    private var startSpread: CGFloat?
    private var startLocation = CGPoint.zero
    private var scale: CGFloat = 1

    init(minimumScaleDelta: CGFloat) { self.minimumScaleDelta = minimumScaleDelta }

    /// Two fingers: the scale is the ratio of their distance to the distance when the second landed.
    func finger(_ id: Int, at point: CGPoint, phase touchPhase: TouchPhase, time: Double) {
        if touchPhase == .ended || touchPhase == .cancelled { fingers[id] = nil } else { fingers[id] = point }
        let points = Array(fingers.values)
        guard points.count == 2 else {
            if phase == .active, points.count < 2 { end(time: time) }
            startSpread = nil
            return
        }
        let spread = distance(points[0], points[1])
        guard let base = startSpread, base > 0 else {
            startSpread = spread
            startLocation = CGPoint(x: (points[0].x + points[1].x) / 2, y: (points[0].y + points[1].y) / 2)
            return
        }
        update(spread / base, time: time)
    }

    override func pinch(scale: CGFloat, at point: CGPoint, phase: TouchPhase, time: Double) {
        switch phase {
        case .began:
            startLocation = point
            self.phase = .possible
        case .moved:
            update(scale, time: time)
        case .ended:
            update(scale, time: time)
            end(time: time)
            // Done: a trackpad pinch has no touch whose arbitration would retire it, and a
            // recognizer left ended would win the next touch and cancel its taps.
            self.phase = .failed
        case .cancelled:
            cancel()
        }
    }

    /// The fingers down carry over to the recognizer made by the view's next body.
    override func adopting(_ new: AnyGestureRecognizer) -> AnyGestureRecognizer {
        guard let magnify = new as? MagnifyRecognizer, magnify.minimumScaleDelta == minimumScaleDelta else {
            return new
        }
        return taking(magnify)
    }

    private func update(_ newScale: CGFloat, time: Double) {
        guard newScale.isFinite, newScale > 0 else { return }
        scale = newScale
        if phase == .possible, abs(scale - 1) >= minimumScaleDelta { phase = .active }
        if phase == .active { report(changed: value(time)) }
    }

    private func end(time: Double) {
        if phase == .active {
            phase = .ended
            report(ended: value(time))
        }
    }

    private func value(_ time: Double) -> MagnifyGesture.Value {
        MagnifyGesture.Value(
            time: Date(timeIntervalSinceReferenceDate: time), magnification: scale, startLocation: startLocation)
    }
}

/// A button's press: pressed while the finger is on it (10 points of slop), an action when it
/// lifts there. It loses to any gesture around it that begins (a scroll), as UIKit's do.
final class PressRecognizer: GestureRecognizer<Void> {
    var pressing: ((Bool) -> Void)?
    var action: () -> Void = {}
    private var inside = true

    override func began(_ point: CGPoint, time: Double, touches: Int) {
        inside = true
        pressing?(true)
    }

    func track(inside: Bool) {
        guard phase == .possible, inside != self.inside else { return }
        self.inside = inside
        pressing?(inside)
    }

    override func ended(_ point: CGPoint, time: Double) {
        pressing?(false)
        phase = inside ? .ended : .failed
    }

    override func cancel() {
        pressing?(false)
        super.cancel()
    }

    override func completed() {
        action()
        finish()
    }
}
