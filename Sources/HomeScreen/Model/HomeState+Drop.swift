import GlassCore
import GlassMotion

extension HomeState {
    /// The finger lifted while carrying. A solution is committed exactly as previewed (light
    /// impact, or the medium impact of a new folder); no solution is an invalid drop (heavy
    /// impact, spring back, two shakes). Pages left empty go in a commit of their own.
    mutating func dragEnded(at now: Double) -> [HomeEffect] {
        guard let current = drag else { return [] }
        let shown = previewLayout
        drag = nil
        guard let solution = current.solution else {
            flyBack(current, kind: .invalid, at: now)
            keepPagerOnAPage(at: now)
            return [.haptic(HapticEvent(.dropFailure, at: now))]
        }
        let oldPageCount = layout.pages.count
        var result = solution.layout
        let temporaryPage = layout.pages.count
        if current.hasTemporaryPage, result.pages[safe: temporaryPage]?.isEmpty == true {
            result.pages.remove(at: temporaryPage)
        }
        var effects: [HomeEffect] = []
        let haptic: HapticEvent.Reason
        switch solution.outcome {
        case .createdFolder(let id):
            // The folder is born in place and the dropped app converges into it there
            // (`FolderCreationTimeline`); nothing flies.
            haptic = .folderCreate
            let center = geometry.restingFrame(solution.placed, dockCount: result.dock.count).center
            folderCreation = FolderCreationState(folder: id, startedAt: now, arrivingFrom: current.iconCenter - center)
        case .moved, .addedToFolder:
            haptic = .dropSuccess
            startFlight(current, to: solution.placed, in: result, at: now)
        }
        effects.append(.haptic(HapticEvent(haptic, at: now)))
        if result != layout {
            layout = result
            effects.append(.commit(LayoutChange(kind: changeKind(current.item, solution), layout: layout, time: now)))
            effects.append(.announce(Announcement(moveAnnouncement(current.item, solution), at: now)))
        }
        startReflow(from: shown, at: now)
        effects += removeEmptyPages(at: now)
        morphPageDots(from: oldPageCount, at: now)
        keepPagerOnAPage(at: now)
        syncOpenFolder(at: now)
        return effects
    }

    /// After a drag the temporary extra page is gone: a pager left on it returns to the last page.
    private mutating func keepPagerOnAPage(at now: Double) {
        if pager.page >= layout.pages.count {
            pager.scroll(to: layout.pages.count - 1, at: now, pageCount: layout.pages.count + 1)
        }
    }

    /// The touch was cancelled: the icon springs home, nothing is committed or played.
    mutating func cancelDrag(at now: Double) {
        guard let current = drag else { return }
        drag = nil
        flyBack(current, kind: .cancelled, at: now)
        keepPagerOnAPage(at: now)
    }

    /// Removes empty pages (never the only page) as one commit.
    mutating func removeEmptyPages(at now: Double) -> [HomeEffect] {
        let empty = layout.emptyPageIndices
        guard !empty.isEmpty, layout.pages.count > 1 else { return [] }
        let oldCount = layout.pages.count
        layout = layout.removingEmptyPages()
        pagesRemoved(empty, oldCount: oldCount, at: now)
        return [.commit(LayoutChange(kind: .removeEmptyPages(empty), layout: layout, time: now))]
    }

    private func changeKind(_ item: HomeItem, _ solution: ReorderSolution) -> LayoutChange.Kind {
        switch solution.outcome {
        case .moved: .move(item.id, to: solution.placed)
        case .createdFolder(let id): .createFolder(id, name: solution.layout.folder(id)?.name ?? "")
        case .addedToFolder(let app, let id): .addToFolder(app, id)
        }
    }

    /// The icon flies back to where it was picked up; the pages return to its page.
    private mutating func flyBack(_ current: DragState, kind: DropAnimation.Kind, at now: Double) {
        if case .page(let page, _) = current.origin, page != pager.page {
            pager.scroll(to: page, at: now, pageCount: layout.pages.count)
        }
        if case .folder(let id, _, _) = current.origin, openFolder?.id != id {
            openFolder(id, at: now)
        }
        let destination = geometry.restingFrame(current.origin, dockCount: layout.dock.count).center
        let spring = HomeScreenMotion.invalidDrop
        let settle = spring.settlingDuration(
            from: current.iconCenter.distance(to: destination), to: 0,
            initialVelocity: current.velocity.length, epsilon: 0.5)
        let duration = max(
            settle,
            kind == .invalid
                ? HomeScreenMotion.invalidDropShakeDuration
                : HomeScreenMotion.pageFadeDuration)
        dropAnimation = DropAnimation(
            kind: kind, item: current.item.id, releasedAt: current.iconCenter,
            destination: destination, duration: duration,
            velocity: current.velocity, startedAt: now)
    }

    /// The icon springs from the finger to its place in `result` with the gesture's velocity.
    private mutating func startFlight(
        _ current: DragState, to placed: ItemLocation, in result: HomeLayout, at now: Double
    ) {
        let destination = geometry.restingFrame(placed, dockCount: result.dock.count).center
        let spring = HomeScreenMotion.validDrop
        let settle = spring.settlingDuration(
            from: current.iconCenter.distance(to: destination), to: 0,
            initialVelocity: current.velocity.length, epsilon: 0.5)
        let placedID: ItemID =
            if case .page(let p, let i) = placed, let item = result.pages[safe: p]?[safe: i] {
                item.id
            } else {
                current.item.id
            }
        dropAnimation = DropAnimation(
            kind: .valid, item: placedID, releasedAt: current.iconCenter,
            destination: destination,
            duration: max(settle, HomeScreenMotion.dropScaleDuration),
            velocity: current.velocity, startedAt: now)
    }
}
