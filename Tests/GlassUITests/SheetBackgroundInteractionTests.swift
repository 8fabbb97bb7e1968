import Foundation
import GlassHost
import GlassRaster
import Testing

@testable import GlassUI

/// `presentationBackgroundInteraction`: the view behind a sheet takes touches and shows
/// undimmed up to the detent given; by default it is dimmed and shielded.
@MainActor
struct SheetBackgroundInteractionTests {
    final class Taps {
        var count = 0
    }

    struct Stage: View {
        let taps: Taps
        let interaction: PresentationBackgroundInteraction
        @State var shown = true
        var body: some View {
            Color.blue.ignoresSafeArea().onTapGesture { taps.count += 1 }
                .sheet(isPresented: $shown) {
                    Text("Settings").presentationDetents([.medium, .large])
                        .presentationBackgroundInteraction(interaction)
                }
        }
    }

    @Test func theViewBehindAMediumSheetTakesTouchesAndShowsUndimmedWhenAllowed() throws {
        for (interaction, allowed) in [
            (PresentationBackgroundInteraction.enabled(upThrough: .medium), true), (.automatic, false),
        ] {
            let taps = Taps()
            let host = ViewHost(Stage(taps: taps, interaction: interaction), size: Size(width: 390, height: 844))
            host.advance(to: 1)
            host.tap(at: Point(x: 195, y: 150), time: 1.5)
            host.advance(to: 2)
            #expect(taps.count == (allowed ? 1 : 0), "\(interaction)")
            #expect(host.element(label: "Settings") != nil, "the sheet stays")
            let above = try host.render(scale: 1).color(atPixelX: 195, y: 150)
            #expect(allowed ? above.blue > 0.95 : above.blue < 0.8, "dimmed by 30 % black unless allowed: \(above)")
        }
    }

    // Pulled up to the large detent, the sheet shields and dims what is behind again.
    @Test func atTheLargeDetentTheViewBehindIsShieldedAgain() throws {
        let taps = Taps()
        let host = ViewHost(
            Stage(taps: taps, interaction: .enabled(upThrough: .medium)), size: Size(width: 390, height: 844))
        host.advance(to: 1)
        host.send(TouchEvent(time: 1, phase: .began, location: Point(x: 195, y: 432)))
        for step in 1...10 {
            host.send(
                TouchEvent(
                    time: 1 + 0.03 * Double(step), phase: .moved, location: Point(x: 195, y: 432 - 35 * Double(step))))
        }
        host.send(TouchEvent(time: 1.35, phase: .ended, location: Point(x: 195, y: 80)))
        host.advance(to: 3)
        host.tap(at: Point(x: 195, y: 4), time: 3.5)
        host.advance(to: 4)
        #expect(taps.count == 0)
        #expect(try host.render(scale: 1).color(atPixelX: 195, y: 4).blue < 0.8, "dimmed above the sheet")
    }

    // A navigation stack's lone screen in a floating sheet stands on the sheet's glass, which
    // shows the orange behind it, not on the system background.
    @Test func aSheetsLoneScreenStandsOnItsGlass() throws {
        struct Stage: View {
            @State var shown = true
            var body: some View {
                Color.orange.ignoresSafeArea()
                    .sheet(isPresented: $shown) {
                        NavigationStack { Text("Settings") }.presentationDetents([.medium])
                    }
            }
        }
        let host = ViewHost(Stage(), size: Size(width: 390, height: 844))
        host.advance(to: 1)
        let glass = try host.render(scale: 1).color(atPixelX: 60, y: 780)
        #expect(glass.red > glass.blue + 0.15, "orange through the glass: \(glass)")
    }

    // A change behind the sheet, away from its panel, draws again only where it is: the sheet
    // reads its backdrop under its panel, not over the whole screen it covers.
    @Test func aChangeAwayFromTheSheetsPanelDoesNotRedrawIt() throws {
        let ground = Ground()
        struct Stage: View {
            let ground: Ground
            @State var shown = true
            var body: some View {
                VStack {
                    Color(white: ground.white).frame(height: 100)
                    Spacer()
                }
                .sheet(isPresented: $shown) { Text("Settings").presentationDetents([.medium]) }
            }
        }
        let host = ViewHost(Stage(ground: ground), size: Size(width: 390, height: 844))
        host.advance(to: 1)
        _ = try host.render(scale: 1)
        ground.white = 0.9
        host.layout()
        guard case .area(let area) = host.graph.takeRepaint() else {
            Issue.record("expected a part of the screen")
            return
        }
        #expect(area.maxY < 300, "the box at the top, not the sheet: \(area)")
    }
}
