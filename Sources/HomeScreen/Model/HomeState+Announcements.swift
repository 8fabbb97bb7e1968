import GlassCore

extension HomeState {
    /// What VoiceOver says after a drop, in the words of iOS: "Moved to page 2, row 1, column 3",
    /// "Moved to the dock, position 2", "Created folder Utilities", "Added Safari to Utilities".
    /// Pages, rows, columns and positions count from 1.
    func moveAnnouncement(_ item: HomeItem, _ solution: ReorderSolution) -> String {
        let folderName = { (id: FolderID) in solution.layout.folder(id)?.name ?? "folder" }
        switch solution.outcome {
        case .createdFolder(let id):
            return "Created folder \(folderName(id))"
        case .addedToFolder(_, let id):
            return "Added \(name(of: item)) to \(folderName(id))"
        case .moved:
            return "Moved to " + Self.describe(solution.placed, in: solution.layout)
        }
    }

    /// "page 2, row 1, column 3", "the dock, position 2" or "Utilities, page 1, position 4".
    static func describe(_ location: ItemLocation, in layout: HomeLayout) -> String {
        let columns = HomeScreenTokens.grid.iconsPerRow
        switch location {
        case .page(let page, let index):
            return "page \(page + 1), row \(index / columns + 1), column \(index % columns + 1)"
        case .dock(let index):
            return "the dock, position \(index + 1)"
        case .folder(let id, let page, let index):
            return "\(layout.folder(id)?.name ?? "folder"), page \(page + 1), position \(index + 1)"
        }
    }

    /// The VoiceOver name of an item: the app's name, or the folder's.
    func name(of item: HomeItem) -> String {
        switch item {
        case .app(let app): catalog.name(of: app)
        case .folder(let folder): folder.name
        }
    }
}
