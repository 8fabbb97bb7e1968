import Foundation
import GlassCore

/// A scroll view's pan, as UIScrollView's: it stops a motion in flight when the finger goes
/// down, and begins once the finger has moved 10 points along an axis the view scrolls, more
/// along it than across it. A horizontal scroll view inside a vertical one thus takes the
/// sideways drags and leaves the others to the outer one, one axis per gesture. Beginning,
/// it wins over the buttons and gestures inside, which are cancelled. In a sheet, a drag
/// down from the content's top, or up while the sheet can still grow, moves the sheet
/// instead (`ModalBehavior.takesScrollDrag`), for the whole gesture.
@MainActor
final class ScrollDragRecognizer: AnyGestureRecognizer {
    /// How far the finger moves before the content follows, in points (UIKit's pan hysteresis).
    static let slop: CGFloat = 10

    weak var owner: ScrollBehavior?
    private var start = CGPoint.zero
    private var tracker = VelocityTracker()

    override func began(_ point: CGPoint, time: Double, touches: Int) {
        start = point
        screenStart = onScreen(point)
        tracker.reset(point, time: time)
        caught = owner?.touchDown(time: time) ?? false
        // A touch that stops moving content belongs to the scroll view: it taps nothing.
        if caught { phase = .active }
    }

    /// Whether the touch stopped a motion in flight.
    private var caught = false
    /// Whether the finger has moved the content (past the slop).
    private var dragging = false
    /// The sheet this drag moves instead of the content.
    private weak var sheet: ModalBehavior?
    /// Where the finger went down on the screen: the sheet moves the scroll view with it, so
    /// its drag is measured on the screen.
    private var screenStart = CGPoint.zero

    private func onScreen(_ point: CGPoint) -> CGPoint {
        guard let node else { return point }
        return CGPoint(node.screenTransform.apply(to: Point(point)))
    }

    override func moved(_ point: CGPoint, time: Double, touches: Int) {
        tracker.add(point, time: time)
        let dx = abs(point.x - start.x), dy = abs(point.y - start.y)
        if !dragging, let axes = owner?.axes {
            let along =
                (axes.contains(.horizontal) && dx >= Self.slop && dx >= dy)
                || (axes.contains(.vertical) && dy >= Self.slop && dy >= dx)
            if along {
                phase = .active
                dragging = true
                if dy >= dx, let owner, let link = owner.sheetLink?.sheet,
                    link.takesScrollDrag(downward: point.y > start.y, contentAtTop: owner.offset.y <= 0.5)
                {
                    sheet = link
                    link.beginScrollDrag()
                }
            }
        }
        if let sheet {
            sheet.dragged(onScreen(point).y - screenStart.y)
        } else if dragging {
            owner?.dragged(CGSize(width: point.x - start.x, height: point.y - start.y), time: time)
        }
    }

    override func ended(_ point: CGPoint, time: Double) {
        defer { (caught, dragging, sheet) = (false, false, nil) }
        guard dragging else {
            // A touch that caught a motion lets the content settle from where it stopped (back
            // from past an edge, onto a page).
            if caught { owner?.released(velocity: .zero, time: time) }
            phase = caught ? .ended : .failed
            return
        }
        moved(point, time: time, touches: 0)
        // A finger held still before lifting throws nothing.
        let velocity = tracker.velocity(to: point, at: time, recentOnly: true)
        phase = .ended
        if let sheet {
            sheet.released(onScreen(point).y - screenStart.y, velocity: velocity.height)
        } else {
            owner?.released(velocity: velocity, time: time)
        }
    }

    override func cancel() {
        if let sheet {
            sheet.released(0, velocity: 0)
        } else if dragging || caught {
            owner?.released(velocity: .zero, time: owner?.graphTime ?? 0)
        }
        (caught, dragging, sheet) = (false, false, nil)
        super.cancel()
    }
}
