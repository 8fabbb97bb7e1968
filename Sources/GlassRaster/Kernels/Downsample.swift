/// Averages `factor`×`factor` blocks of a region into a smaller image: the first step of a large
/// blur (DESIGN §4), which then costs 1/factor² as much. Pixels outside the source clamp to
/// its edge, so a region may hang over the canvas border.
enum Downsample {
    /// - Parameters:
    ///   - origin: the region's top-left pixel in `source` (may be negative).
    ///   - destination: receives ⌈w / factor⌉ × ⌈h / factor⌉ pixels of the region.
    static func box(_ source: PixelView, originX: Int, originY: Int, factor: Int, into destination: PixelView) {
        precondition(factor >= 1 && source.width > 0 && source.height > 0)
        let count = UInt32(factor * factor), half = count / 2
        parallelRanges(destination.height, minimumPerChunk: 8) { rows in
            for dy in rows {
                let out = destination.row(dy)
                for dx in 0..<destination.width {
                    var sum = SIMD4<UInt32>()
                    for sy in 0..<factor {
                        let y = min(max(originY + dy * factor + sy, 0), source.height - 1)
                        let row = source.row(y)
                        for sx in 0..<factor {
                            let x = min(max(originX + dx * factor + sx, 0), source.width - 1)
                            sum &+= BoxBlur.unpack(row[x])
                        }
                    }
                    let v = (sum &+ half) / count
                    out[dx] = v[0] << 24 | v[1] << 16 | v[2] << 8 | v[3]
                }
            }
        }
    }
}
