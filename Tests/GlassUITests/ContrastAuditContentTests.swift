import Foundation
import GlassCore
import GlassHost
import GlassRaster
import Testing

@testable import GlassUI

/// What the contrast audit (`glass audit contrast --app`) measures: the texts and symbols on
/// glass and on materials, against a reference picture of the same moment in which the glass
/// and the materials hold nothing.
@MainActor
@Suite struct ContrastAuditContentTests {
    /// A playback bar's kind of platter: a title and a symbol in front of the ultra thin
    /// material, over an orange ground, 300 × 200 pt.
    struct Platter: View {
        var body: some View {
            ZStack {
                GlassUI.Color.orange
                HStack(spacing: 12) {
                    Text("Now Playing")
                    Image(systemName: "play.fill")
                }
                .padding(24)
                .background(.ultraThinMaterial)
            }
        }
    }

    /// Content on a material is found as content on glass is, and named with its surface; in
    /// the reference picture the material is there and what is in front of it is not: the two
    /// pictures differ inside the title's frame, and not in the ground or the platter's padding.
    @Test func contentOnAMaterialIsAuditedAsOnGlass() throws {
        let host = ViewHost(Platter(), size: Size(width: 300, height: 200))
        host.advance(to: 1)
        let content = host.graph.glassContent
        #expect(content.map(\.name) == ["Now Playing", "play.fill"])
        #expect(content.allSatisfy { $0.surface == "ultra thin material" })
        let full = try host.render(scale: 1)
        host.graph.hidesGlassContent = true
        let reference = try host.render(scale: 1)
        let title = try #require(content.first).frame
        var titleDiffers = 0, outsideDiffers = 0
        for y in 0..<200 {
            for x in 0..<300 {
                let same = full.color(atPixelX: x, y: y) == reference.color(atPixelX: x, y: y)
                let point = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                if title.contains(point) { titleDiffers += same ? 0 : 1 }
                if point.y < title.minY - 30 || point.y > title.maxY + 30 { outsideDiffers += same ? 0 : 1 }
            }
        }
        #expect(titleDiffers > 100, "the title's ink is left out of the reference")
        #expect(outsideDiffers == 0, "the ground is the same in both")
        // In the platter's padding, beside the title: the material, in both pictures.
        let (px, py) = (Int(title.minX) - 12, Int(title.midY))
        #expect(reference.color(atPixelX: px, y: py) == full.color(atPixelX: px, y: py))
        #expect(reference.color(atPixelX: px, y: py) != reference.color(atPixelX: 5, y: 5), "the material is drawn")
    }

    /// Glass in front of a material is a surface of its own: its symbol is measured on glass,
    /// and the reference keeps its pane (beside the symbol, the two pictures agree).
    @Test func glassInFrontOfAMaterialIsItsOwnSurface() throws {
        let host = ViewHost(
            ZStack {
                GlassUI.Color.orange
                HStack(spacing: 12) {
                    Text("Now Playing")
                    Image(systemName: "play.fill").padding(10).glassEffect()
                }
                .padding(24)
                .background(.ultraThinMaterial)
            }, size: Size(width: 300, height: 200))
        host.advance(to: 1)
        let content = host.graph.glassContent
        #expect(content.map(\.name) == ["Now Playing", "play.fill"])
        #expect(content.map(\.surface) == ["ultra thin material", "glass"])
        let full = try host.render(scale: 1)
        host.graph.hidesGlassContent = true
        let reference = try host.render(scale: 1)
        let symbol = try #require(content.last).frame
        let (px, py) = (Int(symbol.minX) - 5, Int(symbol.midY))
        #expect(reference.color(atPixelX: px, y: py) == full.color(atPixelX: px, y: py), "the pane is in both")
    }

    /// What is in front of a material takes the vibrant label colors, as SwiftUI draws
    /// hierarchical styles over a material background (the playback bar's artist at 5.15:1
    /// in light mode, not the plain secondary's 3.44:1); beside it, or over a color, not.
    @Test func contentInFrontOfAMaterialIsVibrant() {
        let host = ViewHost(
            VStack {
                Text("on material").foregroundStyle(.secondary).padding().background(.ultraThinMaterial)
                Text("on color").foregroundStyle(.secondary).padding().background(GlassUI.Color.orange)
                Text("plain").foregroundStyle(.secondary)
            }, size: Size(width: 300, height: 300))
        host.advance(to: 1)
        var vibrant: [String: Bool] = [:]
        host.graph.root.visit { node in
            if let text = node.behavior as? TextBehavior {
                vibrant[text.text.runs.map(\.string).joined()] = node.environment.isOnGlass
            }
        }
        #expect(vibrant == ["on material": true, "on color": false, "plain": false])
    }
}
