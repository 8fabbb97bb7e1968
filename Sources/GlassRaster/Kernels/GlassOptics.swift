import GlassCore

/// The geometry of one pane of glass: where each of its pixels looks into the backdrop, how much
/// the lens darkens it, how much rim light it takes and how much of it the shape covers. None of
/// it depends on the backdrop, so a pane that stays put over moving content works it out once
/// (`GlassSampleMap`, kept in `GlassSampleMapCache`) and each frame only samples through it
/// (`GlassShader`).
///
/// Each pixel maps back into the shape's own space (so rotated, wiggling icons refract
/// correctly), the lens moves its sampling point toward the center, and the rim's refraction
/// pulls it inward along the SDF gradient. A shape with an outline (a continuous corner's
/// path) is masked by that exact outline, rasterized once into the map's coverage
/// (`OutlineCoverage`); a shape with none is masked by its distance field, anti-aliased over one
/// pixel.
///
/// Device coordinates here are relative to the pane's box, whose top-left pixel is (0, 0): the
/// same pane moved by whole pixels has the same optics, and finds its map again.
struct GlassOptics<Shape: GlassSDF>: Hashable {
    let shape: Shape
    /// The outline that masks the output, in the shape's space seen from its corner, when the
    /// distance field does not (a continuous corner's path).
    var outline: Path?
    /// Whether the distance field masks the output: there is no outline.
    var masksByDistance: Bool { outline == nil }
    /// The shape's rectangle in its own space, for the lens's unit coordinates.
    let rect: Rect
    /// From the shape's space to box pixels, and back.
    let localToBox: AffineTransform
    let boxToLocal: AffineTransform
    /// Device pixels per shape point (the transform's mean scale).
    let pixelsPerPoint: Float

    let refraction: Refraction?
    let lens: Lens?
    /// Whether bending is sampled at half resolution: only over a backdrop downsampled at least
    /// as much, so that no detail is lost (clear glass's light blur at 1× keeps full resolution).
    var bendsAtHalfResolution = false

    /// The maps of a box of `width` × `height` pixels, their rows worked out on all cores.
    /// `profile` is the rim's displacement for `refraction`'s index. An outline is rasterized
    /// over the box first, for the fine pass's coverage.
    func paneMap(width: Int, height: Int, profile: RefractionProfile?) -> GlassPaneMap {
        let covered = outline.map { OutlineCoverage($0, through: localToBox, width: width, height: height) }
        if refraction?.interiorOpacity == 0 {
            return GlassPaneMap(
                fine: sampleMap(width: width, height: height, pass: .rim, profile: profile, covered: covered),
                coarse: nil)
        }
        guard refraction != nil || lens != nil, bendsAtHalfResolution else {
            return GlassPaneMap(
                fine: sampleMap(width: width, height: height, pass: .only, profile: profile, covered: covered),
                coarse: nil)
        }
        return GlassPaneMap(
            fine: sampleMap(width: width, height: height, pass: .edge, profile: profile, covered: covered),
            coarse: sampleMap(
                width: max(width / 2 + 1, 2), height: max(height / 2 + 1, 2), pass: .coarse, profile: profile,
                covered: nil))
    }

    /// Which pixels a pass keeps as samples; the others are flat.
    enum Pass {
        /// One pass: every pixel the lens or the rim moves or lights, or not wholly inside (the
        /// flat ones see the backdrop straight).
        case only
        /// The bending, at the center of each 2 × 2 pixels: every pixel the lens or the rim
        /// moves (the flat ones see the backdrop straight).
        case coarse
        /// The full resolution over a coarse pass: the rim light and the edge (the flat pixels
        /// see the coarse pass).
        case edge
        /// One pass of glass that shows the backdrop only in its rim (`interiorOpacity` 0):
        /// every pixel it shows is a sample, and the ones it does not are flat and clear.
        case rim

        var step: Int { self == .coarse ? 2 : 1 }
    }

    private func sampleMap(
        width: Int, height: Int, pass: Pass, profile: RefractionProfile?, covered: OutlineCoverage?
    ) -> GlassSampleMap {
        let rows = UnsafeMutableBufferPointer<GlassSampleMap.RowSamples>.allocate(capacity: height)
        defer { rows.deallocate() }
        let output = SendableRows(rows: rows)
        parallelRanges(height, minimumPerChunk: 16) { range in
            for y in range {
                output.rows.initializeElement(
                    at: y, to: row(y, width: width, pass: pass, profile: profile, covered: covered))
            }
        }
        defer { _ = rows.deinitialize() }
        return GlassSampleMap(width: width, height: height, step: pass.step, flatIsClear: pass == .rim, rows: rows)
    }

    /// Row `y`'s samples: the longest run of flat pixels is kept as a span, every other pixel
    /// as a sample, in x order.
    private func row(
        _ y: Int, width: Int, pass: Pass, profile: RefractionProfile?, covered: OutlineCoverage?
    ) -> GlassSampleMap.RowSamples {
        let step = Float(pass.step)
        let centers = (0..<width).map { x in SIMD2(Float(x), Float(y)) * step + step / 2 }
        let all = (0..<width).map { x in
            sample(at: centers[x], pass: pass, profile: profile, covered: covered?.value(x: x, y: y) ?? 1)
        }
        var flat = 0..<0
        var runStart: Int?
        for x in 0...width {
            if x < width, all[x] == nil {
                if runStart == nil { runStart = x }
            } else if let start = runStart {
                if x - start > flat.count { flat = start..<x }
                runStart = nil
            }
        }
        var samples: [GlassSampleMap.Sample] = []
        samples.reserveCapacity(width - flat.count)
        for x in 0..<width where !flat.contains(x) {
            samples.append(all[x] ?? (pass == .rim ? .clear : GlassSampleMap.Sample(straightAt: centers[x])))
        }
        return GlassSampleMap.RowSamples(samples: samples, flat: flat)
    }

    /// Where the pixel centered at box point `device` samples, or nil when `pass` leaves it flat;
    /// `covered` is how much of it the outline covers (the coarse pass bends light beyond it).
    @inline(__always)
    func sample(
        at device: SIMD2<Float>, pass: Pass, profile: RefractionProfile?, covered: Float = 1
    ) -> GlassSampleMap.Sample? {
        let local = apply(boxToLocal, device)
        var sample = device
        var gain: Float = 1
        if let lens {
            let size = SIMD2(Float(rect.width), Float(rect.height)), origin = SIMD2(Float(rect.minX), Float(rect.minY))
            let delta = (local - origin) / size - 0.5
            let distance = (delta * delta).sum().squareRoot()
            let lensed = origin + (delta / (1 + distance * Float(lens.strength)) + 0.5) * size
            sample = apply(localToBox, lensed)
            gain = max(0, 1 - distance * Float(lens.vignetteStrength))
        }
        var shift: Float = 0
        var rim: Float = 0
        var coverage: Float = pass == .coarse ? 1 : covered
        if refraction != nil || masksByDistance {
            let (distance, normal) = shape.evaluate(local)
            // The coarse pass bends light right up to the edge and beyond, for the edge's
            // pixels to blend toward; the edge pass masks.
            if masksByDistance, pass != .coarse {
                coverage = min(max(0.5 - distance * pixelsPerPoint, 0), 1)
            }
            if let refraction, let profile, coverage > 0 {
                let insetPixels = -distance * pixelsPerPoint
                let bezelPixels = Float(refraction.bezelWidth) * pixelsPerPoint
                if refraction.interiorOpacity < 1, pass != .coarse {
                    let outside = 1 - min(max(insetPixels / bezelPixels, 0), 1)
                    let interior = Float(refraction.interiorOpacity)
                    coverage *= interior + (1 - interior) * outside * outside
                }
                if insetPixels < bezelPixels {
                    shift = profile.value(at: insetPixels / bezelPixels) * Float(refraction.thickness) * pixelsPerPoint
                    sample += normalize(applyLinear(localToBox, -normal)) * shift
                    if insetPixels < GlassLight.rimWidth, pass != .coarse {
                        let facing = abs((normal * GlassLight.direction).sum())
                        // |N·L|³: the highlight hugs the rim segments that face the light.
                        rim =
                            Float(refraction.rimHighlight) * facing * facing * facing
                            * (1 - max(insetPixels, 0) / GlassLight.rimWidth)
                    }
                }
            }
        }
        let isFlat: Bool
        switch pass {
        case .only: isFlat = lens == nil && shift == 0 && rim == 0 && coverage == 1
        case .coarse: isFlat = lens == nil && shift == 0
        case .edge: isFlat = coverage == 1 && rim == 0
        case .rim: isFlat = coverage == 0
        }
        if isFlat { return nil }
        return GlassSampleMap.Sample(position: sample, gain: gain, rim: rim, coverage: coverage)
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

/// The rows a map is built into, written by one thread each.
private struct SendableRows: @unchecked Sendable {
    let rows: UnsafeMutableBufferPointer<GlassSampleMap.RowSamples>
}

/// The light on every pane of glass.
enum GlassLight {
    /// Light for the rim highlight comes from the upper left, as on iOS's glass.
    static let direction =
        SIMD2<Float>(-0.5, -1) / (SIMD2<Float>(-0.5, -1) * SIMD2<Float>(-0.5, -1)).sum().squareRoot()
    /// The rim highlight's width, in device pixels (DESIGN: 0.5–1 px).
    static let rimWidth: Float = 1
}
