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
        let s = saturation, tint = tint, keep = keep
        parallelRanges(image.height, costPerItem: image.width) { rows in
            for y in rows {
                let row = image.row(y)
                for x in 0..<image.width {
                    let p = row[x]
                    let a = Int32(p >> 24)
                    let b = Int32(p & 0xFF), g = Int32((p >> 8) & 0xFF), r = Int32((p >> 16) & 0xFF)
                    let luma = (54 &* r &+ 183 &* g &+ 19 &* b &+ 128) &>> 8
                    // Saturated, clamped to 0…alpha, tinted: one rounding at the end.
                    let sb = min(max(luma &+ ((b &- luma) &* s &+ 128) &>> 8, 0), a)
                    let sg = min(max(luma &+ ((g &- luma) &* s &+ 128) &>> 8, 0), a)
                    let sr = min(max(luma &+ ((r &- luma) &* s &+ 128) &>> 8, 0), a)
                    let ob = UInt32((sb &* keep &+ tint.x &+ 128) &>> 8)
                    let og = UInt32((sg &* keep &+ tint.y &+ 128) &>> 8)
                    let or = UInt32((sr &* keep &+ tint.z &+ 128) &>> 8)
                    let oa = UInt32((a &* keep &+ (256 &- keep) &* 255 &+ 128) &>> 8)
                    row[x] = oa << 24 | or << 16 | og << 8 | ob
                }
            }
        }
    }
}
