import GlassCore

/// The status bar: the time at the left, cellular, Wi-Fi and battery at the right, in the
/// legibility style of the wallpaper under it (iOS turns it dark over light wallpapers).
/// Rasterized once per time, style and size.
struct StatusBar {
    let clock: String
    let style: LegibilityStyle

    func draw(in frame: Rect, on canvas: Canvas) {
        // Room for the time's shadow around the row.
        let reach = style.shadowReach
        let local = Rect(origin: .zero, size: frame.size)
        canvas.withLayer(transform: .translation(Vector(dx: frame.minX, dy: frame.minY))) {
            canvas.drawRasterized(key: key(for: frame.size), bounds: local.insetBy(dx: -reach, dy: -reach)) { layer in
                drawContent(in: local, on: layer)
            }
        }
    }

    /// The time with the style folded in, and the size: 24 bytes, which `AnyHashable` holds
    /// without a box, so finding the picture every frame allocates nothing.
    private struct Key: Hashable {
        let text: String
        let size: SIMD2<Float>
    }

    private func key(for size: Size) -> Key {
        Key(text: style == .lightContent ? clock : clock + " dark", size: SIMD2(Float(size.width), Float(size.height)))
    }

    private func drawContent(in frame: Rect, on canvas: Canvas) {
        let color = style.content
        canvas.draw(
            TextRun(clock, font: HomeTypography.statusBar, color: color, alignment: .center, shadow: style.shadow),
            in: Self.clockFrame(in: frame))
        let glyphs = Self.glyphsFrame(in: frame), y = glyphs.minY
        StatusBarGlyph.drawCellular(in: Rect(x: glyphs.minX, y: y, width: 18, height: 12), color: color, on: canvas)
        StatusBarGlyph.drawWiFi(in: Rect(x: glyphs.minX + 24, y: y, width: 17, height: 12), color: color, on: canvas)
        StatusBarGlyph.drawBattery(
            in: Rect(x: glyphs.maxX - 27, y: y, width: 27, height: 13), level: 1, color: color, on: canvas)
    }

    /// The time's box, 24 pt from the leading edge, centered on the row's middle line.
    static func clockFrame(in frame: Rect) -> Rect {
        Rect(x: frame.minX + 24, y: frame.midY - 11, width: 80, height: 22)
    }

    /// Cellular, Wi-Fi and battery, 6 pt apart, ending 24 pt from the trailing edge, centered
    /// half a point above the time's middle, where the capitals' middle is.
    static func glyphsFrame(in frame: Rect) -> Rect {
        Rect(x: frame.maxX - 24 - 27 - 6 - 17 - 6 - 18, y: frame.midY - 7, width: 18 + 6 + 17 + 6 + 27, height: 13)
    }
}
