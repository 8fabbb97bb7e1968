import GlassCore

extension HomeState {
    /// "Delete": the app goes (heavy impact), its page reflows, a folder left with one app
    /// dissolves into it, and a page left empty goes in a commit of its own. The last app and
    /// dock apps are never deleted.
    mutating func confirmDelete(at now: Double) -> [HomeEffect] {
        guard let alert = deleteAlert else { return [] }
        deleteAlert = nil
        guard canDelete(alert.app), let location = layout.location(of: .app(alert.app)),
            let removed = layout.removing(at: location)
        else { return [] }
        let before = layout
        layout = removed.layout.dissolvingSingleAppFolders()
        startReflow(from: before, at: now)
        var effects: [HomeEffect] = [
            .haptic(HapticEvent(.deleteConfirm, at: now)),
            .commit(LayoutChange(kind: .delete(alert.app), layout: layout, time: now)),
            .announce(Announcement("Deleted \(catalog.name(of: alert.app))", at: now)),
        ]
        effects += removeEmptyPages(at: now)
        syncOpenFolder(at: now)
        return effects
    }
}
