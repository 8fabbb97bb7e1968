import GlassCore

/// The status bar: the time at the left, cellular, Wi-Fi and battery at the right, in the
/// legibility style of the wallpaper under it (iOS turns it dark over light wallpapers).
struct StatusBar {
    let clock: String
    let style: LegibilityStyle

    static let font = Font(sizePoints: 17, weight: 600)

    func draw(in frame: Rect, on canvas: Canvas) {
        let color = style.content
        let baseline = frame.maxY - 21
        canvas.draw(TextRun(clock, font: Self.font, color: color, alignment: .center, shadow: nil),
                    in: Rect(x: frame.minX + 24, y: baseline - 2, width: 80, height: 22))
        let right = frame.maxX - 24
        StatusBarGlyph.drawBattery(in: Rect(x: right - 27, y: baseline + 2, width: 27, height: 13), level: 1, color: color, on: canvas)
        StatusBarGlyph.drawWiFi(in: Rect(x: right - 27 - 6 - 17, y: baseline + 2, width: 17, height: 12), color: color, on: canvas)
        StatusBarGlyph.drawCellular(in: Rect(x: right - 27 - 6 - 17 - 6 - 18, y: baseline + 2, width: 18, height: 12), color: color, on: canvas)
    }
}
