import GlassCore
import GlassMotion
import Testing

@testable import HomeScreen

/// The icons' reflow as the carried app's target changes: each icon keeps one spring, aimed
/// anew from where it is and at its speed, so nothing jumps.
@Suite struct ReflowMotionTests {
    static let board = """
        A B C D
        E F G H
        I J K L
        dock: P Q R
        """

    /// Each icon's drawn center at `time`, without its wiggle's bob; the carried app left out.
    static func centers(_ state: HomeState, at time: Double) -> [ItemID: Point] {
        var result: [ItemID: Point] = [:]
        for icon in state.presentation(at: time).icons where icon.id != state.drag?.item.id {
            result[icon.id] = icon.frame.center + icon.translation - Vector(dx: 0, dy: icon.wiggle.translationY)
        }
        return result
    }

    /// A is carried to D's cell and rests there: B, C and D spring left. A tenth of a second
    /// later, mid-flight, the finger moves back to B's cell and rests again: C and D turn
    /// back toward the right. Frame by frame at 120 Hz, whatever the finger
    /// does, each icon is where it was a moment before the model changed (its position is
    /// continuous; a settled spring is let go within 0.01 pt of its place), and at each
    /// retargeting its velocity carries on too.
    @Test func aTargetChangeMidReflowMovesNoIconAtOnce() throws {
        let layout = Board.parse(Self.board)
        var d = Driver(HomeState(layout: layout, catalog: Board.catalog(for: layout)))
        d.enterEditMode(at: 0)
        let a = d.center(ofSlot: 0)
        // Between two icons, outside both folder zones, as a person aims at a gap.
        let first = Point(x: d.geometry.iconFrame(slot: 3).minX - 8, y: a.y + 40)
        let second = Point(x: d.geometry.iconFrame(slot: 1).minX - 8, y: a.y + 40)
        d.touch(.began, a, at: 1)
        d.move(from: a, to: first, startingAt: 1, duration: 0.3)

        let frame = 1.0 / 120
        var retargetedInFlight = 0
        for k in 1...150 {
            let t = 1.3 + Double(k) * frame
            if abs(t - 1.55) < frame / 2 {
                // The finger's own jump moves the pushed-back neighbours with it: not checked.
                d.touch(.moved, second, at: t)
                continue
            }
            let before = Self.centers(d.state, at: t)
            let springs = d.state.reflow?.motions ?? [:]
            d.advance(to: t)
            let after = Self.centers(d.state, at: t)
            for (id, place) in after {
                let was = try #require(before[id])
                #expect(place.distance(to: was) <= ReflowAnimation.settledWithin, "\(id) jumped at \(t)")
            }
            // Where a moving icon's spring was aimed anew, it keeps its velocity.
            for (id, motion) in d.state.reflow?.motions ?? [:] {
                guard id != d.state.drag?.item.id, let old = springs[id], old != motion, !old.isSettled(at: t)
                else { continue }
                retargetedInFlight += 1
                let v0 = old.velocity(at: t), v1 = motion.velocity(at: t)
                #expect((v1 - v0).length < 1e-6, "\(id)'s velocity changed at \(t)")
            }
        }
        #expect(d.state.drag?.target == .page(0, slot: 1))
        #expect(retargetedInFlight == 2, "C and D were turned around mid-flight")
    }
}
