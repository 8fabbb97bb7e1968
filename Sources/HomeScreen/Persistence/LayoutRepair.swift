import GlassCore

/// Turns any readable document into a valid layout without losing an app (Launcher3: repair
/// relocates misplaced items and never deletes them), and says what it moved.
///
/// - Dock apps past the fourth, and folders in the dock, go to the end of the pages.
/// - Icons past a page's 24th push on to the next page, as a drop's cascade does.
/// - A folder inside a folder gives its apps to the outer folder; a folder of one app becomes
///   that app in its place; an empty folder, which holds nothing, is dropped; a folder page
///   over 9 apps reflows into further folder pages; a blank name becomes "Folder".
/// - Empty pages go. Catalog apps the document lacks are added at the end, as iOS places a
///   new app. Past 15 full pages, the remaining apps are gathered into folders on the last page.
/// - The only things left out are ids the catalog does not know (they cannot be drawn) and
///   second mentions of an app; both are reported.
public enum LayoutRepair {
    public struct Note: Hashable, Sendable, CustomStringConvertible {
        /// Where the item was in the document, e.g. `dock[4]`; for an app the document left
        /// out, the app's id.
        public var path: String
        public var message: String
        public var description: String { "\(path): \(message)" }
    }

    public static func repair(_ document: LayoutDocument, catalog: AppCatalog) -> (layout: HomeLayout, notes: [Note]) {
        var work = RepairWork(catalog: catalog)
        let dock = work.dock(document.dock)
        var pages = document.pages.enumerated().map { p, page in
            page.enumerated().compactMap { i, item in work.item(item, at: "pages[\(p)][\(i)]") }
        }
        for app in catalog.apps.keys.sorted() where work.seen[app] == nil {
            work.seen[app] = app.rawValue
            work.displaced.append((.app(app), app.rawValue, "was missing from the layout; added to the pages"))
        }
        pages = pages.filter { !$0.isEmpty }
        if pages.isEmpty { pages = [[]] }
        pages[pages.count - 1] += work.displaced.map(\.item)
        let layout = HomeLayout(dock: dock, pages: work.reflow(pages))
        return (layout, work.notes(in: layout))
    }

    /// A stored layout re-checked on load: the same repair, from its own document.
    public static func repair(_ layout: HomeLayout, catalog: AppCatalog) -> (layout: HomeLayout, notes: [Note]) {
        repair(layout.document, catalog: catalog)
    }
}

/// The state of one repair pass.
private struct RepairWork {
    let catalog: AppCatalog
    var seen: [AppID: String] = [:]
    var usedFolderIDs: Set<Int> = []
    /// Items that must find a new place, with their document path and why.
    var displaced: [(item: HomeItem, path: String, reason: String)] = []
    /// Items that moved within the pages, noted once the final layout is known.
    var moved: [(id: ItemID, path: String, reason: String)] = []
    var dropped: [LayoutRepair.Note] = []

    init(catalog: AppCatalog) { self.catalog = catalog }

    mutating func dock(_ items: [ItemDocument]) -> [AppID] {
        var dock: [AppID] = []
        for (index, document) in items.enumerated() {
            let path = "dock[\(index)]"
            guard let item = item(document, at: path) else { continue }
            if case .app(let app) = item, dock.count < HomeScreenTokens.dock.maximumApps {
                dock.append(app)
            } else {
                displaced.append(
                    (
                        item, path,
                        item.folder == nil
                            ? "the dock holds at most 4 apps; moved to the pages"
                            : "the dock holds no folders; moved to the pages"
                    ))
            }
        }
        return dock
    }

    mutating func item(_ document: ItemDocument, at path: String) -> HomeItem? {
        if let folder = document.folder {
            return self.folder(folder, at: path + ".folder", alsoApp: document.app)
        }
        return app(document.app, at: path + ".app").map(HomeItem.app)
    }

    private mutating func app(_ raw: String?, at path: String) -> AppID? {
        guard let raw else {
            dropped.append(LayoutRepair.Note(path: path, message: "an icon with neither app nor folder; skipped"))
            return nil
        }
        let id = AppID(raw)
        guard catalog.contains(id) else {
            dropped.append(LayoutRepair.Note(path: path, message: "unknown app \(raw.quotedForMessage); skipped"))
            return nil
        }
        if let first = seen[id] {
            dropped.append(
                LayoutRepair.Note(path: path, message: "\(raw.quotedForMessage) already at \(first); kept there"))
            return nil
        }
        seen[id] = path
        return id
    }

    private mutating func folder(_ document: FolderDocument, at path: String, alsoApp: String?) -> HomeItem? {
        var apps: [AppID] = []
        if let alsoApp, let app = app(alsoApp, at: path) { apps.append(app) }
        for (p, page) in document.pages.enumerated() {
            for (i, item) in page.enumerated() {
                let itemPath = path + ".pages[\(p)][\(i)]"
                if let nested = item.folder {
                    if let flattened = folder(nested, at: itemPath + ".folder", alsoApp: item.app) {
                        apps += flattened.apps
                        moved += flattened.apps.map {
                            (.app($0), itemPath, "folders cannot nest; moved into the outer folder")
                        }
                    }
                } else if let app = app(item.app, at: itemPath + ".app") {
                    apps.append(app)
                }
            }
        }
        switch apps.count {
        case 0:
            dropped.append(LayoutRepair.Note(path: path, message: "an empty folder; removed"))
            return nil
        case 1:
            moved.append((.app(apps[0]), path, "a folder of one app; it became the app"))
            return .app(apps[0])
        default:
            let name = Folder.keptName(document.name)
            var id = document.id ?? 0
            if !FolderID.validRange.contains(id) || usedFolderIDs.contains(id) {
                id = FolderID.firstUnused(usedFolderIDs).rawValue
            }
            usedFolderIDs.insert(id)
            let limits = HomeLayout.folderPageLimits
            let pages = stride(from: 0, to: apps.count, by: limits.capacity).map {
                Array(apps[$0..<min($0 + limits.capacity, apps.count)])
            }
            if pages.count != document.pages.filter({ !$0.isEmpty }).count {
                moved.append((.folder(FolderID(id)), path, "folder pages reflowed to 9 apps each"))
            }
            return .folder(Folder(id: FolderID(id), name: name.isEmpty ? "Folder" : name, pages: pages))
        }
    }

    /// Each page keeps at most 24 icons, pushing the rest onto the next; past 15 pages the
    /// remaining apps are packed into folders.
    mutating func reflow(_ pages: [[HomeItem]]) -> [[HomeItem]] {
        let limits = HomeLayout.homePageLimits
        var result: [[HomeItem]] = []
        var carry: [HomeItem] = []
        for page in pages where !(page.isEmpty && carry.isEmpty) {
            let all = carry + page
            result.append(Array(all.prefix(limits.capacity)))
            carry = Array(all.dropFirst(limits.capacity))
        }
        while !carry.isEmpty {
            result.append(Array(carry.prefix(limits.capacity)))
            carry = Array(carry.dropFirst(limits.capacity))
        }
        guard result.count > limits.maximumPages else { return result.isEmpty ? [[]] : result }
        let overflow = result[limits.maximumPages...].flatMap { $0 }
        result.removeSubrange(limits.maximumPages...)
        packIntoFolders(overflow, onto: &result[limits.maximumPages - 1])
        return result
    }

    /// Gathers `items` into "Recovered" folders, each taking the place of one of the last
    /// icons of `page` (that icon goes into the folder first).
    private mutating func packIntoFolders(_ items: [HomeItem], onto page: inout [HomeItem]) {
        let limits = HomeLayout.folderPageLimits
        var apps = items.flatMap(\.apps)
        var index = page.count - 1
        while !apps.isEmpty, index >= 0 {
            apps.insert(contentsOf: page[index].apps, at: 0)
            let chunk = Array(apps.prefix(limits.capacity * limits.maximumPages))
            apps.removeFirst(chunk.count)
            let id = FolderID.firstUnused(usedFolderIDs)
            usedFolderIDs.insert(id.rawValue)
            let pages = stride(from: 0, to: chunk.count, by: limits.capacity).map {
                Array(chunk[$0..<min($0 + limits.capacity, chunk.count)])
            }
            page[index] = .folder(Folder(id: id, name: "Recovered", pages: pages))
            moved.append((.folder(id), "pages", "more icons than 15 pages hold; gathered into a folder"))
            index -= 1
        }
    }

    func notes(in layout: HomeLayout) -> [LayoutRepair.Note] {
        let relocated = (displaced.map { ($0.item.id, $0.path, $0.reason) } + moved).map { id, path, reason in
            let place = layout.location(of: id).map { HomeState.describe($0, in: layout) } ?? "a folder"
            return LayoutRepair.Note(path: path, message: "\(reason) (now at \(place))")
        }
        return relocated + dropped
    }
}
