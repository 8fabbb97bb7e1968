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
}
