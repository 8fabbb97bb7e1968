import GlassCore
import HomeScreen

/// Edit mode's "Done": a glass capsule with the word in the status bar's headline, fading with
/// the badges.
enum DoneButton {
    static func draw(_ done: DoneButtonPresentation, environment: GlassEnvironment, on canvas: Canvas) {
        guard done.isVisible else { return }
        let frame = done.frame, font = HomeTypography.statusBar
        let material = Material.regular.appearance(in: environment.colorScheme)
        let effect = BackdropEffect(
            blurRadius: material.blurRadius, saturation: material.saturation,
            tint: material.tint, refraction: Refraction(bezelWidth: 6, thickness: 4))
        // Like a folder's, the control's glass is redrawn when the pixels under it change, not
        // when icons wiggle within its blur's reach.
        canvas.drawGlassLayer(
            key: "done", content: GlassContent(shape: frame, look: environment), bounds: frame.insetBy(dx: -2, dy: -2),
            backdrop: frame, transform: .identity, opacity: done.opacity
        ) { canvas in
            let shape = GlassShape(rect: frame, cornerRadius: frame.height / 2, style: .circular)
            canvas.drawBackdrop(in: shape, effect: effect)
            GlassEdge.stroke(shape, on: canvas)
            let label = environment.palette.label
            let height = canvas.measure(TextRun("Done", font: font, color: label), width: frame.width).height
            canvas.draw(
                TextRun("Done", font: font, color: label, alignment: .center),
                in: Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height))
        }
    }
}
