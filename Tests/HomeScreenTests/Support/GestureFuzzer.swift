import GlassCore

@testable import HomeScreen

/// Random but plausible input: taps, long presses, drags with pauses (some resting at a screen
/// edge to turn pages, some with a second finger down), swipes, wheel scrolls and actions,
/// aimed mostly at the places where things happen (icons, badges, dock, edges, dots, controls,
/// the open folder).
struct GestureFuzzer {
    var random: SplitMix64
    var time = 0.0

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// One gesture's inputs for `state`, in time order.
    mutating func gesture(for state: HomeState) -> [Input] {
        time += Double.random(in: 0...0.8, using: &random)
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<20: return tap(hold: Double.random(in: 0.02...0.3, using: &random), state)
        case 20..<32: return tap(hold: Double.random(in: 0.45...0.9, using: &random), state)
        case 32..<75: return drag(state)
        case 75..<82: return swipe(state)
        default: return [action(state)]
        }
    }

    enum Input {
        case touch(TouchEvent)
        case action(HomeAction, Double)
        case advance(Double)
    }

    private mutating func point(_ state: HomeState) -> Point {
        let g = state.geometry
        let slot = Int.random(in: 0..<24, using: &random)
        let choices: [Point] = [
            g.iconFrame(slot: slot).center,
            g.iconFrame(slot: slot).center + Vector(dx: 40, dy: 30),
            g.deleteBadgeFrame(forIcon: g.iconFrame(slot: slot)).center,
            g.folderIconFrame(slot: slot % 9).center,
            g.deleteBadgeFrame(forIcon: g.folderIconFrame(slot: slot % 9)).center,
            g.dockIconFrames(count: 4)[slot % 4].center,
            Point(x: Bool.random(using: &random) ? 12 : g.screen.width - 12, y: g.iconFrame(slot: slot).midY),
            Point(x: g.screen.width / 2, y: 30),
            g.pageDotCenter(index: slot % 3, count: Double(state.layout.pages.count)),
            g.doneButtonFrame.center,
            g.deleteAlertDeleteFrame.center,
            g.deleteAlertCancelFrame.center,
            Point(
                x: Double.random(in: 0..<g.screen.width, using: &random),
                y: Double.random(in: 0..<g.screen.height, using: &random)),
        ]
        return choices[Int.random(in: 0..<choices.count, using: &random)]
    }

    private mutating func touch(_ phase: TouchEvent.Phase, _ p: Point, finger: Int = 1) -> Input {
        .touch(TouchEvent(time: time, touch: finger, phase: phase, location: p))
    }

    private mutating func tap(hold: Double, _ state: HomeState) -> [Input] {
        let p = point(state)
        let down = touch(.began, p)
        time += hold
        return [down, touch(.ended, p)]
    }

    private mutating func drag(_ state: HomeState) -> [Input] {
        var p = point(state)
        var inputs = [touch(.began, p)]
        if Bool.random(using: &random) || !state.isEditing {
            time += 0.55
            inputs.append(.advance(time))
        }
        // A second finger lands somewhere during a quarter of the drags and lifts before the end.
        var second: (lands: Int, lifts: Int)?
        let legs = Int.random(in: 1...6, using: &random)
        if Int.random(in: 0..<4, using: &random) == 0 {
            let lands = Int.random(in: 0..<legs, using: &random)
            second = (lands, Int.random(in: lands..<legs, using: &random))
        }
        var secondAt = point(state)
        for leg in 0..<legs {
            if second?.lands == leg {
                time += 0.01
                inputs.append(touch(.began, secondAt, finger: 2))
            }
            // A third of the legs rest at a screen edge first, turning pages: drops land on
            // pages all over, the full ones too.
            if Int.random(in: 0..<3, using: &random) == 0 {
                let edge = Point(x: Bool.random(using: &random) ? 12 : state.geometry.screen.width - 12, y: p.y)
                time += 0.03
                inputs.append(touch(.moved, edge))
                time += Double.random(in: 0.6...1.6, using: &random)
                inputs.append(.advance(time))
                p = edge
            }
            let next = point(state)
            let steps = Int.random(in: 1...4, using: &random)
            for step in 1...steps {
                time += Double.random(in: 0.01...0.05, using: &random)
                let f = Double(step) / Double(steps)
                inputs.append(touch(.moved, Point(x: p.x + (next.x - p.x) * f, y: p.y + (next.y - p.y) * f)))
            }
            p = next
            if second != nil {
                secondAt = secondAt + Vector(dx: Double.random(in: -30...30, using: &random), dy: 20)
                time += 0.01
                inputs.append(touch(.moved, secondAt, finger: 2))
            }
            if Bool.random(using: &random) {
                time += Double.random(in: 0.1...1.2, using: &random)
                inputs.append(.advance(time))
            }
            if second?.lifts == leg {
                time += 0.01
                inputs.append(touch(.ended, secondAt, finger: 2))
                second = nil
            }
        }
        time += 0.02
        inputs.append(touch(Int.random(in: 0..<10, using: &random) == 0 ? .cancelled : .ended, p))
        return inputs
    }

    private mutating func swipe(_ state: HomeState) -> [Input] {
        let y = Double.random(in: 100...700, using: &random)
        let from = Double.random(in: 60...330, using: &random)
        let to = from + Double.random(in: -250...250, using: &random)
        var inputs = [touch(.began, Point(x: from, y: y))]
        for step in 1...4 {
            time += 0.03
            inputs.append(touch(.moved, Point(x: from + (to - from) * Double(step) / 4, y: y)))
        }
        inputs.append(touch(.ended, Point(x: to, y: y)))
        return inputs
    }

    private mutating func action(_ state: HomeState) -> Input {
        let folder = state.layout.folders.first?.id ?? FolderID(1)
        let actions: [HomeAction] = [
            .done, .confirmDelete, .cancelDelete,
            .renameFolder(folder, ["Work", " ", "Games"][Int.random(in: 0..<3, using: &random)]),
            .setReduceMotion(Bool.random(using: &random)), .goToPage(Int.random(in: -1...4, using: &random)),
            .scrollPages(deltaX: Double.random(in: -300...300, using: &random)),
        ]
        return .action(actions[Int.random(in: 0..<actions.count, using: &random)], time)
    }
}
