import GlassCore
import GlassMotion

/// Where a new folder is on spec 000's 0.6 s creation timeline. The phases overlap, as the
/// spec writes them.
public struct FolderCreationTimeline: Hashable, Sendable {
    public enum Phase: CaseIterable, Hashable, Sendable {
        /// 0.0–0.1 s: both icons stop wiggling, badges fade out (the medium impact plays at 0).
        case pre
        /// 0.1–0.3 s: the icons move to the center, scale to 0.5, rotation resets.
        case convergence
        /// 0.2–0.4 s: the glass background fades in and grows 0 → 132 pt.
        case birth
        /// 0.3–0.5 s: the icons settle into the 2 × 2 mini grid.
        case gridFormation
        /// 0.4–0.6 s: the name appears, a slight bounce, the wiggle resumes.
        case polish

        /// The phase's window, in seconds from the drop.
        public var window: ClosedRange<Double> {
            switch self {
            case .pre: 0.0...0.1
            case .convergence: 0.1...0.3
            case .birth: 0.2...0.4
            case .gridFormation: 0.3...0.5
            case .polish: 0.4...0.6
            }
        }
    }

    /// Seconds since the drop that made the folder.
    public var elapsed: Double
    /// Where the dropped app's center was at the drop, from the folder's center.
    public var arrivingFrom: Vector

    public init(elapsed: Double, arrivingFrom: Vector = .zero) {
        self.elapsed = elapsed
        self.arrivingFrom = arrivingFrom
    }

    /// 0 before the phase, rising linearly through its window, 1 after.
    public func progress(of phase: Phase) -> Double {
        let window = phase.window
        return min(max((elapsed - window.lowerBound) / (window.upperBound - window.lowerBound), 0), 1)
    }

    /// The phases running now.
    public var activePhases: [Phase] {
        Phase.allCases.filter { $0.window.contains(elapsed) }
    }

    public var isFinished: Bool { elapsed >= HomeScreenMotion.folderCreationDuration }

    /// Where the folder's preview app `index` is drawn at this moment, for a folder in `icon`
    /// (its slot). The two apps start where they were at the drop: the target in its slot at
    /// its hover scale (0.9), the dropped app where the finger let it go, lifted (1.1). Over
    /// the convergence they move to the center at half size, their wiggle and tilt gone; over
    /// the grid formation they settle into the mini grid, each phase eased in and out. Other
    /// apps (none in a new folder) sit in the grid.
    public func previewFrame(index: Int, inIcon icon: Rect) -> Rect {
        let grid = HomeGeometry.folderPreviewIconFrame(index: index, inIcon: icon)
        let start: Rect
        switch index {
        case 0: start = Rect(center: icon.center, size: icon.size * HomeScreenMotion.folderHoverScale)
        case 1: start = Rect(center: icon.center + arrivingFrom, size: icon.size * HomeScreenMotion.dragLiftScale)
        default: return grid
        }
        let converged = Rect(center: icon.center, size: icon.size * 0.5)
        let ease = TimingCurve.easeInEaseOut
        return start.interpolated(to: converged, by: ease.value(at: progress(of: .convergence)))
            .interpolated(to: grid, by: ease.value(at: progress(of: .gridFormation)))
    }

    /// Everything the preview covers over the whole timeline, for a folder in `icon`.
    public func previewReach(inIcon icon: Rect) -> Rect {
        (0..<2).reduce(icon) { reach, index in
            var start = self
            start.elapsed = 0
            return reach.union(start.previewFrame(index: index, inIcon: icon))
        }
    }
}
