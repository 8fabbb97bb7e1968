import Foundation

extension Path {
    /// Adds a circular arc from `startAngle` to `endAngle` (radians, clockwise on screen with y
    /// down, 0 pointing right), as cubic Béziers of at most 90° each (error < 0.03 % of the
    /// radius). Starts a new subpath at the arc's start unless `connected`.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, connected: Bool = false
    ) {
        func point(_ angle: Double) -> Point {
            Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        if connected { addLine(to: point(startAngle)) } else { move(to: point(startAngle)) }
        let segments = max(1, Int((abs(endAngle - startAngle) / (.pi / 2)).rounded(.up)))
        let step = (endAngle - startAngle) / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        for i in 0..<segments {
            let a0 = startAngle + Double(i) * step, a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            addCurve(
                to: p1, control1: Point(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
                control2: Point(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1)))
        }
    }
}
