import GlassCore
import GlassMotion

extension HomeState {
    mutating func touchBegan(_ event: TouchEvent) -> [HomeEffect] {
        var effects: [HomeEffect] = []
        if let press {
            guard press.touch == event.touch else { return [] }
            effects += touchCancelled(
                TouchEvent(
                    time: event.time, touch: event.touch, phase: .cancelled,
                    location: press.location))
        }
        let target = hitTest(event.location)
        var newPress = Press(
            touch: event.touch, startLocation: event.location, startTime: time,
            location: event.location, lastTime: time, velocity: .zero, target: target,
            role: .undecided, longPressDue: nil, longPressFired: false)
        if target.mayLongPress && !isEditing {
            // "Long Press Start: 0.0s - Medium impact": every press that may become a long press.
            newPress.longPressDue = time + HomeScreenMotion.longPressDuration
            effects.append(.haptic(HapticEvent(.longPressStart, at: time)))
        } else if case .deleteBadge = target {
            effects.append(.haptic(HapticEvent(.deleteTap, at: time)))
        }
        press = newPress
        return effects
    }

    mutating func touchMoved(_ event: TouchEvent) -> [HomeEffect] {
        guard var current = press, current.touch == event.touch else { return [] }
        current.move(to: event.location, at: time)
        press = current
        switch current.role {
        case .drag:
            return dragMoved(at: time)
        case .swipe:
            swipeMoved(current)
            return []
        case .ignored:
            return []
        case .undecided:
            guard current.travel > HomeScreenMotion.dragThreshold else { return [] }
            press?.longPressDue = nil
            return startDragOrSwipe(current)
        }
    }

    mutating func touchEnded(_ event: TouchEvent) -> [HomeEffect] {
        guard var current = press, current.touch == event.touch else { return [] }
        current.move(to: event.location, at: time)
        press = nil
        switch current.role {
        case .drag:
            drag?.location = current.location
            drag?.velocity = current.velocity
            return dragEnded(at: time)
        case .swipe:
            swipeEnded(current)
            return []
        case .ignored:
            return []
        case .undecided:
            return current.longPressFired ? [] : tap(current.target, liftedAt: current.location)
        }
    }

    mutating func touchCancelled(_ event: TouchEvent) -> [HomeEffect] {
        guard let current = press, current.touch == event.touch else { return [] }
        press = nil
        switch current.role {
        case .drag:
            cancelDrag(at: time)
        case .swipe:
            var still = current
            still.velocity = .zero
            swipeEnded(still)
        case .undecided, .ignored:
            break
        }
        return []
    }

    /// The finger travelled past 10 pt: in edit mode an icon lifts; elsewhere a sideways move
    /// swipes pages and anything else (a vertical pull, a control) is left alone.
    private mutating func startDragOrSwipe(_ current: Press) -> [HomeEffect] {
        if isEditing, case .icon(let location) = current.target {
            return startDrag(from: location, at: time)
        }
        let delta = current.location - current.startLocation
        guard current.target.mayLongPress || current.target.isPageDot else { return [] }
        if abs(delta.dx) >= abs(delta.dy) {
            beginSwipe()
        } else {
            press?.role = .ignored
        }
        return []
    }

    /// A touch that lifted without becoming a swipe or drag, on the same target it came down on.
    /// A tap on an app outside edit mode asks the host to open it (spec 000 stops at the home
    /// screen; what an app is, the host knows).
    /// Where the icon at `location` is on screen, the pages and folders at rest.
    func iconScreenFrame(_ location: ItemLocation) -> Rect {
        switch location {
        case .page(_, let index): geometry.iconFrame(slot: index)
        case .dock(let index): geometry.dockIconFrame(index: index, count: layout.dock.count)
        case .folder(_, _, let index): geometry.folderIconFrame(slot: index)
        }
    }

    private mutating func tap(_ target: HitTarget, liftedAt point: Point) -> [HomeEffect] {
        guard hitTest(point) == target else { return [] }
        switch target {
        case .alertDelete: return confirmDelete(at: time)
        case .alertCancel: deleteAlert = nil
        case .alertBackground, .folderPanel: break
        case .doneButton: exitEditMode(at: time)
        case .deleteBadge(let app, _): deleteAlert = DeleteAlertState(app: app, shownAt: time)
        case .icon(let location):
            switch layout.item(at: location) {
            case .folder(let folder)?: openFolder(folder.id, at: time)
            case .app(let app)? where !isEditing: return [.open(app, from: iconScreenFrame(location))]
            default: break
            }
        case .pageDot(let page): goToPage(page, at: time)
        case .outsideFolder: closeFolder(at: time)
        case .empty: exitEditMode(at: time)
        }
        return []
    }
}
