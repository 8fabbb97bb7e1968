import GlassMotion

extension HomeScreenMotion {
    /// `transform.rotation.z` while wiggling: [0, −0.04, 0, 0.04, 0] rad (±2.3°) every 0.25 s.
    public static let wiggleRotation = KeyframeTrack<Double>(
        values: [0, -0.04, 0, 0.04, 0], duration: 0.25, repeatCount: .forever)

    /// `transform.translation.y` while wiggling: [0, −1.5, 0, 1.5, 0] pt every 0.251 s, "slightly
    /// off to avoid synchronization" with the rotation.
    public static let wiggleTranslation = KeyframeTrack<Double>(
        values: [0, -1.5, 0, 1.5, 0], duration: 0.251, repeatCount: .forever)

    /// Each icon's wiggle runs this much further into its cycle than the previous icon's, in
    /// seconds (the spec's `index × 0.03`).
    ///
    /// The spec's code applies it as a `beginTime` delay, which would start icon 23 at 0.69 s and
    /// break the activation sequence's "all icons start wiggling within 0.1s". iOS users see every
    /// icon start together, out of step with its neighbours, so the offset is applied as a phase
    /// (Core Animation's `timeOffset`) and the amplitude ramps in over `wiggleStartLatency`:
    /// no icon jumps from rest to a tilted pose.
    public static let wigglePhaseOffset = 0.03

    /// Above this many apps the wiggle is reduced (">20 apps").
    public static let wiggleReductionAppCount = 20

    /// The pose of icon `index` `time` seconds after the wiggle started: at rest before 0, at
    /// full amplitude from `wiggleStartLatency` on.
    ///
    /// - Precondition: `index ≥ 0`.
    public static func wigglePose(index: Int, at time: Double, complexity: WiggleComplexity = .full) -> WigglePose {
        precondition(index >= 0, "wigglePose needs a non-negative icon index")
        guard time > 0 else { return .identity }
        let local = time + Double(index) * wigglePhaseOffset
        let envelope = min(1, time / wiggleStartLatency)
        switch complexity {
        case .full:
            return WigglePose(
                rotation: envelope * wiggleRotation.value(at: local),
                translationY: envelope * wiggleTranslation.value(at: local))
        case .reduced:
            return WigglePose(rotation: envelope * wiggleRotation.value(at: local), translationY: 0)
        case .still:
            return .identity
        }
    }
}
