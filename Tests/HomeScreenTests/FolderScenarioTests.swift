import GlassCore
import GlassMotion
import Testing

@testable import HomeScreen

@Suite struct FolderScenarioTests {
    static let board = "A Tools[B C D]\ndock: P"

    func driver(_ board: String = board) -> Driver {
        let layout = Board.parse(board)
        return Driver(HomeState(layout: layout, catalog: Board.catalog(for: layout)))
    }

    @Test func openingTakes0_35sWithScaleAndBlur() throws {
        var d = driver()
        d.tap(d.center(ofSlot: 1), at: 0)
        let half = try #require(d.state.presentation(at: 0.05 + 0.175).openFolder)
        #expect(abs(half.progress - 0.5) < 1e-9)
        #expect(abs(half.iconScale - 1.025) < 1e-9)
        #expect(abs(half.backdropBlur - 15) < 1e-9)
        let open = try #require(d.state.presentation(at: 1).openFolder)
        #expect(open.panelFrame == d.geometry.folderPanel && open.backdropBlur == 30 && open.name == "Tools")
        let inside = d.state.presentation(at: 1).icons.filter { if case .folder = $0.location { true } else { false } }
        #expect(inside.map(\.id) == [.app("B"), .app("C"), .app("D")])
        #expect(inside.allSatisfy { $0.zIndex == 10 && $0.opacity == 1 })
    }

    // Halfway through the opening the apps are inside the growing panel, scaled with it, in
    // the same places relative to it as when open (issue 14, point 7: they used to sit at
    // their final places already, outside the panel).
    @Test func theContentsGrowWithThePanel() throws {
        var d = driver()
        d.tap(d.center(ofSlot: 1), at: 0)
        let final = d.geometry.folderPanel
        for time in [0.1, 0.2, 0.3] {
            let presentation = d.state.presentation(at: time)
            let panel = try #require(presentation.openFolder).panelFrame
            let inside = presentation.icons.filter { if case .folder = $0.location { true } else { false } }
            #expect(inside.count == 3 && panel.width < final.width)
            for icon in inside {
                let center = icon.frame.center + icon.translation
                #expect(panel.contains(center), "\(icon.id) at \(center) is outside the panel \(panel) at \(time) s")
                #expect(abs(icon.scale - panel.width / final.width) < 1e-9)
                let relative = (icon.frame.center.x - final.minX) / final.width
                #expect(abs((center.x - panel.minX) / panel.width - relative) < 1e-9)
            }
        }
        let open = d.state.presentation(at: 1).icons.filter { if case .folder = $0.location { true } else { false } }
        #expect(open.allSatisfy { $0.scale == 1 && $0.translation == .zero })
    }

    @Test func reorderInsideTheFolder() {
        var d = driver()
        d.tap(d.center(ofSlot: 1), at: 0)
        let b = d.geometry.folderIconFrame(slot: 0).center
        d.touch(.began, b, at: 1)
        d.advance(to: 1.6)
        #expect(d.state.isEditing)
        let gap = Point(x: d.geometry.folderIconFrame(slot: 2).maxX + 10, y: b.y)
        d.move(from: b, to: gap, startingAt: 1.6, duration: 0.2)
        d.advance(to: 2.0)
        d.touch(.ended, gap, at: 2.0)
        #expect(Board.draw(d.state.layout) == Board.normalize("A Tools[C D B]\ndock: P"))
        #expect(d.announcements.last?.text == "Moved to Tools, page 1, position 3")
        #expect(d.state.openFolder?.closingAt == nil)
    }

    @Test func draggingOutClosesTheFolderAndCarriesOn() throws {
        var d = driver("A Tools[B C]\ndock: P")
        d.tap(d.center(ofSlot: 1), at: 0)
        let b = d.geometry.folderIconFrame(slot: 0).center
        d.touch(.began, b, at: 1)
        d.advance(to: 1.6)
        let outside = Point(x: 200, y: 740 - 40)
        d.move(from: b, to: outside, startingAt: 1.6, duration: 0.2)
        #expect(d.state.drag?.insideFolder == nil)
        #expect(d.state.openFolder?.closingAt != nil)
        let onPage = d.center(ofSlot: 3)
        d.touch(.moved, Point(x: onPage.x + 35, y: onPage.y + 35), at: 2)
        d.advance(to: 2.3)
        d.touch(.ended, Point(x: onPage.x + 35, y: onPage.y + 35), at: 2.3)
        // Tools kept only C, so it dissolved into C in place.
        #expect(Board.draw(d.state.layout) == Board.normalize("A C B\ndock: P"))
        d.advance(to: 3)
        #expect(d.state.openFolder == nil)
    }

    @Test func anOpenFolderSwipesBetweenItsOwnPages() {
        let apps = (1...11).map { "f\($0)" }
        var d = driver(
            "A Big[" + apps[0..<9].joined(separator: " ") + " | " + apps[9...].joined(separator: " ") + "]\ndock:")
        d.tap(d.center(ofSlot: 1), at: 0)
        d.advance(to: 0.5)
        let panel = d.geometry.folderPanel
        let start = Point(x: panel.maxX - 20, y: panel.maxY - 10)
        d.touch(.began, start, at: 1)
        d.move(from: start, to: Point(x: panel.minX + 40, y: start.y), startingAt: 1, duration: 0.1, steps: 4)
        d.touch(.ended, Point(x: panel.minX + 40, y: start.y), at: 1.11)
        d.advance(to: 3)
        #expect(d.state.openFolder?.pager.page == 1 && d.state.currentPage == 0)
        #expect(d.haptics.last?.reason == .pageSwipe)
        let shown = d.state.presentation(at: 3).icons.filter {
            if case .folder(_, 1, _) = $0.location { true } else { false }
        }
        #expect(shown.map(\.id) == [.app("f10"), .app("f11")])
        #expect(shown.first?.frame == d.geometry.folderIconFrame(slot: 0))
    }

    @Test func renameCommitsAndEmptyNamesAreIgnored() {
        var d = driver()
        d.send(.renameFolder(FolderID(1), "  Work  "), at: 1)
        #expect(d.state.layout.folder(FolderID(1))?.name == "Work")
        #expect(d.commits.map(\.kind) == [.renameFolder(FolderID(1), name: "Work")])
        d.send(.renameFolder(FolderID(1), "   "), at: 2)
        d.send(.renameFolder(FolderID(9), "X"), at: 2)
        #expect(d.commits.count == 1)
    }

    @Test func droppingOntoAFolderAddsToIt() {
        var d = driver("A Tools[B C] E\ndock: P")
        d.enterEditMode(at: 0)
        let e = d.center(ofSlot: 2), tools = d.center(ofSlot: 1)
        d.touch(.began, e, at: 1)
        d.move(from: e, to: tools, startingAt: 1, duration: 0.1, steps: 2)
        d.advance(to: 1.5)
        d.touch(.ended, tools, at: 1.5)
        #expect(Board.draw(d.state.layout) == Board.normalize("A Tools[B C E]\ndock: P"))
        #expect(d.commits.map(\.kind) == [.addToFolder("E", FolderID(1))])
        #expect(d.haptics.last?.reason == .dropSuccess)
        #expect(d.announcements.last?.text == "Added E to Tools")
    }

    @Test func aFolderIsNeverAFolderTarget() {
        var d = driver("Tools[B C] A\ndock: P")
        d.enterEditMode(at: 0)
        let tools = d.center(ofSlot: 0), a = d.center(ofSlot: 1)
        d.touch(.began, tools, at: 1)
        d.move(from: tools, to: a, startingAt: 1, duration: 0.1, steps: 2)
        d.advance(to: 1.6)
        #expect(d.state.drag?.folderHover == nil)
        d.touch(.ended, a, at: 1.6)
        #expect(d.state.layout.folders.count == 1 && d.state.layout.folders[0].apps == ["B", "C"])
    }
}
