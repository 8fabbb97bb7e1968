import GlassCore
import HomeScreen
enum AppArtwork { static func drawGlyph(_ app: App, in rect: Rect, on canvas: Canvas) {
    canvas.draw(TextRun(String(app.name.prefix(1)), font: Font(sizePoints: rect.width * 0.5, weight: 700), color: .white, alignment: .center), in: rect.insetBy(dx: 0, dy: rect.height * 0.2))
} }
public enum BuiltInWallpaper: String, CaseIterable, Sendable { case bloom
    public func draw(in rect: Rect, colorScheme: ColorScheme, on canvas: Canvas) {
        canvas.fill(Path(rect: rect), with: .linearGradient(stops: Paint.evenStops([Color(rgb: 0x2B59C3), Color(rgb: 0x8E44AD), Color(rgb: 0xF39C12)]), start: rect.origin, end: Point(x: rect.maxX, y: rect.maxY)))
    }
}
enum StatusBarGlyph {
    static func drawCellular(in r: Rect, color: Color, on c: Canvas) { c.fill(Path(rect: r), with: color) }
    static func drawWiFi(in r: Rect, color: Color, on c: Canvas) { c.fill(Path(rect: r), with: color) }
    static func drawBattery(in r: Rect, level: Double, color: Color, on c: Canvas) { c.fill(Path(rect: r), with: color) }
}
