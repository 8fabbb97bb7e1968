/// A resolution-independent outline in points, built from lines and cubic Béziers.
///
/// Circles and ellipses are stored as four cubic segments (the standard κ = 0.5523 fit,
/// radial error under 0.03 %) so every backend draws the same geometry.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case cubic(to: Point, control1: Point, control2: Point)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func addLine(to p: Point) { elements.append(.line(p)) }
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        elements.append(.cubic(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.close) }

    /// Appends every element of `other`.
    public mutating func addPath(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// A polyline through `points` (not closed); empty for fewer than two points.
    public init(polyline points: [Point]) {
        guard points.count > 1 else { return }
        move(to: points[0])
        for p in points.dropFirst() { addLine(to: p) }
    }

    public init(rect: Rect) {
        move(to: rect.origin)
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// The ellipse inscribed in `rect`, starting at its right-most point, clockwise on screen.
    public init(ellipseIn rect: Rect) {
        let k = 0.5522847498307936
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        move(to: Point(x: cx + rx, y: cy))
        addCurve(
            to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
            control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(
            to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
            control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(
            to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
            control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(
            to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
            control2: Point(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    public init(circleCenter center: Point, radius: Double) {
        self.init(ellipseIn: Rect(center: center, size: .square(2 * radius)))
    }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: AffineTransform) -> Path {
        var out = Path()
        out.elements = elements.map { element in
            switch element {
            case .move(let p): .move(transform.apply(to: p))
            case .line(let p): .line(transform.apply(to: p))
            case .cubic(let p, let c1, let c2):
                .cubic(to: transform.apply(to: p), control1: transform.apply(to: c1), control2: transform.apply(to: c2))
            case .close: .close
            }
        }
        return out
    }

    /// The bounds of every on-curve and control point: it contains the path, and is tight for
    /// lines and for the axis-aligned ellipses built here.
    public var controlPointBounds: Rect {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .cubic(let p, let c1, let c2): points += [p, c1, c2]
            case .close: break
            }
        }
        guard let first = points.first else { return .zero }
        return points.reduce(Rect(origin: first, size: .zero)) { $0.union(Rect(origin: $1, size: .zero)) }
    }
}
