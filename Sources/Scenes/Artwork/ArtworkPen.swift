import Foundation
import GlassCore

/// Draws an icon's artwork in unit coordinates: (0, 0) is the icon's top-left corner and
/// (1, 1) its bottom-right, so every glyph scales with the icon (60 pt on the grid, 13.7 pt in
/// a folder's preview) and keeps its proportions.
struct ArtworkPen {
    let rect: Rect
    let canvas: Canvas

    func p(_ x: Double, _ y: Double) -> Point { Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height) }

    /// A unit length in points.
    func s(_ length: Double) -> Double { length * rect.width }

    func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(
            x: rect.minX + x * rect.width, y: rect.minY + y * rect.height, width: w * rect.width,
            height: h * rect.height)
    }

    func circle(_ x: Double, _ y: Double, _ radius: Double, _ paint: Paint) {
        canvas.fill(Path(circleCenter: p(x, y), radius: s(radius)), with: paint)
    }

    func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double, _ paint: Paint) {
        canvas.fill(Path(roundedRect: box(x, y, w, h), cornerRadius: s(radius)), with: paint)
    }

    func polygon(_ points: [(Double, Double)], _ paint: Paint) {
        var path = Path(polyline: points.map { p($0.0, $0.1) })
        path.closeSubpath()
        canvas.fill(path, with: paint)
    }

    func line(_ points: [(Double, Double)], width: Double, _ color: Color, cap: StrokeStyle.LineCap = .round) {
        canvas.stroke(
            Path(polyline: points.map { p($0.0, $0.1) }), with: .color(color),
            style: StrokeStyle(lineWidth: s(width), lineCap: cap, lineJoin: .round))
    }

    func arc(
        _ x: Double, _ y: Double, radius: Double, from start: Double, to end: Double, width: Double, _ color: Color,
        cap: StrokeStyle.LineCap = .round
    ) {
        var path = Path()
        path.addArc(center: p(x, y), radius: s(radius), startAngle: start, endAngle: end)
        canvas.stroke(path, with: .color(color), style: StrokeStyle(lineWidth: s(width), lineCap: cap))
    }

    func text(_ string: String, _ x: Double, _ y: Double, width: Double, size: Double, weight: Int, _ color: Color) {
        let run = TextRun(string, font: Font(sizePoints: s(size), weight: weight), color: color, alignment: .center)
        canvas.draw(
            run,
            in: Rect(
                x: rect.minX + (x - width / 2) * rect.width, y: rect.minY + y * rect.height,
                width: width * rect.width, height: s(size) * 1.4))
    }

    func fill(_ path: Path, _ paint: Paint) { canvas.fill(path, with: paint) }

    func vertical(_ top: UInt32, _ bottom: UInt32, _ y0: Double, _ y1: Double) -> Paint {
        .linearGradient(
            stops: Paint.evenStops([Color(rgb: top), Color(rgb: bottom)]), start: p(0.5, y0), end: p(0.5, y1))
    }
}
