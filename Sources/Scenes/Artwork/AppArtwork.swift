import GlassCore
import HomeScreen

/// Each default app's artwork, drawn by code over its base-glass gradient: the glyph named by
/// `App.glyph`, in the shapes and colors of Apple's own icons. An unknown glyph (a layout file
/// may name any app) shows the app's initial, as a placeholder icon on iOS shows a generic mark.
enum AppArtwork {
    /// Draws `app`'s glyph in `rect`, in its dark variant's colors when `dark`.
    static func drawGlyph(_ app: App, in rect: Rect, dark: Bool, on canvas: Canvas) {
        let pen = ArtworkPen(rect: rect, canvas: canvas, palette: ArtworkPalette(app: app, dark: dark))
        if let draw = glyphs[app.glyph] {
            draw(pen)
        } else {
            pen.text(String(app.name.prefix(1)).uppercased(), 0.5, 0.2, width: 1, size: 0.45, weight: 600, .white)
        }
    }

    static let glyphs: [String: @Sendable (ArtworkPen) -> Void] = communication.merging(media) { a, _ in a }
        .merging(information) { a, _ in a }
        .merging(utilities) { a, _ in a }
}
