import GlassCore

/// A premultiplied picture resampled through a perspective map: each destination pixel's
/// centre is taken back into the picture by the inverse map and read bilinearly, taps outside
/// the picture transparent, so the edges fade over one pixel as an affine composite's do. How
/// a turned view (`rotation3DEffect`, tvOS's parallax tilt) reaches the screen.
struct ProjectiveSampler {
    let source: PixelView
    /// Destination pixel coordinates → source pixel coordinates (pixel centres at .5).
    let deviceToSource: ProjectionTransform

    /// Writes the resampled picture into `destination`, whose pixel (0, 0) is the device pixel
    /// (`originX`, `originY`); it is overwritten, not blended.
    func render(into destination: PixelView, originX: Int, originY: Int) {
        let m = deviceToSource
        for row in 0..<destination.height {
            let out = destination.row(row)
            let y = Double(originY + row) + 0.5
            for column in 0..<destination.width {
                let x = Double(originX + column) + 0.5
                let w = m.m13 * x + m.m23 * y + m.m33
                guard w > 1e-9 else {
                    out[column] = 0
                    continue
                }
                let u = (m.m11 * x + m.m21 * y + m.m31) / w - 0.5
                let v = (m.m12 * x + m.m22 * y + m.m32) / w - 0.5
                out[column] = sample(u, v)
            }
        }
    }

    /// The bilinear mix of the four pixels around (`u`, `v`), in source pixel coordinates
    /// with pixel centres at whole numbers.
    @inline(__always)
    private func sample(_ u: Double, _ v: Double) -> UInt32 {
        guard u > -1, v > -1, u < Double(source.width), v < Double(source.height) else { return 0 }
        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
        let fx = u - Double(x0), fy = v - Double(y0)
        let top = tap(x0, y0) * (1 - fx) + tap(x0 + 1, y0) * fx
        let bottom = tap(x0, y0 + 1) * (1 - fx) + tap(x0 + 1, y0 + 1) * fx
        let sum = top * (1 - fy) + bottom * fy
        let c = SIMD4<UInt32>((sum + 0.5).rounded(.down).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255)))
        return c[0] | c[1] << 8 | c[2] << 16 | c[3] << 24
    }

    /// The source pixel at (`x`, `y`) as four channels; transparent outside the picture.
    @inline(__always)
    private func tap(_ x: Int, _ y: Int) -> SIMD4<Double> {
        guard x >= 0, y >= 0, x < source.width, y < source.height else { return .zero }
        let p = source[x, y]
        return SIMD4(Double(p & 0xFF), Double(p >> 8 & 0xFF), Double(p >> 16 & 0xFF), Double(p >> 24))
    }
}
