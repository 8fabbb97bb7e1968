import GlassCore
import Testing

@testable import HomeScreen

@Suite struct AccessibilityTests {
    @Test func iconsFoldersDockAndDotsAreLabelled() {
        let elements = HomeState().accessibilityElements()
        #expect(elements.first?.label == "Calendar" && elements.first?.traits == .button)
        #expect(elements.contains { $0.label == "Folder, Utilities, 5 apps" && $0.traits.contains(.button) })
        #expect(elements.contains { $0.label == "Safari" && $0.value == "Dock" })
        #expect(elements.last?.label == "Page 1 of 2")
        #expect(elements.last?.traits == .adjustable)
        #expect(!elements.contains { $0.label.hasPrefix("Delete") })
    }

    @Test func editModeAddsDoneAndBadgesButNotForTheDock() {
        var d = Driver()
        d.enterEditMode(at: 0)
        let elements = d.state.accessibilityElements()
        #expect(elements.first?.label == "Done")
        let calendar = elements.firstIndex { $0.label == "Calendar" }!
        #expect(elements[calendar + 1].label == "Delete Calendar")
        #expect(elements[calendar + 1].frame.width == 44)
        #expect(!elements.contains { $0.label == "Delete Safari" })
    }

    @Test func theAlertIsModal() {
        var d = Driver()
        d.enterEditMode(at: 0)
        d.tap(d.geometry.deleteBadgeFrame(forIcon: d.geometry.iconFrame(slot: 0)).center, at: 1)
        #expect(d.state.accessibilityElements().map(\.label) == ["Delete “Calendar”?", "Delete", "Cancel"])
    }

    @Test func anOpenFolderShowsItsNameAndApps() {
        var d = Driver()
        d.tap(d.center(ofSlot: 19), at: 0)
        let labels = d.state.accessibilityElements().map(\.label)
        #expect(labels == ["Utilities", "Calculator", "Compass", "Measure", "Voice Memos", "Magnifier"])
    }
}
