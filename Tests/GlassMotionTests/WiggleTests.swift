import Testing
import GlassCore
import GlassMotion

@Suite struct WiggleTests {
    @Test func firstIconFollowsTheSpecKeyframes() {
        let pose = { HomeScreenMotion.wigglePose(index: 0, at: $0) }
        #expect(pose(0) == .identity)
        #expect(pose(0.0625).rotation == -0.04)
        #expect(pose(0.125).rotation == 0)
        #expect(pose(0.1875).rotation == 0.04)
        #expect(pose(0.25 * 400 + 0.0625).rotation == -0.04)
        #expect(pose(0.251 / 4).translationY == -1.5)
        #expect(pose(0.251 * 3 / 4).translationY == 1.5)
    }

    @Test func tracksAreSlightlyOutOfStep() {
        #expect(HomeScreenMotion.wiggleRotation.duration == 0.25)
        #expect(HomeScreenMotion.wiggleTranslation.duration == 0.251)
        #expect(HomeScreenMotion.wiggleRotation.activeDuration == .infinity)
        // After 63 rotation cycles the translation has slipped a quarter cycle behind.
        let pose = HomeScreenMotion.wigglePose(index: 0, at: 0.25 * 63)
        #expect(pose.rotation == 0)
        #expect(pose.translationY > 1.4)
    }

    @Test func iconThreeStartsNinetyMillisecondsLater() {
        let offset = 3 * HomeScreenMotion.wigglePhaseOffset
        #expect(HomeScreenMotion.wigglePose(index: 3, at: 0.05) == .identity)
        #expect(HomeScreenMotion.wigglePose(index: 3, at: 0.0625) == .identity)
        #expect(abs(HomeScreenMotion.wigglePose(index: 3, at: offset + 0.0625).rotation + 0.04) < 1e-12)
        for t in stride(from: 0.0, through: 1, by: 0.01) {
            let late = HomeScreenMotion.wigglePose(index: 3, at: t + offset)
            let first = HomeScreenMotion.wigglePose(index: 0, at: t)
            #expect(abs(late.rotation - first.rotation) < 1e-12)
            #expect(abs(late.translationY - first.translationY) < 1e-12)
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
