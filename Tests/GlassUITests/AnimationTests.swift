import Foundation
import GlassHost
import GlassMotion
import GlassRaster
import Testing

@testable import GlassUI

/// Where pure red is drawn: its pixels' centroid, bounding width, and the strongest alpha of
/// red over the white background (1 opaque … 0 absent), measured at 1×.
@MainActor
struct RedProbe {
    var count = 0
    var centerX = 0.0
    var minX = Int.max, maxX = Int.min
    var strength = 0.0

    init(_ host: ViewHost) throws {
        let canvas = try host.render(scale: 1)
        var sumX = 0.0
        for y in 0..<canvas.pixelHeight {
            for x in 0..<canvas.pixelWidth {
                let c = canvas.color(atPixelX: x, y: y)
                // Red over white keeps red at 1 and lowers green and blue by the alpha.
                guard c.red > 0.9, c.green < 0.99, abs(c.green - c.blue) < 0.02 else { continue }
                count += 1
                sumX += Double(x)
                minX = min(minX, x)
                maxX = max(maxX, x)
                strength = max(strength, 1 - c.green)
            }
        }
        centerX = count > 0 ? sumX / Double(count) + 0.5 : .nan
    }

    var width: Int { count > 0 ? maxX - minX + 1 : 0 }
}

let red = Color(red: 1, green: 0, blue: 0)

struct Mover: View {
    @State var moved = false
    var body: some View {
        let _ = { Animate.moved = $moved }()
        red.frame(width: 20, height: 20).offset(x: moved ? 100 : 0)
            .frame(width: 300, height: 40, alignment: .leading)
    }
}

struct Grower: View {
    @State var wide = false
    var body: some View {
        let _ = { Animate.wide = $wide }()
        red.frame(width: wide ? 200 : 100, height: 20)
            .animation(.spring(response: 0.5, dampingFraction: 1), value: wide)
            .frame(width: 300, height: 40, alignment: .leading)
    }
}

struct Appearing: View {
    @State var shown = false
    var transition: AnyTransition = .opacity
    var offset: CGFloat = 0
    var body: some View {
        let _ = { Animate.shown = $shown }()
        ZStack(alignment: .leading) {
            Color.white.frame(width: 300, height: 40)
            if shown {
                red.frame(width: 40, height: 20).offset(x: offset).transition(transition)
            }
        }
    }
}

@MainActor
enum Animate {
    static var moved: Binding<Bool>?
    static var wide: Binding<Bool>?
    static var shown: Binding<Bool>?
}

@MainActor
@Suite(.serialized) struct AnimationTests {
    func host<V: View>(_ view: V, reduceMotion: Bool = false) -> ViewHost {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        environment.accessibilityReduceMotion = reduceMotion
        return ViewHost(view, size: Size(width: 300, height: 40), environment: environment)
    }

    // A view inserted in an animated change starts at its offset (its transition,
    // here `.identity`, would bring it in); its offset does not fly in from zero. Before the
    // fix the offset animated from 0 and this failed.
    @Test func anInsertedViewStartsAtItsOffset() throws {
        let h = host(Appearing(transition: .identity, offset: 150))
        h.advance(to: 1)
        withAnimation(.linear(duration: 1)) { Animate.shown?.wrappedValue = true }
        h.advance(to: 1.5)
        #expect(try RedProbe(h).centerX == 170)
    }

    // withAnimation(.linear(duration: 1)): an offset of 100 is half done after 0.5 s and done
    // after 1 s; the same change without animation lands at once.
    @Test func withAnimationMovesAnOffsetAlongTheCurve() throws {
        let h = host(Mover())
        #expect(try RedProbe(h).centerX == 10)
        h.advance(to: 1)
        withAnimation(.linear(duration: 1)) { Animate.moved?.wrappedValue = true }
        h.advance(to: 1.5)
        #expect(abs(try RedProbe(h).centerX - 60) <= 1)
        #expect(h.graph.isAnimating)
        h.advance(to: 2.0)
        #expect(try RedProbe(h).centerX == 110)
        #expect(!h.graph.isAnimating)
        Animate.moved?.wrappedValue = false
        h.advance(to: 2.01)
        #expect(try RedProbe(h).centerX == 10)
    }

    // animation(_:value:) animates a frame's width with GlassMotion's spring: the drawn width
    // follows the closed form at any moment.
    @Test func aFrameFollowsTheSpring() throws {
        let h = host(Grower())
        #expect(try RedProbe(h).width == 100)
        h.advance(to: 1)
        Animate.wide?.wrappedValue = true
        let spring = GlassMotion.Spring(response: 0.5, dampingFraction: 1)
        for elapsed in [0.1, 0.2, 0.4] {
            h.advance(to: 1 + elapsed)
            let expected = spring.value(from: 100.0, to: 200.0, initialVelocity: 0, elapsed: elapsed)
            #expect(abs(Double(try RedProbe(h).width) - expected) <= 1, "at \(elapsed) s")
        }
        h.advance(to: 4)
        #expect(try RedProbe(h).width == 200)
    }

    // Interrupting a spring keeps the drawn value and its velocity: retargeting mid-flight does
    // not jump, and the width keeps growing for a moment before it turns back (about 2.7 pt in
    // 0.01 s for this spring; it would shrink at once if the velocity were dropped).
    @Test func retargetingASpringDoesNotJump() throws {
        let h = host(Grower())
        h.advance(to: 1)
        Animate.wide?.wrappedValue = true
        h.advance(to: 1.15)
        let before = try RedProbe(h).width
        Animate.wide?.wrappedValue = false
        h.advance(to: 1.16)
        let after = try RedProbe(h).width
        #expect(before > 110 && before < 190)
        #expect(after >= before + 1)
        #expect(after - before <= 4)
    }

    // An inserted view fades in with `.opacity`; a removed one fades out and is then gone.
    @Test func insertionAndRemovalPlayTheTransition() throws {
        let h = host(Appearing())
        #expect(try RedProbe(h).count == 0)
        h.advance(to: 1)
        withAnimation(.linear(duration: 1)) { Animate.shown?.wrappedValue = true }
        h.advance(to: 1.5)
        let half = try RedProbe(h)
        #expect(half.count > 0 && abs(half.strength - 0.5) < 0.05)
        h.advance(to: 2.5)
        #expect(abs(try RedProbe(h).strength - 1) < 0.01)
        withAnimation(.linear(duration: 1)) { Animate.shown?.wrappedValue = false }
        h.advance(to: 3.0)
        #expect(abs(try RedProbe(h).strength - 0.5) < 0.05)
        h.advance(to: 4.0)
        #expect(try RedProbe(h).count == 0)
        #expect(!h.graph.isAnimating)
    }

    // `.move(edge: .leading)` slides the view in from its own width to the left; Reduce Motion
    // turns the same transition into a fade in place, as iOS does.
    @Test func reduceMotionTurnsMovesIntoFades() throws {
        let moving = host(Appearing(transition: .move(edge: .leading)))
        moving.advance(to: 1)
        withAnimation(.linear(duration: 1)) { Animate.shown?.wrappedValue = true }
        moving.advance(to: 1.5)
        let sliding = try RedProbe(moving)
        #expect(sliding.strength > 0.99)
        #expect(sliding.width == 20)  // half of it is off the left edge
        let reduced = host(Appearing(transition: .move(edge: .leading)), reduceMotion: true)
        reduced.advance(to: 1)
        withAnimation(.linear(duration: 1)) { Animate.shown?.wrappedValue = true }
        reduced.advance(to: 1.5)
        let fading = try RedProbe(reduced)
        #expect(fading.width == 40)
        #expect(abs(fading.strength - 0.5) < 0.05)
    }
}

struct PlayButton: View {
    @State var playing = false
    var body: some View {
        let _ = { Animate.playing = $playing }()
        Image(systemName: playing ? "pause.fill" : "play.fill")
            .foregroundStyle(red)
            .symbolEffect(.bounce, value: playing)
            .frame(width: 300, height: 40)
    }
}

struct Counter: View {
    @State var count = 1
    var body: some View {
        let _ = { Animate.count = $count }()
        Text("\(count)").contentTransition(.numericText()).accessibilityIdentifier("count")
            .frame(width: 300, height: 40)
    }
}

extension Animate {
    static var playing: Binding<Bool>?
    static var count: Binding<Int>?
}

@MainActor
@Suite(.serialized) struct SymbolAndContentTransitionTests {
    func host<V: View>(_ view: V) -> ViewHost {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        return ViewHost(view, size: Size(width: 300, height: 40), environment: environment)
    }

    // `.symbolEffect(.bounce, value:)`: when the value changes the symbol dips to 0.85 of its
    // size at 0.1 s, swells to 1.12 at 0.25 s and is back to its size by 0.5 s.
    @Test func bounceDipsAndSwells() throws {
        let h = host(PlayButton())
        let rest = try RedProbe(h).width
        h.advance(to: 1)
        Animate.playing?.wrappedValue = true
        h.advance(to: 1.1)
        let dipped = try RedProbe(h).width
        h.advance(to: 1.25)
        let swollen = try RedProbe(h).width
        h.advance(to: 1.6)
        let settled = try RedProbe(h).width
        #expect(dipped < rest && swollen > rest)
        #expect(abs(Double(dipped) / Double(rest) - 0.85) < 0.12)
        #expect(abs(Double(swollen) / Double(rest) - 1.12) < 0.12)
        #expect(settled == rest)
        #expect(!h.graph.isAnimating)
    }

    // `.contentTransition(.numericText())`: the element reads the new number at once while the
    // drawing rolls from the old to the new, then stops.
    @Test func numericTextRollsAndSettles() {
        let h = host(Counter())
        h.advance(to: 1)
        withAnimation(.linear(duration: 0.5)) { Animate.count?.wrappedValue = 2 }
        h.advance(to: 1.2)
        #expect(h.element(identifier: "count")?.label == "2")
        #expect(h.graph.isAnimating)
        h.advance(to: 2)
        #expect(!h.graph.isAnimating)
    }
}

struct Hero: View {
    @Namespace private var space
    @State var expanded = false
    var body: some View {
        let _ = { Animate.expanded = $expanded }()
        ZStack(alignment: .topLeading) {
            Color.white.frame(width: 300, height: 300)
            if expanded {
                red.frame(width: 200, height: 200).matchedGeometryEffect(id: "card", in: space).offset(x: 100, y: 100)
            } else {
                red.frame(width: 40, height: 40).matchedGeometryEffect(id: "card", in: space)
            }
        }
    }
}

extension Animate {
    static var expanded: Binding<Bool>?
}

@MainActor
@Suite(.serialized) struct MatchedGeometryTests {
    // The expanded card starts where the small one was, at its size, and grows into place:
    // halfway through a linear animation it is halfway in both size and position (origin 50,
    // side 120: its right edge at 170), while the small one fades out where it was.
    @Test func theNewViewStartsAtTheOldOnesFrame() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let h = ViewHost(Hero(), size: Size(width: 300, height: 300), environment: environment)
        #expect(try RedProbe(h).width == 40)
        h.advance(to: 1)
        withAnimation(.linear(duration: 1)) { Animate.expanded?.wrappedValue = true }
        h.advance(to: 1.5)
        let halfway = try RedProbe(h)
        #expect(abs(halfway.maxX + 1 - 170) <= 2, "right edge \(halfway.maxX + 1)")
        #expect(halfway.minX == 0)
        h.advance(to: 3)
        #expect(try RedProbe(h).width == 200)
    }

    // @Bindable hands out bindings to an @Observable model's properties.
    @Test func bindableBindsAModelsProperties() {
        let library = Library()
        @Bindable var bound = library
        let title = $bound.title
        title.wrappedValue = "Playlists"
        #expect(library.title == "Playlists")
    }
}

@Suite struct AnimatedValueTests {
    // Once a spring has settled its value is the target itself, so a fade in ends at exactly 1
    // (a layer drawn at 0.9995 would still be drawn offscreen); before, it follows the spring.
    @Test func aSettledSpringIsExactlyItsTarget() {
        var opacity = AnimatedValue(0.0)
        opacity.set(1, animation: .smooth(duration: 0.25), at: 0)
        #expect(opacity.value(at: 0.1) > 0.3 && opacity.value(at: 0.1) < 1)
        var time = 0.0
        while opacity.isAnimating(at: time) { time += 1.0 / 60 }
        #expect(opacity.value(at: time) == 1)
    }
}
