/// A field of round dots for `Canvas.drawDots`: a grid of rest positions plus each dot's
/// displacement, all of one diameter, each colored by a linear gradient sampled where the dot
/// is now. Backends draw it with a dedicated kernel, not a path per dot.
public struct DotLayer: Sendable {
    /// The first rest position and the grid's step, in points; dots go row by row.
    public var origin: Point
    public var spacing: Double
    public var columns: Int
    /// Displacements from rest, in points, one per dot (`columns` × rows of them).
    public var dx: [Float]
    public var dy: [Float]
    public var diameter: Double
    /// The gradient's evenly spaced colors and its axis, in points.
    public var colors: [Color]
    public var start: Point
    public var end: Point
    /// An opaque ground the dots are drawn on, filling the whole canvas in the same pass, or
    /// nil to draw over what is there.
    public var background: Color?

    public init(
        origin: Point, spacing: Double, columns: Int, dx: [Float], dy: [Float], diameter: Double,
        colors: [Color], start: Point, end: Point, background: Color? = nil
    ) {
        precondition(dx.count == dy.count && columns > 0, "a dot layer needs one displacement per dot")
        self.origin = origin
        self.spacing = spacing
        self.columns = columns
        self.dx = dx
        self.dy = dy
        self.diameter = diameter
        self.colors = colors
        self.start = start
        self.end = end
        self.background = background
    }

    public var count: Int { dx.count }

    /// Whether `other` is the same field drawn the same way, its displacements aside.
    public func hasSameLook(as other: DotLayer) -> Bool {
        origin == other.origin && spacing == other.spacing && columns == other.columns && count == other.count
            && diameter == other.diameter && colors == other.colors && start == other.start && end == other.end
            && background == other.background
    }

    /// The area, in points, that every dot moved since `old` (the same grid) covers where it
    /// was and where it is now, each dot with its radius and a pixel's margin at `scale`;
    /// nil when none moved. Comparing the displacements misses nothing, however they changed.
    public func movedArea(since oldDX: [Float], _ oldDY: [Float], scale: Double) -> Rect? {
        guard oldDX.count == count, oldDY.count == count else { return nil }
        let spacing = Float(self.spacing), left = Float(origin.x), top = Float(origin.y)
        var x0 = Float.infinity, y0 = Float.infinity, x1 = -Float.infinity, y1 = -Float.infinity
        dy.withUnsafeBufferPointer { newY in
            dx.withUnsafeBufferPointer { newX in
                oldDY.withUnsafeBufferPointer { oldY in
                    oldDX.withUnsafeBufferPointer { oldX in
                        for i in 0..<count where newY[i] != oldY[i] || newX[i] != oldX[i] {
                            let restX = left + Float(i % columns) * spacing
                            let restY = top + Float(i / columns) * spacing
                            x0 = min(x0, restX + min(newX[i], oldX[i]))
                            x1 = max(x1, restX + max(newX[i], oldX[i]))
                            y0 = min(y0, restY + min(newY[i], oldY[i]))
                            y1 = max(y1, restY + max(newY[i], oldY[i]))
                        }
                    }
                }
            }
        }
        guard x0 <= x1 else { return nil }
        let reach = diameter / 2 + 1 / max(scale, 0.01)
        return Rect(
            x: Double(x0) - reach, y: Double(y0) - reach, width: Double(x1 - x0) + 2 * reach,
            height: Double(y1 - y0) + 2 * reach)
    }
}
