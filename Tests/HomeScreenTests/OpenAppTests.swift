import GlassCore
import Testing

@testable import HomeScreen

/// A tap on an app's icon asks the host to open the app, from the icon's frame; in edit mode it
/// does not, and a folder still opens as a folder.
@Suite struct OpenAppTests {
    @Test func aTapOnAnAppOpensItFromItsIcon() {
        var d = Driver()
        let calendar = d.geometry.iconFrame(slot: 0)
        d.tap(calendar.center, at: 1)
        #expect(d.effects.contains(.open("com.apple.mobilecal", from: calendar)))
    }

    @Test func aTapOnADockAppOpensItFromTheDock() {
        var d = Driver()
        let phone = d.geometry.dockIconFrame(index: 0, count: 4)
        d.tap(phone.center, at: 1)
        #expect(d.effects.contains(.open("com.apple.mobilephone", from: phone)))
    }

    @Test func editModeOpensNothing() {
        var d = Driver()
        d.send(.editHomeScreen, at: 0)
        d.tap(d.geometry.iconFrame(slot: 0).center, at: 1)
        #expect(!d.effects.contains { if case .open = $0 { true } else { false } })
    }
}
