import Foundation
import GlassCore
import Testing

@testable import GlassRaster

@Suite struct BoxBlurTests {
    @Test func radiiMatchTheGaussianVariance() {
        for sigma in [1.0, 2.5, 4, 10, 30] {
            let radii = BoxBlur.radii(sigma: sigma)
            #expect(radii.count == 3)
            // A box of width w has variance (w² − 1) / 12; three passes add up.
            let variance = radii.reduce(0.0) {
                let w = Double(2 * $1 + 1)
                return $0 + (w * w - 1) / 12
            }
            // Moving one pass from width wl to wl + 2 adds (4·wl + 4) / 12, so the best split is
            // within half of that.
            let wl = Double(2 * radii.min()! + 1)
            #expect(abs(variance - sigma * sigma) <= (4 * wl + 4) / 24 + 1e-9, "σ = \(sigma): variance \(variance)")
            #expect(Set(radii).count <= 2)
        }
        #expect(BoxBlur.radii(sigma: 0) == [0, 0, 0])
    }

    @Test func stepEdgeFollowsTheGaussianErrorFunction() {
        let w = 200, h = 8, sigma = 6.0
        let image = PixelImage(width: w, height: h), scratch = PixelImage(width: w, height: h)
        for y in 0..<h { for x in 100..<w { image.view[x, y] = 0xFFFF_FFFF } }
        for y in 0..<h { for x in 0..<100 { image.view[x, y] = 0xFF00_0000 } }
        BoxBlur.apply(to: image.view, sigma: sigma, scratch: scratch.view)
        var worst = 0.0
        for x in 70..<130 {
            let measured = Double(image.view[x, 4] & 0xFF) / 255
            // The edge lies between pixels 99 and 100, at 99.5 + 0.5 pixel centers.
            let expected = 0.5 * (1 + erf((Double(x) - 99.5) / (sigma * 2.0.squareRoot())))
            worst = max(worst, abs(measured - expected))
        }
        #expect(worst < 0.03, "worst deviation from the Gaussian step response: \(worst)")
    }

    @Test func flatColorIsUnchangedAndAlphaIsConserved() {
        let image = PixelImage(width: 37, height: 23), scratch = PixelImage(width: 37, height: 23)
        image.view.fill(0x8040_2010)
        BoxBlur.apply(to: image.view, sigma: 5, scratch: scratch.view)
        for y in 0..<23 { for x in 0..<37 { #expect(image.view[x, y] == 0x8040_2010) } }
    }

    @Test func premultipliedChannelsNeverExceedAlpha() {
        let image = PixelImage(width: 64, height: 64), scratch = PixelImage(width: 64, height: 64)
        var rng = SystemRandomNumberGenerator()
        for y in 0..<64 {
            for x in 0..<64 {
                let a = UInt32.random(in: 0...255, using: &rng)
                let c = { UInt32.random(in: 0...a, using: &rng) }
                image.view[x, y] = a << 24 | c() << 16 | c() << 8 | c()
            }
        }
        BoxBlur.apply(to: image.view, sigma: 3, scratch: scratch.view)
        for y in 0..<64 {
            for x in 0..<64 {
                let p = image.view[x, y], a = p >> 24
                #expect((p >> 16) & 0xFF <= a && (p >> 8) & 0xFF <= a && p & 0xFF <= a)
            }
        }
    }

    @Test func largeRadiusOnASmallImageClampsAtTheEdges() {
        let image = PixelImage(width: 5, height: 3), scratch = PixelImage(width: 5, height: 3)
        image.view[0, 0] = 0xFFFF_FFFF
        BoxBlur.apply(to: image.view, sigma: 40, scratch: scratch.view)
        #expect(image.view[4, 2] >> 24 > 0)
    }
}

/// The small-σ blur: its kernel, and its response to a step against the Gaussian's.
@Suite struct SmallGaussianTests {
    @Test func weightsSumTo256AndFallOffSymmetrically() {
        for sigma in [0.5, 1.0, 1.41, 1.6, 2.2, 3.0] {
            let w = SmallGaussian.weights(sigma: sigma).map(Int.init)
            #expect(w.reduce(0, +) == 256)
            #expect(w == Array(w.reversed()))
            let r = w.count / 2
            #expect((0..<r).allSatisfy { w[$0] <= w[$0 + 1] })
            // Its variance is σ² to within the truncation and rounding.
            let variance = w.enumerated().reduce(0.0) {
                $0 + Double($1.element) / 256 * Double(($1.offset - r) * ($1.offset - r))
            }
            #expect(abs(variance - sigma * sigma) < 0.08 * sigma * sigma + 0.02, "σ \(sigma): variance \(variance)")
        }
    }

    @Test(arguments: [0.8, 1.41, 2.8]) func stepEdgeFollowsTheGaussianErrorFunction(sigma: Double) {
        let w = 60, h = 20
        let image = PixelImage(width: w, height: h), scratch = PixelImage(width: w, height: h)
        for y in 0..<h { for x in 0..<w { image.view[x, y] = x < 30 ? 0xFF00_0000 : 0xFFFF_FFFF } }
        SmallGaussian.apply(to: image.view, sigma: sigma, scratch: scratch.view)
        var worst = 0.0
        for x in 20..<40 {
            let measured = Double(image.view[x, 10] & 0xFF) / 255
            let expected = 0.5 * (1 + erf((Double(x) - 29.5) / (sigma * 2.0.squareRoot())))
            worst = max(worst, abs(measured - expected))
        }
        #expect(worst < 0.02, "worst deviation from the Gaussian step response: \(worst)")
        #expect((0..<h).allSatisfy { image.view[45, $0] == 0xFFFF_FFFF })
        // Down the columns, the same step turned on its side.
        let tall = PixelImage(width: h, height: w), tallScratch = PixelImage(width: h, height: w)
        for y in 0..<w { for x in 0..<h { tall.view[x, y] = y < 30 ? 0xFF00_0000 : 0xFFFF_FFFF } }
        SmallGaussian.apply(to: tall.view, sigma: sigma, scratch: tallScratch.view)
        let across = (20..<40).map { Double(image.view[$0, 10] & 0xFF) }
        let down = (20..<40).map { Double(tall.view[10, $0] & 0xFF) }
        #expect(across == down)
    }
}

/// Shadows wide enough to be blurred at a fraction of the resolution keep the Gaussian's edge.
@Suite struct WideShadowTests {
    // A 100 pt square's shadow of radius 12 pt (σ 6 pt) at 3×, σ 18 px, blurred at a quarter
    // of the resolution: across its right edge the shadow's alpha follows the Gaussian's
    // ½ erfc(d / σ√2) within 0.02 everywhere from 3σ inside to 3σ outside, and it is as
    // strong at the middle of the edge as at its ends' middle.
    @Test func aQuarterResolutionShadowFollowsTheGaussianEdge() throws {
        let canvas = try RasterCanvas(size: Size(width: 200, height: 200), scale: 3)
        canvas.drawShadow(
            of: Path(rect: Rect(x: 50, y: 50, width: 100, height: 100)),
            Shadow(color: .black, radius: 12, offset: .zero))
        let sigma = 18.0, edge = 450.0
        var worst = 0.0
        for x in stride(from: 396, through: 504, by: 3) {
            let d = Double(x) + 0.5 - edge
            let expected = 0.5 * erfc(d / (sigma * 2.0.squareRoot()))
            worst = max(worst, abs(canvas.color(atPixelX: x, y: 300).alpha - expected))
        }
        #expect(worst < 0.02, "the edge is off the Gaussian by \(worst)")
    }

    // A pane's shadow drawn outside its shape: nothing inside the shape (where the pane's glass
    // would otherwise see its own shadow), the same shadow as the whole one outside it.
    @Test func anOutsideShadowLeavesTheShapeClear() throws {
        let shape = Path(roundedRect: Rect(x: 50, y: 50, width: 100, height: 40), cornerRadius: 20, style: .circular)
        let shadow = Shadow(color: .black.opacity(0.5), radius: 12, offset: Vector(dx: 0, dy: 4))
        let outside = try RasterCanvas(size: Size(width: 200, height: 150), scale: 2)
        outside.drawShadow(of: shape, shadow, outside: true)
        let whole = try RasterCanvas(size: Size(width: 200, height: 150), scale: 2)
        whole.drawShadow(of: shape, shadow)
        #expect(outside.color(atPixelX: 200, y: 140).alpha == 0, "the middle of the shape")
        #expect(whole.color(atPixelX: 200, y: 140).alpha > 0.3)
        for (x, y) in [(200, 186), (200, 96), (94, 140), (306, 140)] {
            let a = outside.color(atPixelX: x, y: y).alpha, b = whole.color(atPixelX: x, y: y).alpha
            #expect(a > 0.02 && abs(a - b) < 0.01, "at (\(x), \(y)): \(a) against \(b)")
        }
    }

    // A pane's shadow drawn again, as every frame of a list scrolling under a tab bar draws it,
    // is kept from its second drawing and then comes from the mask kept blurred: the same
    // pixels as a fresh one; one moved elsewhere is drawn where it now is.
    @Test func aPanesShadowIsKeptForTheNextFrame() throws {
        let shape = Path(roundedRect: Rect(x: 50, y: 50, width: 100, height: 40), cornerRadius: 20, style: .circular)
        let shadow = Shadow(color: .black.opacity(0.5), radius: 12, offset: Vector(dx: 0, dy: 4))
        let everything = Path(rect: Rect(x: 0, y: 0, width: 200, height: 150))
        let kept = try RasterCanvas(size: Size(width: 200, height: 150), scale: 2)
        let key = ShadowMasks.Key(source: shape, shadow: shadow, transform: kept.currentTransform)
        kept.drawShadow(of: shape, shadow, outside: true)
        #expect(kept.shadowMasks[key] == nil, "a shadow drawn once may be a moving pane's: not kept")
        kept.drawShadow(of: shape, shadow, outside: true)
        #expect(kept.shadowMasks[key] != nil)
        kept.fill(everything, with: .white)
        kept.drawShadow(of: shape, shadow, outside: true)
        let fresh = try RasterCanvas(size: Size(width: 200, height: 150), scale: 2)
        fresh.fill(everything, with: .white)
        fresh.drawShadow(of: shape, shadow, outside: true)
        for y in [96, 140, 186, 200] {
            #expect(
                (0..<400).map { kept.color(atPixelX: $0, y: y) } == (0..<400).map { fresh.color(atPixelX: $0, y: y) })
        }
        kept.fill(everything, with: .white)
        let moved = Path(roundedRect: Rect(x: 50, y: 70, width: 100, height: 40), cornerRadius: 20, style: .circular)
        kept.drawShadow(of: moved, shadow, outside: true)
        #expect(kept.color(atPixelX: 200, y: 186).red == 1, "inside the moved shape")
        #expect(kept.color(atPixelX: 200, y: 226).red < 0.98, "under the moved shape")
    }
}
