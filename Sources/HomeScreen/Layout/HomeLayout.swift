import GlassCore

/// The whole arrangement of the home screen: ordered pages of icons and the dock.
///
/// Pages are ordered lists that reflow in reading order, as iOS stores them, not free cells.
/// A committed layout satisfies `violations(catalog:)` being empty: at most 24 icons a page and 15
/// pages, a dock of at most 4 apps, folders of at least 2 apps that never nest, and every app once.
public struct HomeLayout: Hashable, Sendable {
    public var dock: [AppID]
    public var pages: [[HomeItem]]

    public init(dock: [AppID], pages: [[HomeItem]]) {
        self.dock = dock
        self.pages = pages
    }

    public static let homePageLimits = PageLimits(
        capacity: HomeScreenTokens.grid.iconsPerPage,
        maximumPages: HomeScreenTokens.grid.maximumPages)
    /// Folder pages: 9 apps each (3 × 3, as iOS) and, like home pages, at most 15.
    public static let folderPageLimits = PageLimits(
        capacity: HomeScreenTokens.folder.appsPerPage,
        maximumPages: HomeScreenTokens.grid.maximumPages)

    /// Every app in reading order: pages (folders inline), then the dock.
    public var allApps: [AppID] {
        pages.flatMap { $0.flatMap(\.apps) } + dock
    }

    /// How many apps there are, counted without listing them (the edit-mode badges ask every frame).
    public var appCount: Int {
        pages.reduce(dock.count) { count, page in page.reduce(count) { $0 + $1.appCount } }
    }

    public var folders: [Folder] {
        pages.flatMap { $0.compactMap(\.folder) }
    }

    public func folder(_ id: FolderID) -> Folder? {
        folders.first { $0.id == id }
    }

    /// The smallest id no folder of this layout uses.
    public var nextFolderID: FolderID {
        FolderID.firstUnused(Set(folders.map(\.id.rawValue)))
    }

    /// Where the item with `id` is, or nil when the layout does not hold it.
    public func location(of id: ItemID) -> ItemLocation? {
        if case .app(let app) = id {
            if let index = dock.firstIndex(of: app) { return .dock(index: index) }
        }
        for (p, page) in pages.enumerated() {
            for (i, item) in page.enumerated() {
                if item.id == id { return .page(p, index: i) }
                if case .app(let app) = id, let folder = item.folder {
                    for (fp, folderPage) in folder.pages.enumerated() {
                        if let fi = folderPage.firstIndex(of: app) { return .folder(folder.id, page: fp, index: fi) }
                    }
                }
            }
        }
        return nil
    }

    /// The item at `location`; a folder location gives the app inside the folder.
    public func item(at location: ItemLocation) -> HomeItem? {
        switch location {
        case .page(let p, let i):
            return pages.indices.contains(p) && pages[p].indices.contains(i) ? pages[p][i] : nil
        case .dock(let i):
            return dock.indices.contains(i) ? .app(dock[i]) : nil
        case .folder(let id, let p, let i):
            guard let folder = folder(id), folder.pages.indices.contains(p),
                folder.pages[p].indices.contains(i)
            else { return nil }
            return .app(folder.pages[p][i])
        }
    }

    /// The page index and position of the folder `id` on the home pages.
    func folderPosition(_ id: FolderID) -> (page: Int, index: Int)? {
        for (p, page) in pages.enumerated() {
            if let i = page.firstIndex(where: { $0.id == .folder(id) }) { return (p, i) }
        }
        return nil
    }

    /// Changes the folder `id` in place.
    mutating func updateFolder(_ id: FolderID, _ change: (inout Folder) -> Void) {
        guard let (p, i) = folderPosition(id), case .folder(var folder) = pages[p][i] else { return }
        change(&folder)
        pages[p][i] = .folder(folder)
    }

    /// Takes the item at `location` out, leaving the gap to reflow. Empty pages (home or folder)
    /// stay: the caller decides when they go. Returns nil when nothing is there.
    public func removing(at location: ItemLocation) -> (layout: HomeLayout, item: HomeItem)? {
        guard let item = item(at: location) else { return nil }
        var layout = self
        switch location {
        case .page(let p, let i): layout.pages[p].remove(at: i)
        case .dock(let i): layout.dock.remove(at: i)
        case .folder(let id, let p, let i): layout.updateFolder(id) { $0.pages[p].remove(at: i) }
        }
        return (layout, item)
    }

    /// Replaces each folder left with one app by that app, in the folder's place, drops empty
    /// folder pages, and removes folders left with none.
    public func dissolvingSingleAppFolders() -> HomeLayout {
        var layout = self
        for p in layout.pages.indices {
            layout.pages[p] = layout.pages[p].compactMap { item in
                guard case .folder(var folder) = item else { return item }
                folder.pages.removeAll(where: \.isEmpty)
                switch folder.apps.count {
                case 0: return nil
                case 1: return .app(folder.apps[0])
                default: return .folder(folder)
                }
            }
        }
        return layout
    }

    /// The indices of empty home pages.
    public var emptyPageIndices: [Int] {
        pages.indices.filter { pages[$0].isEmpty }
    }

    /// The layout without empty home pages. The last page stays even when empty, so that a
    /// layout always has a page to show.
    public func removingEmptyPages() -> HomeLayout {
        var layout = self
        layout.pages.removeAll(where: \.isEmpty)
        if layout.pages.isEmpty { layout.pages = [[]] }
        return layout
    }
}
