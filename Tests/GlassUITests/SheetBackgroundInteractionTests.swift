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
}
