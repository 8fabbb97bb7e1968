import Foundation
import GlassCore

extension AppArtwork {
    /// Phone, Messages, Mail, Contacts, Translate, Find My.
    static let communication: [String: @Sendable (ArtworkPen) -> Void] = [
        "phone": { pen in
            var handset = Path()
            handset.move(to: pen.p(0.3, 0.24))
            handset.addCurve(to: pen.p(0.76, 0.7), control1: pen.p(0.28, 0.5), control2: pen.p(0.5, 0.72))
            pen.stroke(handset, .white, width: 0.11)
            pen.circle(0.3, 0.25, 0.085, .color(.white))
            pen.circle(0.75, 0.7, 0.085, .color(.white))
        },
        "message": { pen in
            pen.fill(Path(ellipseIn: pen.box(0.17, 0.2, 0.66, 0.52)), .color(.white))
            pen.polygon([(0.27, 0.6), (0.22, 0.8), (0.42, 0.68)], .color(.white))
        },
        "envelope": { pen in
            pen.roundedRect(0.17, 0.29, 0.66, 0.44, radius: 0.05, .color(.white))
            pen.line([(0.2, 0.33), (0.5, 0.55), (0.8, 0.33)], width: 0.035, Color(rgb: 0x1A7CF5).opacity(0.55))
        },
        "person.crop.circle": { pen in
            pen.circle(0.5, 0.5, 0.36, pen.vertical(0xA4A8AF, 0x7D828A, 0.14, 0.86))
            pen.circle(0.5, 0.4, 0.13, .color(.white))
            pen.fill(Path(ellipseIn: pen.box(0.26, 0.58, 0.48, 0.36)), .color(.white))
        },
        "character.bubble": { pen in
            pen.roundedRect(0.14, 0.18, 0.5, 0.44, radius: 0.1, .color(.white))
            pen.text("A", 0.39, 0.22, width: 0.5, size: 0.28, weight: 700, Color(rgb: 0x1446C8))
            pen.roundedRect(0.38, 0.42, 0.48, 0.42, radius: 0.1, .color(Color(rgb: 0x0B2E8A)))
            pen.text("é", 0.62, 0.45, width: 0.5, size: 0.26, weight: 700, .white)
        },
        "location.circle": { pen in
            pen.circle(0.5, 0.5, 0.3, .color(.white))
            pen.circle(0.5, 0.5, 0.2, .color(Color(rgb: 0x23B04B)))
            pen.circle(0.5, 0.5, 0.09, .color(.white))
        },
    ]
}
