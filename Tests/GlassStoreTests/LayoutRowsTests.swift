import HomeScreen
import Testing

@testable import GlassStore

@Suite struct LayoutRowsTests {
    typealias P = LayoutRows.Placement

    @Test func encodeDecodeIsIdentityForValidLayouts() {
        let (layout, relocations) = LayoutRows(.default).decode()
        #expect(layout == .default && relocations.isEmpty)
    }

    @Test func misplacedRowsAreRelocatedNeverDropped() {
        let rows = LayoutRows(
            placements: [
                P(app: "a", container: .page, page: 3, position: 7),
                P(app: "b", container: .page, page: 3, position: 7),
                P(app: "c", container: .page, page: 0, position: 2),
                P(app: "d", container: .dock, page: 0, position: 5),
                P(app: "e", container: .folder, folder: 42, page: 0, position: 0),
                P(app: "f", container: .folder, folder: 1, page: 0, position: 0),
                P(app: "g", container: .folder, folder: 1, page: 2, position: 4),
            ], folders: [LayoutRows.FolderRow(id: 1, name: "Games", page: 3, position: 0)])
        let (layout, relocations) = rows.decode()
        #expect(layout.dock == ["d"])
        #expect(layout.pages.count == 2)
        #expect(layout.pages[0] == [.app("c")])
        #expect(layout.pages[1].map(\.id) == [.folder(FolderID(1)), .app("a"), .app("b"), .app("e")])
        #expect(layout.folder(FolderID(1))?.pages == [["f"], ["g"]])
        #expect(Set(layout.allApps) == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(relocations.count == 6)
        #expect(relocations.contains("app e named a folder that does not exist; it was moved to the last page"))
    }
}
