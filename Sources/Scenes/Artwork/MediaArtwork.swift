import Foundation
import GlassCore

extension AppArtwork {
    /// Music, Photos, Camera, TV, Podcasts, Books, App Store, Voice Memos.
    static let media: [String: @Sendable (ArtworkPen) -> Void] = [
        "music.note": { pen in
            pen.polygon([(0.4, 0.26), (0.72, 0.18), (0.72, 0.3), (0.44, 0.37)], .color(.white))
            pen.line([(0.42, 0.3), (0.42, 0.66)], width: 0.055, .white, cap: .butt)
            pen.line([(0.7, 0.22), (0.7, 0.6)], width: 0.055, .white, cap: .butt)
            pen.fill(Path(ellipseIn: pen.box(0.27, 0.6, 0.17, 0.13)), .color(.white))
            pen.fill(Path(ellipseIn: pen.box(0.55, 0.54, 0.17, 0.13)), .color(.white))
        },
        "photos.flower": { pen in
            let petals: [UInt32] = [0xFBB03B, 0xF7931E, 0xED1E79, 0xB84DFF, 0x3F6FE8, 0x29ABE2, 0x39B54A, 0xC1D82F]
            for (i, color) in petals.enumerated() {
                let angle = Double(i) * .pi / 4 - .pi / 2
                let petal = Path(ellipseIn: Rect(center: .zero, size: Size(width: pen.s(0.17), height: pen.s(0.34))))
                let place = AffineTransform.translation(Vector(dx: 0, dy: -pen.s(0.17)))
                    .concatenating(.rotation(radians: angle + .pi / 2))
                    .concatenating(.translation(Vector(dx: pen.p(0.5, 0.5).x, dy: pen.p(0.5, 0.5).y)))
                // Petals overlap as inks on white paper do; on the dark variant, as light does.
                pen.canvas.withLayer(blendMode: pen.palette.isDark ? .screen : .multiply) {
                    pen.fill(petal.applying(place), .color(Color(rgb: color).opacity(0.85)))
                }
            }
        },
        "camera": { pen in
            pen.roundedRect(0.15, 0.3, 0.7, 0.46, radius: 0.08, pen.vertical(0x3A3D42, 0x1E2024, 0.3, 0.76))
            pen.roundedRect(0.38, 0.24, 0.24, 0.1, radius: 0.03, .color(Color(rgb: 0x2A2C30)))
            pen.circle(0.5, 0.53, 0.17, .color(Color(rgb: 0xD5D8DD)))
            pen.circle(0.5, 0.53, 0.12, pen.vertical(0x2B4A7A, 0x0B1426, 0.41, 0.65))
            pen.circle(0.46, 0.49, 0.035, .color(Color.white.opacity(0.7)))
            pen.circle(0.75, 0.38, 0.025, .color(Color(rgb: 0xF5C242)))
        },
        "tv": { pen in
            pen.roundedRect(0.16, 0.24, 0.68, 0.44, radius: 0.05, .color(.white))
            pen.roundedRect(0.2, 0.28, 0.6, 0.36, radius: 0.03, pen.vertical(0x1C1C1E, 0x000000, 0.28, 0.64))
            pen.line([(0.38, 0.76), (0.62, 0.76)], width: 0.05, .white)
        },
        "podcast": { pen in
            pen.circle(0.5, 0.42, 0.09, .color(.white))
            for (radius, width) in [(0.19, 0.05), (0.3, 0.05)] {
                pen.arc(0.5, 0.42, radius: radius, from: .pi * 0.8, to: .pi * 2.2, width: width, .white)
            }
            pen.roundedRect(0.455, 0.53, 0.09, 0.28, radius: 0.045, .color(.white))
        },
        "book": { pen in
            var left = Path(), right = Path()
            left.move(to: pen.p(0.5, 0.32))
            left.addCurve(to: pen.p(0.16, 0.3), control1: pen.p(0.4, 0.24), control2: pen.p(0.26, 0.24))
            left.addLine(to: pen.p(0.16, 0.72))
            left.addCurve(to: pen.p(0.5, 0.74), control1: pen.p(0.28, 0.66), control2: pen.p(0.42, 0.68))
            left.closeSubpath()
            right = left.applying(AffineTransform.scale(x: -1, y: 1).about(pen.p(0.5, 0.5)))
            pen.fill(left, .color(.white))
            pen.fill(right, .color(.white))
        },
        "app.store": { pen in
            let white = Color.white
            pen.line([(0.5, 0.22), (0.29, 0.68)], width: 0.075, white)
            pen.line([(0.4, 0.42), (0.64, 0.8)], width: 0.075, white)
            pen.line([(0.2, 0.64), (0.8, 0.64)], width: 0.075, white)
        },
        "waveform": { pen in
            let heights = [0.12, 0.3, 0.5, 0.22, 0.4, 0.6, 0.34, 0.18, 0.44, 0.26, 0.1]
            for (i, height) in heights.enumerated() {
                let x = 0.2 + Double(i) * 0.06
                pen.line([(x, 0.5 - height / 2), (x, 0.5 + height / 2)], width: 0.035, Color(rgb: 0xFF3B30))
            }
        },
    ]
}
