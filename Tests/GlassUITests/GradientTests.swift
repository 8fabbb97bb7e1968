import Foundation
import GlassCore
import GlassHost
import GlassRaster
import GlassUI
import Testing

@MainActor
@Suite(.serialized) struct GradientTests {
    let red = GlassUI.Color(red: 1, green: 0, blue: 0), blue = GlassUI.Color(red: 0, green: 0, blue: 1)

    /// The color at (`x`, `y`) of a 100 × 100 pt square filled with `style`, drawn at 1×.
    func color(_ style: AngularGradient, x: Int, y: Int) throws -> GlassCore.Color {
        let host = ViewHost(Rectangle().fill(style).frame(width: 100, height: 100), size: Size(width: 100, height: 100))
        return try host.render(scale: 1).color(atPixelX: x, y: y)
    }

    // With the default angles an angular gradient sweeps a full turn clockwise from 3 o'clock,
    // as SwiftUI's does: red at 3 o'clock, a quarter of the way to blue at 6, half at 9, the
    // colors mixed as their sRGB values, as SwiftUI's default (device) gradients and Cairo's
    // linear and radial ones mix them.
    @Test func anAngularGradientSweepsAFullTurnClockwise() throws {
        let style = AngularGradient(colors: [red, blue], center: .center)
        let start = try color(style, x: 95, y: 51), quarter = try color(style, x: 50, y: 95),
            half = try color(style, x: 5, y: 50)
        #expect(start.red > 0.9 && start.blue < 0.1)
        #expect(abs(quarter.blue - 0.25) < 0.05 && abs(quarter.red - 0.75) < 0.06)
        #expect(abs(half.blue - 0.5) < 0.05)
    }

    // A quarter-turn sweep (3 to 6 o'clock) leaves a gap of three quarters: the last color
    // holds to halfway across it (7:30), then the first color.
    @Test func aShortSweepFillsItsGapWithTheEndColors() throws {
        let style = AngularGradient(colors: [red, blue], center: .center, startAngle: .zero, endAngle: .degrees(90))
        let middle = try color(style, x: 85, y: 85)  // 45°: half way
        #expect(abs(middle.blue - 0.5) < 0.06)
        let beforeHalf = try color(style, x: 5, y: 45)  // about 186°: still the last color
        let afterHalf = try color(style, x: 45, y: 5)  // about 264°: the first color
        #expect(beforeHalf.blue > 0.95)
        #expect(afterHalf.red > 0.95)
    }

    // A sweep of two turns spreads the stops over both and shows the last: from red at 0 to
    // blue at 720°, 3 o'clock shows the color half way (the last turn's start), 9 o'clock the
    // color three quarters of the way.
    @Test func aSweepOfTwoTurnsShowsItsLastTurn() throws {
        let style = AngularGradient(colors: [red, blue], center: .center, startAngle: .zero, endAngle: .degrees(720))
        let right = try color(style, x: 95, y: 51), left = try color(style, x: 5, y: 50)
        #expect(abs(right.blue - 0.5) < 0.05, "\(right)")
        #expect(abs(left.blue - 0.75) < 0.05, "\(left)")
    }

    // `AngularGradient(colors:center:angle:)` is a conic gradient: a full turn from `angle`.
    @Test func aConicGradientStartsAtItsAngle() throws {
        let style = AngularGradient(colors: [red, blue], center: .center, angle: .degrees(90))
        let start = try color(style, x: 49, y: 95)  // just past 6 o'clock, clockwise: red
        let end = try color(style, x: 51, y: 95)  // just before it: blue
        #expect(end.blue > 0.9)
        #expect(start.red > 0.9)
    }
}

/// The hierarchical styles written as the foreground (`foregroundStyle(.secondary)`).
@MainActor
@Suite(.serialized) struct HierarchicalStyleTests {
    func color<V: View>(_ view: V) throws -> GlassCore.Color {
        let host = ViewHost(view.frame(width: 20, height: 20), size: Size(width: 20, height: 20))
        return try host.render(scale: 1).color(atPixelX: 10, y: 10)
    }

    // A shape in `.secondary` is iOS's secondary label color (60 % of #3C3C43) over white; inside
    // a red foreground it is 60 % red; `.secondary` inside `.secondary` is the tertiary level
    // (30 %). Writing a level as the foreground once resolved the level against itself and
    // never returned.
    @Test func levelsResolveAgainstTheForegroundAroundThem() throws {
        let secondary = try color(Rectangle().foregroundStyle(.secondary))
        #expect(abs(secondary.red - (0x3C / 255.0 * 0.6 + 0.4)) < 0.02)
        let redSecondary = try color(Rectangle().foregroundStyle(.secondary).foregroundStyle(GlassUI.Color.red))
        let fadedRed = try color(Rectangle().foregroundStyle(GlassUI.Color.red.opacity(0.6)))
        #expect(abs(redSecondary.green - fadedRed.green) < 0.01 && abs(redSecondary.red - fadedRed.red) < 0.01)
        let tertiary = try color(Rectangle().foregroundStyle(.secondary).foregroundStyle(.secondary))
        #expect(abs(tertiary.red - (0x3C / 255.0 * 0.3 + 0.7)) < 0.02)
    }
}
