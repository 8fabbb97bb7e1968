import GlassCore
import GlassMotion

extension HomeState {
    /// Feeds one touch sample. Timers due before `event.time` fire first, at their own times.
    public mutating func reduce(_ event: TouchEvent) -> [HomeEffect] {
        var effects = advance(to: event.time)
        switch event.phase {
        case .began: effects += touchBegan(event)
        case .moved: effects += touchMoved(event)
        case .ended: effects += touchEnded(event)
        case .cancelled: effects += touchCancelled(event)
        }
        return effects
    }

    /// Feeds one non-touch input at `time`.
    public mutating func reduce(_ action: HomeAction, at time: Double) -> [HomeEffect] {
        var effects = advance(to: time)
        let now = self.time
        switch action {
        case .done: effects += done(at: now)
        case .editHomeScreen: effects += enterEditMode(at: now)
        case .confirmDelete: effects += confirmDelete(at: now)
        case .cancelDelete: deleteAlert = nil
        case .renameFolder(let id, let name): effects += renameFolder(id, to: name, at: now)
        case .setReduceMotion(let on): reduceMotion = on
        case .goToPage(let page): goToPage(page, at: now)
        case .scrollPages(let deltaX): scrollPages(by: deltaX, at: now)
        }
        return effects
    }

    /// Moves the clock to `newTime`, firing every timer due on the way in time order.
    public mutating func advance(to newTime: Double) -> [HomeEffect] {
        let target = max(newTime, time)
        var effects: [HomeEffect] = []
        while let (due, timer) = nextTimer(), due <= target {
            time = max(time, due)
            effects += fire(timer, at: time)
        }
        time = target
        finishAnimations()
        return effects
    }

    /// The timers the model schedules; each fires at most once per due time.
    enum Timer: CaseIterable {
        case longPress, reorder, folderHover, autoScroll, homeSettle, folderSettle, wheelIdle
    }

    /// The earliest due timer.
    func nextTimer() -> (Double, Timer)? {
        Timer.allCases.compactMap { timer in due(timer).map { ($0, timer) } }.min { $0.0 < $1.0 }
    }

    private func due(_ timer: Timer) -> Double? {
        switch timer {
        case .longPress: press?.longPressDue
        case .reorder: drag?.pendingReorder.map { $0.since + HomeState.reorderDelay }
        case .folderHover: drag?.folderHover.flatMap { $0.armedAt == nil ? $0.due : nil }
        case .autoScroll: drag?.edgeDwell?.nextDue
        case .homeSettle: pager.settleHapticDue
        case .folderSettle: openFolder?.pager.settleHapticDue
        case .wheelIdle: wheelLastScroll.map { $0 + PagerState.wheelIdleDelay }
        }
    }

    private mutating func fire(_ timer: Timer, at now: Double) -> [HomeEffect] {
        switch timer {
        case .longPress: return longPressFired(at: now)
        case .reorder: return reorderDelayPassed(at: now)
        case .folderHover: return folderHoverArmed(at: now)
        case .autoScroll: return autoScrollTick(at: now)
        case .homeSettle:
            pager.consumeSettleHaptic()
            return [.haptic(HapticEvent(.pageSwipe, at: now))]
        case .folderSettle:
            openFolder?.pager.consumeSettleHaptic()
            return [.haptic(HapticEvent(.pageSwipe, at: now))]
        case .wheelIdle:
            wheelLastScroll = nil
            pager.release(velocityX: 0, at: now, pageCount: layout.pages.count)
            return []
        }
    }

    /// Drops the state of animations that have run their course; nothing observable changes.
    private mutating func finishAnimations() {
        if let open = openFolder, let closing = open.closingAt,
            time >= closing + HomeScreenMotion.folderOpenDuration
        {
            openFolder = nil
        }
        if let creation = folderCreation, time >= creation.startedAt + HomeScreenMotion.folderCreationDuration {
            folderCreation = nil
        }
        if let morph = pageDotMorph, time >= morph.startedAt + HomeScreenMotion.pageFadeDuration {
            pageDotMorph = nil
        }
        if let ended = editModeEndedAt, time >= ended + HomeScreenMotion.deleteButtonFadeDuration {
            editModeEndedAt = nil
        }
        reflow = reflow?.dropping(settledAt: time)
        if let drop = dropAnimation, time >= drop.startedAt + drop.duration {
            dropAnimation = nil
        }
    }
}
