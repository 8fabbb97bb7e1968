import GlassCore

/// An app or folder name under its icon: 12 pt medium, centered, one line with a tail ellipsis,
/// in the legibility style the wallpaper under it asks for. Rasterized once per name and style.
enum IconLabel {
    static let font = Font(sizePoints: 12, weight: 500)

    static func draw(_ name: String, in frame: Rect, style: LegibilityStyle, on canvas: Canvas) {
        let run = TextRun(
            name, font: font, color: style.content, alignment: .center, lineLimit: 1, shadow: style.shadow)
        // Room for the shadow around the line box; iOS lets a label overhang its cell.
        let reach = style.shadowReach
        let bounds = Rect(x: -reach, y: -reach, width: frame.width + 2 * reach, height: frame.height + 2 * reach)
        canvas.withLayer(transform: .translation(Vector(dx: frame.minX, dy: frame.minY))) {
            canvas.drawRasterized(key: LabelKey(name: name, width: Float(frame.width), style: style), bounds: bounds) {
                layer in
                layer.draw(run, in: Rect(x: 0, y: -1, width: frame.width, height: frame.height + 2))
            }
        }
    }

    /// Small enough (a string, a float, a byte) to sit inside `AnyHashable` without a box.
    private struct LabelKey: Hashable {
        let name: String
        let width: Float
        let style: LegibilityStyle
    }
}
