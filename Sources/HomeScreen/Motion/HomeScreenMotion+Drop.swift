import GlassMotion

extension HomeScreenMotion {
    /// How long the valid-drop scale keyframes run, in seconds. The spec gives no duration for
    /// "Scale: 1.1 → 0.95 → 1.0", so it matches the valid-drop spring's 0.3 s response: the
    /// icon finishes its little bounce as it lands.
    public static let dropScaleDuration = 0.3

    /// The valid-drop scale, 1.1 → 0.95 → 1.0 over `dropScaleDuration`, keyframes at 0, ½ and 1.
    /// Each segment eases in and out, so the scale comes to rest at 0.95 before it rises: the
    /// dip reads as a landing rather than a kink.
    public static let dropScale = KeyframeTrack<Double>(
        values: [dragLiftScale, 0.95, 1.0],
        duration: dropScaleDuration,
        timingFunctions: [.easeInEaseOut, .easeInEaseOut])

    /// The invalid-drop shake's peak horizontal offset, in points. The spec says only "Shake
    /// animation (2 cycles)"; 8 pt is about an eighth of the 60 pt icon, big enough to read as
    /// "no", and well inside the 33 pt gap, so a shaking icon never overlaps its neighbour.
    public static let invalidDropShakeAmplitude = 8.0
    /// The spec's "2 cycles".
    public static let invalidDropShakeCycles = 2.0
    /// The whole shake, in seconds: the invalid-drop spring's 0.4 s response, so the shake and
    /// the spring back home end together.
    public static let invalidDropShakeDuration = 0.4

    /// The invalid-drop shake: a horizontal offset in points, 0 → +a → 0 → −a → 0 per cycle,
    /// repeated `invalidDropShakeCycles` times over `invalidDropShakeDuration`, ending at 0.
    public static let invalidDropShake = KeyframeTrack<Double>(
        values: [0, invalidDropShakeAmplitude, 0, -invalidDropShakeAmplitude, 0],
        duration: invalidDropShakeDuration / invalidDropShakeCycles,
        repeatCount: .count(invalidDropShakeCycles))
}
