import GlassCore

/// A box of device pixels: its top-left pixel and its size.
typealias PixelBox = (x: Int, y: Int, width: Int, height: Int)

/// Source-over of a premultiplied picture through an affine map, bilinearly filtered: how a
/// wiggling, lifted or tilted icon's cached picture reaches the screen every frame.
///
/// Pixman does this on one core through its general fetch-then-combine path, at about 10 ns a
/// pixel; an edit-mode frame moves 2 M such pixels. This kernel walks each destination row in
/// 16.16 fixed point, loads the footprint as two rows of two pixels, blends them as 16-bit
/// lanes (7-bit weights, as pixman's own bilinear filter uses), and skips footprints that are
/// wholly transparent. `RasterCanvas` runs many of them at once, split by rows across cores.
///
/// Taps outside the picture are transparent, so its edges fade over one pixel exactly as a
/// Cairo pattern with `EXTEND_NONE` does.
struct AffineComposite {
    let source: PixelView
    /// Destination pixel coordinates → source pixel coordinates (both continuous, pixel
    /// centers at .5).
    let deviceToSource: AffineTransform
    /// 0…1.
    let opacity: Double
    /// The destination pixels it covers, already clipped to the destination.
    let box: PixelBox

    /// Blends the picture over the rows of `destination` in `rows` that its box covers.
    func render(onto destination: PixelView, rows: Range<Int>) {
        guard box.width > 0, source.width > 0, source.height > 0, opacity > 0 else { return }
        let first = max(rows.lowerBound, box.y), end = min(rows.upperBound, box.y + box.height)
        for y in first..<max(first, end) { blend(row: y, onto: destination) }
    }

    private static let one = 65_536

    /// One destination row: the footprints wholly inside the picture two at a time, those
    /// across its edge one at a time with their outside taps transparent.
    private func blend(row y: Int, onto destination: PixelView) {
        let m = deviceToSource, one = Double(Self.one)
        // The bilinear footprint's top-left tap sits at the sample point less half a pixel.
        let cx = Double(box.x) + 0.5, cy = Double(y) + 0.5
        let u = Int(((m.a * cx + m.c * cy + m.tx - 0.5) * one).rounded(.down))
        let v = Int(((m.b * cx + m.d * cy + m.ty - 0.5) * one).rounded(.down))
        let du = Int((m.a * one).rounded()), dv = Int((m.b * one).rounded())
        let w = source.width, h = source.height, n = box.width
        let touching = Self.steps(u, du, from: -Self.one, to: w * Self.one - 1, count: n)
            .clamped(to: Self.steps(v, dv, from: -Self.one, to: h * Self.one - 1, count: n))
        let inside = Self.steps(u, du, from: 0, to: (w - 1) * Self.one - 1, count: n)
            .clamped(to: Self.steps(v, dv, from: 0, to: (h - 1) * Self.one - 1, count: n))
            .clamped(to: touching)
        let out = destination.row(y) + box.x
        let alpha = UInt16((min(1, opacity) * 256).rounded())
        for i in touching.lowerBound..<inside.lowerBound {
            blendAcrossEdge(at: i, u: u &+ i &* du, v: v &+ i &* dv, alpha: alpha, into: out)
        }
        var i = inside.lowerBound
        while i + 1 < inside.upperBound {
            blendPair(at: i, u: u &+ i &* du, v: v &+ i &* dv, du: du, dv: dv, alpha: alpha, into: out)
            i += 2
        }
        for i in i..<touching.upperBound {
            blendAcrossEdge(at: i, u: u &+ i &* du, v: v &+ i &* dv, alpha: alpha, into: out)
        }
    }

    /// Two neighbouring pixels whose footprints are inside the picture, in one pass of
    /// eight 16-bit lanes.
    @inline(__always)
    private func blendPair(
        at i: Int, u: Int, v: Int, du: Int, dv: Int, alpha: UInt16, into out: UnsafeMutablePointer<UInt32>
    ) {
        let (u2, v2) = (u &+ du, v &+ dv)
        let a = footprint(u >> 16, v >> 16), b = footprint(u2 >> 16, v2 >> 16)
        guard Self.bits(a.top) | Self.bits(a.bottom) | Self.bits(b.top) | Self.bits(b.bottom) != 0 else { return }
        let columnA = Self.mix(a.top, a.bottom, Self.weight(v)), columnB = Self.mix(b.top, b.bottom, Self.weight(v2))
        let wx = SIMD8(lowHalf: SIMD4(repeating: Self.weight(u)), highHalf: SIMD4(repeating: Self.weight(u2)))
        let left = SIMD8(lowHalf: columnA.lowHalf, highHalf: columnB.lowHalf)
        let right = SIMD8(lowHalf: columnA.highHalf, highHalf: columnB.highHalf)
        var s = (left &* (128 &- wx) &+ right &* wx &+ 64) &>> 7
        if alpha < 256 { s = (s &* alpha) &>> 8 }
        let target = UnsafeMutableRawPointer(out + i)
        s = Self.over(
            s, target.loadUnaligned(as: SIMD8<UInt8>.self),
            alpha: SIMD8(lowHalf: SIMD4(repeating: s[3]), highHalf: SIMD4(repeating: s[7])))
        target.storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: s), as: SIMD8<UInt8>.self)
    }

    /// A pixel whose footprint crosses the picture's edge.
    @inline(__always)
    private func blendAcrossEdge(at i: Int, u: Int, v: Int, alpha: UInt16, into out: UnsafeMutablePointer<UInt32>) {
        let iu = u >> 16, iv = v >> 16
        let top = unsafeBitCast(SIMD2(tap(iu, iv), tap(iu + 1, iv)), to: SIMD8<UInt8>.self)
        let bottom = unsafeBitCast(SIMD2(tap(iu, iv + 1), tap(iu + 1, iv + 1)), to: SIMD8<UInt8>.self)
        guard Self.bits(top) | Self.bits(bottom) != 0 else { return }
        let column = Self.mix(top, bottom, Self.weight(v)), wx = Self.weight(u)
        var s = (column.lowHalf &* (128 &- wx) &+ column.highHalf &* wx &+ 64) &>> 7
        if alpha < 256 { s = (s &* alpha) &>> 8 }
        let blended = Self.over(
            SIMD8(lowHalf: s, highHalf: .zero), unsafeBitCast(SIMD2(out[i], 0), to: SIMD8<UInt8>.self),
            alpha: SIMD8(lowHalf: SIMD4(repeating: s[3]), highHalf: .zero))
        out[i] = unsafeBitCast(SIMD8<UInt8>(truncatingIfNeeded: blended).lowHalf, to: UInt32.self)
    }

    /// The footprint's two rows, two pixels (eight channel bytes) each; (x, y) is inside.
    @inline(__always)
    private func footprint(_ x: Int, _ y: Int) -> (top: SIMD8<UInt8>, bottom: SIMD8<UInt8>) {
        let p = UnsafeRawPointer(source.base + (y &* source.rowStride &+ x))
        return (
            p.loadUnaligned(as: SIMD8<UInt8>.self),
            p.loadUnaligned(fromByteOffset: source.rowStride &* 4, as: SIMD8<UInt8>.self)
        )
    }

    @inline(__always)
    private func tap(_ x: Int, _ y: Int) -> UInt32 {
        x >= 0 && x < source.width && y >= 0 && y < source.height ? source.row(y)[x] : 0
    }

    /// The 7-bit bilinear weight of a 16.16 coordinate's fraction.
    @inline(__always)
    private static func weight(_ coordinate: Int) -> UInt16 { UInt16(truncatingIfNeeded: (coordinate >> 9) & 0x7F) }

    @inline(__always)
    private static func bits(_ pixels: SIMD8<UInt8>) -> UInt64 { unsafeBitCast(pixels, to: UInt64.self) }

    /// Two rows of two pixels mixed down by `w` (0…128): the footprint's left and right columns.
    @inline(__always)
    private static func mix(_ top: SIMD8<UInt8>, _ bottom: SIMD8<UInt8>, _ w: UInt16) -> SIMD8<UInt16> {
        (SIMD8<UInt16>(truncatingIfNeeded: top) &* (128 &- w) &+ SIMD8<UInt16>(truncatingIfNeeded: bottom) &* w &+ 64)
            &>> 7
    }

    /// Source-over: s + d × (255 − a) / 255, the division rounded as (x + 128 + (x + 128) >> 8) >> 8,
    /// which is exact for products of bytes; a rounding overshoot of one saturates at 255.
    @inline(__always)
    private static func over(_ s: SIMD8<UInt16>, _ destination: SIMD8<UInt8>, alpha: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let d = SIMD8<UInt16>(truncatingIfNeeded: destination) &* (255 &- alpha) &+ 128
        return pointwiseMin(s &+ ((d &+ (d &>> 8)) &>> 8), SIMD8(repeating: 255))
    }

    /// The k in 0..<count for which lo ≤ start + k × step ≤ hi.
    static func steps(_ start: Int, _ step: Int, from lo: Int, to hi: Int, count: Int) -> Range<Int> {
        let first: Int, last: Int
        if step == 0 {
            (first, last) = (lo...hi).contains(start) ? (0, count - 1) : (0, -1)
        } else if step > 0 {
            (first, last) = (ceilingDivide(lo - start, step), floorDivide(hi - start, step))
        } else {
            (first, last) = (ceilingDivide(start - hi, -step), floorDivide(start - lo, -step))
        }
        let lower = min(max(first, 0), count)
        return lower..<max(lower, min(last + 1, count))
    }

    private static func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
    private static func ceilingDivide(_ a: Int, _ b: Int) -> Int { -floorDivide(-a, b) }
}
