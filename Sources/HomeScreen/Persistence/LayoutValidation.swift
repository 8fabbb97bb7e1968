import GlassCore

extension HomeLayout {
    /// Builds a layout from a document, or throws every problem with its field path: an icon
    /// that is not exactly one of app or folder, apps the catalog does not know, an app twice,
    /// a dock over 4 apps or holding a folder, more than 24 icons a page or 15 pages, a folder
    /// inside a folder, a folder of fewer than 2 apps, a folder page over 9, a folder id twice.
    public init(validating document: LayoutDocument, catalog: AppCatalog) throws(LayoutImportError) {
        var check = DocumentCheck(catalog: catalog)
        let dock = check.dock(document.dock)
        let pages = check.pages(document.pages)
        guard check.problems.isEmpty else { throw LayoutImportError(problems: check.problems) }
        self.init(dock: dock, pages: check.assigningFolderIDs(pages))
    }
}

/// Walks a document once, collecting problems and the values that passed.
struct DocumentCheck {
    let catalog: AppCatalog
    var problems: [LayoutProblem] = []
    /// Where each app was first seen, for duplicate messages.
    var seen: [AppID: String] = [:]
    var folderIDs: Set<Int> = []

    init(catalog: AppCatalog) { self.catalog = catalog }

    mutating func fail(_ path: String, _ message: String) {
        problems.append(LayoutProblem(path: path, message: message))
    }

    mutating func dock(_ items: [ItemDocument]) -> [AppID] {
        let limit = HomeScreenTokens.dock.maximumApps
        if items.count > limit { fail("dock", "holds \(items.count) apps, at most \(limit)") }
        return items.enumerated().compactMap { index, item in
            let path = "dock[\(index)]"
            guard item.folder == nil else {
                fail(path, "the dock holds apps only, not folders")
                return nil
            }
            return app(item, at: path)
        }
    }

    mutating func pages(_ pages: [[ItemDocument]]) -> [[HomeItem]] {
        let limits = HomeLayout.homePageLimits
        if pages.isEmpty { fail("pages", "a layout needs at least one page") }
        if pages.count > limits.maximumPages { fail("pages", "\(pages.count) pages, at most \(limits.maximumPages)") }
        return pages.enumerated().map { p, page in
            if page.count > limits.capacity {
                fail("pages[\(p)]", "holds \(page.count) icons, at most \(limits.capacity)")
            }
            return page.enumerated().compactMap { i, item in self.item(item, at: "pages[\(p)][\(i)]") }
        }
    }

    private mutating func item(_ item: ItemDocument, at path: String) -> HomeItem? {
        if let document = item.folder {
            guard item.app == nil else {
                fail(path, "an icon must have exactly one of \"app\" or \"folder\"")
                return nil
            }
            return folder(document, at: path + ".folder").map(HomeItem.folder)
        }
        return app(item, at: path).map(HomeItem.app)
    }

    private mutating func folder(_ document: FolderDocument, at path: String) -> Folder? {
        let limits = HomeLayout.folderPageLimits
        var ok = true
        if let problem = Folder.nameProblem(document.name) {
            fail(path + ".name", problem)
            ok = false
        }
        if let id = document.id, !FolderID.validRange.contains(id) {
            fail(
                path + ".id",
                "must be a whole number in \(FolderID.validRange.lowerBound)...\(FolderID.validRange.upperBound), got \(id)"
            )
            ok = false
        } else if let id = document.id, !folderIDs.insert(id).inserted {
            fail(path + ".id", "folder id \(id) is used twice")
            ok = false
        }
        if document.pages.count > limits.maximumPages {
            fail(path + ".pages", "\(document.pages.count) pages, at most \(limits.maximumPages)")
            ok = false
        }
        var pages: [[AppID]] = []
        for (p, page) in document.pages.enumerated() {
            if page.count > limits.capacity {
                fail(path + ".pages[\(p)]", "holds \(page.count) apps, at most \(limits.capacity)")
                ok = false
            }
            pages.append(
                page.enumerated().compactMap { i, item in
                    let itemPath = path + ".pages[\(p)][\(i)]"
                    guard item.folder == nil else {
                        fail(itemPath, "folders cannot nest")
                        return nil
                    }
                    return app(item, at: itemPath)
                })
        }
        if document.pages.joined().count < 2 {
            fail(path + ".pages", "a folder must hold at least 2 apps")
            ok = false
        }
        guard ok else { return nil }
        // 0 marks "no id yet": `assigningFolderIDs` gives it one.
        return Folder(id: FolderID(document.id ?? 0), name: document.name, pages: pages.filter { !$0.isEmpty })
    }

    private mutating func app(_ item: ItemDocument, at path: String) -> AppID? {
        guard let raw = item.app else {
            fail(path, "an icon must have exactly one of \"app\" or \"folder\"")
            return nil
        }
        let id = AppID(raw)
        guard catalog.contains(id) else {
            fail(path + ".app", "unknown app \(raw.quotedForMessage)")
            return nil
        }
        if let first = seen[id] {
            fail(path + ".app", "\(raw.quotedForMessage) appears more than once (first at \(first))")
            return nil
        }
        seen[id] = path
        return id
    }

    /// Folders without an id get the smallest free ones, in reading order.
    func assigningFolderIDs(_ pages: [[HomeItem]]) -> [[HomeItem]] {
        var used = folderIDs
        return pages.map { page in
            page.map { item in
                guard case .folder(var folder) = item, folder.id.rawValue == 0 else { return item }
                folder.id = FolderID.firstUnused(used)
                used.insert(folder.id.rawValue)
                return .folder(folder)
            }
        }
    }
}
