/// Averages `factor`×`factor` blocks of a region into a smaller image: the first step of a large
/// blur (DESIGN §4), which then costs 1/factor² as much. Pixels outside the source clamp to
/// its edge, so a region may hang over the canvas border.
///
/// Each block row first sums its source rows column by column, eight pixels at a time in 16-bit
/// lanes (a lane holds 256 × 255), reading memory in order; then each block adds its columns.
enum Downsample {
    /// - Parameters:
    ///   - origin: the region's top-left pixel in `source` (may be negative).
    ///   - factorShift: log₂ of the factor, 0…4.
    ///   - destination: receives ⌈w / factor⌉ × ⌈h / factor⌉ pixels of the region.
    static func box(_ source: PixelView, originX: Int, originY: Int, factorShift: Int, into destination: PixelView) {
        precondition((0...4).contains(factorShift) && source.width > 0 && source.height > 0)
        let factor = 1 << factorShift
        let width = destination.width * factor
        let half = UInt32(factor * factor / 2) &* 0x0001_0001
        let shift = UInt32(2 * factorShift)
        // Region columns read straight from the source; those left and right of them clamp.
        let first = min(max(0, -originX), width)
        let last = max(first, min(width, source.width - originX))
        parallelRanges(destination.height, costPerItem: width * factor) { rows in
            // Per region column, blue and red (then green and alpha) sums as two 16-bit lanes.
            let low = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
            let high = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
            defer {
                low.deallocate()
                high.deallocate()
            }
            for dy in rows {
                low.initialize(repeating: 0, count: width)
                high.initialize(repeating: 0, count: width)
                for sy in 0..<factor {
                    let row = source.row(min(max(originY + dy * factor + sy, 0), source.height - 1))
                    for x in 0..<first { add(row[0], low + x, high + x) }
                    addColumns(row + originX + first, count: last - first, low + first, high + first)
                    for x in last..<width { add(row[source.width - 1], low + x, high + x) }
                }
                let out = destination.row(dy)
                for dx in 0..<destination.width {
                    var b = UInt32(0), g = UInt32(0)
                    for x in dx * factor..<(dx + 1) * factor {
                        b &+= low[x]
                        g &+= high[x]
                    }
                    out[dx] = ((b &+ half) >> shift) & 0x00FF_00FF | (((g &+ half) >> shift) & 0x00FF_00FF) << 8
                }
            }
        }
    }

    @inline(__always)
    private static func add(_ p: UInt32, _ low: UnsafeMutablePointer<UInt32>, _ high: UnsafeMutablePointer<UInt32>) {
        low.pointee &+= p & 0x00FF_00FF
        high.pointee &+= (p >> 8) & 0x00FF_00FF
    }

    /// Adds `count` pixels from `row` into the column sums, eight at a time.
    private static func addColumns(
        _ row: UnsafeMutablePointer<UInt32>, count: Int, _ low: UnsafeMutablePointer<UInt32>,
        _ high: UnsafeMutablePointer<UInt32>
    ) {
        typealias Lanes = SIMD16<UInt16>
        let mask = Lanes(repeating: 0x00FF)
        var x = 0
        while x &+ 8 <= count {
            let p = UnsafeRawPointer(row + x).loadUnaligned(as: Lanes.self)
            let l = UnsafeRawPointer(low + x).loadUnaligned(as: Lanes.self)
            let h = UnsafeRawPointer(high + x).loadUnaligned(as: Lanes.self)
            UnsafeMutableRawPointer(low + x).storeBytes(of: l &+ (p & mask), as: Lanes.self)
            UnsafeMutableRawPointer(high + x).storeBytes(of: h &+ (p &>> 8), as: Lanes.self)
            x &+= 8
        }
        while x < count {
            add(row[x], low + x, high + x)
            x &+= 1
        }
    }
}
