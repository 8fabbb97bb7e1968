import GlassCore
import GlassHost
import GlassRaster
import GoldenSupport
import SnapshotTesting
import Testing

@testable import GlassUI

/// A checkerboard of 8 pt squares under a line of large type: a backdrop whose every edge
/// shows what glass does to it (blur, bending at the rim, tint).
struct Checkerboard: View {
    var body: some View {
        ZStack {
            VStack(spacing: 0) {
                ForEach(0..<24) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<40) { column in
                            ((row + column) % 2 == 0 ? Color.white : Color(white: 0.15)).frame(width: 8, height: 8)
                        }
                    }
                }
            }
            Text("Glass").font(.system(size: 64, weight: .black)).foregroundStyle(Color.red)
        }
        .frame(width: 320, height: 192)
    }
}

/// Every kind of glass over the checkerboard: regular, clear and tinted capsules, a clear and a
/// regular circle, and two circles melting in a container.
struct GlassOverCheckerboard: View {
    var body: some View {
        ZStack {
            Checkerboard()
            VStack(spacing: 14) {
                HStack(spacing: 10) {
                    Color.clear.frame(width: 90, height: 40).glassEffect()
                    Color.clear.frame(width: 90, height: 40).glassEffect(.clear)
                    Color.clear.frame(width: 90, height: 40).glassEffect(.regular.tint(.blue))
                }
                HStack(spacing: 10) {
                    Color.clear.frame(width: 56, height: 56).glassEffect(.clear, in: Circle())
                    Color.clear.frame(width: 56, height: 56).glassEffect(in: Circle())
                    GlassEffectContainer(spacing: 12) {
                        HStack(spacing: 6) {
                            Color.clear.frame(width: 56, height: 56).glassEffect(in: Circle())
                            Color.clear.frame(width: 56, height: 56).glassEffect(in: Circle())
                        }
                    }
                }
            }
        }
        .frame(width: 320, height: 192)
    }
}

@MainActor
@Suite(.serialized) struct GlassGoldenTests {
    // Recorded after looking at it, at 2×: the checkerboard and the red word "Glass" behind;
    // the regular capsule frosts them to a light grey with the red glowing pink through it,
    // the clear one keeps the squares, softened and slightly dimmed, and squeezes them toward
    // its rim (the rows curve and smear at the round ends) under a thin light rim; the tinted
    // one is blue; the clear circle bends the squares at its rim, the regular one frosts them;
    // the last two circles melt through a neck between them. With the rim's refraction
    // turned off, 6.9 % of the pixels differ, by up to 153 levels: the picture sees it.
    @Test func glassOverACheckerboard() throws {
        let canvas = try ViewHost(GlassOverCheckerboard(), size: Size(width: 320, height: 192)).render(scale: 2)
        assertSnapshot(of: canvas, as: Golden.png(), named: "light")
    }
}
