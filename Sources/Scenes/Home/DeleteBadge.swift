import GlassCore

/// Spec 000's delete button: a 24 pt #FF3B30 circle with a red shadow and a bold white "X" that
/// fills a 14 pt box, round caps included, in 3 pt strokes, upright in the circle ("no tilt":
/// an X, not a +; the badge itself turns with its icon's wiggle, as on iOS). Rasterized once.
enum DeleteBadge {
    static func draw(in frame: Rect, opacity: Double, on canvas: Canvas) {
        guard opacity > 0 else { return }
        let badge = HomeScreenTokens.deleteButton
        let side = badge.diameter
        let bounds = Rect(x: -4, y: -4, width: side + 8, height: side + 9)
        canvas.withLayer(opacity: opacity, transform: .translation(Vector(dx: frame.minX, dy: frame.minY))) {
            canvas.drawRasterized(key: "delete badge", bounds: bounds) { layer in
                let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: side, height: side))
                layer.drawShadow(of: circle, badge.shadow)
                layer.fill(circle, with: badge.color)
                // The X's box is the glyph size (14 pt) with the round caps, which reach half a
                // stroke beyond each end.
                let half = (badge.glyphSize - badge.glyphStrokeWidth) / 2, c = side / 2
                var cross = Path(polyline: [Point(x: c - half, y: c - half), Point(x: c + half, y: c + half)])
                cross.addPath(Path(polyline: [Point(x: c + half, y: c - half), Point(x: c - half, y: c + half)]))
                layer.stroke(
                    cross, with: .color(badge.glyphColor),
                    style: StrokeStyle(lineWidth: badge.glyphStrokeWidth, lineCap: .round))
            }
        }
    }
}
