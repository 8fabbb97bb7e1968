import GlassCore

@testable import GlassRaster

extension RasterCanvas {
    /// The largest difference, in levels of 255, of any channel of any pixel from `other`'s
    /// (a canvas of the same size).
    func largestDifference(from other: RasterCanvas) -> UInt32 {
        zip(bitmap().pixels, other.bitmap().pixels).reduce(0) { largest, pair in
            (0..<4).reduce(largest) { largest, channel in
                let u = (pair.0 >> UInt32(8 * channel)) & 0xFF, v = (pair.1 >> UInt32(8 * channel)) & 0xFF
                return max(largest, u > v ? u - v : v - u)
            }
        }
    }
}
