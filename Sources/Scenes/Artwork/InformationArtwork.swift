import Foundation
import GlassCore

extension AppArtwork {
    /// Safari, Calendar, Weather, Maps, Stocks, Health, Wallet, Fitness.
    static let information: [String: @Sendable (ArtworkPen) -> Void] = [
        "compass.safari": { pen in
            pen.circle(0.5, 0.5, 0.37, pen.vertical(0x3FC2FF, 0x1677F2, 0.13, 0.87))
            for tick in 0..<36 {
                let angle = Double(tick) * .pi / 18, long = tick % 9 == 0
                let r0 = long ? 0.26 : 0.3, r1 = 0.34
                pen.line(
                    [(0.5 + r0 * cos(angle), 0.5 + r0 * sin(angle)), (0.5 + r1 * cos(angle), 0.5 + r1 * sin(angle))],
                    width: long ? 0.02 : 0.012, .white, cap: .butt)
            }
            pen.polygon(
                [(0.5 + 0.06, 0.5 + 0.06), (0.72, 0.28), (0.5 - 0.06, 0.5 - 0.06)], .color(Color(rgb: 0xFF3B30)))
            pen.polygon([(0.5 + 0.06, 0.5 + 0.06), (0.28, 0.72), (0.5 - 0.06, 0.5 - 0.06)], .color(.white))
        },
        "calendar": { pen in
            pen.text("MONDAY", 0.5, 0.13, width: 0.9, size: 0.12, weight: 600, Color(rgb: 0xFF3B30))
            pen.text("9", 0.5, 0.25, width: 0.9, size: 0.46, weight: 400, Color(rgb: 0x1C1C1E))
        },
        "cloud.sun": { pen in
            pen.circle(0.6, 0.38, 0.16, pen.vertical(0xFFE066, 0xFFB800, 0.22, 0.54))
            let cloud = Color.white
            pen.circle(0.37, 0.6, 0.12, .color(cloud))
            pen.circle(0.5, 0.54, 0.15, .color(cloud))
            pen.circle(0.64, 0.62, 0.1, .color(cloud))
            pen.roundedRect(0.25, 0.6, 0.5, 0.12, radius: 0.06, .color(cloud))
        },
        "map": { pen in
            pen.polygon([(0, 0.62), (1, 0.3), (1, 0.44), (0, 0.78)], .color(Color(rgb: 0xF5F0E1)))
            pen.line([(0.2, 0), (0.42, 1)], width: 0.06, Color(rgb: 0xFFD35A), cap: .butt)
            pen.circle(0.64, 0.36, 0.1, .color(Color(rgb: 0xFF3B30)))
            pen.circle(0.64, 0.36, 0.04, .color(.white))
            pen.polygon([(0.58, 0.42), (0.64, 0.54), (0.7, 0.42)], .color(Color(rgb: 0xFF3B30)))
        },
        "chart.line": { pen in
            for row in 0..<4 {
                let y = 0.3 + Double(row) * 0.13
                pen.line([(0.14, y), (0.86, y)], width: 0.006, Color.white.opacity(0.25), cap: .butt)
            }
            pen.line(
                [(0.14, 0.62), (0.3, 0.5), (0.42, 0.56), (0.56, 0.36), (0.68, 0.44), (0.86, 0.26)], width: 0.04,
                Color(rgb: 0x30D158))
        },
        "heart": { pen in
            var heart = Path()
            heart.move(to: pen.p(0.5, 0.78))
            heart.addCurve(to: pen.p(0.5, 0.32), control1: pen.p(0.1, 0.52), control2: pen.p(0.3, 0.1))
            heart.addCurve(to: pen.p(0.5, 0.78), control1: pen.p(0.7, 0.1), control2: pen.p(0.9, 0.52))
            heart.closeSubpath()
            pen.fill(heart, pen.vertical(0xFF6482, 0xFF2D55, 0.2, 0.78))
        },
        "wallet": { pen in
            let cards: [UInt32] = [0x2E7CF6, 0x34C759, 0xFFCC00, 0xFF3B30]
            for (i, color) in cards.enumerated() {
                pen.roundedRect(0.16, 0.2 + Double(i) * 0.08, 0.68, 0.3, radius: 0.05, .color(Color(rgb: color)))
            }
            pen.roundedRect(0.14, 0.48, 0.72, 0.32, radius: 0.06, .color(Color(rgb: 0xE5E5EA)))
        },
        "rings": { pen in
            let rings: [(radius: Double, color: UInt32, end: Double)] = [
                (0.3, 0xFA114F, 1.6), (0.21, 0x92E82A, 1.25), (0.12, 0x1EEAEF, 1.8),
            ]
            for ring in rings {
                pen.arc(
                    0.5, 0.5, radius: ring.radius, from: 0, to: 2 * .pi, width: 0.075,
                    Color(rgb: ring.color).opacity(0.25))
                pen.arc(
                    0.5, 0.5, radius: ring.radius, from: -.pi / 2, to: -.pi / 2 + ring.end * .pi, width: 0.075,
                    Color(rgb: ring.color))
            }
        },
    ]
}
