import Foundation
import GlassCore
import GlassHost
import GlassRaster
import GlassUI
import Testing

/// A regular-material chip over a blue-to-pink gradient, drawn at `opacity`.
struct MaterialChip: View {
    var opacity: Double
    var body: some View {
        ZStack {
            LinearGradient(colors: [.blue, .pink], startPoint: .leading, endPoint: .trailing)
            Text("Chip").padding(12).background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
        }
        .frame(width: 200, height: 80)
        .opacity(opacity)
    }
}

@MainActor
@Suite(.serialized) struct MaterialTests {
    func chipColor(opacity: Double) throws -> GlassCore.Color {
        let host = ViewHost(MaterialChip(opacity: opacity), size: Size(width: 200, height: 80))
        return try host.render(scale: 1).color(atPixelX: 72, y: 40)  // in the chip, left of its text
    }

    // A material in a faded view blurs the view beneath it, which is drawn in the same faded
    // layer: at half opacity the chip is half its full-opacity color over the white page, not
    // a blank white chip (what it showed when it read the canvas under the layer).
    @Test func aMaterialInAFadedViewBlursWhatTheViewDraws() throws {
        let full = try chipColor(opacity: 1), half = try chipColor(opacity: 0.5)
        #expect(full.red < 0.9 || full.green < 0.9 || full.blue < 0.9)  // tinted by the gradient
        for (f, h) in [(full.red, half.red), (full.green, half.green), (full.blue, half.blue)] {
            #expect(abs(h - (0.5 * f + 0.5)) < 0.04, "half \(half) from full \(full)")
        }
    }
}
