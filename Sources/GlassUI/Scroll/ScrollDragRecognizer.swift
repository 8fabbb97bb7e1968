import Foundation

/// A scroll view's pan, as UIScrollView's: it stops a motion in flight when the finger goes
/// down, and begins once the finger has moved 10 points along an axis the view scrolls, more
/// along it than across it. A horizontal scroll view inside a vertical one thus takes the
/// sideways drags and leaves the others to the outer one, one axis per gesture. Beginning,
/// it wins over the buttons and gestures inside, which are cancelled.
@MainActor
final class ScrollDragRecognizer: AnyGestureRecognizer {
    /// How far the finger moves before the content follows, in points (UIKit's pan hysteresis).
    static let slop: CGFloat = 10

    weak var owner: ScrollBehavior?
    private var start = CGPoint.zero
    private var samples: [(time: Double, point: CGPoint)] = []

    override func began(_ point: CGPoint, time: Double, touches: Int) {
        start = point
        samples = [(time, point)]
        owner?.touchDown(time: time)
    }

    override func moved(_ point: CGPoint, time: Double, touches: Int) {
        samples.append((time, point))
        // The velocity comes from the last 0.1 s of movement (at least the last two samples).
        if let keep = samples.lastIndex(where: { time - $0.time > 0.1 }), samples.count - keep > 2 {
            samples.removeFirst(keep)
        }
        let dx = abs(point.x - start.x), dy = abs(point.y - start.y)
        if phase == .possible, let axes = owner?.axes {
            let along =
                (axes.contains(.horizontal) && dx >= Self.slop && dx >= dy)
                || (axes.contains(.vertical) && dy >= Self.slop && dy >= dx)
            if along { phase = .active }
        }
        if phase == .active {
            owner?.dragged(CGSize(width: point.x - start.x, height: point.y - start.y), time: time)
        }
    }

    override func ended(_ point: CGPoint, time: Double) {
        guard phase == .active else {
            phase = .failed
            return
        }
        moved(point, time: time, touches: 0)
        var velocity = CGSize.zero
        if let first = samples.first, time - first.time > 0 {
            velocity = CGSize(
                width: (point.x - first.point.x) / (time - first.time),
                height: (point.y - first.point.y) / (time - first.time))
        }
        phase = .ended
        owner?.released(velocity: velocity, time: time)
    }

    override func cancel() {
        if phase == .active { owner?.released(velocity: .zero, time: owner?.graphTime ?? 0) }
        super.cancel()
    }
}
