import GlassCore
import Testing

@testable import GlassRaster

/// The glass pipeline's parts: packed-pixel arithmetic against exact arithmetic, block averages,
/// the sample maps kept for glass that stays put, the half-resolution pass for bent light, and
/// input that must draw nothing.
@Suite struct GlassPassTests {
    /// Deterministic pseudo-random premultiplied pixels.
    func pixels(_ count: Int, seed: UInt64 = 7) -> [UInt32] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let a = UInt32(truncatingIfNeeded: state >> 56)
            let c = { (shift: UInt64) in UInt32(truncatingIfNeeded: state >> shift) % (a + 1) }
            return a << 24 | c(8) << 16 | c(16) << 8 | c(24)
        }
    }

    func channels(_ p: UInt32) -> [Double] { [24, 16, 8, 0].map { Double((p >> $0) & 0xFF) } }

    @Test func packedBlendsRoundExactArithmetic() {
        let a = pixels(512, seed: 1), b = pixels(512, seed: 2)
        for (i, w) in zip(0..<512, (0..<512).map { UInt32($0 % 257) }) {
            let blended = channels(PackedPixels.lerp(a[i], b[i], w))
            let exact = zip(channels(a[i]), channels(b[i])).map { $0 * (1 - Double(w) / 256) + $1 * Double(w) / 256 }
            #expect(zip(blended, exact).allSatisfy { abs($0 - $1) <= 0.5 })
            // Premultiplied source over destination never passes 255, nor its own alpha.
            let over = channels(PackedPixels.over(a[i], b[i]))
            let exactOver = zip(channels(a[i]), channels(b[i])).map { $0 + $1 * (1 - channels(a[i])[0] / 255) }
            #expect(zip(over, exactOver).allSatisfy { abs($0 - $1) <= 1.5 })
            #expect(over.allSatisfy { $0 <= over[0] })
        }
    }

    @Test func eightAtATimeEqualsOneAtATime() {
        let a = pixels(37, seed: 3), b = pixels(37, seed: 4), under = pixels(37, seed: 5)
        for over in [false, true] {
            var out = under
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    PackedPixels.lerp(
                        UnsafeMutablePointer(mutating: a.baseAddress!), UnsafeMutablePointer(mutating: b.baseAddress!),
                        77,
                        count: 37, into: &out, over: over)
                }
            }
            let expected = (0..<37).map { i in
                over
                    ? PackedPixels.over(PackedPixels.lerp(a[i], b[i], 77), under[i]) : PackedPixels.lerp(a[i], b[i], 77)
            }
            #expect(out == expected)
        }
    }

    /// The shader's eight-lane shading gives the pixels of its one-at-a-time shading, bit for
    /// bit, for samples anywhere (outside the texture too), any gain, rim light and coverage,
    /// and so does the eight-lane `over`.
    @Test func shadingEightSamplesAtOnceEqualsOneByOne() {
        let texture = PixelImage(width: 9, height: 7)
        let texels = pixels(63, seed: 11)
        for y in 0..<7 { for x in 0..<9 { texture.view.row(y)[x] = texels[y * 9 + x] } }
        let shader = GlassShader(
            map: GlassSampleMap(width: 1, height: 0, step: 1, rows: .init(start: nil, count: 0)),
            samples: GlassTexture(pixels: texture.view, originX: -2, originY: 1, shift: 1),
            flat: GlassTexture(pixels: texture.view, originX: 0, originY: 0, shift: 0))
        var state: UInt64 = 5
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let samples = (0..<64).map { _ in
            GlassSampleMap.Sample(
                position: SIMD2(Float(next(3000)) / 100 - 6, Float(next(2400)) / 100 - 4),
                gain: [1, 0.5, Float(next(257)) / 256][next(3)], rim: [0, Float(next(256)) / 255][next(2)],
                coverage: [1, 0, Float(next(256)) / 255][next(3)])
        }
        let under = pixels(64, seed: 12)
        samples.withUnsafeBufferPointer { all in
            for start in stride(from: 0, to: 64, by: 8) {
                let lanes = shader.shade(all.baseAddress! + start)
                var over = PackedPixels.Pixels8()
                for i in 0..<8 { over[i] = under[start + i] }
                over = PackedPixels.over(lanes, over)
                for i in 0..<8 {
                    let one = shader.shade(all[start + i])
                    #expect(lanes[i] == one, "sample \(start + i)")
                    #expect(over[i] == PackedPixels.over(one, under[start + i]))
                }
            }
        }
    }

    @Test(arguments: [0, 1, 2, 3, 4]) func blocksAverageTheirPixelsAndClampAtTheEdge(shift: Int) {
        let width = 45, height = 29
        var source = pixels(width * height, seed: UInt64(shift) + 9)
        let factor = 1 << shift
        let outWidth = (width + 6 + factor - 1) / factor, outHeight = (height + 6 + factor - 1) / factor
        var out = [UInt32](repeating: 0, count: outWidth * outHeight)
        source.withUnsafeMutableBufferPointer { s in
            out.withUnsafeMutableBufferPointer { o in
                Downsample.box(
                    PixelView(base: s.baseAddress!, width: width, height: height, rowStride: width), originX: -3,
                    originY: -3, factorShift: shift,
                    into: PixelView(base: o.baseAddress!, width: outWidth, height: outHeight, rowStride: outWidth))
            }
        }
        for dy in 0..<outHeight {
            for dx in 0..<outWidth {
                var sum = [Double](repeating: 0, count: 4)
                for sy in 0..<factor {
                    for sx in 0..<factor {
                        let x = min(max(dx * factor + sx - 3, 0), width - 1),
                            y = min(max(dy * factor + sy - 3, 0), height - 1)
                        sum = zip(sum, channels(source[y * width + x])).map(+)
                    }
                }
                let mean = sum.map { $0 / Double(factor * factor) }
                #expect(zip(channels(out[dy * outWidth + dx]), mean).allSatisfy { abs($0 - $1) <= 0.5 })
            }
        }
    }

    let bar = GlassShape(rect: Rect(x: 10, y: 60, width: 80, height: 24), cornerRadius: 12, style: .circular)
    let glass = BackdropEffect(
        blurRadius: 3, saturation: 1.5, tint: Color.white.opacity(0.3),
        refraction: Refraction(bezelWidth: 10, thickness: 6))

    func stripes(scale: Double = 2) throws -> RasterCanvas {
        let canvas = try RasterCanvas(size: .square(100), scale: scale)
        let pixels = canvas.pixels
        for y in 0..<pixels.height {
            for x in 0..<pixels.width { pixels[x, y] = (x / 6 + y / 9) % 2 == 0 ? 0xFFE0_3060 : 0xFF20_80F0 }
        }
        canvas.pixelsChanged()
        return canvas
    }

    @Test func glassThatStaysPutKeepsItsMapWhileTheBackdropMoves() throws {
        let canvas = try stripes()
        canvas.drawBackdrop(in: bar, effect: glass)
        let first = canvas.pixels[100, 140]
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 100)), with: .color(Color(rgb: 0x00FF00)))
        canvas.drawBackdrop(in: bar, effect: glass)
        #expect(canvas.sampleMaps.misses == 1, "the same pane over a new backdrop samples through the same map")
        #expect(canvas.pixels[100, 140] != first, "the new backdrop shows through the glass")
        // Moved by whole pixels (a point at 2×), the pane finds its map again; resized, it does not.
        canvas.drawBackdrop(
            in: GlassShape(rect: bar.rect.offsetBy(Vector(dx: 1, dy: 2)), cornerRadius: 12, style: .circular),
            effect: glass)
        #expect(canvas.sampleMaps.misses == 1)
        canvas.drawBackdrop(
            in: GlassShape(rect: Rect(x: 10, y: 60, width: 81, height: 24), cornerRadius: 12), effect: glass)
        #expect(canvas.sampleMaps.misses == 2)
        // So does a pane with continuous corners, whose outline (made at its corner) is part
        // of its optics: moved by whole pixels across powers of two, the same map.
        for x in [2.5, 7.5, 16.5] {
            canvas.drawBackdrop(
                in: GlassShape(rect: Rect(x: x, y: 60, width: 80, height: 24), cornerRadius: 12), effect: glass)
        }
        #expect(canvas.sampleMaps.misses == 3)
    }

    // The cache holds what its bound allows: with room for about three maps of a 40 pt lens
    // pane, asking for five panes in turn keeps the last ones (found again) and drops the
    // first (worked out again); the one just made always stays, however large.
    @Test func theMapCacheDropsTheLeastRecentlyUsed() {
        func optics(_ x: Double) -> GlassOptics<RoundedRectSDF> {
            GlassOptics(
                shape: RoundedRectSDF(x: 0, y: 0, width: 40, height: 40, radius: 10),
                rect: Rect(x: 0, y: 0, width: 40, height: 40), localToBox: .translation(Vector(dx: x, dy: 0)),
                boxToLocal: .translation(Vector(dx: -x, dy: 0)), pixelsPerPoint: 1, refraction: nil,
                lens: Lens(strength: 0.5, vignetteStrength: 0.2))
        }
        let one = GlassSampleMapCache().map(for: optics(0), width: 42, height: 42, profile: nil).byteCount
        let cache = GlassSampleMapCache(byteLimit: one * 3 + one / 2)
        for x in 0..<5 { _ = cache.map(for: optics(Double(x)), width: 42, height: 42, profile: nil) }
        #expect(cache.misses == 5)
        _ = cache.map(for: optics(4), width: 42, height: 42, profile: nil)
        _ = cache.map(for: optics(3), width: 42, height: 42, profile: nil)
        #expect(cache.misses == 5, "the last two are still there")
        _ = cache.map(for: optics(0), width: 42, height: 42, profile: nil)
        #expect(cache.misses == 6, "the first was dropped")
        let tiny = GlassSampleMapCache(byteLimit: 1)
        _ = tiny.map(for: optics(0), width: 42, height: 42, profile: nil)
        _ = tiny.map(for: optics(0), width: 42, height: 42, profile: nil)
        #expect(tiny.misses == 1)
    }

    /// The bending sampled at every other pixel and stretched, against the same glass sampled
    /// at every pixel, over stripes 12 pixels wide at 2×, downsampled and blurred as the
    /// pipeline leaves them: they differ by at most 12 levels of 255, near the edge where the
    /// rim bends most steeply.
    @Test func bendingAtHalfResolutionMatchesFullResolution() throws {
        let texture = PixelImage(width: 120, height: 60)
        for y in 0..<60 {
            for x in 0..<120 { texture.view[x, y] = (x / 6 + y / 9) % 2 == 0 ? 0xFFE0_3060 : 0xFF20_80F0 }
        }
        // As the pipeline leaves a backdrop downsampled 2×: blurred by at least 1.4 texels.
        let scratch = PixelImage(width: 120, height: 60)
        withExtendedLifetime(scratch) { BoxBlur.apply(to: texture.view, sigma: 1.4, scratch: scratch.view) }
        func render(halfResolution: Bool) -> [UInt32] {
            var optics = GlassOptics(
                shape: RoundedRectSDF(x: 10, y: 60, width: 80, height: 24, radius: 12), rect: bar.rect,
                localToBox: .scale(2).concatenating(.translation(Vector(dx: -19, dy: -119))),
                boxToLocal: AffineTransform.translation(Vector(dx: 19, dy: 119)).concatenating(.scale(0.5)),
                pixelsPerPoint: 2, refraction: glass.refraction, lens: nil)
            optics.bendsAtHalfResolution = halfResolution
            let map = optics.paneMap(width: 162, height: 50, profile: RefractionProfile(refractiveIndex: 1.5))
            #expect((map.coarse != nil) == halfResolution)
            let out = PixelImage(width: 162, height: 50)
            map.render(
                GlassTexture(pixels: texture.view, originX: -40, originY: -30, shift: 1), into: out.view,
                compositesOver: false, coarse: ScratchBuffer(), stretched: ScratchBuffer())
            return (0..<50).flatMap { y in (0..<162).map { x in out.view[x, y] } }
        }
        let (half, full) = withExtendedLifetime(texture) {
            (render(halfResolution: true), render(halfResolution: false))
        }
        let largest = zip(half, full).map { zip(channels($0), channels($1)).map { abs($0 - $1) }.max()! }.max()!
        #expect(largest <= 12, "largest difference \(largest)")
        #expect(half != full)
    }

    @Test(arguments: [
        Rect(x: 10, y: 10, width: 0, height: 20), Rect(x: 10, y: 10, width: -30, height: 20),
        Rect(x: .nan, y: 10, width: 30, height: 20), Rect(x: 10, y: 10, width: .infinity, height: 20),
        Rect(x: 10, y: 10, width: 1e12, height: 1e12),
    ]) func degenerateGlassDrawsNothingAndNeverCrashes(rect: Rect) throws {
        let canvas = try stripes(scale: 1)
        let before = (0..<100).map { canvas.pixels[$0, $0] }
        canvas.drawBackdrop(in: GlassShape(rect: rect, cornerRadius: 8), effect: glass)
        canvas.drawBackdrop(in: GlassUnion(shapes: [GlassShape(rect: rect, cornerRadius: 8)], blend: 8), effect: glass)
        if rect.width.isFinite, rect.width <= 0 || rect.minX.isNaN {
            #expect((0..<100).map { canvas.pixels[$0, $0] } == before)
        }
    }
}

/// A union of hundreds of shapes: the grid that lists them by cell gives the very field a scan
/// of every shape gives, wherever the glass reads it.
@Suite struct LargeUnionTests {
    @Test func theGridGivesTheFieldOfAFullScan() {
        // 20 × 15 circles of 20 pt, 6 pt apart, melting within 8 pt.
        var shapes: [RoundedRectSDF] = []
        for row in 0..<15 {
            for column in 0..<20 {
                shapes.append(
                    RoundedRectSDF(x: Double(column) * 26, y: Double(row) * 26, width: 20, height: 20, radius: 10))
            }
        }
        let gridded = SmoothUnionSDF(shapes: shapes, blend: 8)
        let scanned = SmoothUnionSDF(shapes: shapes, blend: 8, margin: .infinity)
        var checked = 0
        for y in stride(from: Float(-6), to: 400, by: 2.1) {
            for x in stride(from: Float(-6), to: 530, by: 2.3) {
                let a = gridded.evaluate(SIMD2(x, y)), b = scanned.evaluate(SIMD2(x, y))
                // Where the glass reads the field: inside, and up to 4 pt outside the outline.
                guard b.distance < 4 else { continue }
                checked += 1
                // To rounding: a scan weighs (and renormalises the normal for) more shapes, each
                // too far to change anything.
                let same =
                    abs(a.distance - b.distance) < 1e-4 && ((a.normal - b.normal) * (a.normal - b.normal)).sum() < 1e-8
                #expect(same, "at (\(x), \(y)): \(a) against \(b)")
                if !same { return }
            }
        }
        #expect(checked > 20_000)
    }
}
