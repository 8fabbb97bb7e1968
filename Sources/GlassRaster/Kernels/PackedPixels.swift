/// Arithmetic on premultiplied ARGB32 words without unpacking them: two channels a 32-bit word
/// in 16-bit lanes (blue and red, then green and alpha), weights in 1/256.
enum PackedPixels {
    /// a·(1 − w/256) + b·w/256 in every channel, rounded; w in 0…256.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let keep = 256 - w
        let rb = ((a & 0x00FF_00FF) &* keep &+ (b & 0x00FF_00FF) &* w &+ 0x0080_0080) >> 8 & 0x00FF_00FF
        let ag = ((a >> 8) & 0x00FF_00FF) &* keep &+ ((b >> 8) & 0x00FF_00FF) &* w &+ 0x0080_0080
        return rb | ag & 0xFF00_FF00
    }

    /// Every channel times s/256 (s in 0…256), rounded unless `rounding` is 0.
    @inline(__always)
    static func scale(_ p: UInt32, _ s: UInt32, rounding: UInt32 = 0x0080_0080) -> UInt32 {
        let rb = ((p & 0x00FF_00FF) &* s &+ rounding) >> 8 & 0x00FF_00FF
        let ag = ((p >> 8) & 0x00FF_00FF) &* s &+ rounding
        return rb | ag & 0xFF00_FF00
    }

    /// Premultiplied `source` over `destination`: s + d·(1 − αs), rounded down so that no
    /// channel passes 255.
    @inline(__always)
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let alpha = source >> 24
        if alpha == 255 { return source }
        return scale(destination, 256 - alpha - alpha >> 7, rounding: 0) &+ source
    }

    typealias Lanes = SIMD16<UInt16>

    /// Eight pixels `p` and `q` blended by per-lane weights (0…256), in 16-bit lanes: the
    /// multiplies every x86-64 and ARM core has in SIMD.
    @inline(__always)
    static func lerp(_ p: Lanes, _ q: Lanes, keep: Lanes, weight: Lanes) -> Lanes {
        let low = Lanes(repeating: 0x00FF), half = Lanes(repeating: 0x0080)
        let br = ((p & low) &* keep &+ (q & low) &* weight &+ half) &>> 8
        let ga = ((p &>> 8) &* keep &+ (q &>> 8) &* weight &+ half) & ~low
        return br | ga
    }

    /// `count` pixels of `a` and `b` blended by w/256 into `out` (or over it), eight at a time.
    static func lerp(
        _ a: UnsafeMutablePointer<UInt32>, _ b: UnsafeMutablePointer<UInt32>, _ w: UInt32, count: Int,
        into out: UnsafeMutablePointer<UInt32>, over: Bool
    ) {
        let keep = Lanes(repeating: UInt16(256 - w)), weight = Lanes(repeating: UInt16(w))
        let opaque = SIMD8<UInt32>(repeating: 0xFF00_0000)
        var i = 0
        while i &+ 8 <= count {
            let blended = lerp(
                UnsafeRawPointer(a + i).loadUnaligned(as: Lanes.self),
                UnsafeRawPointer(b + i).loadUnaligned(as: Lanes.self),
                keep: keep, weight: weight)
            // Eight opaque pixels cover what lies under them, as they mostly do.
            if over, any(unsafeBitCast(blended, to: SIMD8<UInt32>.self) .< opaque) {
                for k in 0..<8 { out[i + k] = Self.over(lerp(a[i + k], b[i + k], w), out[i + k]) }
            } else {
                UnsafeMutableRawPointer(out + i).storeBytes(of: blended, as: Lanes.self)
            }
            i &+= 8
        }
        while i < count {
            let pixel = lerp(a[i], b[i], w)
            out[i] = over ? Self.over(pixel, out[i]) : pixel
            i &+= 1
        }
    }

    /// A row stretched: pixel x blends `source[texels[x]]` and the one after by `weights[x]`
    /// (the weight in both halves of the word, as the lanes want it).
    static func stretch(
        _ source: UnsafeMutablePointer<UInt32>, texels t: UnsafeMutablePointer<Int>,
        weights: UnsafeMutablePointer<UInt32>,
        count: Int, into out: UnsafeMutablePointer<UInt32>
    ) {
        let full = Lanes(repeating: 256)
        var x = 0
        while x &+ 8 <= count {
            let p = unsafeBitCast(
                SIMD8<UInt32>(
                    source[t[x]], source[t[x &+ 1]], source[t[x &+ 2]], source[t[x &+ 3]], source[t[x &+ 4]],
                    source[t[x &+ 5]], source[t[x &+ 6]], source[t[x &+ 7]]), to: Lanes.self)
            let q = unsafeBitCast(
                SIMD8<UInt32>(
                    source[t[x] &+ 1], source[t[x &+ 1] &+ 1], source[t[x &+ 2] &+ 1], source[t[x &+ 3] &+ 1],
                    source[t[x &+ 4] &+ 1], source[t[x &+ 5] &+ 1], source[t[x &+ 6] &+ 1], source[t[x &+ 7] &+ 1]),
                to: Lanes.self)
            let weight = UnsafeRawPointer(weights + x).loadUnaligned(as: Lanes.self)
            UnsafeMutableRawPointer(out + x).storeBytes(
                of: lerp(p, q, keep: full &- weight, weight: weight), as: Lanes.self)
            x &+= 8
        }
        while x < count {
            out[x] = lerp(source[t[x]], source[t[x] &+ 1], weights[x] & 0xFFFF)
            x &+= 1
        }
    }

    /// Eight pixels, a word each.
    typealias Pixels8 = SIMD8<UInt32>

    /// The weights of eight pixels (0…256) in both 16-bit halves of their words.
    @inline(__always)
    private static func weightLanes(_ weights: Pixels8) -> Lanes {
        unsafeBitCast(weights | weights &<< 16, to: Lanes.self)
    }

    /// `scale` on eight pixels, each by its own s/256; the same results, bit for bit.
    @inline(__always)
    static func scale(_ p: Pixels8, _ s: Pixels8, rounding: UInt16 = 0x0080) -> Pixels8 {
        let lanes = unsafeBitCast(p, to: Lanes.self), weight = weightLanes(s)
        let low = Lanes(repeating: 0x00FF), r = Lanes(repeating: rounding)
        let br = ((lanes & low) &* weight &+ r) &>> 8
        let ga = ((lanes &>> 8) &* weight &+ r) & ~low
        return unsafeBitCast(br | ga, to: Pixels8.self)
    }

    /// `lerp` on eight pixel pairs, each by its own w/256 (0…256); the same results, bit for bit.
    @inline(__always)
    static func lerp(_ a: Pixels8, _ b: Pixels8, _ w: Pixels8) -> Pixels8 {
        let weight = weightLanes(w)
        return unsafeBitCast(
            lerp(
                unsafeBitCast(a, to: Lanes.self), unsafeBitCast(b, to: Lanes.self),
                keep: Lanes(repeating: 256) &- weight, weight: weight), to: Pixels8.self)
    }

    /// `over` on eight pixels; the same results, bit for bit (an opaque source's weight on the
    /// destination is 0).
    @inline(__always)
    static func over(_ source: Pixels8, _ destination: Pixels8) -> Pixels8 {
        let alpha = source &>> 24
        return scale(destination, 256 &- alpha &- alpha &>> 7, rounding: 0) &+ source
    }
}
