import GlassCore

/// Spec 001's dots as signed-distance discs: each pixel's coverage is `r + ½ − distance` to
/// the dot's center, clamped to 0…1, which anti-aliases the edge over one pixel exactly. A dot's
/// color is the gradient at its current position, from a 256-entry table. The canvas is cut in
/// row bands spread over the cores (all rows, or those a `RetainedDots` picture redraws); each band clears itself to the ground color (when there is
/// one) and then draws the dots that reach it while its rows are still in cache, so no pixel is
/// written by two threads and memory is swept once.
struct DotKernel {
    let layer: DotLayer
    /// Points → device pixels (a scale and a move).
    let scale: Float
    let offset: SIMD2<Float>

    /// Draws rows `rows` of the field (all of them by default), each band of rows cleared to
    /// the ground first when there is one, and handed to `finished` (on the thread that drew
    /// it, its rows still in cache) once drawn.
    func render(
        onto target: PixelView, rows: Range<Int>? = nil, finished: (@Sendable (Range<Int>) -> Void)? = nil
    ) {
        let rows = rows ?? 0..<target.height
        let table = gradientTable()
        let radius = Float(layer.diameter / 2) * scale
        let reach = radius + 1
        let bands = max(1, min(16, rows.count / 32))
        let ground = layer.background.map { packARGB(SIMD4(Float($0.red), Float($0.green), Float($0.blue), 1) * 255) }
        let spans = rowSpans()
        parallelRanges(bands, minimumPerChunk: 1) { chunk in
            for band in chunk {
                let band = rows.chunk(band, of: bands)
                if let ground {
                    for y in band { target.row(y).update(repeating: ground, count: target.width) }
                }
                draw(rows: band, onto: target, table: table, radius: radius, reach: reach, spans: spans)
                finished?(band)
            }
        }
    }

    /// Draws the dots that reach `rows`: those of the grid rows whose `spans` (`rowSpans`) can.
    private func draw(
        rows: Range<Int>, onto target: PixelView, table: [SIMD4<Float>], radius: Float, reach: Float,
        spans: [(top: Float, bottom: Float)]
    ) {
        let axis = SIMD2(Float(layer.end.x - layer.start.x), Float(layer.end.y - layer.start.y))
        let axisStart = SIMD2(Float(layer.start.x), Float(layer.start.y))
        let inverseLength = 1 / max((axis * axis).sum(), 1e-6)
        let origin = SIMD2(Float(layer.origin.x), Float(layer.origin.y)), spacing = Float(layer.spacing)
        let top = Float(rows.lowerBound), bottom = Float(rows.upperBound)
        // Pixels nearer a center than `inner` are wholly covered and those beyond `outer` not
        // at all, with room for rounding; between the two the coverage is worked out.
        let inner = max(radius - 0.5, 0) * max(radius - 0.5, 0) * 0.999 - 0.01
        let outer = (radius + 0.5) * (radius + 0.5) * 1.001 + 0.01
        for (gridRow, span) in spans.enumerated() where span.bottom + reach > top && span.top - reach < bottom {
            for i in gridRow * layer.columns..<min((gridRow + 1) * layer.columns, layer.count) {
                let rest = origin + SIMD2(Float(i - gridRow * layer.columns), Float(gridRow)) * spacing
                let point = rest + SIMD2(layer.dx[i], layer.dy[i])
                let center = point * scale + offset
                guard center.y + reach > top, center.y - reach < bottom else { continue }
                let t = min(max(((point - axisStart) * axis).sum() * inverseLength, 0), 1)
                let color = table[Int(t * 255)]
                let solid = packARGB(color)
                let x0 = max(0, Int(center.x - reach)), x1 = min(target.width - 1, Int(center.x + reach))
                let y0 = max(rows.lowerBound, Int(center.y - reach)),
                    y1 = min(rows.upperBound - 1, Int(center.y + reach))
                guard x0 <= x1, y0 <= y1 else { continue }
                for y in y0...y1 {
                    let row = target.row(y)
                    let ddy = Float(y) + 0.5 - center.y
                    guard ddy * ddy < outer else { continue }
                    // The row's pixels the dot can touch: |x + ½ − center| below the half chord at
                    // `outer`. An opaque dot fills the run of them wholly inside it (the half
                    // chord at `inner`) at once; the pixels around the run are worked out one by one.
                    let reachHalf = (outer - ddy * ddy).squareRoot()
                    let left = max(x0, Int((center.x - 0.5 - reachHalf).rounded(.down)) + 1)
                    let right = min(x1, Int((center.x - 0.5 + reachHalf).rounded(.up)) - 1)
                    guard left <= right else { continue }
                    var filled = right + 1..<right + 1
                    if color.w == 255, ddy * ddy < inner {
                        let half = (inner - ddy * ddy).squareRoot()
                        let first = max(left, Int((center.x - 0.5 - half).rounded(.down)) + 1)
                        let last = min(right, Int((center.x - 0.5 + half).rounded(.up)) - 1)
                        if first <= last {
                            (row + first).update(repeating: solid, count: last - first + 1)
                            filled = first..<last + 1
                        }
                    }
                    for x in left..<filled.lowerBound { blend(row + x, x: x, ddy: ddy) }
                    for x in filled.upperBound..<right + 1 { blend(row + x, x: x, ddy: ddy) }
                }

                /// One pixel of the dot's edge: covered by the distance to its center.
                func blend(_ pixel: UnsafeMutablePointer<UInt32>, x: Int, ddy: Float) {
                    let ddx = Float(x) + 0.5 - center.x
                    let distance2 = ddx * ddx + ddy * ddy
                    guard distance2 < outer else { return }
                    let coverage = min(max(radius + 0.5 - distance2.squareRoot(), 0), 1)
                    guard coverage > 0 else { return }
                    // An opaque dot replaces the pixel inside the disc, and on its edge moves the
                    // pixel toward its color by the coverage (in 256ths: within a level of exact).
                    if color.w == 255 {
                        pixel.pointee =
                            coverage == 1
                            ? solid : PackedPixels.lerp(pixel.pointee, solid, UInt32((coverage * 256).rounded()))
                        return
                    }
                    let source = color * coverage
                    let p = pixel.pointee
                    let destination = SIMD4(
                        Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF), Float(p >> 24))
                    pixel.pointee = packARGB(source + destination * (1 - source.w / 255))
                }
            }
        }
    }

    /// Per grid row, the device rows between the highest and the lowest of its dots' centers,
    /// wherever they were pushed: a band draws the grid rows that can reach it, and only those.
    private func rowSpans() -> [(top: Float, bottom: Float)] {
        let gridRows = (layer.count + layer.columns - 1) / max(layer.columns, 1)
        let originY = Float(layer.origin.y), spacing = Float(layer.spacing)
        return (0..<gridRows).map { gridRow in
            let restY = originY + Float(gridRow) * spacing
            var span: (top: Float, bottom: Float) = (.infinity, -.infinity)
            for i in gridRow * layer.columns..<min((gridRow + 1) * layer.columns, layer.count) {
                let y = (restY + layer.dy[i]) * scale + offset.y
                span = (min(span.top, y), max(span.bottom, y))
            }
            return span
        }
    }

    /// The gradient at 256 evenly spaced points, premultiplied, 0…255 per channel.
    private func gradientTable() -> [SIMD4<Float>] {
        let colors = layer.colors.isEmpty ? [Color.white] : layer.colors
        return (0..<256).map { step in
            let t = Double(step) / 255 * Double(colors.count - 1)
            let index = min(Int(t), colors.count - 1), next = min(index + 1, colors.count - 1)
            let c = colors[index].mixed(with: colors[next], by: t - Double(index))
            return SIMD4(Float(c.red * c.alpha), Float(c.green * c.alpha), Float(c.blue * c.alpha), Float(c.alpha))
                * 255
        }
    }
}
