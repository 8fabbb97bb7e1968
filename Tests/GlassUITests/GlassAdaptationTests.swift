import Foundation
import GlassCore
import GlassHost
import GlassRaster
import Testing

@testable import GlassUI

/// A capsule of `glass` holding a bold "Glass" in the primary color over a ground of `ground`
/// (a solid color, or the left half black and the right white when nil), 240 × 120 pt; with
/// `contained` the capsule is in a `GlassEffectContainer`.
struct WordOnGlass: View {
    var ground: GlassUI.Color?
    var glass: Glass = .regular
    var contained = false
    var innerScheme: GlassUI.ColorScheme?

    var body: some View {
        ZStack {
            if let ground {
                ground
            } else {
                HStack(spacing: 0) {
                    Color.black
                    Color.white
                }
            }
            if contained {
                GlassEffectContainer { word }
            } else {
                word
            }
        }
        .frame(width: 240, height: 120)
    }

    @ViewBuilder private var word: some View {
        let text = Text("Glass").font(.system(size: 40, weight: .bold)).foregroundStyle(.primary)
            .frame(width: 200, height: 80).glassEffect(glass)
        if let innerScheme { text.environment(\.colorScheme, innerScheme) } else { text }
    }
}

@MainActor
@Suite(.serialized) struct GlassAdaptationTests {
    /// The darkest and the lightest luma inside the word's box (the middle of the capsule) and
    /// the glass's luma between the word and the rim.
    func look(_ view: WordOnGlass, scheme: GlassUI.ColorScheme, host: ViewHost? = nil) throws
        -> (ink: Double, paper: Double, glass: Double)
    {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let host = host ?? ViewHost(view, size: Size(width: 240, height: 120), environment: environment)
        let canvas = try host.render(scale: 1)
        func luma(_ x: Int, _ y: Int) -> Double {
            let c = canvas.color(atPixelX: x, y: y)
            return 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        }
        var lumas: [Double] = []
        for y in 45..<75 { for x in 75..<165 { lumas.append(luma(x, y)) } }
        return (lumas.min()!, lumas.max()!, luma(120, 25))
    }

    // Looked at side by side: in light mode, over black, the capsule is dark glass and the word
    // white; over white it is light glass and the word black; in dark mode over white the word
    // is black on light glass. The word is the extreme of its box, the glass the other.
    @Test func glassOverDarkContentTurnsDarkWithLightText() throws {
        let overBlack = try look(WordOnGlass(ground: .black), scheme: .light)
        #expect(overBlack.paper > 0.9 && overBlack.glass < 0.3, "white word on dark glass: \(overBlack)")
        let overWhite = try look(WordOnGlass(ground: .white), scheme: .light)
        #expect(overWhite.ink < 0.1 && overWhite.glass > 0.8, "black word on light glass: \(overWhite)")
        let darkOverWhite = try look(WordOnGlass(ground: .white), scheme: .dark)
        #expect(darkOverWhite.ink < 0.1 && darkOverWhite.glass > 0.8, "\(darkOverWhite)")
    }

    // Middling content (grey 0.5 luma) leaves the glass as the app has it, in either scheme:
    // black on light glass in light mode, white on dark glass in dark mode.
    @Test func middlingContentKeepsTheAppsScheme() throws {
        let grey = GlassUI.Color(white: 0.5)
        let light = try look(WordOnGlass(ground: grey), scheme: .light)
        #expect(light.ink < 0.1, "\(light)")
        let dark = try look(WordOnGlass(ground: grey), scheme: .dark)
        #expect(dark.paper > 0.9, "\(dark)")
    }

    // Glass in a container reads its backdrop before the container's panes cover it: over
    // black it is dark with a white word, as alone.
    @Test func glassInAContainerAdaptsToo() throws {
        let contained = try look(WordOnGlass(ground: .black, contained: true), scheme: .light)
        #expect(contained.paper > 0.9 && contained.glass < 0.3, "\(contained)")
    }

    // Tinted and clear glass keep the app's scheme (a black word in light mode over black);
    // so does content given a scheme of its own inside the glass.
    @Test func tintedClearAndExplicitSchemesAreKept() throws {
        for glass in [Glass.regular.tint(GlassUI.Color.blue), .clear] {
            let kept = try look(WordOnGlass(ground: .black, glass: glass), scheme: .light)
            #expect(kept.ink < 0.15, "\(glass): \(kept)")
        }
        let explicit = try look(WordOnGlass(ground: .black, innerScheme: .light), scheme: .light)
        #expect(explicit.ink < 0.15, "\(explicit)")
    }

    // Reduce Transparency draws opaque glass in the app's scheme: a black word in light mode.
    @Test func opaqueGlassKeepsTheAppsScheme() throws {
        var environment = EnvironmentValues()
        environment.accessibilityReduceTransparency = true
        let host = ViewHost(WordOnGlass(ground: .black), size: Size(width: 240, height: 120), environment: environment)
        let opaque = try look(WordOnGlass(ground: .black), scheme: .light, host: host)
        #expect(opaque.ink < 0.15, "\(opaque)")
    }
}
