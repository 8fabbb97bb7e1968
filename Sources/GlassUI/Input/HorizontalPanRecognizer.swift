import Foundation

/// A sideways drag: it begins once the finger has moved 10 points across, more across than
/// down, and then follows the finger. Distances and velocities are toward the trailing edge
/// (mirrored right to left). A vertical move fails it, so the scroll view around keeps its
/// vertical drags, one axis per gesture. The navigation stack's back swipe and a list row's
/// swipe actions are made of it.
@MainActor
final class HorizontalPanRecognizer: AnyGestureRecognizer {
    /// Whether a touch at this point (in the view's space) may begin the pan.
    var shouldBegin: (CGPoint) -> Bool = { _ in true }
    /// Whether only drags toward the trailing edge count (a back swipe).
    var towardTrailingOnly = false
    var began: () -> Void = {}
    /// The finger is `distance` points from where it went down.
    var changed: (CGFloat) -> Void = { _ in }
    /// The finger lifted `distance` points from where it went down, moving at `velocity`.
    var ended: (_ distance: CGFloat, _ velocity: CGFloat) -> Void = { _, _ in }
    var cancelled: () -> Void = {}

    private var start = CGPoint.zero
    private var tracker = VelocityTracker()
    private var panning = false

    private var leading: CGFloat { node?.environment.layoutDirection == .rightToLeft ? -1 : 1 }

    override func began(_ point: CGPoint, time: Double, touches: Int) {
        start = point
        tracker.reset(point, time: time)
        panning = false
        if touches != 1 || !shouldBegin(point) { phase = .failed }
    }

    override func moved(_ point: CGPoint, time: Double, touches: Int) {
        tracker.add(point, time: time)
        let distance = (point.x - start.x) * leading
        let across = towardTrailingOnly ? distance : abs(distance)
        let down = abs(point.y - start.y)
        if !panning {
            if across >= ScrollDragRecognizer.slop && across >= down {
                panning = true
                phase = .active
                began()
            } else if down >= ScrollDragRecognizer.slop
                || (towardTrailingOnly && distance <= -ScrollDragRecognizer.slop)
            {
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
        let velocity = tracker.velocity(to: point, at: time, recentOnly: true).width * leading
        ended((point.x - start.x) * leading, velocity)
    }

    override func cancel() {
        if panning { cancelled() }
        panning = false
        super.cancel()
    }
}
