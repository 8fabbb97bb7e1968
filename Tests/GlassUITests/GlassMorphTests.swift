import GlassCore
import GlassHost
import GlassRaster
import Testing

@testable import GlassUI

/// Two 50 pt circles of glass over stripes, 60 pt apart in a container of spacing 8 (too far
/// to melt at rest): the left one always, the right one while `shown`.
struct ArrivingGlass: View {
    @State var shown = false
    var transition: GlassEffectTransition = .matchedGeometry
    var union = false
    @Namespace var space

    var body: some View {
        let _ = { Morph.shown = $shown }()
        ZStack(alignment: .topLeading) {
            Stripes()
            GlassEffectContainer(spacing: 8) {
                ZStack(alignment: .topLeading) {
                    Color.clear.frame(width: 50, height: 50).glassEffect(in: Circle())
                        .glassEffectID("left", in: space)
                        .glassEffectUnion(id: union ? "pair" : nil, namespace: space)
                        .offset(x: 20, y: 35)
                    if shown || union {
                        Color.clear.frame(width: 50, height: 50).glassEffect(in: Circle())
                            .glassEffectID("right", in: space).glassEffectTransition(transition)
                            .glassEffectUnion(id: union ? "pair" : nil, namespace: space)
                            .offset(x: 130, y: 35)
                    }
                }
                .frame(width: 240, height: 120, alignment: .topLeading)
            }
        }
        .frame(width: 240, height: 120)
    }
}

@MainActor
enum Morph {
    static var shown: Binding<Bool>?
}

@MainActor
@Suite(.serialized) struct GlassMorphTests {
    /// How far the colors of the 10 pixels right of (`x`, 60) pt spread: the stripes spread
    /// widely, glass (which blurs them) barely.
    func spread(_ host: ViewHost, x: Int) throws -> Double {
        let canvas = try host.render(scale: 1)
        let values = (x..<x + 10).map { x -> Double in
            let c = canvas.color(atPixelX: x, y: 60)
            return c.red + c.green + c.blue
        }
        return (values.max() ?? 0) - (values.min() ?? 0)
    }

    func host(_ view: ArrivingGlass) -> ViewHost { ViewHost(view, size: Size(width: 240, height: 120)) }

    // With animation, the right circle's glass flows out of the left one (looked at frame by
    // frame: a bulge at 0.05 s, an oval at 0.1 s, two circles and a neck at 0.15 s, apart at
    // 0.2 s, overshooting at 0.3 s): at 0.1 s glass covers the gap just right of the left
    // circle (x 72 pt) and not yet the right circle's place (x 150 pt); once the spring
    // settles the right circle is glass and the gap is clear. Without animation the right
    // circle is glass at once and the gap stays clear.
    @Test func appearingGlassGrowsOutOfItsNeighbour() throws {
        let h = host(ArrivingGlass())
        h.advance(to: 1)
        #expect(try spread(h, x: 150) > 2)
        withAnimation { Morph.shown?.wrappedValue = true }
        h.advance(to: 1.1)
        #expect(try spread(h, x: 72) < 0.6, "the gap beside the left circle should be glass in flight")
        #expect(try spread(h, x: 150) > 2, "the right circle's place should not be glass yet")
        #expect(h.graph.isAnimating)
        h.advance(to: 3)
        #expect(try spread(h, x: 150) < 0.6)
        #expect(try spread(h, x: 100) > 2)
        #expect(!h.graph.isAnimating)

        let plain = host(ArrivingGlass())
        plain.advance(to: 1)
        Morph.shown?.wrappedValue = true
        plain.advance(to: 1.05)
        #expect(try spread(plain, x: 150) < 0.6)
        #expect(try spread(plain, x: 75) > 2)
    }

    // Glass that leaves melts into its neighbour (frame by frame: it slides left, joins the left
    // circle by a neck at 0.15 s, is one blob at 0.25 s that wobbles and settles): 0.1 s after
    // an animated removal its glass is on its way (x 90 pt, between the circles), then gone,
    // leaving the left circle as it was (its right edge at x 70 pt, the gap clear from 72 pt).
    @Test func leavingGlassMeltsIntoItsNeighbour() throws {
        let h = host(ArrivingGlass())
        h.advance(to: 1)
        Morph.shown?.wrappedValue = true
        h.advance(to: 1.5)
        #expect(try spread(h, x: 150) < 0.6)
        withAnimation { Morph.shown?.wrappedValue = false }
        h.advance(to: 1.6)
        #expect(try spread(h, x: 90) < 0.6, "the leaving glass should be between the circles")
        h.advance(to: 3)
        #expect(try spread(h, x: 150) > 2)
        #expect(try spread(h, x: 72) > 2)
    }

    // `.materialize` swells in place: a few frames in, the gap by the left circle stays clear
    // while the right circle's own place gathers glass.
    @Test func materializingGlassSwellsWhereItStands() throws {
        let h = host(ArrivingGlass(transition: .materialize))
        h.advance(to: 1)
        withAnimation { Morph.shown?.wrappedValue = true }
        h.advance(to: 1.1)
        #expect(try spread(h, x: 72) > 2)
        h.advance(to: 1.3)
        #expect(try spread(h, x: 150) < 0.6)
    }

    // `.identity` appears at once even in an animated change.
    @Test func identityGlassAppearsAtOnce() throws {
        let h = host(ArrivingGlass(transition: .identity))
        h.advance(to: 1)
        withAnimation { Morph.shown?.wrappedValue = true }
        h.advance(to: 1.01)
        #expect(try spread(h, x: 150) < 0.6)
    }

    // Two circles of one `glassEffectUnion` are one pane spanning both: the gap between them,
    // 60 pt wide, is glass.
    @Test func aUnionIsOnePane() throws {
        let h = host(ArrivingGlass(union: true))
        h.advance(to: 1)
        #expect(try spread(h, x: 100) < 0.6)
        let apart = host(ArrivingGlass())
        apart.advance(to: 1)
        #expect(try spread(apart, x: 100) > 2)
    }
}
