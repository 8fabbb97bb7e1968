import GlassMotion

/// How much of the wiggle an icon performs, from spec 000's optimisation triggers.
public enum WiggleComplexity: Hashable, Sendable {
    /// Both tracks: rotation and vertical translation.
    case full
    /// ">20 apps: Reduce wiggle complexity". The spec does not say how, so the rotation track,
    /// which reads as "wiggle", is kept and the vertical translation track is dropped: half the
    /// keyframe evaluation and no vertical jitter.
    case reduced
    /// "Reduced motion: Static icons": the identity pose.
    case still

    /// The complexity for a home screen showing `appCount` apps, with the Reduce Motion setting.
    public init(appCount: Int, reduceMotion: Bool) {
        if reduceMotion {
            self = .still
        } else if appCount > HomeScreenMotion.wiggleReductionAppCount {
            self = .reduced
        } else {
            self = .full
        }
    }
}
