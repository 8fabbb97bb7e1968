import Dotfield
import GlassCore

/// Spec 001's field on its near-black ground: each dot a disc of the chosen diameter, colored
/// by the preset's gradient where the dot is now, the gradient drifting if asked.
public struct DotfieldScene {
    public var field: Dotfield
    /// The field's ground: near black, so the gradient's colors glow as in the reference.
    public static let background = Dotfield.ground

    public init(field: Dotfield) {
        self.field = field
    }

    /// The dots on their ground as a layer for `Canvas.drawDots`.
    public var layer: DotLayer { field.layer(ground: Self.background) }

    /// Fills the canvas with the ground and the dots in one pass (the field is a full-screen
    /// wallpaper; `rect` is where its grid lives).
    public func draw(in rect: Rect, on canvas: Canvas) {
        canvas.drawDots(layer)
    }
}
