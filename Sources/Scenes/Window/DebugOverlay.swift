import GlassCore

/// The window's debug overlay: a dark glass card of short lines (frame rate, frame time
/// against budget, haptics, the last announcement), drawn over whatever the window shows.
public struct DebugOverlay {
    public var lines: [String]

    public init(lines: [String]) {
        self.lines = lines
    }

    static let font = Font(sizePoints: 11, weight: 500)
    static let lineHeight = 15.0
    static let padding = 10.0

    public func draw(in screen: Rect, on canvas: Canvas) {
        let width = min(screen.width - 24, 300)
        let card = Rect(x: 12, y: 60, width: width, height: Double(lines.count) * Self.lineHeight + 2 * Self.padding)
        canvas.fill(Path(roundedRect: card, cornerRadius: 14, style: .continuous), with: Color(white: 0, alpha: 0.72))
        for (index, line) in lines.enumerated() {
            let y = card.minY + Self.padding + Double(index) * Self.lineHeight
            canvas.draw(
                TextRun(line, font: Self.font, color: .white, lineLimit: 1),
                in: Rect(x: card.minX + Self.padding, y: y, width: width - 2 * Self.padding, height: Self.lineHeight))
        }
    }
}
