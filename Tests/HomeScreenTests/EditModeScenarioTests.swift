import GlassCore
import GlassMotion
import Testing

@testable import HomeScreen

@Suite struct EditModeScenarioTests {
    @Test func longPressEntersEditModeAtHalfASecondWithTwoMediumImpacts() {
        var d = Driver()
        let safari = d.center(ofSlot: 2)
        d.touch(.began, safari, at: 1.0)
        d.advance(to: 1.499)
        #expect(!d.state.isEditing)
        #expect(d.haptics == [HapticEvent(.longPressStart, at: 1.0)])
        d.advance(to: 1.7)
        #expect(d.state.editMode == EditModeState(enteredAt: 1.5))
        #expect(d.haptics == [HapticEvent(.longPressStart, at: 1.0), HapticEvent(.enterEditMode, at: 1.5)])
        #expect(d.haptics.map(\.kind) == [.mediumImpact, .mediumImpact])
        // Lifting after the long press is not a tap.
        d.touch(.ended, safari, at: 1.8)
        #expect(d.state.isEditing && d.state.openFolder == nil)
    }

    // Issue 14, point 8: a pressed icon sinks while the long press builds (to 95 % and 20 %
    // black over 0.15 s) and rises again within 0.15 s of edit mode beginning; its neighbours
    // do not move; a tap's lift ends it at once.
    @Test func aPressedIconSinksUntilEditModeBegins() {
        var d = Driver()
        func pressed(_ slot: Int, at time: Double) -> IconPresentation {
            d.state.presentation(at: time).icons.first { $0.location == .page(0, index: slot) }!
        }
        d.touch(.began, d.center(ofSlot: 2), at: 1.0)
        d.advance(to: 1.3)
        let sunk = pressed(2, at: 1.3)
        #expect(abs(sunk.scale - 0.95) < 1e-9 && abs(sunk.pressDim - 0.2) < 1e-9)
        #expect(abs(pressed(2, at: 1.075).scale - 0.975) < 1e-9, "halfway down")
        #expect(pressed(1, at: 1.3).scale == 1 && pressed(1, at: 1.3).pressDim == 0)
        d.advance(to: 1.7)
        #expect(d.state.isEditing)
        #expect(pressed(2, at: 1.7).pressDim == 0 && pressed(2, at: 1.7).scale == 1)

        var tap = Driver()
        tap.touch(.began, tap.center(ofSlot: 5), at: 0)
        tap.touch(.ended, tap.center(ofSlot: 5), at: 0.1)
        #expect(tap.state.presentation(at: 0.1).icons.allSatisfy { $0.pressDim == 0 })
    }

    @Test func theLongPressFiresAtItsDueTimeEvenWhenTheNextEventIsLate() {
        var d = Driver()
        d.touch(.began, d.center(ofSlot: 0), at: 0)
        d.touch(.moved, d.center(ofSlot: 0), at: 3)
        #expect(d.state.editMode?.enteredAt == 0.5)
    }

    @Test func movingBeforeTheLongPressCancelsItAndSwipes() {
        var d = Driver()
        let start = d.center(ofSlot: 5)
        d.touch(.began, start, at: 0)
        d.touch(.moved, Point(x: start.x - 30, y: start.y), at: 0.2)
        d.advance(to: 1)
        #expect(!d.state.isEditing)
        #expect(d.state.press?.role == .swipe)
    }

    @Test func wiggleStartsWithin0_1sAndBadgesFadeIn() {
        var d = Driver()
        d.enterEditMode(at: 0)
        #expect(d.state.editMode?.enteredAt == 0.5)
        // Badges fade in over 0.2 s from entry at 0.5 s; apps on the page get one, the dock and
        // the folder do not.
        func badges(_ t: Double) -> [Double] {
            d.state.presentation(at: t).icons.compactMap {
                if case .page = $0.location, case .app = $0.content { $0.badgeOpacity } else { nil }
            }
        }
        #expect(badges(0.6).allSatisfy { abs($0 - 0.5) < 1e-9 })
        #expect(badges(0.71).allSatisfy { $0 == 1 } && badges(0.71).count == 19)
        let icons = d.state.presentation(at: 0.71).icons
        #expect(icons.filter { if case .dock = $0.location { $0.badgeOpacity > 0 } else { false } }.isEmpty)
        // Wiggle: at rest at entry (0.5 s), every page icon moving within 0.1 s, each in its own
        // phase, at full amplitude from 0.6 s on; the dock never.
        #expect(d.state.presentation(at: 0.5).icons.allSatisfy { $0.wiggle == .identity })
        let pageIcons = d.state.presentation(at: 0.55).icons.filter {
            if case .page = $0.location { true } else { false }
        }
        #expect(pageIcons.allSatisfy { $0.wiggle != .identity })
        let later = d.state.presentation(at: 0.5 + 0.25 + 0.0625)
        let first = later.icons.first { $0.location == .page(0, index: 0) }
        #expect(first?.wiggle.rotation == -0.04)
        #expect(
            later.icons.filter { if case .dock = $0.location { true } else { false } }.allSatisfy {
                $0.wiggle == .identity
            })
        #expect(d.state.presentation(at: 0.71).doneButton.opacity == 1)
        #expect(d.state.presentation(at: 0.4).doneButton.isVisible == false)
    }

    @Test func doneOrATapOnEmptySpaceLeavesEditMode() {
        var d = Driver()
        d.enterEditMode(at: 0)
        d.tap(d.geometry.doneButtonFrame.center, at: 1)
        #expect(!d.state.isEditing && d.state.editModeEndedAt == 1.05)
        d.enterEditMode(at: 2)
        d.tap(Point(x: 196, y: 690), at: 3)
        #expect(!d.state.isEditing)
        d.enterEditMode(at: 4)
        d.send(.done, at: 5)
        #expect(!d.state.isEditing)
    }

    @Test func aTapOnAFolderOpensIt() {
        var d = Driver()
        let folderSlot = 19
        d.tap(d.center(ofSlot: folderSlot), at: 0)
        #expect(d.state.openFolder?.id == FolderID(1))
        #expect(d.state.openFolder?.progress(at: 0.05 + 0.35) == 1)
        d.tap(Point(x: 10, y: 10), at: 1)
        #expect(d.state.openFolder?.closingAt == 1.05)
        d.advance(to: 2)
        #expect(d.state.openFolder == nil)
    }
}
