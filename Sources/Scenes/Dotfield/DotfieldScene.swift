import Dotfield
import GlassCore

/// Spec 001's field on its near-black ground: each dot a disc of the chosen diameter, colored
/// by the preset's gradient where the dot is now, the gradient drifting if asked.
public struct DotfieldScene {
    public var field: Dotfield
    /// The field's ground: near black, so the gradient's colors glow as in the reference.
    public static let background = Color(rgb: 0x0B0B12)

    public init(field: Dotfield) {
        self.field = field
    }

    /// The dots on their ground as a layer for `Canvas.drawDots`; the arrays are shared, not
    /// copied.
    public var layer: DotLayer {
        let grid = field.grid, settings = field.settings
        let axis = settings.gradient.axis(in: grid.bounds, time: field.time, drifting: settings.drifts)
        return DotLayer(
            origin: grid.origin, spacing: grid.spacing, columns: grid.columns, dx: field.dx, dy: field.dy,
            diameter: settings.size.diameter, colors: settings.gradient.colors, start: axis.start, end: axis.end,
            background: Self.background)
    }

    /// Fills the canvas with the ground and the dots in one pass (the field is a full-screen
    /// wallpaper; `rect` is where its grid lives).
    public func draw(in rect: Rect, on canvas: Canvas) {
        canvas.drawDots(layer)
    }
}
