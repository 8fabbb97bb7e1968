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
        /// 0.3–0.5 s: the 2 × 2 mini grid appears, 25 pt icons settle in.
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
}
