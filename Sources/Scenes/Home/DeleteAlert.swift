import GlassCore
import HomeScreen

/// The delete confirmation, as an iOS 26 alert: the screen dims, a glass card holds the title,
/// the message and two buttons, Cancel and the destructive Delete in system red.
struct DeleteAlert {
    let alert: DeleteAlertPresentation
    let environment: GlassEnvironment

    static let cornerRadius = 28.0

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

        let text = card.insetBy(dx: 16, dy: 0), type = typography
        canvas.draw(
            TextRun(alert.title, font: type.alertTitle, color: palette.label, alignment: .center, lineLimit: 1),
            in: Rect(x: text.minX, y: card.minY + 20, width: text.width, height: type.alertTitleLine))
        canvas.draw(
            TextRun(alert.message, font: type.alertMessage, color: palette.label, alignment: .center, lineLimit: 2),
            in: Rect(
                x: text.minX, y: card.minY + 24 + type.alertTitleLine, width: text.width,
                height: 2 * type.alertMessageLine))

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

    private var typography: HomeTypography { HomeTypography(environment.contentSize) }

    private func label(_ title: String, in frame: Rect, color: Color, on canvas: Canvas) {
        let run = TextRun(title, font: typography.alertButton, color: color, alignment: .center)
        let height = canvas.measure(run, width: frame.width).height
        canvas.draw(run, in: Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height))
    }
}
