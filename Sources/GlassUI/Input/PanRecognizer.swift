import Foundation

/// A drag along one axis: it begins once the finger has moved 10 points along the axis, more
/// along it than across, and then follows the finger. Distances and velocities are toward
/// the trailing edge (mirrored right to left) or down. A move across fails it, so a scroll
/// view around keeps its drags along the other axis, one axis per gesture. The navigation
/// stack's back swipe, a list row's swipe actions and a sheet's drag are made of it.
@MainActor
final class PanRecognizer: AnyGestureRecognizer {
    let axis: Axis
    /// Whether a touch at this point (in the view's space) may begin the pan.
    var shouldBegin: (CGPoint) -> Bool = { _ in true }
    /// Which drags count: either way, only toward the trailing edge (or down: a back swipe),
    /// or only toward the leading edge (or up). One the other way fails.
    var way = Way.either

    enum Way {
        case either, forward, backward
    }
    var began: () -> Void = {}
    /// The finger is `distance` points from where it went down.
    var changed: (CGFloat) -> Void = { _ in }
    /// The finger lifted `distance` points from where it went down, moving at `velocity`.
    var ended: (_ distance: CGFloat, _ velocity: CGFloat) -> Void = { _, _ in }
    var cancelled: () -> Void = {}

    private var start = CGPoint.zero
    private var tracker = VelocityTracker()
    private var panning = false

    init(axis: Axis) { self.axis = axis }

    /// The sign of the axis: sideways, toward the trailing edge.
    private var forward: CGFloat {
        axis == .horizontal && node?.environment.layoutDirection == .rightToLeft ? -1 : 1
    }

    private func along(_ point: CGPoint) -> CGFloat {
        (axis == .horizontal ? point.x - start.x : point.y - start.y) * forward
    }

    private func across(_ point: CGPoint) -> CGFloat {
        abs(axis == .horizontal ? point.y - start.y : point.x - start.x)
    }

    override func began(_ point: CGPoint, time: Double, touches: Int) {
        start = point
        tracker.reset(point, time: time)
        panning = false
        if touches != 1 || !shouldBegin(point) { phase = .failed }
    }

    override func moved(_ point: CGPoint, time: Double, touches: Int) {
        tracker.add(point, time: time)
        let distance = along(point)
        let moved = way == .forward ? distance : way == .backward ? -distance : abs(distance)
        let sideways = across(point)
        if !panning {
            if moved >= ScrollDragRecognizer.slop && moved >= sideways {
                panning = true
                phase = .active
                began()
            } else if sideways >= ScrollDragRecognizer.slop || (way != .either && moved <= -ScrollDragRecognizer.slop) {
                phase = .failed
            }
            if !panning { return }
        }
        changed(distance)
    }

    override func ended(_ point: CGPoint, time: Double) {
        guard panning else {
            phase = .failed
            return
        }
        moved(point, time: time, touches: 1)
        panning = false
        phase = .ended
        let velocity = tracker.velocity(to: point, at: time, recentOnly: true)
        ended(along(point), (axis == .horizontal ? velocity.width : velocity.height) * forward)
    }

    override func cancel() {
        if panning { cancelled() }
        panning = false
        super.cancel()
    }
}
