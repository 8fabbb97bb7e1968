import GlassCore

/// Fills a box of device pixels with the processed backdrop as seen through glass: each pixel
/// maps back into the shape's own space (so rotated, wiggling icons refract correctly), the lens
/// moves its sampling point toward the center, the rim's refraction pulls it inward along the
/// SDF gradient, and the result is sampled bilinearly from the downsampled, blurred backdrop.
/// The shape's exact outline is applied afterwards by the caller, as a mask; a shape with no
/// path (melted glass) is masked by its distance field instead, anti-aliased over one pixel.
struct GlassCompositor<Shape: GlassSDF> {
    /// The processed backdrop, covering device pixels from `backdropOrigin`, `factor` per texel.
    let backdrop: PixelView
    let backdropOrigin: SIMD2<Float>
    let factor: Float

    let shape: Shape
    /// Whether the distance field masks the output (no path to clip by).
    var masksByDistance = false
    /// The shape's rectangle in its own space, for the lens's unit coordinates.
    let rect: Rect
    let deviceToLocal: AffineTransform
    let localToDevice: AffineTransform
    /// Device pixels per shape point (the transform's mean scale).
    let pixelsPerPoint: Float

    let refraction: Refraction?
    let profile: RefractionProfile?
    let lens: Lens?

    /// Renders the box whose top-left device pixel is `origin` into `destination`.
    func render(into destination: PixelView, originX: Int, originY: Int) {
        parallelRanges(destination.height, minimumPerChunk: 16) { rows in
            for y in rows {
                let out = destination.row(y)
                for x in 0..<destination.width {
                    out[x] = shade(SIMD2(Float(originX + x) + 0.5, Float(originY + y) + 0.5))
                }
            }
        }
    }

    @inline(__always)
    func shade(_ device: SIMD2<Float>) -> UInt32 {
        let local = apply(deviceToLocal, device)
        var sample = device
        var gain: Float = 1
        if let lens {
            let size = SIMD2(Float(rect.width), Float(rect.height)), origin = SIMD2(Float(rect.minX), Float(rect.minY))
            let delta = (local - origin) / size - 0.5
            let distance = (delta * delta).sum().squareRoot()
            let lensed = origin + (delta / (1 + distance * Float(lens.strength)) + 0.5) * size
            sample = apply(localToDevice, lensed)
            gain = max(0, 1 - distance * Float(lens.vignetteStrength))
        }
        var rim: Float = 0
        var coverage: Float = 1
        if refraction != nil || masksByDistance {
            let (distance, normal) = shape.evaluate(local)
            if masksByDistance {
                coverage = min(max(0.5 - distance * pixelsPerPoint, 0), 1)
                if coverage == 0 { return 0 }
            }
            guard let refraction, let profile else { return shade(sample, gain: gain, rim: 0, coverage: coverage) }
            let insetPixels = -distance * pixelsPerPoint
            let bezelPixels = Float(refraction.bezelWidth) * pixelsPerPoint
            if insetPixels < bezelPixels {
                let shift = profile.value(at: insetPixels / bezelPixels) * Float(refraction.thickness) * pixelsPerPoint
                let inward = normalize(applyLinear(localToDevice, -normal))
                sample += inward * shift
                if insetPixels < GlassLight.rimWidth {
                    let facing = abs((normal * GlassLight.direction).sum())
                    // |N·L|³: the highlight hugs the rim segments that face the light.
                    rim =
                        Float(refraction.rimHighlight) * facing * facing * facing
                        * (1 - max(insetPixels, 0) / GlassLight.rimWidth)
                }
            }
        }
        return shade(sample, gain: gain, rim: rim, coverage: coverage)
    }

    /// The backdrop at device point `sample`, darkened by `gain`, lit by `rim`, covering the
    /// pixel by `coverage`.
    @inline(__always)
    func shade(_ sample: SIMD2<Float>, gain: Float, rim: Float, coverage: Float) -> UInt32 {
        // The vignette darkens the color, not the coverage: scaling alpha too would let the
        // same backdrop show through where the glass is composited, undoing it.
        var color = bilinear((sample - backdropOrigin) / factor - 0.5) * SIMD4(gain, gain, gain, 1)
        // The rim adds white light over the pixel: premultiplied source-over of white at `rim`.
        color = color * (1 - rim) + SIMD4(repeating: 255 * rim)
        return packARGB(color * coverage)
    }

    /// The backdrop at texel coordinates `t` (0 at the first texel's center), clamped at the
    /// edges; returns premultiplied (r, g, b, a) in 0…255.
    @inline(__always)
    func bilinear(_ t: SIMD2<Float>) -> SIMD4<Float> {
        let maxX = Float(backdrop.width - 1), maxY = Float(backdrop.height - 1)
        let cx = min(max(t.x, 0), maxX), cy = min(max(t.y, 0), maxY)
        let x0 = Int(cx), y0 = Int(cy)
        let x1 = min(x0 + 1, backdrop.width - 1), y1 = min(y0 + 1, backdrop.height - 1)
        let fx = cx - Float(x0), fy = cy - Float(y0)
        let top = texel(x0, y0) * (1 - fx) + texel(x1, y0) * fx
        let bottom = texel(x0, y1) * (1 - fx) + texel(x1, y1) * fx
        return top * (1 - fy) + bottom * fy
    }

    @inline(__always)
    func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
        let p = backdrop.row(y)[x]
        return SIMD4(Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF), Float(p >> 24))
    }

    @inline(__always)
    func apply(_ t: AffineTransform, _ p: SIMD2<Float>) -> SIMD2<Float> {
        SIMD2(Float(t.a) * p.x + Float(t.c) * p.y + Float(t.tx), Float(t.b) * p.x + Float(t.d) * p.y + Float(t.ty))
    }

    @inline(__always)
    func applyLinear(_ t: AffineTransform, _ v: SIMD2<Float>) -> SIMD2<Float> {
        SIMD2(Float(t.a) * v.x + Float(t.c) * v.y, Float(t.b) * v.x + Float(t.d) * v.y)
    }

    @inline(__always)
    func normalize(_ v: SIMD2<Float>) -> SIMD2<Float> {
        let l = (v * v).sum().squareRoot()
        return l > 0 ? v / l : v
    }
}

/// The light on every pane of glass.
enum GlassLight {
    /// Light for the rim highlight comes from the upper left, as on iOS's glass.
    static let direction =
        SIMD2<Float>(-0.5, -1) / (SIMD2<Float>(-0.5, -1) * SIMD2<Float>(-0.5, -1)).sum().squareRoot()
    /// The rim highlight's width, in device pixels (DESIGN: 0.5–1 px).
    static let rimWidth: Float = 1
}
