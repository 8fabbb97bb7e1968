/// The corner shape of a rounded rectangle, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles: curvature jumps from 0 to 1/r where the corner meets the edge.
    case circular
    /// Apple's continuous ("squircle") corner: curvature ramps up from the edge, as on app icons.
    case continuous
}

extension Path {
    /// A rounded rectangle, clockwise on screen from the top edge.
    ///
    /// A continuous corner starts `continuousCornerExtent` × r from the corner, so r is clamped to
    /// min(w, h) / 2 / 1.528665 (and a circular one to min(w, h) / 2): the corners never overlap.
    public init(roundedRect rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        let corner = style == .continuous ? Path.continuousCorner : Path.circularCorner
        let extent = corner.extent
        let r = min(max(0, cornerRadius), min(rect.width, rect.height) / 2 / extent)
        guard r > 0 else {
            self.init(rect: rect)
            return
        }
        self.init()
        // Each corner: the corner point, the unit vector back along the incoming edge, and the
        // unit vector along the outgoing edge.
        let corners: [(Point, Vector, Vector)] = [
            (Point(x: rect.maxX, y: rect.minY), Vector(dx: -1, dy: 0), Vector(dx: 0, dy: 1)),
            (Point(x: rect.maxX, y: rect.maxY), Vector(dx: 0, dy: -1), Vector(dx: -1, dy: 0)),
            (Point(x: rect.minX, y: rect.maxY), Vector(dx: 1, dy: 0), Vector(dx: 0, dy: -1)),
            (Point(x: rect.minX, y: rect.minY), Vector(dx: 0, dy: 1), Vector(dx: 1, dy: 0)),
        ]
        for (index, (k, back, out)) in corners.enumerated() {
            func place(_ p: CornerPoint) -> Point { k + back * (p.a * r) + out * (p.b * r) }
            let start = place(CornerPoint(extent, 0))
            if index == 0 { move(to: start) } else { addLine(to: start) }
            for segment in corner.segments {
                switch segment {
                case .line(let p): addLine(to: place(p))
                case .cubic(let p, let c1, let c2): addCurve(to: place(p), control1: place(c1), control2: place(c2))
                }
            }
        }
        closeSubpath()
    }

    /// The capsule inscribed in `rect`: semicircular ends on the shorter side.
    public init(capsuleIn rect: Rect) {
        self.init(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: .circular)
    }

    /// How far from the corner, in radii, a continuous corner leaves the straight edge.
    public static let continuousCornerExtent = 1.528665

    /// A point in a corner's own frame, in radii: `a` back along the incoming edge from the
    /// corner point, `b` along the outgoing edge.
    struct CornerPoint {
        var a: Double
        var b: Double
        init(_ a: Double, _ b: Double) {
            self.a = a
            self.b = b
        }
    }

    enum CornerSegment {
        case line(CornerPoint)
        case cubic(CornerPoint, CornerPoint, CornerPoint)
    }

    /// A corner drawn from (extent, 0) on the incoming edge to (0, extent) on the outgoing one.
    struct CornerShape {
        var extent: Double
        var segments: [CornerSegment]
    }

    /// The published reconstruction of iOS's continuous corner (DESIGN §4): three cubics
    /// through (0.669934, 0.065496) and (0.074911, 0.631494). Those two points are joined to
    /// their mirror images by short lines (≈ 0.04 r), which makes the corner symmetric about
    /// its diagonal; the widely copied version has only the first line, a tiny asymmetry.
    static let continuousCorner = CornerShape(
        extent: continuousCornerExtent,
        segments: [
            .cubic(CornerPoint(0.669934, 0.065496), CornerPoint(1.088493, 0), CornerPoint(0.868407, 0)),
            .line(CornerPoint(0.631494, 0.074911)),
            .cubic(CornerPoint(0.074911, 0.631494), CornerPoint(0.372824, 0.169059), CornerPoint(0.169059, 0.372824)),
            .line(CornerPoint(0.065496, 0.669934)),
            .cubic(CornerPoint(0, continuousCornerExtent), CornerPoint(0, 0.868407), CornerPoint(0, 1.088493)),
        ])

    /// A quarter circle as one cubic (κ = 0.5523, radial error under 0.03 %).
    static let circularCorner = CornerShape(
        extent: 1,
        segments: [
            .cubic(CornerPoint(0, 1), CornerPoint(1 - 0.5522847498307936, 0), CornerPoint(0, 1 - 0.5522847498307936))
        ])
}
