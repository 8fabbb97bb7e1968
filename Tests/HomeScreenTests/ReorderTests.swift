import Foundation
import GlassCore
import Testing

@testable import HomeScreen

/// Reflow fixtures: the working layout (dragged item already lifted out), the drop target, and
/// the picture that results.
@Suite struct ReorderTests {
    func solve(
        _ board: String, dragging item: HomeItem, to target: DropTarget,
        categories: [String: AppCategory] = [:]
    ) -> ReorderSolution? {
        let working = Board.parse(board)
        var all = working
        all.dock.append(contentsOf: item.apps)
        return ReorderSolver.solve(
            working, dragging: item, to: target,
            catalog: Board.catalog(for: all, categories: categories))
    }

    @Test func insertingReflowsInReadingOrder() throws {
        let solution = try #require(
            solve(
                """
                A B C D
                E F
                dock: P
                """, dragging: .app("X"), to: .page(0, slot: 1)))
        #expect(
            Board.draw(solution.layout)
                == Board.normalize(
                    """
                    A X B C
                    D E F .
                    dock: P
                    """))
        #expect(solution.placed == .page(0, index: 1))
    }

    @Test func aSlotPastTheEndMeansTheEnd() throws {
        let solution = try #require(solve("A B\ndock:", dragging: .app("X"), to: .page(0, slot: 17)))
        #expect(Board.draw(solution.layout) == Board.normalize("A B X .\ndock:"))
        #expect(solution.placed == .page(0, index: 2))
    }

    static let fullPage = (0..<24).map { "a\($0)" }.joined(separator: " ")

    @Test func aFullPagePushesItsLastIconToTheNextPage() throws {
        let solution = try #require(
            solve(Self.fullPage + "\n---\nB C\ndock:", dragging: .app("X"), to: .page(0, slot: 0)))
        #expect(solution.layout.pages[0].first == .app("X"))
        #expect(solution.layout.pages[0].count == 24)
        #expect(solution.layout.pages[1] == [.app("a23"), .app("B"), .app("C")])
    }

    @Test func theCascadeCreatesAPageAfterTheLast() throws {
        let solution = try #require(solve(Self.fullPage + "\ndock:", dragging: .app("X"), to: .page(0, slot: 5)))
        #expect(solution.layout.pages.count == 2)
        #expect(solution.layout.pages[1] == [.app("a23")])
    }

    @Test func droppingPastTheLastPageCreatesOne() throws {
        let solution = try #require(solve("A\ndock:", dragging: .app("X"), to: .page(1, slot: 3)))
        #expect(Board.draw(solution.layout) == Board.normalize("A\n---\nX\ndock:"))
    }

    @Test func everythingFullIsInvalid() {
        let full = Array(repeating: Self.fullPage, count: 15).enumerated()
            .map { page, text in text.replacingOccurrences(of: "a", with: "p\(page)_") }
            .joined(separator: "\n---\n")
        #expect(solve(full + "\ndock:", dragging: .app("X"), to: .page(3, slot: 0)) == nil)
        #expect(solve(full + "\ndock:", dragging: .app("X"), to: .page(15, slot: 0)) == nil)
        // The dock still takes it.
        #expect(solve(full + "\ndock:", dragging: .app("X"), to: .dock(slot: 0)) != nil)
    }

    @Test func theDockTakesAppsOnlyAndAtMostFour() throws {
        let solution = try #require(solve("A\ndock: P Q R", dragging: .app("X"), to: .dock(slot: 1)))
        #expect(solution.layout.dock == ["P", "X", "Q", "R"])
        #expect(solution.placed == .dock(index: 1))
        #expect(solve("A\ndock: P Q R S", dragging: .app("X"), to: .dock(slot: 1)) == nil)
        let folder = HomeItem.folder(Folder(id: FolderID(9), name: "F", pages: [["Y", "Z"]]))
        #expect(solve("A\ndock: P", dragging: folder, to: .dock(slot: 0)) == nil)
    }

    @Test func droppingOntoAnAppCreatesAFolderNamedByCategory() throws {
        let solution = try #require(
            solve(
                "A B C\ndock:", dragging: .app("X"), to: .merge(page: 0, index: 1),
                categories: ["B": .social, "X": .social]))
        #expect(Board.draw(solution.layout) == Board.normalize("A Social[B X] C\ndock:"))
        #expect(solution.outcome == .createdFolder(FolderID(1)))
        #expect(solution.placed == .page(0, index: 1))
        let mixed = try #require(
            solve(
                "A B C\ndock:", dragging: .app("X"), to: .merge(page: 0, index: 1),
                categories: ["B": .finance, "X": .social]))
        #expect(mixed.layout.pages[0][1].folder?.name == "Finance")
    }

    @Test func droppingOntoAFolderAddsToItsLastPage() throws {
        let solution = try #require(solve("A Tools[B C]\ndock:", dragging: .app("X"), to: .merge(page: 0, index: 1)))
        #expect(Board.draw(solution.layout) == Board.normalize("A Tools[B C X]\ndock:"))
        #expect(solution.outcome == .addedToFolder("X", FolderID(1)))
        let nine = "Tools[" + (1...9).map { "f\($0)" }.joined(separator: " ") + "]"
        let overflow = try #require(solve(nine + "\ndock:", dragging: .app("X"), to: .merge(page: 0, index: 0)))
        #expect(overflow.layout.folders[0].pages.map(\.count) == [9, 1])
    }

    @Test func foldersNeverNest() {
        let folder = HomeItem.folder(Folder(id: FolderID(9), name: "F", pages: [["Y", "Z"]]))
        #expect(solve("A Tools[B C]\ndock:", dragging: folder, to: .merge(page: 0, index: 0)) == nil)
        #expect(solve("A Tools[B C]\ndock:", dragging: folder, to: .merge(page: 0, index: 1)) == nil)
        #expect(solve("A Tools[B C]\ndock:", dragging: folder, to: .folderPage(FolderID(1), page: 0, slot: 0)) == nil)
    }

    @Test func aFolderLeftWithOneAppDissolvesInPlace() throws {
        // "Tools" lost C to the drag: B takes the folder's place.
        let solution = try #require(solve("A Tools[B] D\ndock:", dragging: .app("C"), to: .page(0, slot: 3)))
        #expect(Board.draw(solution.layout) == Board.normalize("A B D C\ndock:"))
    }

    @Test func reorderingInsideAFolderReflowsItsPages() throws {
        let solution = try #require(
            solve(
                "A Tools[B C D]\ndock:", dragging: .app("X"),
                to: .folderPage(FolderID(1), page: 0, slot: 1)))
        #expect(Board.draw(solution.layout) == Board.normalize("A Tools[B X C D]\ndock:"))
        #expect(solution.placed == .folder(FolderID(1), page: 0, index: 1))
    }

    @Test func emptyPagesStayUntilTheDragEnds() throws {
        let solution = try #require(solve("A\n---\n.\n---\n.\ndock:", dragging: .app("X"), to: .page(0, slot: 1)))
        #expect(solution.layout.emptyPageIndices == [1, 2])
        #expect(Board.draw(solution.layout.removingEmptyPages()) == Board.normalize("A X\ndock:"))
    }
}
