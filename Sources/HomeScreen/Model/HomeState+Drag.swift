import GlassCore
import GlassMotion

extension HomeState {
    /// Radius of an icon's folder zone around its center, in points: the visible icon's radius,
    /// inside the cell that is its reorder zone (Launcher3).
    public static let folderZoneRadius = HomeScreenTokens.appIcon.size / 2

    /// How long the finger rests on a cell before the icons reflow to open a gap there, in
    /// seconds (ours; Launcher3 waits too). Without it, a finger sweeping toward an icon's center
    /// would cross the cell's edge first and shove the icon aside before it could become a folder.
    public static let reorderDelay = 0.15

    /// The finger passed 10 pt on an icon in edit mode: it lifts (medium impact), leaving a
    /// gap that the preview holds open at its place until the finger names another.
    mutating func startDrag(from location: ItemLocation, at now: Double) -> [HomeEffect] {
        guard let current = press, let (working, item) = layout.removing(at: location).map({ ($0.layout, $0.item) })
        else { return [] }
        var withExtraPage = working
        let addsPage = working.pages.count < HomeLayout.homePageLimits.maximumPages
        if addsPage { withExtraPage.pages.append([]) }
        let frame = geometry.restingFrame(location, dockCount: layout.dock.count)
        let insideFolder: FolderID? = if case .folder(let id, _, _) = location { id } else { nil }
        let originTarget: DropTarget =
            switch location {
            case .page(let page, let index): .page(page, slot: index)
            case .dock(let index): .dock(slot: index)
            case .folder(let id, let page, let index): .folderPage(id, page: page, slot: index)
            }
        let originSolution = ReorderSolver.solve(withExtraPage, dragging: item, to: originTarget, catalog: catalog)
        drag = DragState(
            item: item, origin: location, working: withExtraPage, hasTemporaryPage: addsPage,
            grabOffset: frame.center - current.startLocation, location: current.location,
            velocity: current.velocity, startedAt: now, insideFolder: insideFolder,
            target: originTarget,
            solution: originSolution, preview: originSolution?.layout, pendingReorder: nil, folderHover: nil,
            edgeDwell: nil)
        press?.role = .drag
        return [.haptic(HapticEvent(.iconPickup, at: now))] + dragMoved(at: now)
    }

    /// The finger moved while carrying: follow it, then re-aim.
    mutating func dragMoved(at now: Double) -> [HomeEffect] {
        guard let current = press, drag != nil else { return [] }
        drag?.location = current.location
        drag?.velocity = current.velocity
        if let folder = drag?.insideFolder {
            aimInsideFolder(folder, at: now)
        } else {
            updateEdgeDwell(at: now)
            aimOnHome(at: now)
        }
        return []
    }

    /// Inside an open folder the target is a folder slot; leaving the panel closes the folder
    /// and the drag carries on over the home page.
    private mutating func aimInsideFolder(_ folder: FolderID, at now: Double) {
        guard let current = drag, let open = openFolder, open.id == folder,
            let slot = geometry.folderSlot(at: current.iconCenter)
        else {
            drag?.insideFolder = nil
            closeFolder(at: now)
            aimOnHome(at: now)
            return
        }
        let page = open.pager.page
        let count = current.working.folder(folder)?.pages[safe: page]?.count ?? 0
        setTarget(.folderPage(folder, page: page, slot: min(slot, count)), at: now)
    }

    /// On the home screen: the dock, the grid's cells (reorder), an icon's folder zone (dwell),
    /// or above the grid (nothing: an invalid drop). The strip between grid and dock keeps the
    /// last target, so the preview does not flicker at the boundary.
    private mutating func aimOnHome(at now: Double) {
        guard let current = drag else { return }
        let center = current.iconCenter
        if geometry.dockArea.contains(center) {
            drag?.folderHover = nil
            drag?.pendingReorder = nil
            let takesIt = current.item.app != nil && current.working.dock.count < HomeScreenTokens.dock.maximumApps
            let slot = geometry.dockSlot(atX: center.x, count: current.working.dock.count + 1)
            setTarget(takesIt ? .dock(slot: slot) : nil, at: now)
            return
        }
        if center.y < geometry.gridArea.minY {
            drag?.folderHover = nil
            drag?.pendingReorder = nil
            setTarget(nil, at: now)
            return
        }
        guard let slot = geometry.slot(at: center) else {
            drag?.pendingReorder = nil
            return
        }
        if let hover = current.folderHover, inFolderZone(center, slot: hover.slot) { return }
        drag?.folderHover = nil
        if let hover = newFolderHover(at: slot, center: center, now: now) {
            drag?.folderHover = hover
            drag?.pendingReorder = nil
            return
        }
        let page = pager.page
        let count = current.working.pages[safe: page]?.count ?? 0
        let target = DropTarget.page(page, slot: min(slot, count))
        if case .merge? = current.target {
            // Leaving an armed folder target cancels it at once: a release now must not merge.
            drag?.pendingReorder = nil
            setTarget(target, at: now)
        } else if target == current.target {
            drag?.pendingReorder = nil
        } else if current.pendingReorder?.target != target {
            drag?.pendingReorder = PendingReorder(target: target, since: now)
        }
    }

    /// The finger rested on a cell for `reorderDelay`: the icons reflow around the gap.
    mutating func reorderDelayPassed(at now: Double) -> [HomeEffect] {
        guard let pending = drag?.pendingReorder else { return [] }
        drag?.pendingReorder = nil
        setTarget(pending.target, at: now)
        return []
    }

    private func inFolderZone(_ center: Point, slot: Int) -> Bool {
        center.distance(to: geometry.iconFrame(slot: slot).center) <= Self.folderZoneRadius
    }

    /// A dwell starts over an app or folder shown at `slot`, unless the carried item is a folder,
    /// the icon there is the carried one's own gap, or it is still being pushed aside.
    private func newFolderHover(at slot: Int, center: Point, now: Double) -> FolderHover? {
        guard let current = drag, current.item.app != nil, inFolderZone(center, slot: slot),
            let occupant = previewLayout.pages[safe: pager.page]?[safe: slot],
            occupant.id != current.item.id, !isPushedAside(occupant.id, at: now),
            case .page(let page, let index)? = current.working.location(of: occupant.id)
        else { return nil }
        return FolderHover(item: occupant.id, page: page, index: index, slot: slot, since: now, armedAt: nil)
    }

    /// Whether `item` moved with the latest reflow and has not yet settled into its new place.
    func isPushedAside(_ item: ItemID, at now: Double) -> Bool {
        reflow?.isMoving(item, at: now) ?? false
    }

    /// What the screen shows: the drag's preview while carrying, else the committed layout.
    public var previewLayout: HomeLayout {
        drag?.preview ?? layout
    }

    /// Aims at `target`; the solution is solved once per change of target and reused until
    /// the next change, so hovering costs nothing and the drop commits what was shown.
    mutating func setTarget(_ target: DropTarget?, solution known: ReorderSolution? = nil, at now: Double) {
        guard var current = drag, current.target != target else { return }
        let before = previewLayout
        current.target = target
        current.solution =
            known
            ?? target.flatMap {
                ReorderSolver.solve(current.working, dragging: current.item, to: $0, catalog: catalog)
            }
        if case .merge? = target {} else { current.preview = current.solution?.layout }
        drag = current
        startReflow(from: before, at: now)
    }

    /// Springs every icon whose place in the strip differs between `before` and the layout
    /// shown now toward its new place: from where its spring has it now, at its speed, if it
    /// is still moving; from its old place, at rest, if not.
    mutating func startReflow(from before: HomeLayout, at now: Double) {
        let old = stripPlaces(of: before), new = stripPlaces(of: previewLayout)
        var motions = reflow?.motions ?? [:]
        // The dock stays put while pages turn: springs aimed at it over another page move along.
        if let reflow, reflow.pageShown != pager.page {
            let shift = Vector(dx: Double(pager.page - reflow.pageShown) * geometry.screen.width, dy: 0)
            for app in before.dock {
                motions[.app(app)]?.from += shift
                motions[.app(app)]?.target += shift
            }
        }
        for (id, place) in new {
            if let motion = motions[id] {
                if motion.target != place { motions[id] = motion.retargeted(to: place, at: now) }
            } else if let was = old[id], was != place {
                motions[id] = SpringMotion(spring: HomeScreenMotion.validDrop, from: was, to: place, startTime: now)
            }
        }
        // An icon no longer shown (a deleted app, one gone into a folder) has nowhere to go.
        motions = motions.filter { new[$0.key] != nil }
        reflow = motions.isEmpty ? nil : ReflowAnimation(motions: motions, pageShown: pager.page)
    }

    /// The center of every page and dock icon of `layout` in the strip of pages: a page's
    /// slot moved by its page's index times the screen's width, the dock's over the page shown.
    func stripPlaces(of layout: HomeLayout) -> [ItemID: Vector] {
        var result: [ItemID: Vector] = [:]
        let width = geometry.screen.width
        for (p, page) in layout.pages.enumerated() {
            for (i, item) in page.enumerated() {
                let center = geometry.restingFrame(.page(p, index: i), dockCount: layout.dock.count).center
                result[item.id] = Vector(dx: center.x + Double(p) * width, dy: center.y)
            }
        }
        for (i, app) in layout.dock.enumerated() {
            let center = geometry.restingFrame(.dock(index: i), dockCount: layout.dock.count).center
            result[.app(app)] = Vector(dx: center.x + Double(pager.page) * width, dy: center.y)
        }
        return result
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
