import Foundation
import GlassHost
import GlassRaster
import Testing

@testable import GlassUI

/// A column of shapes beside a scroll view of shadowed cards.
struct ColumnBesideScroll: View {
    var body: some View {
        HStack(spacing: 0) {
            VStack { ForEach(0..<5) { _ in Circle().fill(.orange).shadow(radius: 6) } }.frame(width: 100)
            ScrollView {
                VStack(spacing: 20) {
                    ForEach(0..<30) { index in
                        Color(hue: Double(index) / 30, saturation: 0.6, brightness: 0.9)
                            .frame(height: 60)
                            .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
                    }
                }
                .padding(.horizontal, 16)
            }
        }
    }
}

/// Stripes with a bar that moves, under a sheet open at its medium detent.
struct BarUnderSheet: View {
    @Observable final class Bar {
        var y: CGFloat = 380
    }

    let bar: Bar
    @State var shown = true

    var body: some View {
        ZStack(alignment: .topLeading) {
            HStack(spacing: 6) {
                ForEach(0..<30) { index in Color(hue: Double(index) / 30, saturation: 0.7, brightness: 0.9) }
            }
            Color.red.frame(width: 160, height: 14).offset(x: 60, y: bar.y)
        }
        .ignoresSafeArea()
        .sheet(isPresented: $shown) {
            Text("Settings").presentationDetents([.medium, .large])
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
        }
    }
}

@MainActor
@Suite(.serialized) struct ClippedRepaintTests {
    /// A change beneath the top of a sheet draws the sheet's glass again only within the
    /// glass's reach of it (the pane keeps its backdrop), not the whole pane, and the picture
    /// still matches a full repaint, pixel for pixel, at 3×.
    @Test func aChangeUnderASheetDrawsABandOfItsGlass() throws {
        let bar = BarUnderSheet.Bar()
        let host = ViewHost(BarUnderSheet(bar: bar), size: Size(width: 390, height: 844))
        let canvas = try RasterCanvas(size: host.size, scale: 3)
        host.advance(to: 2)
        // The pane keeps its backdrop once it is drawn where it was drawn the frame before.
        host.draw(on: canvas)
        host.draw(on: canvas)
        let pane = try #require(host.element(label: "Settings")).frame
        for (step, y) in [400.0, 430, 470].enumerated() {
            bar.y = y
            host.advance(to: 2.5 + Double(step))
            host.layout()
            // The area this frame draws, worked out as `drawChanges` works it out.
            let area = host.graph.growingOverBackdropReaders(try #require(host.graph.damagedArea))
            #expect(
                area.height < 220, "the frame draws \(area.height) pt of a screen whose pane starts at \(pane.minY)")
            #expect(host.drawChanges(on: canvas))
            let full = try host.render(scale: 3).bitmap().pixels
            let differing = zip(canvas.bitmap().pixels, full).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) pixels differ from a full repaint with the bar at \(y)")
        }
    }

    /// Scrolling draws again only inside the scroll view: its cards' shadows are clipped at its
    /// edge, so the frame leaves the column beside it alone (were it a material, it would
    /// otherwise be drawn again whole), and the picture still matches a full repaint.
    @Test func aScrollViewsDamageStopsAtItsEdge() throws {
        let host = ViewHost(ColumnBesideScroll(), size: Size(width: 400, height: 600))
        let canvas = try RasterCanvas(size: host.size, scale: 1)
        host.draw(on: canvas)
        host.graph.scroll(dx: 0, dy: 50, at: Point(x: 250, y: 300))
        host.layout()
        guard case .area(let area) = host.graph.takeRepaint() else {
            Issue.record("expected a partial repaint")
            return
        }
        #expect(area.minX >= 100, "the damage reached x \(area.minX), into the column")
        host.graph.scroll(dx: 0, dy: 50, at: Point(x: 250, y: 300))
        #expect(host.drawChanges(on: canvas))
        let full = try host.render(scale: 1).bitmap().pixels
        let differing = zip(canvas.bitmap().pixels, full).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ from a full repaint")
    }
}
