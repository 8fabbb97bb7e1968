import Foundation
import GlassCore

extension AppArtwork {
    /// Catalog, Stories, Horizon, Dotfield, Clock, Notes, Reminders, Settings, Files, Calculator, Compass, Measure, Magnifier,
    /// Home, Shortcuts, Freeform.
    static let utilities: [String: @Sendable (ArtworkPen) -> Void] = [
        // GlassKit's own UI catalog: four tiles of the system colors, as a swatch book.
        "swatches": { pen in
            let tiles: [(Double, Double, UInt32)] = [
                (0.16, 0.16, 0xFF9500), (0.52, 0.16, 0x34C759), (0.16, 0.52, 0x007AFF), (0.52, 0.52, 0xFF2D55),
            ]
            for (x, y, rgb) in tiles { pen.roundedRect(x, y, 0.32, 0.32, radius: 0.08, .color(Color(rgb: rgb))) }
        },
        // GlassKit's story app: an open book with a star rising from it.
        "book.stories": { pen in
            pen.polygon([(0.16, 0.4), (0.5, 0.48), (0.5, 0.8), (0.16, 0.72)], .color(.white))
            pen.polygon([(0.84, 0.4), (0.5, 0.48), (0.5, 0.8), (0.84, 0.72)], .color(Color(white: 0.9)))
            let star = (0..<10).map { i -> (Double, Double) in
                let angle = Double(i) * .pi / 5 - .pi / 2, r = i % 2 == 0 ? 0.15 : 0.065
                return (0.5 + r * cos(angle), 0.27 + r * sin(angle))
            }
            pen.polygon(star, .color(Color(rgb: 0xFFD60A)))
        },
        // Spec 004's social app: a sun setting on the horizon, its reflection on the water.
        "horizon": { pen in
            let sun = (0...16).map { i -> (Double, Double) in
                let angle = Double.pi + Double(i) * .pi / 16
                return (0.5 + 0.23 * cos(angle), 0.58 + 0.23 * sin(angle))
            }
            pen.polygon(sun, .color(Color(rgb: 0xFFE08A)))
            pen.line([(0.14, 0.6), (0.86, 0.6)], width: 0.045, .white, cap: .round)
            pen.line([(0.3, 0.71), (0.7, 0.71)], width: 0.035, Color(white: 1, alpha: 0.75), cap: .round)
            pen.line([(0.4, 0.81), (0.6, 0.81)], width: 0.035, Color(white: 1, alpha: 0.5), cap: .round)
        },
        // Spec 001's field: a grid of dots in the aurora gradient, pushed aside around a finger
        // at the lower right, as the field is when touched.
        "dotfield": { pen in
            let colors = [Color(rgb: 0x8B5CF6), Color(rgb: 0xEC4899), Color(rgb: 0x3B82F6)]
            for row in 0..<6 {
                for column in 0..<6 {
                    var x = 0.15 + Double(column) * 0.14, y = 0.15 + Double(row) * 0.14
                    let dx = x - 0.64, dy = y - 0.64, d = (dx * dx + dy * dy).squareRoot()
                    if d < 0.3, d > 0 {
                        let push = 0.07 * (1 - d / 0.3)
                        x += dx / d * push
                        y += dy / d * push
                    }
                    let t = Double(row + column) / 10
                    let color =
                        t < 0.5
                        ? colors[0].mixed(with: colors[1], by: t * 2) : colors[1].mixed(with: colors[2], by: t * 2 - 1)
                    pen.circle(x, y, 0.035, .color(color))
                }
            }
        },
        "clock": { pen in
            pen.circle(0.5, 0.5, 0.4, .color(.white))
            for hour in 0..<12 {
                let angle = Double(hour) * .pi / 6
                pen.line(
                    [
                        (0.5 + 0.33 * cos(angle), 0.5 + 0.33 * sin(angle)),
                        (0.5 + 0.37 * cos(angle), 0.5 + 0.37 * sin(angle)),
                    ],
                    width: 0.02, .black, cap: .butt)
            }
            // 10:09, Apple's own hour in its pictures.
            let top = -Double.pi / 2
            let hour: Double = top + (10 + 9.0 / 60) * .pi / 6
            let minute: Double = top + 9 * .pi / 30
            let second: Double = top + 36 * .pi / 30
            pen.line([(0.5, 0.5), (0.5 + 0.2 * cos(hour), 0.5 + 0.2 * sin(hour))], width: 0.04, .black)
            pen.line([(0.5, 0.5), (0.5 + 0.3 * cos(minute), 0.5 + 0.3 * sin(minute))], width: 0.03, .black)
            pen.line(
                [
                    (0.5 - 0.06 * cos(second), 0.5 - 0.06 * sin(second)),
                    (0.5 + 0.33 * cos(second), 0.5 + 0.33 * sin(second)),
                ],
                width: 0.012, Color(rgb: 0xFF9500))
            pen.circle(0.5, 0.5, 0.025, .color(Color(rgb: 0xFF9500)))
        },
        "note.text": { pen in
            pen.roundedRect(0, 0.3, 1, 0.7, radius: 0, .color(.white))
            for row in 0..<4 {
                let y = 0.45 + Double(row) * 0.12
                pen.line([(0.12, y), (0.88, y)], width: 0.01, Color(rgb: 0xC7C7CC), cap: .butt)
            }
        },
        "list.bullet": { pen in
            let dots: [UInt32] = [0x0A84FF, 0xFF3B30, 0xFF9500]
            for (i, color) in dots.enumerated() {
                let y = 0.3 + Double(i) * 0.2
                pen.circle(0.27, y, 0.06, .color(Color(rgb: color)))
                pen.line([(0.42, y), (0.8, y)], width: 0.025, Color(rgb: 0xC7C7CC))
            }
        },
        "gear": { pen in
            drawGear(pen, center: (0.5, 0.5), radius: 0.34, teeth: 24, color: Color(rgb: 0x3A3A3C))
            drawGear(pen, center: (0.5, 0.5), radius: 0.22, teeth: 0, color: Color(rgb: 0xD1D1D6))
            pen.circle(0.5, 0.5, 0.08, .color(Color(rgb: 0x3A3A3C)))
        },
        "folder": { pen in
            pen.roundedRect(0.16, 0.28, 0.3, 0.12, radius: 0.03, .color(Color(rgb: 0xD6ECFF)))
            pen.roundedRect(0.16, 0.33, 0.68, 0.42, radius: 0.05, .color(.white))
        },
        "plus.forwardslash.minus": { pen in
            let orange = Color(rgb: 0xFF9F0A), gray = Color(rgb: 0xA5A5AA)
            for row in 0..<2 {
                for column in 0..<2 {
                    let color = column == 1 ? orange : (row == 0 ? gray : Color(rgb: 0x505055))
                    pen.circle(0.33 + Double(column) * 0.34, 0.33 + Double(row) * 0.34, 0.13, .color(color))
                }
            }
            pen.line([(0.62, 0.33), (0.74, 0.33)], width: 0.03, .white)
            pen.line([(0.68, 0.27), (0.68, 0.39)], width: 0.03, .white)
            pen.line([(0.62, 0.67), (0.74, 0.67)], width: 0.03, .white)
        },
        "compass": { pen in
            pen.circle(0.5, 0.5, 0.38, .color(Color(rgb: 0x1C1C1E)))
            for tick in 0..<48 {
                let angle = Double(tick) * .pi / 24
                pen.line(
                    [
                        (0.5 + 0.32 * cos(angle), 0.5 + 0.32 * sin(angle)),
                        (0.5 + 0.36 * cos(angle), 0.5 + 0.36 * sin(angle)),
                    ],
                    width: 0.01, .white, cap: .butt)
            }
            pen.polygon([(0.5, 0.2), (0.55, 0.5), (0.45, 0.5)], .color(Color(rgb: 0xFF3B30)))
            pen.polygon([(0.5, 0.8), (0.55, 0.5), (0.45, 0.5)], .color(.white))
        },
        "ruler": { pen in
            pen.roundedRect(0.12, 0.36, 0.76, 0.28, radius: 0.04, pen.vertical(0xFFE066, 0xF5C400, 0.36, 0.64))
            for tick in 0..<13 {
                let x = 0.17 + Double(tick) * 0.055
                pen.line([(x, 0.36), (x, tick % 2 == 0 ? 0.48 : 0.43)], width: 0.012, .black, cap: .butt)
            }
        },
        "magnifyingglass": { pen in
            pen.arc(0.44, 0.44, radius: 0.2, from: 0, to: 2 * .pi, width: 0.07, .white)
            pen.line([(0.59, 0.59), (0.76, 0.76)], width: 0.09, .white)
        },
        "house": { pen in
            pen.polygon(
                [(0.5, 0.2), (0.84, 0.5), (0.74, 0.5), (0.74, 0.8), (0.26, 0.8), (0.26, 0.5), (0.16, 0.5)],
                .color(.white))
            pen.roundedRect(0.44, 0.6, 0.12, 0.2, radius: 0.02, .color(Color(rgb: 0xFF8A00)))
        },
        "square.stack": { pen in
            pen.canvas.withLayer(transform: AffineTransform.rotation(radians: .pi / 4).about(pen.p(0.5, 0.42))) {
                pen.roundedRect(0.3, 0.22, 0.4, 0.4, radius: 0.08, .color(Color.white.opacity(0.55)))
            }
            pen.canvas.withLayer(transform: AffineTransform.rotation(radians: .pi / 4).about(pen.p(0.5, 0.58))) {
                pen.roundedRect(0.3, 0.38, 0.4, 0.4, radius: 0.08, .color(.white))
            }
        },
        "scribble": { pen in
            var line = Path()
            line.move(to: pen.p(0.2, 0.62))
            line.addCurve(to: pen.p(0.48, 0.38), control1: pen.p(0.26, 0.2), control2: pen.p(0.44, 0.2))
            line.addCurve(to: pen.p(0.8, 0.4), control1: pen.p(0.52, 0.62), control2: pen.p(0.7, 0.78))
            pen.stroke(line, Color(rgb: 0x0A84FF), width: 0.06)
            pen.circle(0.8, 0.4, 0.05, .color(Color(rgb: 0xFF9F0A)))
        },
    ]

    /// A cog of `teeth` square teeth around a disc (no teeth: a plain disc).
    static func drawGear(_ pen: ArtworkPen, center: (Double, Double), radius: Double, teeth: Int, color: Color) {
        pen.circle(center.0, center.1, radius * 0.86, .color(color))
        for tooth in 0..<teeth {
            let angle = Double(tooth) * 2 * .pi / Double(teeth)
            pen.line(
                [
                    (center.0 + radius * 0.8 * cos(angle), center.1 + radius * 0.8 * sin(angle)),
                    (center.0 + radius * cos(angle), center.1 + radius * sin(angle)),
                ], width: radius * 0.13, color, cap: .butt)
        }
    }
}
