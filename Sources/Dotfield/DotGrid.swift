import GlassCore

/// The lattice of rest positions, built once per layout: spacing `S`, centered in the bounds,
/// each dot on a pixel center at the given scale so resting dots are drawn crisply.
public struct DotGrid: Sendable {
    public let bounds: Rect
    public let spacing: Double
    public let scale: Double
    public let columns: Int, rows: Int
    /// The first dot's center, in points.
    public let origin: Point

    public init(bounds: Rect, spacing: Double, scale: Double) {
        self.bounds = bounds
        self.spacing = spacing
        self.scale = scale
        columns = max(1, Int(bounds.width / spacing))
        rows = max(1, Int(bounds.height / spacing))
        let x = bounds.minX + (bounds.width - Double(columns - 1) * spacing) / 2
        let y = bounds.minY + (bounds.height - Double(rows - 1) * spacing) / 2
        func snap(_ v: Double) -> Double { ((v * scale).rounded(.down) + 0.5) / scale }
        origin = Point(x: snap(x), y: snap(y))
    }

    public var count: Int { columns * rows }

    public func rest(_ i: Int) -> Point {
        Point(x: origin.x + Double(i % columns) * spacing, y: origin.y + Double(i / columns) * spacing)
    }

    @inline(__always)
    func restPoint(_ i: Int) -> SIMD2<Float> {
        SIMD2(Float(origin.x + Double(i % columns) * spacing), Float(origin.y + Double(i / columns) * spacing))
    }

    /// The dot whose rest position is nearest `p`, if `p` is within half a spacing of the grid.
    func nearest(to p: Point) -> Int? {
        let c = Int(((p.x - origin.x) / spacing).rounded()), r = Int(((p.y - origin.y) / spacing).rounded())
        guard (0..<columns).contains(c), (0..<rows).contains(r) else { return nil }
        return r * columns + c
    }
}

/// Uniform bins over the grid, `cell` points square (the effect radius), each listing its dots,
/// so the dots within `R` of a finger are found among the 3 × 3 cells around it.
struct DotBins: Sendable {
    let grid: DotGrid
    let cell: Double
    let columns: Int, rows: Int
    /// Dot indices by bin, bin by bin, and where each bin starts (CSR layout).
    private let dots: [Int32]
    private let starts: [Int]

    init(grid: DotGrid, cell: Double) {
        self.grid = grid
        self.cell = cell
        columns = max(1, Int((grid.bounds.width / cell).rounded(.up)))
        rows = max(1, Int((grid.bounds.height / cell).rounded(.up)))
        var members = Array(repeating: [Int32](), count: columns * rows)
        for i in 0..<grid.count {
            members[Self.bin(of: grid.rest(i), grid.bounds, cell, columns, rows)].append(Int32(i))
        }
        dots = members.flatMap { $0 }
        var starts = [0]
        for m in members { starts.append(starts.last! + m.count) }
        self.starts = starts
    }

    private static func bin(of p: Point, _ bounds: Rect, _ cell: Double, _ columns: Int, _ rows: Int) -> Int {
        let c = min(columns - 1, max(0, Int((p.x - bounds.minX) / cell)))
        let r = min(rows - 1, max(0, Int((p.y - bounds.minY) / cell)))
        return r * columns + c
    }

    /// Calls `body` with each dot in the bins that can hold dots within one cell of `p`: none
    /// for a point more than a cell beyond the bins (a touch in a window's letterbox, or at
    /// 1e20 pt), whose cell number would not even fit an `Int`.
    func forEachDot(near p: SIMD2<Float>, _ body: (Int) -> Void) {
        let x = (Double(p.x) - grid.bounds.minX) / cell, y = (Double(p.y) - grid.bounds.minY) / cell
        guard x >= -1, y >= -1, x < Double(columns + 1), y < Double(rows + 1) else { return }
        let c = Int(x.rounded(.down)), r = Int(y.rounded(.down))
        for row in max(0, r - 1)...min(rows - 1, r + 1) {
            for column in max(0, c - 1)...min(columns - 1, c + 1) {
                let bin = row * columns + column
                for k in starts[bin]..<starts[bin + 1] { body(Int(dots[k])) }
            }
        }
    }
}
