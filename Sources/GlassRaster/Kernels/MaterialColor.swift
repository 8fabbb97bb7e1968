import GlassCore

/// The color half of a material, in one pass over premultiplied pixels: saturation about the
/// Rec. 709 luma (the matrix of CSS `saturate()` and Core Image's color controls), then the tint
/// composited source-over. Both are linear in the premultiplied channels, so no division by
/// alpha is needed; results are clamped to 0…alpha. Integer arithmetic in 1/256 steps: the luma
/// weights are 54, 183 and 19 (summing to 256), the saturation is rounded to 1/256, and the
/// tint is kept premultiplied in 1/256 of a level, so a pixel is off by at most one level from
/// the exact result.
struct MaterialColor {
    /// The saturation in 1/256 (256: unchanged).
    let saturation: Int32
    /// The tint, premultiplied, in 1/256 of a level per channel (blue, green, red).
    let tint: SIMD3<Int32>
    /// What is left of the backdrop under the tint, in 1/256.
    let keep: Int32

    init(saturation: Double, tint: Color) {
        let s = saturation.isFinite ? min(max(saturation, 0), 64) : 1
        self.saturation = Int32((s * 256).rounded())
        let a = tint.alpha.isFinite ? min(max(tint.alpha, 0), 1) : 0
        func level(_ channel: Double) -> Int32 {
            Int32((min(max(channel.isFinite ? channel : 0, 0), 1) * a * 255 * 256).rounded())
        }
        self.tint = SIMD3(level(tint.blue), level(tint.green), level(tint.red))
        keep = 256 - Int32((a * 256).rounded())
    }

    var isIdentity: Bool { saturation == 256 && keep == 256 }

    func apply(to image: PixelView) {
        guard !isIdentity else { return }
        let color = self
        parallelRanges(image.height, costPerItem: image.width) { rows in
            for y in rows {
                let row = image.row(y)
                var x = 0
                while x &+ 8 <= image.width {
                    let raw = UnsafeMutableRawPointer(row + x)
                    raw.storeBytes(of: color.apply(raw.loadUnaligned(as: SIMD8<UInt32>.self)), as: SIMD8<UInt32>.self)
                    x &+= 8
                }
                guard x < image.width else { continue }
                // The last few pixels go through the same lanes, the unused ones empty.
                var tail = SIMD8<UInt32>()
                for i in 0..<(image.width - x) { tail[i] = row[x + i] }
                tail = color.apply(tail)
                for i in 0..<(image.width - x) { row[x + i] = tail[i] }
            }
        }
    }

    /// Eight packed premultiplied pixels, saturated, clamped to 0…alpha and tinted: one rounding
    /// at the end.
    @inline(__always)
    private func apply(_ pixels: SIMD8<UInt32>) -> SIMD8<UInt32> {
        typealias Lanes = SIMD8<Int32>
        let p = Lanes(truncatingIfNeeded: pixels)
        let a = (p &>> 24) & 0xFF, r = (p &>> 16) & 0xFF, g = (p &>> 8) & 0xFF, b = p & 0xFF
        let luma = (54 &* r &+ 183 &* g &+ 19 &* b &+ 128) &>> 8
        let zero = Lanes.zero
        @inline(__always) func saturated(_ c: Lanes) -> Lanes {
            pointwiseMin(pointwiseMax(luma &+ ((c &- luma) &* saturation &+ 128) &>> 8, zero), a)
        }
        let ob = (saturated(b) &* keep &+ tint.x &+ 128) &>> 8
        let og = (saturated(g) &* keep &+ tint.y &+ 128) &>> 8
        let or = (saturated(r) &* keep &+ tint.z &+ 128) &>> 8
        let oa = (a &* keep &+ (256 &- keep) &* 255 &+ 128) &>> 8
        return SIMD8<UInt32>(truncatingIfNeeded: oa &<< 24 | or &<< 16 | og &<< 8 | ob)
    }
}
