import Foundation

/// A Gaussian blur of small σ (up to `largestSigma` pixels) as one true kernel a direction,
/// of integer weights summing to 256, applied eight pixels at a time in 16-bit lanes: two
/// passes where the box blur makes six, and exact rather than within 3 %. Edges clamp, as the
/// box blur's do. Glass samples its backdrop downsampled until 1½ to 3 texels of σ are left.
enum SmallGaussian {
    static let largestSigma = 3.0

    /// The kernel's weights from −r to r: a sampled Gaussian truncated at 2.5 σ, rounded to
    /// 256ths, the rounding's remainder given to the center.
    static func weights(sigma: Double) -> [UInt16] {
        precondition(sigma > 0 && sigma <= largestSigma, "σ must be in 0…\(largestSigma)")
        let radius = max(1, Int((2.5 * sigma).rounded(.up)))
        let raw = (-radius...radius).map { k in Foundation.exp(-Double(k * k) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        var weights = raw.map { UInt16(($0 / total * 256).rounded()) }
        let sum = weights.reduce(0) { $0 + Int($1) }
        weights[radius] = UInt16(Int(weights[radius]) + 256 - sum)
        return weights
    }

    /// Blurs `image` in place; `scratch` must be the same size.
    static func apply(to image: PixelView, sigma: Double, scratch: PixelView) {
        precondition(scratch.width == image.width && scratch.height == image.height, "scratch must match the image")
        guard image.width > 0, image.height > 0 else { return }
        let weights = weights(sigma: sigma)
        let r = weights.count / 2, n = weights.count
        // Across: each row into the scratch, the ends clamped.
        parallelRanges(image.height, costPerItem: image.width * n) { rows in
            let padded = UnsafeMutablePointer<UInt32>.allocate(capacity: image.width + 2 * r)
            let taps = UnsafeMutablePointer<UnsafeMutablePointer<UInt32>>.allocate(capacity: n)
            defer {
                padded.deallocate()
                taps.deallocate()
            }
            for k in 0..<n { taps[k] = padded + k }
            for y in rows {
                let row = image.row(y)
                padded.update(repeating: row[0], count: r)
                (padded + r).update(from: row, count: image.width)
                (padded + r + image.width).update(repeating: row[image.width - 1], count: r)
                convolve(taps: taps, weights, count: image.width, into: scratch.row(y))
            }
        }
        // Down: each row from the rows around it in the scratch, clamped at the top and bottom.
        parallelRanges(image.height, costPerItem: image.width * n) { rows in
            let taps = UnsafeMutablePointer<UnsafeMutablePointer<UInt32>>.allocate(capacity: n)
            defer { taps.deallocate() }
            for y in rows {
                for k in 0..<n { taps[k] = scratch.row(min(max(y + k - r, 0), image.height - 1)) }
                convolve(taps: taps, weights, count: image.width, into: image.row(y))
            }
        }
    }

    /// out[x] = Σ weights[k] · taps[k][x] / 256, eight pixels at a time.
    @inline(__always)
    private static func convolve(
        taps: UnsafeMutablePointer<UnsafeMutablePointer<UInt32>>, _ weights: [UInt16], count: Int,
        into out: UnsafeMutablePointer<UInt32>
    ) {
        typealias Lanes = SIMD16<UInt16>
        let low = Lanes(repeating: 0x00FF), half = Lanes(repeating: 0x0080)
        var x = 0
        while x &+ 8 <= count {
            var br = half, ga = half
            for k in 0..<weights.count {
                let p = UnsafeRawPointer(taps[k] + x).loadUnaligned(as: Lanes.self), w = Lanes(repeating: weights[k])
                br &+= (p & low) &* w
                ga &+= (p &>> 8) &* w
            }
            UnsafeMutableRawPointer(out + x).storeBytes(of: br &>> 8 | ga & ~low, as: Lanes.self)
            x &+= 8
        }
        while x < count {
            var rb: UInt32 = 0x0080_0080, ag: UInt32 = 0x0080_0080
            for k in 0..<weights.count {
                let p = taps[k][x], w = UInt32(weights[k])
                rb &+= (p & 0x00FF_00FF) &* w
                ag &+= ((p >> 8) & 0x00FF_00FF) &* w
            }
            out[x] = (rb >> 8) & 0x00FF_00FF | ag & 0xFF00_FF00
            x &+= 1
        }
    }
}
