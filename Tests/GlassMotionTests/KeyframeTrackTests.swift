import GlassCore
import GlassMotion
import Testing

@Suite struct KeyframeTrackTests {
    let wiggle = KeyframeTrack<Double>(values: [0, -4, 0, 4, 0], duration: 1)
    let ramp = KeyframeTrack<Double>(values: [0, 10], duration: 1)

    @Test func evenlySpacedKeyframesAndMidpoints() {
        #expect(wiggle.keyTimes == [0, 0.25, 0.5, 0.75, 1])
        let boundaries = [0, 0.25, 0.5, 0.75, 1].map { wiggle.value(at: $0) }
        #expect(boundaries == [0, -4, 0, 4, 0])
        let midpoints = [0.125, 0.375, 0.625, 0.875].map { wiggle.value(at: $0) }
        #expect(midpoints == [-2, -2, 2, 2])
        #expect(wiggle.activeDuration == 1)
    }

    @Test func explicitKeyTimes() {
        let track = KeyframeTrack<Double>(values: [0, 10, 20], keyTimes: [0, 0.8, 1], duration: 2)
        #expect(abs(track.value(at: 0.8) - 5) < 1e-12)
        #expect(track.value(at: 1.6) == 10)
        #expect(abs(track.value(at: 1.8) - 15) < 1e-12)
    }

    @Test func equalKeyTimesJump() {
        let track = KeyframeTrack<Double>(values: [0, 10, 20, 30], keyTimes: [0, 0.5, 0.5, 1], duration: 1)
        #expect(abs(track.value(at: 0.49) - 9.8) < 1e-12)
        #expect(track.value(at: 0.5) == 20)
        #expect(track.value(at: 0.75) == 25)
    }

    @Test func repeatsTwiceThenHoldsTheLastFrame() {
        let track = KeyframeTrack<Double>(values: [0, 10], duration: 1, repeatCount: .count(2))
        #expect(track.activeDuration == 2)
        #expect(track.value(at: 0.25) == 2.5)
        #expect(track.value(at: 1) == 0)
        #expect(track.value(at: 1.25) == 2.5)
        #expect(track.value(at: 2) == 10)
        #expect(track.value(at: 50) == 10)
    }

    @Test func fractionalRepeatStopsPartWayThrough() {
        let track = KeyframeTrack<Double>(values: [0, 10], duration: 1, repeatCount: .count(1.5))
        #expect(track.activeDuration == 1.5)
        #expect(track.value(at: 1.25) == 2.5)
        #expect(track.value(at: 1.5) == 5)
        #expect(track.value(at: 9) == 5)
    }

    @Test func foreverNeverEnds() {
        let track = KeyframeTrack<Double>(values: [0, 10], duration: 1, repeatCount: .forever)
        #expect(track.activeDuration == .infinity)
        #expect(track.value(at: 1000.25) == 2.5)
    }

    @Test func autoreversePlaysBackward() {
        let once = KeyframeTrack<Double>(values: [0, 10], duration: 1, autoreverses: true)
        #expect(once.activeDuration == 2)
        #expect(once.value(at: 0.25) == 2.5)
        #expect(once.value(at: 1) == 10)
        #expect(once.value(at: 1.25) == 7.5)
        #expect(once.value(at: 2) == 0)
        #expect(once.value(at: 3) == 0)
        let twice = KeyframeTrack<Double>(values: [0, 10], duration: 1, repeatCount: .count(2), autoreverses: true)
        #expect(twice.activeDuration == 4)
        #expect(twice.value(at: 2.25) == 2.5)
        #expect(twice.value(at: 3.75) == 2.5)
        let eased = KeyframeTrack<Double>(values: [0, 10], duration: 1, autoreverses: true, timingFunction: .easeIn)
        #expect(eased.value(at: 1.3) == eased.value(at: 0.7))
    }

    @Test func beginTimeOffsetsThePhaseWithoutBackwardFill() {
        let track = KeyframeTrack<Double>(values: [3, 10], duration: 1, beginTime: 0.5)
        #expect(track.value(at: 0.4) == 3)
        #expect(track.value(at: 0.75) == 3 + 7 * 0.25)
        #expect(track.value(at: 1.5) == 10)
        #expect(track.value(at: 100) == 10)
    }

    @Test func wholeAnimationTimingIsAppliedBeforeTheSegments() {
        let whole = KeyframeTrack<Double>(values: [0, 10], duration: 1, timingFunction: .easeIn)
        #expect(whole.value(at: 0.3) == 10 * TimingCurve.easeIn.value(at: 0.3))

        let segmented = KeyframeTrack<Double>(values: [0, 10, 20], duration: 1, timingFunctions: [.easeIn, .easeOut])
        #expect(segmented.value(at: 0.25) == 10 * TimingCurve.easeIn.value(at: 0.5))
        #expect(segmented.value(at: 0.75) == 10 + 10 * TimingCurve.easeOut.value(at: 0.5))

        let both = KeyframeTrack<Double>(
            values: [0, 10, 20], duration: 2, timingFunction: .easeInEaseOut, timingFunctions: [.easeIn, .easeOut])
        let progress = TimingCurve.easeInEaseOut.value(at: 0.2)
        #expect(progress < 0.5)
        #expect(abs(both.value(at: 0.4) - 10 * TimingCurve.easeIn.value(at: progress / 0.5)) < 1e-12)
    }

    @Test func singleValueIsConstantAndVectorsInterpolate() {
        let still = KeyframeTrack<Double>(values: [7], duration: 1, repeatCount: .forever)
        #expect(still.value(at: -1) == 7 && still.value(at: 0.3) == 7 && still.value(at: 99) == 7)
        let path = KeyframeTrack<Vector>(values: [.zero, Vector(dx: 10, dy: -20)], duration: 0.5)
        #expect(path.value(at: 0.25) == Vector(dx: 5, dy: -10))
    }
}
