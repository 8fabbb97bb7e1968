import Foundation
import GlassCore
import GlassHost
import GlassRaster
import Testing

@testable import GlassUI

/// Black and white stripes 6 pt wide, a high-frequency backdrop that shows blur and bending.
struct Stripes: View {
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<40) { index in (index % 2 == 0 ? Color.black : Color.white).frame(width: 6) }
        }
        .frame(width: 240, height: 120)
    }
}

/// A 200 × 80 pt pane of `glass` in `shape` (a capsule unless given) centred over the stripes.
struct PaneOverStripes<S: Shape>: View {
    var glass: Glass = .regular
    var shape: S
    var body: some View {
        ZStack {
            Stripes()
            Color.clear.frame(width: 200, height: 80).glassEffect(glass, in: shape)
        }
        .frame(width: 240, height: 120)
    }
}

@MainActor
@Suite(.serialized) struct GlassEffectTests {
    let size = Size(width: 240, height: 120)

    func render<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) throws -> RasterCanvas {
        try ViewHost(view, size: size, environment: environment).render(scale: 2)
    }

    /// The mean and the spread of the luminance along a row of pixels from x0 to x1.
    func luminance(_ canvas: RasterCanvas, row y: Int, from x0: Int, to x1: Int) -> (mean: Double, spread: Double) {
        let values = (x0..<x1).map { x -> Double in
            let c = canvas.color(atPixelX: x, y: y)
            return 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        }
        let mean = values.reduce(0, +) / Double(values.count)
        return (mean, (values.max() ?? 0) - (values.min() ?? 0))
    }

    // Regular glass frosts the stripes: in the middle of the pane (away from the rim) black
    // and white blur into one another, lifted toward white by the fill; beside the pane the
    // stripes stay black and white.
    @Test func regularGlassFrostsWhatLiesBeneath() throws {
        let canvas = try render(PaneOverStripes(shape: Capsule()))
        let inside = luminance(canvas, row: 120, from: 200, to: 280)
        let outside = luminance(canvas, row: 10, from: 200, to: 280)
        #expect(outside.spread > 0.95)
        #expect(inside.spread < 0.2, "\(inside)")
        #expect(inside.mean > 0.55, "\(inside)")
    }

    // The rim bends what lies beneath. Clear glass barely blurs, so the stripes show through;
    // in a capsule they are displaced within 18 pt of the rim and stay put in the middle
    // (the picture: the stripes curve into the capsule's round ends, as through a lens).
    // The same capsule drawn as a path (a shape the rim cannot bend, drawn clipped) is the
    // reference without refraction.
    @Test func theRimRefractsTheBackdrop() throws {
        let capsule = try render(PaneOverStripes(glass: .clear, shape: Capsule()))
        let flat = try render(
            PaneOverStripes(
                glass: .clear, shape: Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 80), cornerRadius: 40)))
        func difference(row y: Int, from x0: Int, to x1: Int) -> Double {
            (x0..<x1).map { x in
                let a = capsule.color(atPixelX: x, y: y), b = flat.color(atPixelX: x, y: y)
                return abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue)
            }.reduce(0, +) / Double(x1 - x0)
        }
        // The pane spans x 20…220 pt, y 20…100 pt. Along its middle row (y 120 px at 2×) the
        // rim's normal is horizontal in its rounded ends, where it bends the vertical stripes
        // sideways (x 44…74 px, within 18 pt of the left end), and the middle is flat.
        let rim = difference(row: 120, from: 44, to: 74)
        let middle = difference(row: 120, from: 200, to: 280)
        #expect(rim > 0.3, "rim \(rim)")
        #expect(middle < 0.1, "middle \(middle)")
    }

    // A tint colors the pane: red glass over the stripes is red where the plain pane is grey.
    @Test func aTintColorsThePane() throws {
        let red = try render(PaneOverStripes(glass: .regular.tint(.red), shape: Capsule()))
        let c = red.color(atPixelX: 240, y: 120)
        #expect(c.red > c.green + 0.3 && c.red > c.blue + 0.3, "\(c)")
    }

    // `.identity` and a disabled effect draw no glass; a pane of no size, of an infinite or
    // NaN size draws nothing and does not crash.
    @Test func identityAndDegenerateSizesDrawNothing() throws {
        let plain = try render(Stripes())
        for glass in [Glass.identity] {
            let canvas = try render(PaneOverStripes(glass: glass, shape: Capsule()))
            #expect(canvas.color(atPixelX: 240, y: 120) == plain.color(atPixelX: 240, y: 120))
        }
        let disabled = try render(
            ZStack {
                Stripes()
                Color.clear.frame(width: 200, height: 80).glassEffect(isEnabled: false)
            })
        #expect(disabled.color(atPixelX: 240, y: 120) == plain.color(atPixelX: 240, y: 120))
        for side in [CGFloat(0), -5, .nan, .infinity] {
            let canvas = try render(
                ZStack {
                    Stripes()
                    Color.clear.frame(width: side, height: side).glassEffect()
                })
            #expect(canvas.color(atPixelX: 10, y: 10) == plain.color(atPixelX: 10, y: 10))
        }
    }

    // Reduce Transparency makes the glass opaque: the middle of the pane is one flat color.
    @Test func reduceTransparencyMakesTheGlassOpaque() throws {
        var environment = EnvironmentValues()
        environment.accessibilityReduceTransparency = true
        let canvas = try render(PaneOverStripes(shape: Capsule()), environment: environment)
        #expect(luminance(canvas, row: 120, from: 120, to: 360).spread < 0.01)
    }

    // Dark glass is dark: the same pane over the same stripes reads darker in dark mode.
    @Test func darkGlassIsDarker() throws {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let dark = try render(PaneOverStripes(shape: Capsule()), environment: environment)
        let light = try render(PaneOverStripes(shape: Capsule()))
        #expect(
            luminance(dark, row: 120, from: 200, to: 280).mean + 0.2
                < luminance(light, row: 120, from: 200, to: 280).mean)
    }
}

/// Two 60 pt circles of glass 12 pt apart in a container of `spacing`, over the stripes.
struct MeltingCircles: View {
    let spacing: CGFloat
    var body: some View {
        ZStack {
            Stripes()
            GlassEffectContainer(spacing: spacing) {
                HStack(spacing: 12) {
                    Color.clear.frame(width: 60, height: 60).glassEffect(in: Circle())
                    Color.clear.frame(width: 60, height: 60).glassEffect(in: Circle())
                }
            }
        }
        .frame(width: 240, height: 120)
    }
}

@MainActor
@Suite(.serialized) struct GlassContainerTests {
    // In a container of spacing 20 two circles 12 pt apart melt: the gap between them, on the
    // line through their centres, is glass (frosted, not stripes); with a spacing of 0 the gap
    // shows the stripes. Away from the line the gap stays clear in both.
    @Test func nearGlassMeltsTogether() throws {
        let size = Size(width: 240, height: 120)
        let melted = try ViewHost(MeltingCircles(spacing: 20), size: size).render(scale: 2)
        let apart = try ViewHost(MeltingCircles(spacing: 0), size: size).render(scale: 2)
        let plain = try ViewHost(Stripes(), size: size).render(scale: 2)
        // The circles span x 54…114 and 126…186 pt, y 30…90 pt: the gap's middle is (120, 60).
        func spread(_ canvas: RasterCanvas, y: Int) -> Double {
            let values = (234..<246).map { x -> Double in
                let c = canvas.color(atPixelX: x, y: y)
                return c.red + c.green + c.blue
            }
            return (values.max() ?? 0) - (values.min() ?? 0)
        }
        #expect(spread(plain, y: 120) > 2)
        #expect(spread(melted, y: 120) < 0.6, "melted \(spread(melted, y: 120))")
        #expect(spread(apart, y: 120) > 2, "apart \(spread(apart, y: 120))")
        // 26 pt above the centres the circles are narrow and far apart: the stripes show.
        #expect(spread(melted, y: 68) > 2)
    }
}

@MainActor
final class TapLog {
    var taps = 0
}

@MainActor
@Suite(.serialized) struct InteractiveGlassTests {
    // A finger on a 44 pt circle of interactive glass swells it to 1.36 times (59.8 pt); let
    // go, it springs back to 44 pt, and the button on the glass has been tapped.
    @Test func aPressSwellsTheGlassAndReleaseSpringsItBack() throws {
        let log = TapLog()
        let host = ViewHost(
            Button("Go") { log.taps += 1 }.frame(width: 44, height: 44)
                .glassEffect(.regular.interactive(), in: Circle()),
            size: Size(width: 200, height: 200))
        host.advance(to: 1)
        let rest = try #require(host.element(label: "Go")?.frame)
        host.send(TouchEvent(time: 1, phase: .began, location: Point(x: 100, y: 100)))
        host.advance(to: 1.6)
        let pressed = try #require(host.element(label: "Go")?.frame)
        #expect(abs(pressed.width / rest.width - 1.36) < 0.02, "\(pressed) from \(rest)")
        #expect(abs(pressed.midX - rest.midX) < 0.5 && abs(pressed.midY - rest.midY) < 0.5)
        host.send(TouchEvent(time: 1.6, phase: .ended, location: Point(x: 100, y: 100)))
        host.advance(to: 3)
        let after = try #require(host.element(label: "Go")?.frame)
        #expect(abs(after.width - rest.width) < 0.1)
        #expect(log.taps == 1)
        #expect(InteractiveGlassBehavior.pressedScale(CGSize(width: 300, height: 72)) < 1.05)
    }

    // The pointer over a 120 pt circle of interactive glass brings up a faint light under it:
    // the glass brightens where the pointer is, without swelling, and dims back once the
    // pointer has left. Plain glass does not answer the pointer.
    @Test func thePointerLightsInteractiveGlass() throws {
        func host(_ glass: Glass) -> ViewHost {
            ViewHost(
                ZStack {
                    Stripes()
                    Color.clear.frame(width: 120, height: 120).glassEffect(glass, in: Circle())
                }, size: Size(width: 240, height: 120))
        }
        func brightness(_ h: ViewHost) throws -> Double {
            let c = try h.render(scale: 1).color(atPixelX: 130, y: 60)
            return c.red + c.green + c.blue
        }
        let interactive = host(.regular.interactive())
        interactive.advance(to: 1)
        let rest = try brightness(interactive)
        interactive.graph.pointerMoved(to: Point(x: 130, y: 60))
        interactive.advance(to: 2)
        let lit = try brightness(interactive)
        #expect(lit > rest + 0.1, "lit \(lit) at rest \(rest)")
        interactive.graph.pointerExited()
        interactive.advance(to: 3)
        #expect(abs(try brightness(interactive) - rest) < 0.01)

        let plain = host(.regular)
        plain.advance(to: 1)
        let plainRest = try brightness(plain)
        plain.graph.pointerMoved(to: Point(x: 130, y: 60))
        plain.advance(to: 2)
        #expect(abs(try brightness(plain) - plainRest) < 0.01)
    }
}
