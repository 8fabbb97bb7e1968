import Foundation
import GlassCore

/// An outline in points, as SwiftUI's `Path`: lines, arcs and Bézier curves. A path is also a
/// shape that draws itself as it is.
public struct Path: Hashable, Sendable {
    var core = GlassCore.Path()

    public init() {}

    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    public init(_ rect: CGRect) {
        core = GlassCore.Path(rect: Rect(rect))
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        core = GlassCore.Path(roundedRect: Rect(rect), cornerRadius: Double(cornerRadius), style: style.core)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
    }

    public init(ellipseIn rect: CGRect) {
        core = GlassCore.Path(ellipseIn: Rect(rect))
    }

    init(core: GlassCore.Path) { self.core = core }

    public var isEmpty: Bool { core.isEmpty }

    /// A rectangle holding every point and control point.
    public var boundingRect: CGRect { CGRect(core.controlPointBounds) }

    public mutating func move(to point: CGPoint) { core.move(to: Point(point)) }
    public mutating func addLine(to point: CGPoint) { core.addLine(to: Point(point)) }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        core.addCurve(to: Point(end), control1: Point(control1), control2: Point(control2))
    }

    /// A quadratic Bézier, stored as the cubic that traces it.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let start = currentPoint ?? end
        let c1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let c2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        addCurve(to: end, control1: c1, control2: c2)
    }

    public mutating func addRect(_ rect: CGRect) { core.addPath(GlassCore.Path(rect: Rect(rect))) }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        core.addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style).core)
    }

    public mutating func addEllipse(in rect: CGRect) { core.addPath(GlassCore.Path(ellipseIn: Rect(rect))) }

    public mutating func addPath(_ path: Path) { core.addPath(path.core) }

    /// An arc around `center`, from `startAngle` to `endAngle` (clockwise on screen when
    /// `clockwise` is false, as SwiftUI's flipped coordinates have it), drawn as cubic segments.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            while sweep > 0 { sweep -= 2 * .pi }
        } else {
            while sweep < 0 { sweep += 2 * .pi }
        }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle.radians
        let start = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        for _ in 0..<segments {
            let next = angle + step
            let p0 = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            let p1 = CGPoint(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
            let c1 = CGPoint(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle))
            let c2 = CGPoint(x: p1.x + k * radius * sin(next), y: p1.y - k * radius * cos(next))
            addCurve(to: p1, control1: c1, control2: c2)
            angle = next
        }
    }

    public mutating func closeSubpath() { core.closeSubpath() }

    /// The last point drawn to, if any.
    public var currentPoint: CGPoint? {
        switch core.elements.last {
        case .move(let p), .line(let p): CGPoint(p)
        case .cubic(let p, _, _): CGPoint(p)
        case .close, nil: core.elements.last == nil ? nil : firstPointOfLastSubpath
        }
    }

    private var firstPointOfLastSubpath: CGPoint? {
        for element in core.elements.reversed() { if case .move(let p) = element { return CGPoint(p) } }
        return nil
    }

    /// The path moved, scaled or turned by `transform`.
    func applying(_ transform: AffineTransform) -> Path { Path(core: core.applying(transform)) }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(.translation(Vector(dx: Double(dx), dy: Double(dy))))
    }
}

/// How a rounded rectangle's corners curve, as SwiftUI's `RoundedCornerStyle`: `.continuous`
/// is iOS's squircle-like corner, `.circular` a quarter circle.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous

    var core: GlassCore.RoundedCornerStyle { self == .circular ? .circular : .continuous }
}

extension Rect {
    init(_ r: CGRect) {
        self.init(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
    }
}

extension CGRect {
    init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
}

extension Point {
    init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

extension CGPoint {
    init(_ p: Point) { self.init(x: p.x, y: p.y) }
}
