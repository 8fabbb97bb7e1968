import GlassCore
import GlassMotion

extension HomeState {
    /// The pages a swipe moves: the open folder's, else the home pages.
    private var swipesFolder: Bool { openFolder.map { $0.closingAt == nil } ?? false }

    private var openFolderPageCount: Int {
        openFolder.flatMap { layout.folder($0.id)?.pages.count } ?? 1
    }

    mutating func beginSwipe() {
        press?.role = .swipe
        if swipesFolder {
            let count = openFolderPageCount
            openFolder?.pager.beginTracking(at: time, pageCount: count)
        } else {
            wheelLastScroll = nil
            pager.beginTracking(at: time, pageCount: layout.pages.count)
        }
    }

    mutating func swipeMoved(_ current: Press) {
        let translation = current.location.x - current.startLocation.x
        if swipesFolder {
            openFolder?.pager.track(translation: translation)
        } else {
            pager.track(translation: translation)
        }
    }

    /// Lets the pages go with the finger's velocity; they settle with `PagerState.settleSpring`
    /// and the selection haptic plays when they arrive on a new page.
    mutating func swipeEnded(_ current: Press) {
        if swipesFolder {
            let count = openFolderPageCount
            openFolder?.pager.release(velocityX: current.velocity.dx, at: time, pageCount: count)
        } else {
            pager.release(velocityX: current.velocity.dx, at: time, pageCount: layout.pages.count)
        }
    }

    /// A page dot tap or `goToPage`: an eased 0.3 s jump, ignored for pages that do not exist.
    mutating func goToPage(_ page: Int, at now: Double) {
        guard layout.pages.indices.contains(page), drag == nil, !pager.isTracking else { return }
        pager.jump(to: page, at: now, pageCount: layout.pages.count)
    }

    /// A wheel or trackpad scroll moves the pages like a finger; they settle once it stops.
    mutating func scrollPages(by deltaX: Double, at now: Double) {
        guard press == nil, drag == nil, deltaX.isFinite else { return }
        if wheelLastScroll == nil {
            pager.beginTracking(at: now, pageCount: layout.pages.count)
        }
        if case .tracking(_, let translation) = pager.motion {
            pager.track(translation: translation - deltaX)
        }
        wheelLastScroll = now
    }

    /// After pages were removed: keeps showing the same page when it survived, else the
    /// nearest one, and morphs the dots from the old count.
    mutating func pagesRemoved(_ removed: [Int], oldCount: Int, at now: Double) {
        let before = removed.filter { $0 < pager.page }.count
        let kept = min(pager.page - before, layout.pages.count - 1)
        pager = PagerState(page: max(kept, 0), width: pager.width)
        morphPageDots(from: oldCount, at: now)
    }

    /// Starts the dots' morph when the page count changed.
    mutating func morphPageDots(from oldCount: Int, at now: Double) {
        guard oldCount != layout.pages.count else { return }
        pageDotMorph = PageDotMorph(fromCount: oldCount, toCount: layout.pages.count, startedAt: now)
    }
}
