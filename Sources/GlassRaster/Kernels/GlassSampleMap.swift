/// A pane of glass worked out once (`GlassOptics.paneMap`). Glass that bends light (refraction
/// or a lens) over a backdrop downsampled at least 2× is sampled in two passes: a coarse one,
/// a sample at the center of every 2 × 2 pixels, carries the bending, which varies slowly; the
/// full-resolution one carries only what changes from pixel to pixel, the rim light and the
/// anti-aliased edge, and its other pixels take the coarse pass, stretched, straight. Other
/// glass has the one full pass.
struct GlassPaneMap {
    let fine: GlassSampleMap
    let coarse: GlassSampleMap?

    var byteCount: Int { fine.byteCount + (coarse?.byteCount ?? 0) }
}

/// One pass over a pane: for each row, the span of flat pixels that see their texture straight
/// through, and for every other pixel where it samples the backdrop and how it is shaded.
/// Positions are in box pixels, in 1/256 of a pixel; the map's pixel (x, y) covers `step` ×
/// `step` box pixels from (x, y) × `step`.
struct GlassSampleMap {
    struct Sample {
        /// The sampling point, box pixels × 256.
        var x: Int32
        var y: Int32
        /// The lens's darkening of the color, 256 = none.
        var gain: UInt16
        /// The rim light laid over the pixel, 0…255.
        var rim: UInt8
        /// How much of the pixel the shape covers, 0…255.
        var coverage: UInt8

        init(position: SIMD2<Float>, gain: Float, rim: Float, coverage: Float) {
            // Clamped far outside any box, so a wild lens or transform cannot overflow.
            let p = (position * 256).clamped(lowerBound: SIMD2(repeating: -1e9), upperBound: SIMD2(repeating: 1e9))
            x = Int32(p.x.rounded())
            y = Int32(p.y.rounded())
            self.gain = UInt16((min(max(gain, 0), 1) * 256).rounded())
            self.rim = UInt8((min(max(rim, 0), 1) * 255).rounded())
            self.coverage = UInt8((min(max(coverage, 0), 1) * 255).rounded())
        }

        /// A pixel that sees the backdrop at its own center, unshaded.
        init(straightAt center: SIMD2<Float>) {
            x = Int32(center.x * 256)
            y = Int32(center.y * 256)
            gain = 256
            rim = 0
            coverage = 255
        }

        /// A pixel the pane leaves clear.
        static let clear = Sample(position: .zero, gain: 1, rim: 0, coverage: 0)

        /// Whether the pixel is the bilinear sample alone.
        var isPlain: Bool { gain == 256 && rim == 0 && coverage == 255 }
    }

    /// One row as built: its samples in x order around its flat span.
    struct RowSamples {
        var samples: [Sample]
        var flat: Range<Int>
    }

    struct Row {
        /// The index of the row's first sample.
        var start: Int
        var flat: Range<Int>
    }

    let width: Int
    let height: Int
    let step: Int
    let rows: [Row]
    let samples: [Sample]
    /// Whether the flat spans are clear (glass that shows only its rim) rather than the
    /// texture seen straight through.
    let flatIsClear: Bool
    /// Whether any row has a flat span that sees its texture (the shader then prepares
    /// upsampled backdrop rows).
    let hasFlatPixels: Bool

    init(
        width: Int, height: Int, step: Int, flatIsClear: Bool = false,
        rows built: UnsafeMutableBufferPointer<RowSamples>
    ) {
        self.width = width
        self.height = height
        self.step = step
        self.flatIsClear = flatIsClear
        var rows: [Row] = []
        rows.reserveCapacity(height)
        var samples: [Sample] = []
        samples.reserveCapacity(built.reduce(0) { $0 + $1.samples.count })
        for row in built {
            rows.append(Row(start: samples.count, flat: row.flat))
            samples.append(contentsOf: row.samples)
        }
        self.rows = rows
        self.samples = samples
        hasFlatPixels = !flatIsClear && rows.contains { !$0.flat.isEmpty }
    }

    /// The memory the map holds, for the cache's bound.
    var byteCount: Int {
        samples.count * MemoryLayout<Sample>.stride + rows.count * MemoryLayout<Row>.stride
    }
}
