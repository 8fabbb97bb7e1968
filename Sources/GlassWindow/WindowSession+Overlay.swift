import Dotfield
import Foundation
import GlassCore

extension WindowSession {
    /// What the debug overlay says: the frame rate and cost against the budget, the Dotfield's
    /// dots, the latest haptics as a log reads, oldest first and each with its time, and the
    /// last announcement.
    public var overlayLines: [String] {
        var lines = [
            String(
                format: "%.0f fps · frame %.1f ms (budget %.1f) · %.0f%% in budget",
                stats.framesPerSecond, stats.averageCost * 1000, FrameStats.budget * 1000, stats.withinBudget * 100)
        ]
        lines.append("dots: \(dotfield.count), moving \(dotfield.activeCount)")
        lines += haptics.map {
            String(format: "haptic %@ (%@) at %.2f s", $0.kind.rawValue, $0.reason.rawValue, $0.time)
        }
        lines.append("said: " + (lastAnnouncement ?? "nothing yet"))
        return lines
    }
}
