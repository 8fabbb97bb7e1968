import GlassCore
import HomeScreen

/// The delete confirmation, as an iOS 26 alert: the screen dims, a glass card holds the title,
/// the message and two buttons, Cancel and the destructive Delete in system red.
struct DeleteAlert {
    let alert: DeleteAlertPresentation
    let environment: GlassEnvironment

    static let cornerRadius = 28.0
    static let titleFont = Font(sizePoints: 17, weight: 600)
    static let messageFont = Font(sizePoints: 13, weight: 400)
    static let buttonFont = Font(sizePoints: 17, weight: 400)

    func draw(in screen: Rect, on canvas: Canvas) {
        let palette = environment.palette
        canvas.fill(Path(rect: screen), with: Color(white: 0, alpha: environment.colorScheme == .dark ? 0.45 : 0.25))
        let card = alert.frame
        let shape = GlassShape(rect: card, cornerRadius: Self.cornerRadius)
        let material = Material.thick.appearance(in: environment.colorScheme)
        canvas.drawBackdrop(
            in: shape,
            effect: BackdropEffect(
                blurRadius: material.blurRadius, saturation: material.saturation,
                tint: material.tint))
        GlassEdge.stroke(shape, on: canvas)

        let text = card.insetBy(dx: 16, dy: 0)
        canvas.draw(
            TextRun(alert.title, font: Self.titleFont, color: palette.label, alignment: .center, lineLimit: 1),
            in: Rect(x: text.minX, y: card.minY + 20, width: text.width, height: 22))
        canvas.draw(
            TextRun(alert.message, font: Self.messageFont, color: palette.label, alignment: .center, lineLimit: 2),
            in: Rect(x: text.minX, y: card.minY + 46, width: text.width, height: 34))

        let buttons = alert.cancelButtonFrame.union(alert.deleteButtonFrame)
        var separators = Path(polyline: [
            Point(x: buttons.minX, y: buttons.minY), Point(x: buttons.maxX, y: buttons.minY),
        ])
        separators.addPath(
            Path(polyline: [Point(x: buttons.midX, y: buttons.minY), Point(x: buttons.midX, y: buttons.maxY)]))
        canvas.stroke(separators, with: palette.separator, lineWidth: 0.5)
        label("Cancel", in: alert.cancelButtonFrame, color: palette.accent, on: canvas)
        label("Delete", in: alert.deleteButtonFrame, color: palette.systemRed, on: canvas)
    }

    private func label(_ title: String, in frame: Rect, color: Color, on canvas: Canvas) {
        let run = TextRun(title, font: Self.buttonFont, color: color, alignment: .center)
        let height = canvas.measure(run, width: frame.width).height
        canvas.draw(run, in: Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height))
    }
}
