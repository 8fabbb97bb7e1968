import Foundation

/// A finger's recent positions, for the velocity a drag or a scroll reports: samples older than
/// 0.1 s are dropped (the last two are always kept).
struct VelocityTracker {
    private var samples: [(time: Double, point: CGPoint)] = []

    /// Starts over at `point`.
    mutating func reset(_ point: CGPoint, time: Double) {
        samples = [(time, point)]
    }

    mutating func add(_ point: CGPoint, time: Double) {
        samples.append((time, point))
        if let keep = samples.lastIndex(where: { time - $0.time > 0.1 }), samples.count - keep > 2 {
            samples.removeFirst(keep)
        }
    }

    /// Points per second from the oldest kept sample to `point` at `time`; with `recentOnly`,
    /// from samples of the last 0.1 s only, so a finger held still before lifting moves nothing.
    func velocity(to point: CGPoint, at time: Double, recentOnly: Bool = false) -> CGSize {
        let from = recentOnly ? samples.first { time - $0.time <= 0.1 } : samples.first
        guard let first = from, time - first.time > 0 else { return .zero }
        return CGSize(
            width: (point.x - first.point.x) / (time - first.time),
            height: (point.y - first.point.y) / (time - first.time))
    }
}
