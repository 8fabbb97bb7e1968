import Foundation
import GlassCore

/// A busy, photo-like wallpaper drawn by code for the contrast audit: a bright evening sky with
/// a low sun, layered dark ridges with jagged crests, a lake of glittering highlights and
/// scattered bokeh, so labels land on bright, dark and striped patches alike. The layout is
/// fixed (a seeded generator), so every render is the same picture.
enum PhotoWallpaper {
    static func draw(in rect: Rect, dimmed: Bool, on canvas: Canvas) {
        var random = SplitMix64(seed: 0x6A11_55C0)
        let w = rect.width, h = rect.height
        func p(_ x: Double, _ y: Double) -> Point { Point(x: rect.minX + x * w, y: rect.minY + y * h) }
        canvas.fill(
            Path(rect: rect),
            with: .linearGradient(
                stops: Paint.evenStops([
                    Color(rgb: 0x1C2A6B), Color(rgb: 0x6F7FD6), Color(rgb: 0xFFD3A0), Color(rgb: 0xFFF4E0),
                ]),
                start: p(0.5, 0), end: p(0.5, 0.55)))
        canvas.fill(
            Path(circleCenter: p(0.68, 0.42), radius: 0.09 * w),
            with: .radialGradient(
                stops: [
                    GradientStop(Color(rgb: 0xFFFFFF), at: 0), GradientStop(Color(rgb: 0xFFF0C0), at: 0.55),
                    GradientStop(Color(rgb: 0xFFE0A0).opacity(0), at: 1),
                ],
                center: p(0.68, 0.42), radius: 0.09 * w))
        for cloud in 0..<14 {
            let y = 0.06 + 0.3 * random.unit(), x = random.unit()
            let size = Size(width: w * (0.25 + 0.3 * random.unit()), height: h * (0.012 + 0.02 * random.unit()))
            canvas.fill(
                Path(capsuleIn: Rect(center: p(x, y), size: size)),
                with: Color.white.opacity(cloud % 3 == 0 ? 0.85 : 0.45))
        }
        let ridges: [(top: Double, color: UInt32)] = [(0.44, 0x4A3F6B), (0.52, 0x2C2444), (0.6, 0x171326)]
        for ridge in ridges {
            var crest = Path()
            crest.move(to: p(0, 1))
            var x = 0.0
            while x <= 1.0001 {
                crest.addLine(to: p(x, ridge.top + 0.05 * random.unit()))
                x += 0.02 + 0.03 * random.unit()
            }
            crest.addLine(to: p(1, 1))
            crest.closeSubpath()
            canvas.fill(crest, with: Color(rgb: ridge.color))
        }
        let lake = Rect(x: rect.minX, y: rect.minY + 0.7 * h, width: w, height: 0.3 * h)
        canvas.fill(
            Path(rect: lake),
            with: .linearGradient(
                stops: Paint.evenStops([Color(rgb: 0xFFD8A8), Color(rgb: 0x3A3060), Color(rgb: 0x0C0A18)]),
                start: Point(x: lake.midX, y: lake.minY), end: Point(x: lake.midX, y: lake.maxY)))
        for _ in 0..<160 {
            let y = 0.71 + 0.28 * random.unit(), x = random.unit()
            let length = w * (0.02 + 0.08 * random.unit())
            canvas.fill(
                Path(rect: Rect(center: p(x, y), size: Size(width: length, height: 1.2))),
                with: Color.white.opacity(0.5 + 0.5 * random.unit()))
        }
        for _ in 0..<36 {
            let center = p(random.unit(), 0.15 + 0.8 * random.unit()), radius = w * (0.015 + 0.05 * random.unit())
            let bright = random.unit() > 0.4
            canvas.fill(
                Path(circleCenter: center, radius: radius),
                with: (bright ? Color(rgb: 0xFFF6D8) : Color(rgb: 0x05040C)).opacity(0.55))
        }
        if dimmed { canvas.fill(Path(rect: rect), with: Color.black.opacity(0.3)) }
    }
}
