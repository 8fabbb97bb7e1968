import GlassCore
import GlassMotion

extension HomeState {
    /// Starts, keeps or stops the dwell in a side edge's 50 pt zone (see `EdgeDwell` for why the
    /// spec's top and bottom zones became left and right). The dock's strip does not page.
    mutating func updateEdgeDwell(at now: Double) {
        guard let current = drag else { return }
        let zone = HomeScreenMotion.autoScrollZoneHeight
        let x = current.location.x
        let direction: Int? =
            geometry.dockArea.contains(current.location)
            ? nil
            : x < zone
                ? -1
                : x > geometry.screen.width - zone
                    ? 1
                    : nil
        guard direction != current.edgeDwell?.direction else { return }
        drag?.edgeDwell = direction.map {
            EdgeDwell(direction: $0, since: now, nextDue: now + HomeScreenMotion.autoScrollDwell)
        }
    }

    /// Each 0.5 s in the zone after the first 0.5 s: turn one page (onto the temporary extra
    /// page at the end, if that is next) with a light impact. At the first or last page nothing
    /// turns and nothing plays, and the dwell waits without ticking until the finger leaves
    /// the zone, so however long it rests there (a script that jumps 1e9 s) the clock passes
    /// in as many ticks as there are pages.
    mutating func autoScrollTick(at now: Double) -> [HomeEffect] {
        guard let current = drag, let edge = current.edgeDwell else { return [] }
        drag?.edgeDwell?.nextDue = edge.nextDue + HomeScreenMotion.autoScrollHapticInterval
        let destination = pager.page + edge.direction
        guard current.working.pages.indices.contains(destination) else {
            drag?.edgeDwell?.nextDue = .infinity
            return []
        }
        pager.scroll(to: destination, at: now, pageCount: current.working.pages.count)
        drag?.folderHover = nil
        drag?.pendingReorder = nil
        let count = current.working.pages[destination].count
        if let slot = geometry.slot(at: current.iconCenter) {
            setTarget(.page(destination, slot: min(slot, count)), at: now)
        }
        return [.haptic(HapticEvent(.autoScroll, at: now))]
    }
}
