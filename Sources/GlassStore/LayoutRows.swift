import HomeScreen

/// A layout as the store's rows: one placement per app and one row per folder.
struct LayoutRows: Equatable {
    enum Container: String {
        case dock, page, folder
    }

    struct Placement: Equatable {
        var app: String
        var container: Container
        var folder: Int?
        var page: Int
        var position: Int
    }

    struct FolderRow: Equatable {
        var id: Int
        var name: String
        var page: Int
        var position: Int
    }

    var placements: [Placement]
    var folders: [FolderRow]

    init(placements: [Placement], folders: [FolderRow]) {
        self.placements = placements
        self.folders = folders
    }

    /// The rows that store `layout`.
    init(_ layout: HomeLayout) {
        placements = layout.dock.enumerated().map {
            Placement(app: $1.rawValue, container: .dock, page: 0, position: $0)
        }
        folders = []
        for (p, page) in layout.pages.enumerated() {
            for (i, item) in page.enumerated() {
                switch item {
                case .app(let app):
                    placements.append(Placement(app: app.rawValue, container: .page, page: p, position: i))
                case .folder(let folder):
                    folders.append(FolderRow(id: folder.id.rawValue, name: folder.name, page: p, position: i))
                    for (fp, folderPage) in folder.pages.enumerated() {
                        for (fi, app) in folderPage.enumerated() {
                            placements.append(
                                Placement(
                                    app: app.rawValue, container: .folder, folder: folder.id.rawValue, page: fp,
                                    position: fi))
                        }
                    }
                }
            }
        }
    }

    /// The layout these rows describe, read forgivingly: items keep their stored order, gaps
    /// close up, items sharing a slot are both kept (in app-id order), and apps whose folder row
    /// is missing go to the end of the last page. Every row becomes an icon; `relocations` says,
    /// one sentence each, which items did not land where their row put them.
    func decode() -> (layout: HomeLayout, relocations: [String]) {
        var relocations: [String] = []
        let folderApps = Dictionary(grouping: placements.filter { $0.container == .folder }, by: { $0.folder ?? -1 })
        let knownFolders = Set(folders.map(\.id))

        var pageItems: [(page: Int, position: Int, order: String, item: HomeItem)] = []
        for row in placements where row.container == .page {
            pageItems.append((row.page, row.position, "app " + row.app, .app(AppID(row.app))))
        }
        for row in folders {
            let apps = ordered(folderApps[row.id] ?? [])
            let pages = Dictionary(grouping: apps, by: \.page).sorted { $0.key < $1.key }.map {
                $0.value.map { AppID($0.app) }
            }
            let folder = Folder(id: FolderID(row.id), name: row.name, pages: pages)
            pageItems.append((row.page, row.position, "folder \(row.id)", .folder(folder)))
        }
        pageItems.sort { ($0.page, $0.position, $0.order) < ($1.page, $1.position, $1.order) }

        var pages: [[HomeItem]] = []
        var lastStoredPage: Int?
        for entry in pageItems {
            if entry.page != lastStoredPage {
                pages.append([])
                lastStoredPage = entry.page
            }
            if entry.page != pages.count - 1 || entry.position != pages[pages.count - 1].count {
                relocations.append(
                    "\(entry.order) stored at page \(entry.page) position \(entry.position) is now page \(pages.count - 1) position \(pages[pages.count - 1].count)"
                )
            }
            pages[pages.count - 1].append(entry.item)
        }

        for (folderID, rows) in folderApps.sorted(by: { $0.key < $1.key }) where !knownFolders.contains(folderID) {
            for row in ordered(rows) {
                if pages.isEmpty { pages.append([]) }
                pages[pages.count - 1].append(.app(AppID(row.app)))
                relocations.append("app \(row.app) named a folder that does not exist; it was moved to the last page")
            }
        }

        let dockRows = ordered(placements.filter { $0.container == .dock })
        for (i, row) in dockRows.enumerated() where row.position != i {
            relocations.append("app \(row.app) stored at dock position \(row.position) is now dock position \(i)")
        }
        return (HomeLayout(dock: dockRows.map { AppID($0.app) }, pages: pages), relocations)
    }

    private func ordered(_ rows: [Placement]) -> [Placement] {
        rows.sorted { ($0.page, $0.position, $0.app) < ($1.page, $1.position, $1.app) }
    }
}
