import GlassCore
import Testing

@testable import HomeScreen

@Suite struct DeleteScenarioTests {
    @Test func tapBadgeConfirmDeletesReflowsAndAnnounces() throws {
        var d = Driver()
        d.enterEditMode(at: 0)
        let camera = AppID("com.apple.camera")
        let badge = d.geometry.deleteBadgeFrame(forIcon: d.geometry.iconFrame(slot: 2)).center
        // The 44 pt target reaches 10 pt beyond the 24 pt circle.
        let edge = Point(x: badge.x + 21, y: badge.y)
        d.touch(.began, edge, at: 1)
        #expect(d.haptics.last == HapticEvent(.deleteTap, at: 1))
        #expect(d.haptics.last?.kind == .lightImpact)
        d.touch(.ended, edge, at: 1.05)
        #expect(d.state.deleteAlert == DeleteAlertState(app: camera, shownAt: 1.05))
        #expect(d.state.presentation(at: 1.1).alert?.title == "Delete “Camera”?")
        d.tap(d.geometry.deleteAlertDeleteFrame.center, at: 2)
        #expect(d.state.deleteAlert == nil)
        #expect(!d.state.layout.allApps.contains(camera))
        #expect(d.state.layout.pages[0][2] == .app("com.apple.mobilemail"))
        #expect(d.haptics.last == HapticEvent(.deleteConfirm, at: 2.05))
        #expect(d.haptics.last?.kind == .heavyImpact)
        #expect(d.announcements.last == Announcement("Deleted Camera", at: 2.05))
        #expect(d.commits.map(\.kind) == [.delete(camera)])
        #expect(d.state.layout.violations(catalog: d.state.catalog).isEmpty)
    }

    @Test func cancelKeepsTheApp() {
        var d = Driver()
        d.enterEditMode(at: 0)
        d.tap(d.geometry.deleteBadgeFrame(forIcon: d.geometry.iconFrame(slot: 0)).center, at: 1)
        #expect(d.state.deleteAlert != nil)
        d.tap(d.geometry.deleteAlertCancelFrame.center, at: 2)
        #expect(d.state.deleteAlert == nil && d.commits.isEmpty)
        #expect(d.state.layout == .default)
    }

    @Test func deletingTheOnlyAppOfAPageRemovesThePage() {
        var d = Driver(
            HomeState(
                layout: Board.parse("A B\n---\nC\ndock: D"),
                catalog: Board.catalog(for: Board.parse("A B C\ndock: D"))))
        d.send(.goToPage(1), at: 0)
        d.enterEditMode(at: 1)
        d.tap(d.geometry.deleteBadgeFrame(forIcon: d.geometry.iconFrame(slot: 0)).center, at: 2)
        d.send(.confirmDelete, at: 3)
        #expect(Board.draw(d.state.layout) == Board.normalize("A B\ndock: D"))
        #expect(d.commits.map(\.kind) == [.delete("C"), .removeEmptyPages([1])])
        #expect(d.state.currentPage == 0)
        #expect(d.state.pageDotMorph == PageDotMorph(fromCount: 2, toCount: 1, startedAt: 3))
    }

    @Test func theLastAppHasNoBadgeAndDockAppsNone() {
        let layout = Board.parse("A\ndock:")
        var d = Driver(HomeState(layout: layout, catalog: Board.catalog(for: layout)))
        d.enterEditMode(at: 0)
        #expect(d.state.presentation(at: 1).icons.allSatisfy { $0.badgeOpacity == 0 })
        d.tap(d.geometry.deleteBadgeFrame(forIcon: d.geometry.iconFrame(slot: 0)).center, at: 2)
        #expect(d.state.deleteAlert == nil)
        #expect(!HomeState().canDelete("com.apple.mobilephone"))
    }

    @Test func deletingFromAFolderOfTwoDissolvesIt() {
        let layout = Board.parse("A Tools[B C]\ndock:")
        var d = Driver(HomeState(layout: layout, catalog: Board.catalog(for: layout)))
        d.tap(d.center(ofSlot: 1), at: 0)
        #expect(d.state.openFolder?.id == FolderID(1))
        d.advance(to: 0.5)
        d.touch(.began, d.geometry.folderIconFrame(slot: 0).center, at: 1)
        d.touch(.ended, d.geometry.folderIconFrame(slot: 0).center, at: 1.6)
        #expect(d.state.isEditing)
        d.tap(d.geometry.deleteBadgeFrame(forIcon: d.geometry.folderIconFrame(slot: 0)).center, at: 2)
        #expect(d.state.deleteAlert?.app == "B")
        d.send(.confirmDelete, at: 3)
        #expect(Board.draw(d.state.layout) == Board.normalize("A C\ndock:"))
        #expect(d.state.openFolder?.closingAt == 3)
    }
}
