import GlassCore
import Testing

@Suite struct GlassEnvironmentTests {
    @Test func defaultIsLightIPhoneAtDefaultTextSize() {
        let environment = GlassEnvironment.default
        #expect(environment.colorScheme == .light)
        #expect(!environment.reduceMotion)
        #expect(!environment.lowPower)
        #expect(environment.contentSize == .large)
        #expect(environment.platform == .iOS)
        #expect(environment.screen == .iPhone15Pro)
        #expect(environment.orientation == .portrait)
    }

    @Test func derivedValuesFollowTheSettings() {
        var environment = GlassEnvironment(colorScheme: .dark, screen: .iPhone15ProMax, orientation: .landscape)
        #expect(environment.palette == .dark)
        #expect(environment.screenSize == Size(width: 932, height: 430))
        #expect(environment.safeArea == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(environment.horizontalSizeClass == .regular)
        #expect(environment.verticalSizeClass == .compact)
        environment.orientation = .portrait
        #expect(environment.horizontalSizeClass == .compact)
        #expect(environment.verticalSizeClass == .regular)
    }
}
