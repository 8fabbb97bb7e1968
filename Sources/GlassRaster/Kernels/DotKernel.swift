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
    /// the ground first when there is one.
    func render(onto target: PixelView, rows: Range<Int>? = nil) {
        let rows = rows ?? 0..<target.height
        let table = gradientTable()
        let radius = Float(layer.diameter / 2) * scale
        let reach = radius + 1
        let bands = max(1, min(16, rows.count / 32))
        let ground = layer.background.map { packARGB(SIMD4(Float($0.red), Float($0.green), Float($0.blue), 1) * 255) }
        let drift = layer.dy.reduce(0) { max($0, abs($1)) }
        parallelRanges(bands, minimumPerChunk: 1) { chunk in
            for band in chunk {
                let band = rows.chunk(band, of: bands)
                if let ground {
                    for y in band { target.row(y).update(repeating: ground, count: target.width) }
                }
                draw(rows: band, onto: target, table: table, radius: radius, reach: reach, drift: drift)
            }
        }
    }

    /// Draws the dots that reach `rows`: those of the grid rows that can, no dot being more
    /// than `drift` points above or below its place.
    private func draw(
        rows: Range<Int>, onto target: PixelView, table: [SIMD4<Float>], radius: Float, reach: Float, drift: Float
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
        for i in candidates(top: top, bottom: bottom, reach: reach, drift: drift) {
            let rest = origin + SIMD2(Float(i % layer.columns), Float(i / layer.columns)) * spacing
            let point = rest + SIMD2(layer.dx[i], layer.dy[i])
            let center = point * scale + offset
            guard center.y + reach > top, center.y - reach < bottom else { continue }
            let t = min(max(((point - axisStart) * axis).sum() * inverseLength, 0), 1)
            let color = table[Int(t * 255)]
            let solid = packARGB(color)
            let x0 = max(0, Int(center.x - reach)), x1 = min(target.width - 1, Int(center.x + reach))
            let y0 = max(rows.lowerBound, Int(center.y - reach)), y1 = min(rows.upperBound - 1, Int(center.y + reach))
            guard x0 <= x1, y0 <= y1 else { continue }
            for y in y0...y1 {
                let row = target.row(y)
                let ddy = Float(y) + 0.5 - center.y
                for x in x0...x1 {
                    let ddx = Float(x) + 0.5 - center.x
                    let distance2 = ddx * ddx + ddy * ddy
                    if distance2 < inner && color.w == 255 {
                        row[x] = solid
                        continue
                    }
                    guard distance2 < outer else { continue }
                    let coverage = min(max(radius + 0.5 - distance2.squareRoot(), 0), 1)
                    guard coverage > 0 else { continue }
                    // Inside the disc an opaque dot simply replaces the pixel.
                    if coverage == 1 && color.w == 255 {
                        row[x] = solid
                        continue
                    }
                    let source = color * coverage
                    let p = row[x]
                    let destination = SIMD4(
                        Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF), Float(p >> 24))
                    row[x] = packARGB(source + destination * (1 - source.w / 255))
                }
            }
        }
    }

    /// The dots of the grid rows that can reach device rows `top` to `bottom`, no dot lying
    /// more than `drift` points above or below its row; all of them when the grid's spacing or
    /// the numbers say nothing sure.
    private func candidates(top: Float, bottom: Float, reach: Float, drift: Float) -> Range<Int> {
        let spacing = Float(layer.spacing), originY = Float(layer.origin.y)
        let gridRows = (layer.count + layer.columns - 1) / layer.columns
        let firstRow = ((top - reach - offset.y) / scale - drift - originY) / spacing - 1
        let lastRow = ((bottom + reach - offset.y) / scale + drift - originY) / spacing + 1
        guard spacing > 0, firstRow.isFinite, lastRow.isFinite else { return 0..<layer.count }
        // Clamped before they become integers: a field pushed absurdly far stays in range.
        let first = Int(min(max(firstRow, 0), Float(gridRows)))
        let last = Int(min(max(lastRow, -1), Float(gridRows - 1)))
        let lower = min(first * layer.columns, layer.count)
        return lower..<max(lower, min(layer.count, (last + 1) * layer.columns))
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
