import GlassCore
import HomeScreen
import Testing

@testable import Scenes

/// Where the status bar's time and symbols sit (issue 14, point 10).
@Suite struct StatusBarTests {
    func scene(_ screen: ScreenMetrics) -> HomeScene {
        let state = HomeState()
        return HomeScene(
            presentation: state.presentation(at: 1), catalog: state.catalog, wallpaper: .plain(.white),
            environment: GlassEnvironment(screen: screen))
    }

    // On the iPhone 15 Pro the time and the symbols line up with the Dynamic Island's middle
    // (the island spans about 11 to 48 pt, so y ≈ 29.5), not 12 pt below it; on the iPhone
    // SE they sit in its 20 pt bar.
    @Test func theTimeAndSymbolsLineUpWithTheIsland() {
        let bar = scene(.iPhone15Pro).statusBarFrame
        #expect(abs(StatusBar.clockFrame(in: bar).midY - 29.5) < 0.01)
        #expect(abs(StatusBar.glyphsFrame(in: bar).midY - 29) < 0.01)
        #expect(abs(StatusBar.clockFrame(in: scene(.iPhoneSE3).statusBarFrame).midY - 10) < 0.01)
    }
}
