/// One color position along a gradient; `location` runs 0…1.
public struct GradientStop: Hashable, Sendable {
    public var color: Color
    public var location: Double

    public init(_ color: Color, at location: Double) {
        self.color = color
        self.location = location
    }
}

/// What fills or strokes a path: a flat color or a gradient in the canvas's point space.
public enum Paint: Hashable, Sendable {
    case color(Color)
    case linearGradient(stops: [GradientStop], start: Point, end: Point)
    /// A radial gradient from `center` (location 0) out to `radius` points (location 1).
    case radialGradient(stops: [GradientStop], center: Point, radius: Double)
    /// A gradient swept clockwise around `center` (on screen, y down) from `startAngle`
    /// (location 0) to `endAngle` (location 1), in radians from the +x axis, as SwiftUI's
    /// `AngularGradient`: equal angles sweep a full turn; a sweep of more than a turn shows its
    /// last turn; a sweep of less leaves a gap filled with the last color, then the first,
    /// meeting halfway across it.
    case conicGradient(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double)

    /// Stops spread evenly from 0 to 1, as SwiftUI's `Gradient(colors:)` does.
    public static func evenStops(_ colors: [Color]) -> [GradientStop] {
        guard colors.count > 1 else { return colors.map { GradientStop($0, at: 0) } }
        return colors.enumerated().map { GradientStop($1, at: Double($0) / Double(colors.count - 1)) }
    }
}

/// How overlapping subpaths decide what is inside.
public enum FillRule: Hashable, Sendable {
    case nonZero
    case evenOdd
}

/// Line width in points, caps, joins and an optional dash pattern (lengths in points).
public struct StrokeStyle: Hashable, Sendable {
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var dash: [Double]

    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, dash: [Double] = []) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.dash = dash
    }
}

/// How a layer combines with what is under it. The names are SwiftUI's `BlendMode` cases.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, softLight, plusLighter
    /// Draws only where the layer below has content, keeping its coverage (`.sourceAtop`).
    case sourceAtop
}
