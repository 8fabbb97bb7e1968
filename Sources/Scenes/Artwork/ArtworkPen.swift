import Foundation
import GlassCore
import HomeScreen

/// Draws an icon's artwork in unit coordinates: (0, 0) is the icon's top-left corner and
/// (1, 1) its bottom-right, so every glyph scales with the icon (60 pt on the grid, 13.7 pt in
/// a folder's preview) and keeps its proportions.
struct ArtworkPen {
    let rect: Rect
    let canvas: Canvas
    /// The colors the artwork is drawn in: its own, or its dark variant's.
    var palette = ArtworkPalette.light

    func p(_ x: Double, _ y: Double) -> Point { Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height) }

    /// A unit length in points.
    func s(_ length: Double) -> Double { length * rect.width }

    func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(
            x: rect.minX + x * rect.width, y: rect.minY + y * rect.height, width: w * rect.width,
            height: h * rect.height)
    }

    func circle(_ x: Double, _ y: Double, _ radius: Double, _ paint: Paint) {
        fill(Path(circleCenter: p(x, y), radius: s(radius)), paint)
    }

    func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double, _ paint: Paint) {
        fill(Path(roundedRect: box(x, y, w, h), cornerRadius: s(radius)), paint)
    }

    func polygon(_ points: [(Double, Double)], _ paint: Paint) {
        var path = Path(polyline: points.map { p($0.0, $0.1) })
        path.closeSubpath()
        fill(path, paint)
    }

    func line(_ points: [(Double, Double)], width: Double, _ color: Color, cap: StrokeStyle.LineCap = .round) {
        stroke(Path(polyline: points.map { p($0.0, $0.1) }), color, width: width, cap: cap)
    }

    /// Strokes `path` (in points) `width` units wide.
    func stroke(_ path: Path, _ color: Color, width: Double, cap: StrokeStyle.LineCap = .round) {
        canvas.stroke(
            path, with: .color(palette.ink(color)),
            style: StrokeStyle(lineWidth: s(width), lineCap: cap, lineJoin: .round))
    }

    func arc(
        _ x: Double, _ y: Double, radius: Double, from start: Double, to end: Double, width: Double, _ color: Color,
        cap: StrokeStyle.LineCap = .round
    ) {
        var path = Path()
        path.addArc(center: p(x, y), radius: s(radius), startAngle: start, endAngle: end)
        canvas.stroke(path, with: .color(palette.ink(color)), style: StrokeStyle(lineWidth: s(width), lineCap: cap))
    }

    func text(_ string: String, _ x: Double, _ y: Double, width: Double, size: Double, weight: Int, _ color: Color) {
        let run = TextRun(
            string, font: Font(sizePoints: s(size), weight: weight), color: palette.ink(color), alignment: .center)
        canvas.draw(
            run,
            in: Rect(
                x: rect.minX + (x - width / 2) * rect.width, y: rect.minY + y * rect.height,
                width: width * rect.width, height: s(size) * 1.4))
    }

    func fill(_ path: Path, _ paint: Paint) { canvas.fill(path, with: palette.ink(paint)) }

    func vertical(_ top: UInt32, _ bottom: UInt32, _ y0: Double, _ y1: Double) -> Paint {
        .linearGradient(
            stops: Paint.evenStops([Color(rgb: top), Color(rgb: bottom)]), start: p(0.5, y0), end: p(0.5, y1))
    }
}

/// The colors an icon's artwork is drawn in. iOS 26's dark icons keep each app's artwork on a
/// near-black background: a glyph drawn in white over the app's color takes that color
/// instead, on an app whose background is near-white (Calendar, Reminders, Safari) the
/// near-black ink turns near-white, and an app that is dark already (Clock, TV, Stocks) keeps
/// its artwork as it is; every other color stays.
struct ArtworkPalette: Hashable {
    enum Background: Hashable {
        case nearWhite, nearBlack, colored
    }

    /// Whether this is the dark variant.
    let isDark: Bool
    /// The app's own color, which white ink takes in the dark variant.
    let accent: Color
    /// What the app's light-mode background is.
    let background: Background

    static let light = ArtworkPalette(isDark: false, accent: .white, background: .colored)

    /// The palette of `app`'s icon in the light or dark variant.
    init(app: App, dark: Bool) {
        let color = app.gradient.top.mixed(with: app.gradient.bottom, by: 0.5)
        let luminance = color.relativeLuminance
        let chroma = max(color.red, color.green, color.blue) - min(color.red, color.green, color.blue)
        let background: Background =
            luminance < 0.05 ? .nearBlack : (luminance > 0.6 && chroma < 0.15 ? .nearWhite : .colored)
        self.init(isDark: dark, accent: color, background: background)
    }

    private init(isDark: Bool, accent: Color, background: Background) {
        self.isDark = isDark
        self.accent = accent
        self.background = background
    }

    /// `color` as this variant draws it.
    func ink(_ color: Color) -> Color {
        guard isDark else { return color }
        switch background {
        case .nearWhite: return color.relativeLuminance < 0.02 ? Color(white: 0.95, alpha: color.alpha) : color
        case .nearBlack: return color
        case .colored: return color.relativeLuminance > 0.8 ? accent.withAlpha(color.alpha) : color
        }
    }

    func ink(_ paint: Paint) -> Paint {
        guard isDark else { return paint }
        func stops(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(ink($0.color), at: $0.location) }
        }
        switch paint {
        case .color(let color): return .color(ink(color))
        case .linearGradient(let s, let start, let end): return .linearGradient(stops: stops(s), start: start, end: end)
        case .radialGradient(let s, let center, let radius):
            return .radialGradient(stops: stops(s), center: center, radius: radius)
        case .conicGradient(let s, let center, let startAngle, let endAngle):
            return .conicGradient(stops: stops(s), center: center, startAngle: startAngle, endAngle: endAngle)
        }
    }
}
