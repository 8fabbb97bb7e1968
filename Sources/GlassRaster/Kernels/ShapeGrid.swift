/// The shapes of a large union by the cells of a coarse grid, so that a point weighs only the
/// shapes near it and a container of hundreds of panes costs what its area costs. A shape is
/// listed in every cell its rectangle reaches once grown by `reach`, which must cover the blend
/// and the few pixels around the outline that the glass reads (a point farther from every
/// shape than that sees none of them).
struct ShapeGrid: Sendable {
    /// Unions of fewer shapes scan them all.
    static let smallest = 16

    private let origin: SIMD2<Float>
    private let cell: Float
    private let columns: Int
    private let rows: Int
    /// Where each cell's shape indices start in `indices`, and one past the last cell.
    private let starts: [Int32]
    private let indices: [Int32]

    init?(_ shapes: [RoundedRectSDF], reach: Float) {
        guard shapes.count >= Self.smallest, reach.isFinite else { return nil }
        var low = SIMD2<Float>(repeating: .greatestFiniteMagnitude), high = -low
        var extent: Float = 0
        for shape in shapes {
            low = pointwiseMin(low, shape.center - shape.halfSize - reach)
            high = pointwiseMax(high, shape.center + shape.halfSize + reach)
            extent += 2 * max(shape.halfSize.x, shape.halfSize.y) + reach
        }
        let size = high - low
        guard size.x.isFinite, size.y.isFinite, size.x > 0, size.y > 0 else { return nil }
        // About a shape a cell, and no more than 256 × 256 cells.
        let cell = max(extent / Float(shapes.count), (size.x * size.y / 65_536).squareRoot(), 1e-3)
        let columns = Int((size.x / cell).rounded(.up)), rows = Int((size.y / cell).rounded(.up))
        var lists = [[Int32]](repeating: [], count: columns * rows)
        for (index, shape) in shapes.enumerated() {
            let from = (shape.center - shape.halfSize - reach - low) / cell
            let to = (shape.center + shape.halfSize + reach - low) / cell
            for row in max(Int(from.y), 0)...min(Int(to.y), rows - 1) {
                for column in max(Int(from.x), 0)...min(Int(to.x), columns - 1) {
                    lists[row * columns + column].append(Int32(index))
                }
            }
        }
        var starts: [Int32] = [0]
        starts.reserveCapacity(lists.count + 1)
        for list in lists { starts.append(starts[starts.count - 1] + Int32(list.count)) }
        self.origin = low
        self.cell = cell
        self.columns = columns
        self.rows = rows
        self.starts = starts
        indices = lists.flatMap { $0 }
    }

    /// Calls `body` with the index of every shape listed where `p` falls, in the shapes' order.
    @inline(__always)
    func forEachShape(near p: SIMD2<Float>, _ body: (Int) -> Void) {
        let c = (p - origin) / cell
        guard c.x >= 0, c.y >= 0, c.x < Float(columns), c.y < Float(rows) else { return }
        let index = Int(c.y) * columns + Int(c.x)
        for i in Int(starts[index])..<Int(starts[index + 1]) { body(Int(indices[i])) }
    }
}
