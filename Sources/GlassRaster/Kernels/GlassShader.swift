/// An image a pane samples: the processed backdrop (a texel per `1 << shift` box pixels), or a
/// pane's coarse pass (a texel per 2 × 2 box pixels).
struct GlassTexture {
    /// At least 2 × 2 texels.
    let pixels: PixelView
    /// The box pixel where the first texel starts (negative: above and left of the box).
    let originX: Int
    let originY: Int
    /// log₂ of box pixels per texel.
    let shift: Int

    /// Texel coordinates (× 256, the first texel's center at 0) of a box position (× 256),
    /// clamped so that the texel to the right or below always exists.
    @inline(__always)
    func texelX(_ p: Int32) -> Int32 {
        min(max(((p - Int32(originX) * 256) >> Int32(shift)) - 128, 0), Int32(pixels.width - 1) * 256 - 1)
    }

    @inline(__always)
    func texelY(_ p: Int32) -> Int32 {
        min(max(((p - Int32(originY) * 256) >> Int32(shift)) - 128, 0), Int32(pixels.height - 1) * 256 - 1)
    }

    /// `texelX` of eight positions.
    @inline(__always)
    func texelX(_ p: SIMD8<Int32>) -> SIMD8<Int32> {
        clamp((p &- Int32(originX) &* 256) &>> Int32(shift) &- 128, below: pixels.width)
    }

    /// `texelY` of eight positions.
    @inline(__always)
    func texelY(_ p: SIMD8<Int32>) -> SIMD8<Int32> {
        clamp((p &- Int32(originY) &* 256) &>> Int32(shift) &- 128, below: pixels.height)
    }

    @inline(__always)
    private func clamp(_ t: SIMD8<Int32>, below texels: Int) -> SIMD8<Int32> {
        pointwiseMin(pointwiseMax(t, .zero), SIMD8(repeating: Int32(texels - 1) &* 256 &- 1))
    }

    /// The texture at box position (`x`, `y`) × 256, bilinear.
    @inline(__always)
    func sample(_ x: Int32, _ y: Int32) -> UInt32 {
        let tx = texelX(x), ty = texelY(y)
        let top = pixels.row(Int(ty >> 8)) + Int(tx >> 8), bottom = top + pixels.rowStride
        let wx = UInt32(tx & 255)
        return PackedPixels.lerp(
            PackedPixels.lerp(top[0], top[1], wx), PackedPixels.lerp(bottom[0], bottom[1], wx), UInt32(ty & 255))
    }
}

/// One frame of a pane of glass: a sample map applied to this frame's textures, in integer
/// arithmetic on packed pixels.
///
/// A sample is bilinear in `samples`. The map's flat pixels see `flat` straight through and cost
/// one blend each: the texture's rows are first stretched to the map's width (a row per texel
/// row, a fraction of the work), and each flat pixel blends the two stretched rows around it.
struct GlassShader {
    let map: GlassSampleMap
    /// What samples read: the processed backdrop.
    let samples: GlassTexture
    /// What flat pixels see: the backdrop, or the pane's coarse pass.
    let flat: GlassTexture
    /// Whether the pane is composited over what the destination holds (the canvas's own
    /// pixels), rather than written in place of it.
    var compositesOver = false

    /// Writes the map's rows `rows` (all of them by default) into the same rows of
    /// `destination` (the map's size), leaving its other rows alone; `stretched` is scratch room.
    func render(into destination: PixelView, rows: Range<Int>? = nil, stretched: ScratchBuffer<UInt32>) {
        precondition(destination.width == map.width && destination.height == map.height, "destination must fit the map")
        let rows = (rows ?? 0..<map.height).clamped(to: 0..<map.height)
        guard !rows.isEmpty else { return }
        let step = Int32(map.step)
        let firstRow = map.hasFlatPixels ? Int(flat.texelY(Int32(rows.lowerBound) * 256 * step + 128 * step) >> 8) : 0
        let lastRow =
            map.hasFlatPixels ? Int(flat.texelY(Int32(rows.upperBound - 1) * 256 * step + 128 * step) >> 8) + 1 : -1
        let rowsView = PixelView(
            base: stretched.buffer(count: max(1, (lastRow - firstRow + 1) * map.width)).baseAddress!,
            width: map.width, height: max(0, lastRow - firstRow + 1), rowStride: map.width)
        if map.hasFlatPixels { stretch(rows: firstRow...lastRow, into: rowsView) }
        parallelRanges(rows.count, costPerItem: map.width) { range in
            for y in range.lowerBound + rows.lowerBound..<range.upperBound + rows.lowerBound {
                let row = map.rows[y]
                let out = destination.row(y)
                map.samples.withUnsafeBufferPointer { all in
                    var index = shade(all, from: row.start, into: out, count: row.flat.lowerBound)
                    if map.flatIsClear {
                        // Clear pixels add nothing over the destination, and are nothing in place of it.
                        if !compositesOver { (out + row.flat.lowerBound).update(repeating: 0, count: row.flat.count) }
                    } else if !row.flat.isEmpty {
                        let ty = flat.texelY(Int32(y) * 256 * step + 128 * step)
                        let above = rowsView.row(Int(ty >> 8) - firstRow) + row.flat.lowerBound
                        PackedPixels.lerp(
                            above, above + rowsView.rowStride, UInt32(ty & 255), count: row.flat.count,
                            into: out + row.flat.lowerBound, over: compositesOver)
                    }
                    index = shade(
                        all, from: index, into: out + row.flat.upperBound, count: map.width - row.flat.upperBound)
                }
            }
        }
    }

    /// Texture rows `rows`, each stretched to the map's width as flat pixels see it. Every row
    /// reads the same texels with the same weights: they are worked out once.
    private func stretch(rows: ClosedRange<Int>, into view: PixelView) {
        let width = map.width, step = Int32(map.step)
        let texels = UnsafeMutablePointer<Int>.allocate(capacity: width)
        let weights = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer {
            texels.deallocate()
            weights.deallocate()
        }
        for x in 0..<width {
            let tx = flat.texelX(Int32(x) * 256 * step + 128 * step)
            texels[x] = Int(tx >> 8)
            weights[x] = UInt32(tx & 255) &* 0x0001_0001
        }
        let table = StretchTable(texels: texels, weights: weights)
        parallelRanges(rows.count, costPerItem: width) { range in
            for i in range {
                PackedPixels.stretch(
                    flat.pixels.row(rows.lowerBound + i), texels: table.texels, weights: table.weights, count: width,
                    into: view.row(i))
            }
        }
    }

    private struct StretchTable: @unchecked Sendable {
        let texels: UnsafeMutablePointer<Int>
        let weights: UnsafeMutablePointer<UInt32>
    }

    /// Shades `count` samples from `index` into `out`, eight at a time; the index after them.
    @inline(__always)
    private func shade(
        _ all: UnsafeBufferPointer<GlassSampleMap.Sample>, from index: Int, into out: UnsafeMutablePointer<UInt32>,
        count: Int
    ) -> Int {
        var x = 0
        while x &+ 8 <= count {
            let shaded = shade(all.baseAddress! + index + x)
            let target = UnsafeMutableRawPointer(out + x)
            let pixels =
                compositesOver ? PackedPixels.over(shaded, target.loadUnaligned(as: PackedPixels.Pixels8.self)) : shaded
            target.storeBytes(of: pixels, as: PackedPixels.Pixels8.self)
            x &+= 8
        }
        while x < count {
            put(shade(all[index + x]), at: out + x)
            x &+= 1
        }
        return index + count
    }

    @inline(__always)
    func put(_ pixel: UInt32, at out: UnsafeMutablePointer<UInt32>) {
        out.pointee = compositesOver ? PackedPixels.over(pixel, out.pointee) : pixel
    }

    @inline(__always)
    func shade(_ sample: GlassSampleMap.Sample) -> UInt32 {
        let coverage = UInt32(sample.coverage)
        if coverage == 0 { return 0 }
        var color = samples.sample(sample.x, sample.y)
        if sample.isPlain { return color }
        if sample.gain != 256 {
            color = PackedPixels.scale(color, UInt32(sample.gain)) & 0x00FF_FFFF | color & 0xFF00_0000
        }
        if sample.rim != 0 {
            // White at `rim` over the pixel: c·(1 − r) + r, rounded down so no channel passes 255.
            let r = UInt32(sample.rim)
            color = PackedPixels.scale(color, 256 - r, rounding: 0) &+ r &* 0x0101_0101
        }
        return coverage == 255 ? color : PackedPixels.scale(color, coverage + coverage >> 7)
    }
}

extension GlassShader {
    /// `shade` on eight samples at once: the same pixels, bit for bit. Every step is the
    /// identity at its neutral value (gain 256, no rim, full coverage), so no lane branches,
    /// and no coverage makes the pixel 0.
    @inline(__always)
    func shade(_ s: UnsafePointer<GlassSampleMap.Sample>) -> PackedPixels.Pixels8 {
        typealias Words = PackedPixels.Pixels8
        var x = SIMD8<Int32>(), y = SIMD8<Int32>(), gain = Words(), rim = Words(), coverage = Words()
        for i in 0..<8 {
            (x[i], y[i]) = (s[i].x, s[i].y)
            (gain[i], rim[i], coverage[i]) = (UInt32(s[i].gain), UInt32(s[i].rim), UInt32(s[i].coverage))
        }
        let tx = samples.texelX(x), ty = samples.texelY(y)
        let stride = samples.pixels.rowStride
        var p00 = Words(), p01 = Words(), p10 = Words(), p11 = Words()
        for i in 0..<8 {
            let top = samples.pixels.row(Int(ty[i] &>> 8)) + Int(tx[i] &>> 8)
            (p00[i], p01[i], p10[i], p11[i]) = (top[0], top[1], top[stride], top[stride &+ 1])
        }
        let wx = Words(truncatingIfNeeded: tx & 255), wy = Words(truncatingIfNeeded: ty & 255)
        var color = PackedPixels.lerp(PackedPixels.lerp(p00, p01, wx), PackedPixels.lerp(p10, p11, wx), wy)
        color = PackedPixels.scale(color, gain) & 0x00FF_FFFF | color & 0xFF00_0000
        color = PackedPixels.scale(color, 256 &- rim, rounding: 0) &+ rim &* 0x0101_0101
        return PackedPixels.scale(color, coverage &+ coverage &>> 7)
    }
}

extension GlassPaneMap {
    /// Renders the pane's rows `rows` (all by default) over `backdrop` into the same rows of
    /// `destination` (the box), or over what they hold: the coarse pass first, into `coarse`,
    /// when there is one (its rows that those read: a fine row reads the coarse rows around
    /// half its index).
    func render(
        _ backdrop: GlassTexture, into destination: PixelView, rows: Range<Int>? = nil, compositesOver: Bool,
        coarse: ScratchBuffer<UInt32>, stretched: ScratchBuffer<UInt32>
    ) {
        var flat = backdrop
        if let map = self.coarse {
            let pass = coarse.view(width: map.width, height: map.height)
            let coarseRows = rows.map { ($0.lowerBound / 2 - 1)..<($0.upperBound / 2 + 2) }
            GlassShader(map: map, samples: backdrop, flat: backdrop).render(
                into: pass, rows: coarseRows, stretched: stretched)
            flat = GlassTexture(pixels: pass, originX: 0, originY: 0, shift: 1)
        }
        var shader = GlassShader(map: fine, samples: backdrop, flat: flat)
        shader.compositesOver = compositesOver
        shader.render(into: destination, rows: rows, stretched: stretched)
    }
}
