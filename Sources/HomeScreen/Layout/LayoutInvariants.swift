import GlassCore

extension HomeLayout {
    /// What is wrong with this layout as a committed home screen, one sentence each; empty when
    /// it is valid. Property tests assert this after every event.
    public func violations(catalog: AppCatalog) -> [String] {
        var problems: [String] = []
        let dockLimit = HomeScreenTokens.dock.maximumApps
        if dock.count > dockLimit { problems.append("the dock holds \(dock.count) apps, more than \(dockLimit)") }
        if pages.isEmpty { problems.append("there is no page") }
        let limits = HomeLayout.homePageLimits
        if pages.count > limits.maximumPages {
            problems.append("there are \(pages.count) pages, more than \(limits.maximumPages)")
        }
        for (p, page) in pages.enumerated() where page.count > limits.capacity {
            problems.append("page \(p) holds \(page.count) icons, more than \(limits.capacity)")
        }
        for folder in folders {
            if folder.apps.count < 2 { problems.append("\(folder.id) holds \(folder.apps.count) app(s), fewer than 2") }
            for (fp, page) in folder.pages.enumerated() where page.count > HomeLayout.folderPageLimits.capacity {
                problems.append(
                    "\(folder.id) page \(fp) holds \(page.count) apps, more than \(HomeLayout.folderPageLimits.capacity)"
                )
            }
            if folder.pages.count > HomeLayout.folderPageLimits.maximumPages {
                problems.append("\(folder.id) has \(folder.pages.count) pages")
            }
        }
        let folderIDs = folders.map(\.id)
        if Set(folderIDs).count != folderIDs.count { problems.append("two folders share an id") }
        var seen = Set<AppID>()
        for app in allApps {
            if !seen.insert(app).inserted { problems.append("\(app) appears more than once") }
            if !catalog.contains(app) { problems.append("\(app) is not in the catalog") }
        }
        return problems
    }
}
