import GlassCore

extension HomeState {
    /// The accessibility tree as VoiceOver would walk it, in reading order, at rest.
    ///
    /// An alert is modal: only it is exposed. An open folder hides the home screen behind it.
    /// Otherwise: the Done control (edit mode), the current page's icons each followed by its
    /// delete badge, the dock, and the page indicator ("Page 2 of 3", adjustable).
    public func accessibilityElements() -> [AccessibilityElement] {
        let g = geometry
        if let alert = deleteAlert {
            return [
                AccessibilityElement(
                    label: "Delete “\(catalog.name(of: alert.app))”?", traits: [.header, .staticText],
                    frame: g.deleteAlertFrame),
                AccessibilityElement(label: "Delete", traits: .button, frame: g.deleteAlertDeleteFrame),
                AccessibilityElement(label: "Cancel", traits: .button, frame: g.deleteAlertCancelFrame),
            ]
        }
        var elements: [AccessibilityElement] = []
        if isEditing {
            elements.append(AccessibilityElement(label: "Done", traits: .button, frame: g.doneButtonFrame))
        }
        if let open = openFolder, open.closingAt == nil, let folder = layout.folder(open.id) {
            elements.append(AccessibilityElement(label: folder.name, traits: .header, frame: g.folderTitleFrame))
            for (index, app) in (folder.pages[safe: open.pager.page] ?? []).enumerated() {
                elements += iconElements(.app(app), frame: g.folderIconFrame(slot: index), inDock: false)
            }
            return elements
        }
        for (index, item) in (layout.pages[safe: currentPage] ?? []).enumerated() {
            elements += iconElements(item, frame: g.iconFrame(slot: index), inDock: false)
        }
        for (index, frame) in g.dockIconFrames(count: layout.dock.count).enumerated() {
            elements += iconElements(.app(layout.dock[index]), frame: frame, inDock: true)
        }
        elements.append(
            AccessibilityElement(
                label: "Page \(currentPage + 1) of \(layout.pages.count)", traits: .adjustable,
                frame: g.pageIndicatorFrame(pageCount: layout.pages.count)))
        return elements
    }

    /// An icon ("Safari", "Folder, Utilities, 4 apps"; "Dock" as the value in the dock) and,
    /// in edit mode, its badge ("Delete Safari").
    private func iconElements(_ item: HomeItem, frame: Rect, inDock: Bool) -> [AccessibilityElement] {
        let label: String =
            switch item {
            case .app(let app): catalog.name(of: app)
            case .folder(let folder):
                "Folder, \(folder.name), \(folder.apps.count) app\(folder.apps.count == 1 ? "" : "s")"
            }
        var elements = [
            AccessibilityElement(
                label: label, traits: .button, value: inDock ? "Dock" : "",
                frame: frame.union(inDock ? frame : geometry.labelFrame(forIcon: frame)))
        ]
        if isEditing, let app = item.app, canDelete(app) {
            elements.append(
                AccessibilityElement(
                    label: "Delete \(catalog.name(of: app))", traits: .button,
                    frame: geometry.deleteBadgeHitFrame(forIcon: frame)))
        }
        return elements
    }
}
