import GlassCore
import GlassHost
import GlassRaster
import Testing

@testable import GlassUI

/// Orange and blue stripes 14 pt wide behind a sheet at its medium detent, or an alert.
struct PanelOverStripes: View {
    var alert = false
    @State private var shown = true

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<30) { i in (i % 2 == 0 ? Color.orange : Color.blue).frame(width: 14) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(isPresented: .constant(!alert)) {
            Color.clear.presentationDetents([.medium, .large])
        }
        .alert("Delete the photo?", isPresented: .constant(alert)) {
            Button("Delete", role: .destructive) {}
        }
    }
}

/// A menu over the same stripes.
struct MenuOverStripes: View {
    var body: some View {
        ZStack {
            HStack(spacing: 0) {
                ForEach(0..<30) { i in (i % 2 == 0 ? Color.orange : Color.blue).frame(width: 14) }
            }
            Menu("Actions") {
                Button("Copy") {}
                Button("Share") {}
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

@MainActor
@Suite(.serialized) struct PresentedGlassTests {
    /// How far the red of 40 pixels to the right of (`x`, `y`) pt spreads: the stripes (red 1
    /// and 0) spread widely, thick glass barely.
    func spread(_ canvas: RasterCanvas, x: Int, y: Int) -> Double {
        let values = (x..<x + 40).map { x in canvas.color(atPixelX: x, y: y).red }
        return (values.max() ?? 0) - (values.min() ?? 0)
    }

    // On iOS 26 a floating sheet (at its medium detent) and an alert are thick Liquid Glass:
    // the stripes behind them are frosted nearly flat (looked at: a light grey panel over the
    // stripes, its rim tinged by the blue bent in from the edge), while beside them the
    // stripes keep their full contrast. As thin glass (a control's thickness) the stripes
    // read through both: their red spread by 0.32 under the sheet and 0.36 under the alert.
    @Test func sheetsAndAlertsAreThickGlass() throws {
        let device = try HostDevice("iphone-15-pro")
        let sheet = ViewHost(PanelOverStripes(), size: device.size, environment: device.environment())
        sheet.advance(to: 2)
        let sheetCanvas = try sheet.render(scale: 1)
        #expect(spread(sheetCanvas, x: 100, y: 700) < 0.05, "sheet \(spread(sheetCanvas, x: 100, y: 700))")
        #expect(spread(sheetCanvas, x: 100, y: 200) > 0.5)

        let alert = ViewHost(PanelOverStripes(alert: true), size: device.size, environment: device.environment())
        alert.advance(to: 2)
        let alertCanvas = try alert.render(scale: 1)
        let panel = try #require(alert.element(label: "Delete the photo?")?.frame)
        let y = Int(panel.minY) - 6
        #expect(spread(alertCanvas, x: 120, y: y) < 0.05, "alert \(spread(alertCanvas, x: 120, y: y))")
        #expect(spread(alertCanvas, x: 120, y: 200) > 0.5)
    }

    // An open menu on iOS 26 is thick glass with 22 pt corners (looked at: a light grey panel
    // of its rows under its button, the stripes frosted away beside the row titles). Clear
    // glass there instead left the stripes' red spread by far more (break-tested).
    @Test func menusAreThickGlass() throws {
        let device = try HostDevice("iphone-15-pro")
        let h = ViewHost(MenuOverStripes(), size: device.size, environment: device.environment())
        h.advance(to: 1)
        let button = try #require(h.element(label: "Actions")?.frame)
        h.tap(at: Point(x: button.midX, y: button.midY), time: 1)
        h.advance(to: 2)
        let row = try #require(h.element(label: "Copy")?.frame)
        let canvas = try h.render(scale: 1)
        #expect(spread(canvas, x: Int(row.minX) + 60, y: Int(row.midY)) < 0.05)
    }
}
