import Foundation
import GlassCore

/// The status bar's symbols as iOS draws them: four rising signal bars, the Wi-Fi fan of three
/// arcs over a dot, and the battery's rounded outline with its cap and a fill for the charge.
enum StatusBarGlyph {
    static func drawCellular(in r: Rect, color: Color, on canvas: Canvas) {
        let gap = r.width * 0.09, bar = (r.width - 3 * gap) / 4
        for i in 0..<4 {
            let height = r.height * (0.4 + 0.2 * Double(i))
            let rect = Rect(x: r.minX + Double(i) * (bar + gap), y: r.maxY - height, width: bar, height: height)
            canvas.fill(Path(roundedRect: rect, cornerRadius: bar * 0.35, style: .circular), with: color)
        }
    }

    /// Three bands of a 90° fan and its tip, centered on the bottom of the box.
    static func drawWiFi(in r: Rect, color: Color, on canvas: Canvas) {
        let tip = Point(x: r.midX, y: r.maxY - 0.5)
        let band = r.height / 4.2, start = -Double.pi * 3 / 4, end = -Double.pi / 4
        for i in 1...3 {
            let outer = band * 1.35 * Double(i) + band * 0.2, inner = outer - band * 0.95
            var wedge = Path()
            wedge.addArc(center: tip, radius: outer, startAngle: start, endAngle: end)
            wedge.addArc(center: tip, radius: inner, startAngle: end, endAngle: start, connected: true)
            wedge.closeSubpath()
            canvas.fill(wedge, with: color)
        }
        var dot = Path()
        dot.move(to: tip)
        dot.addArc(center: tip, radius: band * 1.3, startAngle: start, endAngle: end, connected: true)
        dot.closeSubpath()
        canvas.fill(dot, with: color)
    }

    /// The outline at 35 % of the color, the charge filled inside, the cap at the right.
    static func drawBattery(in r: Rect, level: Double, color: Color, on canvas: Canvas) {
        let body = Rect(x: r.minX, y: r.minY, width: r.width - 2.5, height: r.height)
        let outline = Path(roundedRect: body.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3.8)
        canvas.stroke(outline, with: color.opacity(0.4), lineWidth: 1)
        let inner = body.insetBy(dx: 2, dy: 2)
        let charge = Rect(
            x: inner.minX, y: inner.minY, width: inner.width * min(max(level, 0), 1), height: inner.height)
        if charge.width > 0 { canvas.fill(Path(roundedRect: charge, cornerRadius: 2.2), with: color) }
        let cap = Rect(x: body.maxX + 1, y: r.midY - r.height * 0.18, width: 1.5, height: r.height * 0.36)
        canvas.fill(Path(roundedRect: cap, cornerRadius: 0.75, style: .circular), with: color.opacity(0.4))
    }
}
