import GlassCore
import GlassMotion
import Testing

@testable import HomeScreen

/// The finer rules of carrying: Launcher3's lessons and the spec's optimisation triggers.
@Suite struct DragRulesTests {
    func editing(_ board: String) -> Driver {
        let layout = Board.parse(board)
        var d = Driver(HomeState(layout: layout, catalog: Board.catalog(for: layout)))
        d.enterEditMode(at: 0)
        return d
    }

    @Test func anIconBeingPushedAsideNeverBecomesAFolderTarget() {
        var d = editing("A B C D E\ndock:")
        let a = d.center(ofSlot: 0)
        let nearD = Point(x: d.geometry.iconFrame(slot: 3).minX - 8, y: a.y + 40)
        d.touch(.began, a, at: 1)
        d.move(from: a, to: nearD, startingAt: 1, duration: 0.2)
        d.advance(to: 1.35)
        // The reorder at 1.35 moved D from slot 3 to slot 2: it is being pushed aside.
        #expect(d.state.drag?.target == .page(0, slot: 3))
        #expect(d.state.isPushedAside(.app("D"), at: 1.4))
        d.touch(.moved, d.center(ofSlot: 2), at: 1.4)
        #expect(d.state.drag?.folderHover == nil)
        // Out to the strip above the dock (which keeps the target), and back once D has
        // settled (0.3 s): now it may.
        d.touch(.moved, Point(x: 200, y: 712), at: 1.45)
        d.touch(.moved, d.center(ofSlot: 2), at: 1.7)
        #expect(d.state.drag?.folderHover?.item == .app("D"))
    }

    @Test func leavingAnArmedFolderTargetCancelsItAtOnce() {
        var d = editing("A B C D\ndock:")
        let a = d.center(ofSlot: 0), c = d.center(ofSlot: 2)
        d.touch(.began, a, at: 1)
        d.move(from: a, to: c, startingAt: 1, duration: 0.1, steps: 2)
        d.advance(to: 1.5)
        #expect(d.state.drag?.target == .merge(page: 0, index: 1))
        let away = Point(x: c.x + 40, y: c.y + 40)
        d.touch(.moved, away, at: 1.55)
        d.touch(.ended, away, at: 1.56)
        #expect(d.state.layout.folders.isEmpty)
        #expect(d.state.presentation(at: 1.6).icons.allSatisfy { $0.hoverScale == 1 })
    }

    @Test func reduceMotionStillsTheWiggleAndMoreThan20IconsReduceIt() {
        var d = Driver()
        d.enterEditMode(at: 0)
        #expect(d.state.presentation(at: 1).wiggleComplexity == .full)
        d.send(.setReduceMotion(true), at: 1)
        let still = d.state.presentation(at: 1.2)
        #expect(still.wiggleComplexity == .still && still.icons.allSatisfy { $0.wiggle == .identity })
        let crowded = Board.parse((0..<21).map { "a\($0)" }.joined(separator: " ") + "\ndock:")
        var c = Driver(HomeState(layout: crowded, catalog: Board.catalog(for: crowded)))
        c.enterEditMode(at: 0)
        let p = c.state.presentation(at: 1.0625)
        #expect(p.wiggleComplexity == .reduced)
        #expect(p.icons.allSatisfy { $0.wiggle.translationY == 0 })
    }

    @Test func aRenameDuringADragSurvivesTheDrop() {
        var d = editing("A Tools[B C] D\ndock:")
        let a = d.center(ofSlot: 0)
        d.touch(.began, a, at: 1)
        d.move(from: a, to: d.center(ofSlot: 2) + Vector(dx: 40, dy: 40), startingAt: 1, duration: 0.2)
        d.send(.renameFolder(FolderID(1), "Work"), at: 1.3)
        d.advance(to: 1.6)
        d.touch(.ended, d.center(ofSlot: 2) + Vector(dx: 40, dy: 40), at: 1.6)
        #expect(d.state.layout.folder(FolderID(1))?.name == "Work")
        #expect(d.state.layout.allApps.sorted() == ["A", "B", "C", "D"])
    }

    @Test func otherFingersAreIgnoredWhileOneIsDown() {
        var d = editing("A B\ndock:")
        let a = d.center(ofSlot: 0)
        d.touch(.began, a, at: 1)
        d.touch(.began, d.center(ofSlot: 1), at: 1.1, touch: 7)
        d.touch(.ended, d.center(ofSlot: 1), at: 1.2, touch: 7)
        #expect(d.state.press?.touch == 0)
    }

    @Test func theReleaseVelocitySurvivesARepeatedLiftSample() {
        var d = Driver()
        d.touch(.began, Point(x: 300, y: 690), at: 0)
        d.touch(.moved, Point(x: 280, y: 690), at: 0.016)
        d.touch(.moved, Point(x: 260, y: 690), at: 0.032)
        let before = d.state.press!.velocity.dx
        d.touch(.moved, Point(x: 260, y: 690), at: 0.04)
        #expect(d.state.press!.velocity.dx == before)
        #expect(before < -1000)
    }
}
