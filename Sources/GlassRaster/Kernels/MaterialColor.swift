import GlassCore

/// The color half of a material, in one pass over premultiplied pixels: saturation about the
/// Rec. 709 luma (the matrix of CSS `saturate()` and Core Image's color controls), then the tint
/// composited source-over. Both are linear in the premultiplied channels, so no division by
/// alpha is needed; results are clamped to 0…alpha.
struct MaterialColor {
    let saturation: Float
    /// The tint, premultiplied, 0…255 per channel (alpha last).
    let tint: SIMD4<Float>

    init(saturation: Double, tint: Color) {
        self.saturation = Float(saturation)
        let a = Float(min(max(tint.alpha, 0), 1))
        self.tint = SIMD4(Float(tint.red) * a, Float(tint.green) * a, Float(tint.blue) * a, a) * 255
    }

    var isIdentity: Bool { saturation == 1 && tint.w == 0 }

    func apply(to image: PixelView) {
        guard !isIdentity else { return }
        let s = saturation, tint = tint, keep = 1 - tint.w / 255
        parallelRanges(image.height, costPerItem: image.width * 2) { rows in
            for y in rows {
                let row = image.row(y)
                for x in 0..<image.width {
                    let p = row[x]
                    let a = Float(p >> 24)
                    let rgb = SIMD3<Float>(Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF))
                    let luma = 0.2126 * rgb.x + 0.7152 * rgb.y + 0.0722 * rgb.z
                    var c = SIMD3<Float>(repeating: luma) + (rgb - SIMD3<Float>(repeating: luma)) * s
                    c = c.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: a))
                    let out = SIMD4<Float>(c.x, c.y, c.z, a) * keep + tint
                    row[x] = packARGB(out)
                }
            }
        }
    }
}
