import Dotfield
import Foundation
import GlassCore
import GlassStore
import HomeScreen
import Scenes
import Testing

@testable import GlassWindow

@Suite struct WindowSessionTests {
    func freshStore() throws -> (GlassStore, String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glass-window-\(UUID().uuidString).sqlite"
        ).path
        return (try GlassStore(path: path), path)
    }

    @Test func keysDriveTheModelAndTheLook() {
        let session = WindowSession(store: nil, layout: .default)
        session.handle(.key(.nextPage), at: 0.1)
        session.advance(to: 1)
        #expect(session.home.currentPage == 1)
        session.handle(.key(.nextPage), at: 1.1)
        session.advance(to: 2)
        #expect(session.home.currentPage == 1, "the last page stays the last")
        session.handle(.key(.previousPage), at: 2.1)
        session.advance(to: 3)
        #expect(session.home.currentPage == 0)
        session.handle(.key(.appearance), at: 3)
        #expect(session.dark && session.environment.colorScheme == .dark)
        session.handle(.key(.reduceMotion), at: 3)
        #expect(session.home.reduceMotion && session.environment.reduceMotion)
        let first = session.wallpaperName
        session.handle(.key(.wallpaper), at: 3)
        #expect(session.wallpaperName != first)
        session.handle(.key(.overlay), at: 3)
        #expect(session.showsOverlay)
        session.handle(.key(.screenshot), at: 3)
        #expect(session.screenshotRequested)
    }

    @Test func escIsDoneAndHapticsReachTheOverlay() {
        let session = WindowSession(store: nil, layout: .default)
        let icon = session.home.geometry.iconFrame(slot: 0).center
        session.handle(.touch(id: 0, phase: .began, at: icon), at: 0)
        session.advance(to: 0.6)
        session.handle(.touch(id: 0, phase: .ended, at: icon), at: 0.7)
        #expect(session.home.isEditing)
        #expect(session.haptics.map(\.reason) == [.longPressStart, .enterEditMode])
        // The overlay lists them as a log reads, oldest first (issue 14: newest first read as
        // out of order).
        let lines = session.overlayLines.filter { $0.hasPrefix("haptic") }
        #expect(lines.count == 2 && lines[0].contains("longPressStart") && lines[1].contains("enterEditMode"))
        session.handle(.key(.done), at: 1)
        #expect(!session.home.isEditing)
    }

    @Test func aCommittedMoveIsSavedAtOnce() throws {
        let (store, path) = try freshStore()
        let session = WindowSession(store: store, layout: .default)
        let from = session.home.geometry.iconFrame(slot: 0).center
        let to = Point(x: session.home.geometry.iconFrame(slot: 2).center.x, y: from.y + 40)
        session.handle(.touch(id: 0, phase: .began, at: from), at: 0)
        session.advance(to: 0.6)
        for step in 1...10 {
            let f = Double(step) / 10
            session.handle(
                .touch(
                    id: 0, phase: .moved, at: Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)),
                at: 0.6 + 0.02 * Double(step))
        }
        session.advance(to: 1.2)
        session.handle(.touch(id: 0, phase: .ended, at: to), at: 1.2)
        // The window is never closed properly: the store alone must hold the move.
        let reopened = try GlassStore(path: path).loadLayout(seed: .default, catalog: .default).layout
        #expect(reopened == session.home.layout && reopened != .default)
        #expect(reopened.pages[0][2] == .app("com.apple.mobilecal"))
    }

    @Test func thePageAndTheLookComeBack() throws {
        let (store, path) = try freshStore()
        let session = WindowSession(store: store, layout: .default)
        session.handle(.key(.nextPage), at: 0)
        session.handle(.key(.appearance), at: 0)
        session.handle(.key(.wallpaper), at: 0)
        session.advance(to: 1)
        session.saveSettings()
        let again = WindowSession(store: try GlassStore(path: path), layout: .default)
        #expect(again.home.currentPage == 1 && again.dark && again.wallpaperName == session.wallpaperName)
        #expect(again.takeNotes().isEmpty)
    }

    @Test func badStoredSettingsAreNamedAndReplacedByDefaults() throws {
        let (store, _) = try freshStore()
        try store.setSetting("window.page", to: "twelve")
        try store.setSetting("window.dark", to: "maybe")
        try store.setSetting("window.wallpaper", to: "plaid")
        let session = WindowSession(store: store, layout: .default)
        let notes = session.takeNotes()
        #expect(session.home.currentPage == 0 && !session.dark && session.wallpaperName == WindowSettings.wallpapers[0])
        #expect(notes.contains { $0.contains("window.page") && $0.contains("'twelve'") })
        #expect(notes.contains { $0.contains("window.dark must be true or false, got 'maybe'") })
        #expect(notes.contains { $0.contains("window.wallpaper must be one of") && $0.contains("'plaid'") })
    }

    @Test func frameStatsAverageAndCountTheBudget() {
        var stats = FrameStats()
        for frame in 0..<10 {
            stats.record(cost: frame < 5 ? 0.004 : 0.012, presentedAt: Double(frame) / 60)
        }
        #expect(abs(stats.averageCost - 0.008) < 1e-12)
        #expect(stats.withinBudget == 0.5)
        #expect(abs(stats.framesPerSecond - 60) < 1e-9)
    }
}

@Suite struct WindowDotfieldTests {
    @Test func fShowsTheFieldAndFingersMoveItsDots() {
        let session = WindowSession(store: nil, layout: .default)
        session.handle(.key(.dotfield), at: 0)
        #expect(session.showsDotfieldOnly && session.dotfieldVisible)
        session.handle(.touch(id: 0, phase: .began, at: Point(x: 196, y: 426)), at: 0.1)
        session.handle(.touch(id: WindowSession.mirroredFinger, phase: .began, at: Point(x: 197, y: 426)), at: 0.1)
        session.advance(to: 0.5)
        #expect(session.dotfield.activeCount > 100)
        #expect(!session.home.isEditing, "the field takes the touches, not the home screen")
        #expect(session.haptics.last?.reason == .dotfieldFirstTouch)
    }

    @Test func theDotfieldIsTheLastWallpaper() {
        let session = WindowSession(store: nil, layout: .default)
        for _ in 0..<(WindowSettings.wallpapers.count - 1) { session.handle(.key(.wallpaper), at: 0) }
        #expect(session.wallpaperName == "dotfield")
        if case .dotfield = session.wallpaper {} else { Issue.record("the wallpaper should be the live field") }
    }
}

@Suite struct WindowGestureTests {
    /// One two-finger tap at `time`: the mouse's finger and the mirrored one, down and up.
    func twoFingerTap(_ session: WindowSession, at time: Double, hold: Double = 0.08) {
        session.handle(.touch(id: 0, phase: .began, at: Point(x: 200, y: 700)), at: time)
        session.handle(.touch(id: WindowSession.mirroredFinger, phase: .began, at: Point(x: 193, y: 152)), at: time)
        session.handle(.touch(id: 0, phase: .ended, at: Point(x: 200, y: 700)), at: time + hold)
        session.handle(
            .touch(id: WindowSession.mirroredFinger, phase: .ended, at: Point(x: 193, y: 152)), at: time + hold)
    }

    @Test func aTwoFingerTripleTapTogglesTheOverlay() {
        let session = WindowSession(store: nil, layout: .default)
        for tap in 0..<3 { twoFingerTap(session, at: 1 + Double(tap) * 0.25) }
        #expect(session.showsOverlay)
        for tap in 0..<3 { twoFingerTap(session, at: 3 + Double(tap) * 0.25) }
        #expect(!session.showsOverlay, "the same gesture hides it again")
    }

    @Test func slowOrOneFingerOrLongTapsDoNotCount() {
        let session = WindowSession(store: nil, layout: .default)
        for tap in 0..<3 { twoFingerTap(session, at: 1 + Double(tap) * 0.6) }
        #expect(!session.showsOverlay, "taps 0.5 s apart are separate taps")
        for tap in 0..<3 {
            let time = 5 + Double(tap) * 0.25
            session.handle(.touch(id: 0, phase: .began, at: Point(x: 200, y: 700)), at: time)
            session.handle(.touch(id: 0, phase: .ended, at: Point(x: 200, y: 700)), at: time + 0.08)
        }
        #expect(!session.showsOverlay, "one finger is not two")
        for tap in 0..<3 { twoFingerTap(session, at: 8 + Double(tap) * 0.7, hold: 0.5) }
        #expect(!session.showsOverlay, "a finger held half a second is a press, not a tap")
    }
}

@Suite struct WindowRotationTests {
    @Test func rTurnsTheDeviceAndTheHomeScreenStaysUprightOnIt() {
        let session = WindowSession(store: nil, layout: .default)
        let upright = session.screen
        session.handle(.key(.rotate), at: 0)
        #expect(session.landscape)
        #expect(session.screen == Size(width: upright.height, height: upright.width))
        // The device's top-left corner is now at the canvas's bottom-left, its top edge on the left.
        let corner = session.homeTransform.apply(to: Point(x: 0, y: 0))
        #expect(corner == Point(x: 0, y: upright.width))
        // A long press where Calendar now appears on the canvas still presses Calendar.
        let calendar = session.homeTransform.apply(to: session.home.geometry.iconFrame(slot: 0).center)
        session.handle(.touch(id: 0, phase: .began, at: calendar), at: 1)
        session.advance(to: 2)
        #expect(session.home.isEditing, "the press reached the icon through the turn")
        session.handle(.key(.rotate), at: 3)
        #expect(!session.landscape && session.screen == upright && session.homeTransform == .identity)
    }

    @Test func theFieldAloneRelaysOutToLandscapeAndKeepsItsMotion() {
        let session = WindowSession(store: nil, layout: .default)
        session.handle(.key(.dotfield), at: 0)
        let portrait = session.dotfield.grid.bounds
        // A finger where both the upright and the turned field have dots.
        session.handle(.touch(id: 0, phase: .began, at: Point(x: 150, y: 200)), at: 0.1)
        session.advance(to: 0.3)
        let moving = session.dotfield.activeCount
        #expect(moving > 100)
        session.handle(.key(.rotate), at: 0.3)
        let landscape = session.dotfield.grid.bounds
        #expect(landscape.width > landscape.height && portrait.height > portrait.width)
        #expect(landscape.maxX <= session.screen.width && landscape.maxY <= session.screen.height)
        #expect(session.dotfield.activeCount > moving / 2, "displaced dots carry on rather than snapping back")
    }

    // The Dotfield app changed the stored settings while it was open: the field behind the
    // home screen takes them when it closes.
    @Test func theFieldTakesSettingsAnAppSaved() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glass-\(UUID().uuidString).sqlite")
            .path
        let store = try GlassStore(path: path)
        let session = WindowSession(store: store, layout: .default)
        try store.setSetting("dotfield.size", to: "L")
        try store.setSetting("dotfield.density", to: "dense")
        session.reloadDotfieldSettings()
        #expect(session.dotfield.settings.size.diameter == 6 && session.dotfield.grid.spacing == 8)
    }
}
