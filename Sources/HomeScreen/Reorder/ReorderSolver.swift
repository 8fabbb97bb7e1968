import GlassCore

/// The one pure function from (working layout, dragged item, target) to the drop's solution.
///
/// The live preview and the drop call this with the same arguments, so what the user saw under
/// their finger is exactly what is committed. It never loses or duplicates an app: the solution
/// holds the working layout's apps plus the dragged item's, or there is no solution.
public enum ReorderSolver {
    /// The solution, or nil when the drop is invalid there: a folder into the dock or into
    /// a folder, a full dock, a full folder, or every page full with no room for a 16th page.
    public static func solve(
        _ working: HomeLayout, dragging item: HomeItem, to target: DropTarget,
        catalog: AppCatalog
    ) -> ReorderSolution? {
        var layout = working
        let outcome: DropOutcome
        switch target {
        case .page(let page, let slot):
            guard let pages = HomeLayout.homePageLimits.inserting(item, into: layout.pages, page: page, index: slot)
            else { return nil }
            layout.pages = pages
            outcome = .moved
        case .dock(let slot):
            guard let app = item.app, layout.dock.count < HomeScreenTokens.dock.maximumApps else { return nil }
            layout.dock.insert(app, at: min(slot, layout.dock.count))
            outcome = .moved
        case .folderPage(let id, let page, let slot):
            guard let app = item.app, let folder = layout.folder(id),
                let pages = HomeLayout.folderPageLimits.inserting(app, into: folder.pages, page: page, index: slot)
            else { return nil }
            layout.updateFolder(id) { $0.pages = pages }
            outcome = .moved
        case .merge(let page, let index):
            guard let app = item.app, let target = layout.item(at: .page(page, index: index)) else { return nil }
            switch target {
            case .app(let targetApp):
                let id = layout.nextFolderID
                let name = FolderNaming.name(forTarget: targetApp, catalog: catalog)
                layout.pages[page][index] = .folder(Folder(id: id, name: name, pages: [[targetApp, app]]))
                outcome = .createdFolder(id)
            case .folder(let folder):
                let last = max(folder.pages.count - 1, 0)
                guard
                    let pages = HomeLayout.folderPageLimits.inserting(
                        app, into: folder.pages, page: last, index: folder.pages.last?.count ?? 0)
                else { return nil }
                layout.updateFolder(folder.id) { $0.pages = pages }
                outcome = .addedToFolder(app, folder.id)
            }
        }
        layout = layout.dissolvingSingleAppFolders()
        let placedID: ItemID =
            switch outcome {
            case .moved: item.id
            case .createdFolder(let id), .addedToFolder(_, let id): .folder(id)
            }
        guard let placed = layout.location(of: placedID) else { return nil }
        return ReorderSolution(layout: layout, placed: placed, outcome: outcome)
    }
}

/// How a new folder is named, as iOS does: after the App Store category of its apps.
public enum FolderNaming {
    /// The category name of `target`, the icon dropped onto, whose place the folder takes: when
    /// the two apps share a category that is their category ("Utilities"), and when they differ
    /// iOS also names the folder after the target's. An app missing from the catalog gives "Folder".
    public static func name(forTarget target: AppID, catalog: AppCatalog) -> String {
        catalog[target]?.category.folderName ?? "Folder"
    }
}
