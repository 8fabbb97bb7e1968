import GlassCore

/// An app or folder name under its icon: caption 1 in medium (`HomeTypography.label`),
/// centered, one line with a tail ellipsis, in the legibility style the wallpaper under it asks
/// for. Rasterized once per name, style and size.
enum IconLabel {
    static func draw(_ name: String, in frame: Rect, font: Font, style: LegibilityStyle, on canvas: Canvas) {
        let run = TextRun(
            name, font: font, color: style.content, alignment: .center, lineLimit: 1, shadow: style.shadow)
        // The line is as tall as the font asks, from the top of the label's cell: larger text
        // overhangs the cell downward. Room for the shadow around it; iOS lets a label
        // overhang its cell.
        let height = max(frame.height + 2, font.sizePoints * 1.3)
        let reach = style.shadowReach
        let bounds = Rect(x: -reach, y: -1 - reach, width: frame.width + 2 * reach, height: height + 2 * reach)
        canvas.withLayer(transform: .translation(Vector(dx: frame.minX, dy: frame.minY))) {
            let key = LabelKey(name: name, width: Float(frame.width), size: Float(font.sizePoints), style: style)
            canvas.drawRasterized(key: key, bounds: bounds) { layer in
                layer.draw(run, in: Rect(x: 0, y: -1, width: frame.width, height: height))
            }
        }
    }

    /// Small enough (a string, a float, a byte) to sit inside `AnyHashable` without a box.
    private struct LabelKey: Hashable {
        let name: String
        let width: Float
        let size: Float
        let style: LegibilityStyle
    }
}
