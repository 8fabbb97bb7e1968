import GlassCore
import GlassMotion
import Testing

@testable import HomeScreen

@Suite struct PagesScenarioTests {
    @Test func aSwipeSettlesOnTheNextPageWithTheSelectionHapticOnSettle() throws {
        var d = Driver()
        let start = Point(x: 300, y: 690)
        d.touch(.began, start, at: 0)
        d.move(from: start, to: Point(x: 150, y: 690), startingAt: 0, duration: 0.15, steps: 5)
        #expect(d.state.press?.role == .swipe)
        #expect(d.state.presentation(at: 0.15).pageOffset == 150)
        d.touch(.ended, Point(x: 150, y: 690), at: 0.16)
        #expect(d.state.currentPage == 1)
        let due = try #require(d.state.pager.settleHapticDue)
        #expect(!d.haptics.contains { $0.reason == .pageSwipe })
        d.advance(to: 3)
        #expect(d.haptics.filter { $0.reason == .pageSwipe } == [HapticEvent(.pageSwipe, at: due)])
        #expect(d.haptics.last?.kind == .selectionChanged)
        #expect(abs(d.state.presentation(at: 3).pageOffset - 393) < 0.5)
        // Parallax: at rest every icon is in its slot.
        let icons = d.state.presentation(at: 3).icons.filter {
            if case .page(1, _) = $0.location { true } else { false }
        }
        #expect(
            icons.allSatisfy {
                $0.frame == d.geometry.iconFrame(slot: { if case .page(_, let i) = $0.location { i } else { 0 } }($0))
            })
    }

    @Test func aShortSlowSwipeSnapsBackWithoutAHaptic() {
        var d = Driver()
        d.touch(.began, Point(x: 300, y: 690), at: 0)
        d.move(from: Point(x: 300, y: 690), to: Point(x: 260, y: 690), startingAt: 0, duration: 1, steps: 10)
        d.touch(.ended, Point(x: 260, y: 690), at: 1.01)
        d.advance(to: 3)
        #expect(d.state.currentPage == 0)
        #expect(!d.haptics.contains { $0.reason == .pageSwipe })
    }

    @Test func parallaxOffsetsIconsByColumnWhilePagesMove() throws {
        var d = Driver()
        d.touch(.began, Point(x: 300, y: 690), at: 0)
        d.move(from: Point(x: 300, y: 690), to: Point(x: 200, y: 690), startingAt: 0, duration: 0.5)
        let p = d.state.presentation(at: 0.5)
        // Page 0 is at offset −100: column c moves a further −100 · 0.1 · c.
        for (slot, column) in [(0, 0.0), (3, 3.0)] {
            let icon = try #require(p.icons.first { $0.location == .page(0, index: slot) })
            #expect(icon.frame.minX == d.geometry.iconFrame(slot: slot).minX - 100 - 100 * 0.1 * column)
        }
    }

    @Test func tappingADotJumpsIn0_3s() {
        var d = Driver()
        let dot = d.geometry.pageDotFrames(pageCount: 2)[1].center
        d.tap(dot, at: 1)
        #expect(d.state.currentPage == 1)
        #expect(abs(d.state.presentation(at: 1.05 + 0.15).pageOffset - 393.0 / 2) < 1e-9)
        d.advance(to: 2)
        #expect(d.haptics == [HapticEvent(.pageSwipe, at: 1.05 + 0.3)])
        let dots = d.state.presentation(at: 2).pageDots.dots
        #expect(dots.map(\.isActive) == [false, true])
        #expect(dots.map(\.color.alpha) == [0.3, 1])
    }

    @Test func theWheelScrollsAndSettlesWhenIdle() {
        var d = Driver()
        for i in 0..<10 { d.send(.scrollPages(deltaX: 25), at: Double(i) * 0.016) }
        #expect(d.state.pager.isTracking)
        d.advance(to: 0.144 + 0.149)
        #expect(d.state.pager.isTracking)
        d.advance(to: 2)
        #expect(d.state.currentPage == 1)
        #expect(d.haptics.map(\.reason) == [.pageSwipe])
    }

    @Test func goToPageIgnoresPagesThatDoNotExist() {
        var d = Driver()
        d.send(.goToPage(7), at: 0)
        #expect(d.state.currentPage == 0)
    }

    @Test func dotsMorphWhenThePageCountChanges() {
        var state = HomeState()
        state.layout.pages.append([])
        state.morphPageDots(from: 2, at: 0)
        let halfway = state.presentation(at: 0.15).pageDots
        #expect(halfway.count == 2.5)
        #expect(halfway.dots.map(\.diameter) == [8, 8, 4])
        // The row stays centered on the fractional count: 2.5 dots span 1.5 pitches.
        #expect(halfway.dots[0].center.x == 196.5 - 1.5 * 17 / 2)
    }
}
