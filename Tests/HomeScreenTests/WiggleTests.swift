import GlassCore
import GlassMotion
import HomeScreen
import Testing

@Suite struct WiggleTests {
    @Test func firstIconFollowsTheSpecKeyframes() {
        let pose = { HomeScreenMotion.wigglePose(index: 0, at: $0) }
        // Sampled in the second cycle, once the 0.1 s ramp-in is over.
        #expect(pose(0) == .identity)
        #expect(pose(0.25 + 0.0625).rotation == -0.04)
        #expect(pose(0.25 + 0.125).rotation == 0)
        #expect(pose(0.25 + 0.1875).rotation == 0.04)
        #expect(pose(0.25 * 400 + 0.0625).rotation == -0.04)
        #expect(pose(0.251 + 0.251 / 4).translationY == -1.5)
        #expect(pose(0.251 + 0.251 * 3 / 4).translationY == 1.5)
    }

    @Test func tracksAreSlightlyOutOfStep() {
        #expect(HomeScreenMotion.wiggleRotation.duration == 0.25)
        #expect(HomeScreenMotion.wiggleTranslation.duration == 0.251)
        #expect(HomeScreenMotion.wiggleRotation.activeDuration == .infinity)
        // After 63 rotation cycles the translation has slipped a quarter cycle behind.
        let pose = HomeScreenMotion.wigglePose(index: 0, at: 0.25 * 63)
        // (icon 0 has no phase offset and the ramp is long over)
        #expect(pose.rotation == 0)
        #expect(pose.translationY > 1.4)
    }

    @Test func iconThreeRunsNinetyMillisecondsAheadInPhase() {
        let offset = 3 * HomeScreenMotion.wigglePhaseOffset
        for t in stride(from: HomeScreenMotion.wiggleStartLatency, through: 1, by: 0.01) {
            let ahead = HomeScreenMotion.wigglePose(index: 3, at: t)
            let first = HomeScreenMotion.wigglePose(index: 0, at: t + offset)
            #expect(abs(ahead.rotation - first.rotation) < 1e-12)
            #expect(abs(ahead.translationY - first.translationY) < 1e-12)
        }
    }

    @Test func everyIconStartsTogetherWithoutAJump() {
        for index in 0..<24 {
            #expect(HomeScreenMotion.wigglePose(index: index, at: 0) == .identity)
            // Moving within the spec's 0.1 s, from rest, with no step larger than the ramp allows.
            let early = HomeScreenMotion.wigglePose(index: index, at: 0.05)
            #expect(early != .identity, "icon \(index) is still at rest at 0.05 s")
            var previous = WigglePose.identity
            for t in stride(from: 0.001, through: 0.2, by: 0.001) {
                let pose = HomeScreenMotion.wigglePose(index: index, at: t)
                #expect(abs(pose.rotation - previous.rotation) < 0.002, "icon \(index) jumps at \(t) s")
                previous = pose
            }
        }
    }

    @Test func reducedDropsTheTranslationAndStillIsIdentity() {
        let t = 0.19
        let full = HomeScreenMotion.wigglePose(index: 1, at: t)
        let reduced = HomeScreenMotion.wigglePose(index: 1, at: t, complexity: .reduced)
        #expect(full.translationY != 0)
        #expect(reduced == WigglePose(rotation: full.rotation, translationY: 0))
        #expect(HomeScreenMotion.wigglePose(index: 1, at: t, complexity: .still) == .identity)
    }

    @Test func complexityFollowsTheOptimisationTriggers() {
        #expect(WiggleComplexity(appCount: 20, reduceMotion: false) == .full)
        #expect(WiggleComplexity(appCount: 21, reduceMotion: false) == .reduced)
        #expect(WiggleComplexity(appCount: 4, reduceMotion: true) == .still)
        #expect(WiggleComplexity(appCount: 40, reduceMotion: true) == .still)
    }

    @Test func poseTransformRotatesThenShiftsDown() {
        let pose = WigglePose(rotation: 0.04, translationY: 1.5)
        let moved = pose.transform.apply(to: Point(x: 10, y: 0))
        let rotated = AffineTransform.rotation(radians: 0.04).apply(to: Point(x: 10, y: 0))
        #expect(abs(moved.x - rotated.x) < 1e-12 && abs(moved.y - (rotated.y + 1.5)) < 1e-12)
        #expect(WigglePose.identity.transform == .identity)
    }
}
