extension HomeScreenMotion {
    /// `transform.rotation.z` while wiggling: [0, −0.04, 0, 0.04, 0] rad (±2.3°) every 0.25 s.
    public static let wiggleRotation = KeyframeTrack<Double>(
        values: [0, -0.04, 0, 0.04, 0], duration: 0.25, repeatCount: .forever)

    /// `transform.translation.y` while wiggling: [0, −1.5, 0, 1.5, 0] pt every 0.251 s, "slightly
    /// off to avoid synchronization" with the rotation.
    public static let wiggleTranslation = KeyframeTrack<Double>(
        values: [0, -1.5, 0, 1.5, 0], duration: 0.251, repeatCount: .forever)

    /// Each icon's wiggle starts this much later than the previous icon's, in seconds
    /// (`group.beginTime = CACurrentMediaTime() + index × 0.03`).
    ///
    /// The spec's code delays icon i by i × 0.03 s, so icons from index 4 on begin after the
    /// "all icons start wiggling within 0.1s" of the activation sequence; the code is followed.
    public static let wigglePhaseOffset = 0.03

    /// Above this many apps the wiggle is reduced (">20 apps").
    public static let wiggleReductionAppCount = 20

    /// The pose of icon `index` `time` seconds after the wiggle started. Before its phase offset
    /// an icon is at rest, as a group whose `beginTime` has not come yet.
    ///
    /// - Precondition: `index ≥ 0`.
    public static func wigglePose(index: Int, at time: Double, complexity: WiggleComplexity = .full) -> WigglePose {
        precondition(index >= 0, "wigglePose needs a non-negative icon index")
        let local = time - Double(index) * wigglePhaseOffset
        switch complexity {
        case .full:
            return WigglePose(rotation: wiggleRotation.value(at: local), translationY: wiggleTranslation.value(at: local))
        case .reduced:
            return WigglePose(rotation: wiggleRotation.value(at: local), translationY: 0)
        case .still:
            return .identity
        }
    }
}
