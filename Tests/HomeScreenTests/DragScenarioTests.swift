import GlassCore
import GlassMotion
import Testing

@testable import HomeScreen

@Suite struct DragScenarioTests {
    static let board = """
        A B C D
        E F G H
        ---
        I J
        dock: P Q R
        """

    func editing(_ board: String = board, categories: [String: AppCategory] = [:]) -> Driver {
        let layout = Board.parse(board)
        var d = Driver(HomeState(layout: layout, catalog: Board.catalog(for: layout, categories: categories)))
        d.enterEditMode(at: 0)
        return d
    }

    @Test func aDragStartsAfter10PointsWithTheMediumImpactAndLifts() throws {
        var d = editing()
        let a = d.center(ofSlot: 0)
        d.touch(.began, a, at: 1)
        d.touch(.moved, Point(x: a.x + 9.9, y: a.y), at: 1.1)
        #expect(d.state.drag == nil)
        d.touch(.moved, Point(x: a.x + 10.5, y: a.y), at: 1.2)
        let drag = try #require(d.state.drag)
        #expect(drag.item == .app("A") && drag.origin == .page(0, index: 0))
        #expect(d.haptics.last == HapticEvent(.iconPickup, at: 1.2))
        let carried = try #require(d.state.presentation(at: 2).icons.last)
        #expect(carried.id == .app("A") && carried.zIndex == 30)
        #expect(abs(carried.scale - 1.1) < 1e-3 && abs(carried.opacity - 0.85) < 1e-3)
        #expect(abs(carried.shadowRadius - 12) < 1e-2)
        // The page dots fade out while carrying.
        #expect(d.state.presentation(at: 2).pageDots.opacity == 0)
    }

    @Test func tiltFollowsVelocityAndNeighboursArePushedBack() throws {
        var d = editing()
        let a = d.center(ofSlot: 0)
        d.touch(.began, a, at: 1)
        d.move(from: a, to: Point(x: a.x + 60, y: a.y + 20), startingAt: 1, duration: 0.1, steps: 4)
        let p = d.state.presentation(at: 1.1)
        let carried = try #require(p.icons.last)
        #expect(carried.tilt > 0 && carried.tilt <= .pi / 18)
        let drag = try #require(d.state.drag)
        let b = try #require(p.icons.first { $0.id == .app("B") })
        let bCenter = d.geometry.iconFrame(slot: 1).center
        let distance = bCenter.distance(to: drag.iconCenter)
        #expect(distance < 80)
        let expected = (bCenter - drag.iconCenter).normalized * ((1 - distance / 80) * 20)
        let wiggleFree = b.translation - Vector(dx: 0, dy: b.wiggle.translationY)
        #expect(abs(wiggleFree.dx - expected.dx) < 1e-9 && abs(wiggleFree.dy - expected.dy) < 1e-9)
    }

    @Test func reorderingWaitsForTheFingerToRestThenCommitsThePreview() throws {
        var d = editing()
        let a = d.center(ofSlot: 0)
        // Between C and D's icons (outside both folder zones), in D's cell.
        let target = Point(x: d.geometry.iconFrame(slot: 3).minX - 8, y: a.y + 40)
        d.touch(.began, a, at: 1)
        d.move(from: a, to: target, startingAt: 1, duration: 0.3)
        #expect(d.state.drag?.target == .page(0, slot: 0))
        d.advance(to: 1.3 + 0.15)
        #expect(d.state.drag?.target == .page(0, slot: 3))
        let preview = try #require(d.state.drag?.solution)
        #expect(
            Board.draw(preview.layout.removingEmptyPages())
                == Board.normalize("B C D A\nE F G H\n---\nI J\ndock: P Q R"))
        #expect(d.state.isPushedAside(.app("D"), at: 1.5))
        d.touch(.ended, target, at: 2)
        #expect(d.state.layout == preview.layout.removingEmptyPages())
        #expect(d.commits.map(\.kind) == [.move(.app("A"), to: .page(0, index: 3))])
        #expect(d.haptics.last == HapticEvent(.dropSuccess, at: 2))
        #expect(d.announcements.last?.text == "Moved to page 1, row 1, column 4")
        let flight = try #require(d.state.dropAnimation)
        #expect(flight.kind == .valid && flight.item == .app("A"))
        #expect(d.state.presentation(at: 2 + 0.15).icons.first { $0.id == .app("A") }?.zIndex == 20)
        d.advance(to: 4)
        #expect(d.state.dropAnimation == nil && d.state.drag == nil)
    }

    @Test func hovering0_3sMakesAFolderTargetAndReleasingCreatesTheFolder() throws {
        var d = editing(categories: ["C": .social, "A": .social])
        let a = d.center(ofSlot: 0), c = d.center(ofSlot: 2)
        d.touch(.began, a, at: 1)
        d.move(from: a, to: c, startingAt: 1, duration: 0.1, steps: 2)
        let hover = try #require(d.state.drag?.folderHover)
        #expect(hover.item == .app("C") && hover.armedAt == nil)
        d.advance(to: 1.1 + 0.299)
        #expect(d.state.drag?.folderHover?.armedAt == nil)
        d.advance(to: 1.5)
        #expect(d.state.drag?.folderHover?.armedAt ≈ 1.4)
        #expect(d.haptics.last?.reason == .hoverOverIcon)
        #expect(d.haptics.last?.time ≈ 1.4)
        #expect(d.state.presentation(at: 1.5).icons.first { $0.id == .app("C") }?.hoverScale == 0.9)
        let released = try #require(d.state.drag).iconCenter
        d.touch(.ended, c, at: 1.6)
        #expect(Board.draw(d.state.layout) == Board.normalize("B Social[C A] D E\nF G H\n---\nI J\ndock: P Q R"))
        #expect(d.haptics.last == HapticEvent(.folderCreate, at: 1.6))
        #expect(d.commits.map(\.kind) == [.createFolder(FolderID(1), name: "Social")])
        #expect(d.announcements.last?.text == "Created folder Social")
        let timeline = try #require(
            d.state.presentation(at: 1.6 + 0.25).icons.first { $0.id == .folder(FolderID(1)) }?.folderCreation)
        #expect(timeline.activePhases == [.convergence, .birth])
        #expect(timeline.progress(of: .pre) == 1 && abs(timeline.progress(of: .birth) - 0.25) < 1e-9)
        // The folder is born in its slot (nothing flies), and both apps stay on screen through
        // every phase (issue 14, point 6): C in the slot at its hover scale and A where the
        // finger let it go, lifted; both at the center at half size after the convergence;
        // in the mini grid after the grid formation.
        #expect(d.state.dropAnimation == nil)
        let slot = d.geometry.iconFrame(slot: 1)
        func preview(_ index: Int, at time: Double) throws -> Rect {
            let folder = try #require(d.state.presentation(at: time).icons.first { $0.id == .folder(FolderID(1)) })
            #expect(folder.frame == slot && folder.translation == .zero && folder.scale == 1)
            return try #require(folder.folderCreation).previewFrame(index: index, inIcon: folder.frame)
        }
        #expect(try preview(0, at: 1.6) == Rect(center: slot.center, size: .square(54)))
        #expect(try preview(1, at: 1.6).center ≈ released)
        #expect(try preview(1, at: 1.6).width ≈ 66)
        for index in 0..<2 {
            #expect(try preview(index, at: 1.9) ≈ Rect(center: slot.center, size: .square(30)))
            #expect(try preview(index, at: 2.1) ≈ HomeGeometry.folderPreviewIconFrame(index: index, inIcon: slot))
        }
        let halfway = try preview(1, at: 1.8)
        #expect(halfway.width < 66 && halfway.width > 30)
    }

    @Test func movingAwayBefore0_3sCancelsTheFolder() throws {
        var d = editing()
        let a = d.center(ofSlot: 0), c = d.center(ofSlot: 2)
        d.touch(.began, a, at: 1)
        d.move(from: a, to: c, startingAt: 1, duration: 0.1, steps: 2)
        #expect(d.state.drag?.folderHover != nil)
        d.touch(.moved, Point(x: c.x, y: c.y + 40), at: 1.3)
        #expect(d.state.drag?.folderHover == nil)
        d.advance(to: 2)
        #expect(!d.haptics.contains { $0.reason == .hoverOverIcon })
        d.touch(.ended, Point(x: c.x, y: c.y + 40), at: 2)
        #expect(d.state.layout.folders.isEmpty)
    }

    @Test func releasingAboveTheGridIsAnInvalidDrop() throws {
        var d = editing()
        let a = d.center(ofSlot: 5)
        d.touch(.began, a, at: 1)
        d.move(from: a, to: Point(x: 200, y: 30), startingAt: 1, duration: 0.2)
        #expect(d.state.drag?.solution == nil)
        d.touch(.ended, Point(x: 200, y: 30), at: 1.3)
        #expect(d.haptics.last == HapticEvent(.dropFailure, at: 1.3))
        #expect(d.haptics.last?.kind == .heavyImpact)
        #expect(d.commits.isEmpty && d.state.layout == Board.parse(Self.board))
        let flight = try #require(d.state.dropAnimation)
        #expect(flight.kind == .invalid && flight.destination == d.center(ofSlot: 5))
        let shaking = d.state.presentation(at: 1.3 + 0.05).icons.first { $0.id == .app("F") }
        #expect(shaking != nil && shaking!.zIndex == 20)
    }

    @Test func aFullDockRefusesAndTheDockTakesAFourth() throws {
        var d = editing()
        let a = d.center(ofSlot: 0)
        let dock = Point(x: 200, y: 794)
        d.touch(.began, a, at: 1)
        d.move(from: a, to: dock, startingAt: 1, duration: 0.2)
        #expect(d.state.drag?.target == .dock(slot: 2))
        d.touch(.ended, dock, at: 1.3)
        #expect(d.state.layout.dock == ["P", "Q", "A", "R"])
        #expect(d.announcements.last?.text == "Moved to the dock, position 3")
        let b = d.center(ofSlot: 0)
        d.touch(.began, b, at: 3)
        d.move(from: b, to: dock, startingAt: 3, duration: 0.2)
        #expect(d.state.drag?.target == nil)
        d.touch(.ended, dock, at: 3.3)
        #expect(d.haptics.last?.reason == .dropFailure)
        #expect(d.state.layout.dock.count == 4)
    }

    @Test func edgeDwellPagesEveryHalfSecondWithALightImpact() throws {
        var d = editing()
        let a = d.center(ofSlot: 0)
        let edge = Point(x: 380, y: a.y + 120)
        d.touch(.began, a, at: 1)
        d.move(from: a, to: Point(x: 300, y: edge.y), startingAt: 1, duration: 0.15)
        d.touch(.moved, edge, at: 1.2)
        #expect(d.state.drag?.edgeDwell?.nextDue == 1.7)
        d.advance(to: 1.69)
        #expect(d.state.currentPage == 0)
        d.advance(to: 1.7)
        #expect(d.state.currentPage == 1)
        d.advance(to: 2.3)
        // Page 2 is the temporary extra page; beyond it nothing turns and nothing plays.
        #expect(d.state.currentPage == 2)
        d.advance(to: 3.5)
        let ticks = d.haptics.filter { $0.reason == .autoScroll }
        #expect(ticks == [HapticEvent(.autoScroll, at: 1.7), HapticEvent(.autoScroll, at: 2.2)])
        #expect(ticks.allSatisfy { $0.kind == .lightImpact })
        // Dropping on the temporary page creates the page.
        d.touch(.moved, Point(x: 100, y: 200), at: 3.6)
        d.advance(to: 3.8)
        d.touch(.ended, Point(x: 100, y: 200), at: 3.9)
        #expect(Board.draw(d.state.layout) == Board.normalize("B C D E\nF G H\n---\nI J\n---\nA\ndock: P Q R"))
        #expect(d.state.pageDotMorph?.toCount == 3)
    }

    @Test func aDropIntoTheDockFromTheTemporaryPageReturnsToTheLastPage() {
        var d = editing("A B\ndock: P")
        let a = d.center(ofSlot: 0)
        let edge = Point(x: 380, y: a.y + 120)
        d.touch(.began, a, at: 1)
        d.move(from: a, to: edge, startingAt: 1, duration: 0.1)
        d.advance(to: 1.7)
        #expect(d.state.currentPage == 1)
        d.move(from: edge, to: Point(x: 300, y: 794), startingAt: 1.7, duration: 0.1)
        d.touch(.ended, Point(x: 300, y: 794), at: 1.9)
        #expect(Board.draw(d.state.layout) == Board.normalize("B\ndock: P A"))
        #expect(d.state.currentPage == 0)
    }

    @Test func draggingTheOnlyIconOfAPageAwayRemovesThePageWhenTheDragEnds() throws {
        var d = editing("A B\n---\nC\ndock:")
        d.send(.goToPage(1), at: 1)
        d.advance(to: 2)
        let c = d.center(ofSlot: 0)
        let edge = Point(x: 10, y: c.y + 120)
        d.touch(.began, c, at: 2)
        d.move(from: c, to: edge, startingAt: 2, duration: 0.2)
        d.advance(to: 2.75)
        #expect(d.state.currentPage == 0)
        // The emptied page stays while carrying.
        #expect(d.state.drag?.working.pages.count == 3)
        d.touch(.moved, d.center(ofSlot: 2), at: 2.8)
        d.advance(to: 3.0)
        d.touch(.ended, d.center(ofSlot: 2), at: 3.1)
        #expect(Board.draw(d.state.layout) == Board.normalize("A B C\ndock:"))
        #expect(d.commits.map(\.kind) == [.move(.app("C"), to: .page(0, index: 2)), .removeEmptyPages([1])])
    }

    @Test func aCancelledTouchPutsTheIconBackWithoutFeedback() {
        var d = editing()
        let a = d.center(ofSlot: 0)
        d.touch(.began, a, at: 1)
        d.move(from: a, to: d.center(ofSlot: 6), startingAt: 1, duration: 0.2)
        let before = d.haptics.count
        d.touch(.cancelled, d.center(ofSlot: 6), at: 1.35)
        #expect(d.state.drag == nil && d.state.dropAnimation?.kind == .cancelled)
        #expect(d.haptics.count == before && d.commits.isEmpty)
    }
}

@Suite struct EdgeDwellTimeJumpTests {
    // A drag resting at the screen's edge while the clock jumps 1e6 s turns the pages there
    // are and then waits with no tick due: the jump passes in a handful of ticks, not one
    // every half second (two million of them hung `replay`).
    @Test func aLongRestAtTheEdgeEndsAtTheLastPage() throws {
        let layout = Board.parse("A B C\n---\nD\ndock: P")
        var d = Driver(HomeState(layout: layout, catalog: Board.catalog(for: layout, categories: [:])))
        d.enterEditMode(at: 0)
        let a = d.center(ofSlot: 0)
        let edge = Point(x: 380, y: a.y + 120)
        d.touch(.began, a, at: 1)
        d.move(from: a, to: Point(x: 300, y: edge.y), startingAt: 1, duration: 0.15)
        d.touch(.moved, edge, at: 1.2)
        d.advance(to: 1_000_000)
        #expect(d.state.drag?.edgeDwell?.nextDue == .infinity)  // no tick is due: the dwell waits
        #expect(d.state.currentPage == d.state.drag.map { $0.working.pages.count - 1 })
        #expect(d.haptics.filter { $0.reason == .autoScroll }.count <= 2)
    }
}
