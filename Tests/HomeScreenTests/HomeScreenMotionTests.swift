import GlassMotion
import HomeScreen
import Testing

@Suite struct HomeScreenMotionTests {
    @Test func namedSprings() {
        let expected: [(Spring, Double, Double)] = [
            (HomeScreenMotion.dragLift, 0.15, 0.825),
            (HomeScreenMotion.validDrop, 0.3, 0.8),
            (HomeScreenMotion.invalidDrop, 0.4, 0.6),
        ]
        for (spring, response, dampingFraction) in expected {
            #expect(abs(spring.response - response) < 1e-12)
            #expect(abs(spring.dampingFraction - dampingFraction) < 1e-12)
        }
    }

    @Test func dropScaleDipsThenSettles() {
        let scale = HomeScreenMotion.dropScale
        #expect(scale.value(at: 0) == 1.1)
        #expect(scale.value(at: 0.15) == 0.95)
        #expect(abs(scale.value(at: 0.075) - 1.025) < 1e-12)
        #expect(scale.value(at: 0.3) == 1.0)
        #expect(scale.value(at: 2) == 1.0)
        #expect(abs(HomeScreenMotion.dropScaleDuration - HomeScreenMotion.validDrop.response) < 1e-12)
    }

    @Test func invalidDropShakesTwiceAndReturnsToZero() {
        let shake = HomeScreenMotion.invalidDropShake
        #expect(shake.activeDuration == 0.4)
        let expected: [(time: Double, offset: Double)] = [
            (0, 0), (0.05, 8), (0.1, 0), (0.15, -8), (0.25, 8), (0.35, -8),
        ]
        for (time, offset) in expected {
            #expect(abs(shake.value(at: time) - offset) < 1e-9)
        }
        #expect(shake.value(at: 0.4) == 0)
        #expect(shake.value(at: 1) == 0)
        let peaks = stride(from: 0.0, to: 0.4, by: 0.001).map { shake.value(at: $0) }
        #expect(peaks.allSatisfy { abs($0) <= 8 })
        #expect(abs(HomeScreenMotion.invalidDropShakeDuration - HomeScreenMotion.invalidDrop.response) < 1e-12)
    }

    @Test func dragTiltFollowsTheSpecFormulaWithinTenDegrees() {
        #expect(HomeScreenMotion.dragTilt(velocityX: 0) == 0)
        #expect(abs(HomeScreenMotion.dragTilt(velocityX: 1000) - Double.pi / 40) < 1e-15)
        #expect(HomeScreenMotion.dragTilt(velocityX: -1000) == -HomeScreenMotion.dragTilt(velocityX: 1000))
        let fastest = HomeScreenMotion.dragTilt(velocityX: 1e12)
        #expect(abs(fastest - 0.1 * Double.pi / 2) < 1e-9)
        #expect(fastest < HomeScreenMotion.dragTiltLimit)
        #expect(HomeScreenMotion.dragTilt(velocityX: -.infinity) >= -HomeScreenMotion.dragTiltLimit)
        #expect(HomeScreenMotion.dragTiltLimit == Double.pi / 18)
    }

    @Test func specTimingsAndDistances() {
        #expect(HomeScreenMotion.longPressDuration == 0.5)
        #expect(HomeScreenMotion.wiggleStartLatency == 0.1)
        #expect(HomeScreenMotion.deleteButtonFadeDuration == 0.2)
        #expect(HomeScreenMotion.dragThreshold == 10)
        #expect(HomeScreenMotion.dragLiftScale == 1.1)
        #expect(HomeScreenMotion.dragShadowRadiusAtRest == 4 && HomeScreenMotion.dragShadowRadiusLifted == 12)
        #expect(HomeScreenMotion.dragOpacity == 0.85)
        #expect(HomeScreenMotion.folderCreationDwell == 0.3)
        #expect(HomeScreenMotion.folderHoverScale == 0.9)
        #expect(HomeScreenMotion.folderCreationDuration == 0.6)
        #expect(HomeScreenMotion.folderOpenDuration == 0.35)
        #expect(HomeScreenMotion.pageDotJumpDuration == 0.3)
        #expect(HomeScreenMotion.pageFadeDuration == 0.3)
        #expect(HomeScreenMotion.autoScrollDwell == 0.5)
        #expect(HomeScreenMotion.autoScrollZoneHeight == 50)
        #expect(HomeScreenMotion.autoScrollHapticInterval == 0.5)
        #expect(HomeScreenMotion.wigglePhaseOffset == 0.03)
        #expect(HomeScreenMotion.wiggleReductionAppCount == 20)
    }
}
