import Foundation
import GlassCore

extension PaintContext {
    /// Draws a pane of `look` glass of `shape` over `size` (the current space's origin at its
    /// corner), tinted by `tint`: the backdrop under it processed by `LiquidGlass`, then a thin
    /// light edge. A capsule, a circle, a rectangle or a rounded rectangle bends the backdrop
    /// along its own rim; any other shape is drawn as glass clipped to its path, its rim
    /// bending as its bounding rectangle's. Reduce Transparency gives frosted, opaque glass
    /// with a border; Increase Contrast darkens the border. Returns how far beyond the pane
    /// the glass reads its backdrop, in points (its effect's `sampleReach`; 0 when opaque).
    @discardableResult
    func drawGlass(_ look: LiquidGlass, tint: Color?, shape: AnyShape, size: CGSize, thickness: Double? = nil)
        -> Double
    {
        let bounds = CGRect(origin: .zero, size: size)
        let path = shape.path(in: bounds)
        let scheme = environment.colorScheme.core
        let highContrast = environment.colorSchemeContrast == .increased
        let resolvedTint = tint?.resolve(in: environment)
        if environment.accessibilityReduceTransparency {
            let ground = SemanticColor.secondarySystemBackground.resolved(in: scheme)
            let fill = resolvedTint.map { $0.withAlpha(1) } ?? ground
            canvas.fill(path.core, with: .color(fill))
            strokeEdge(path, opaque: true, highContrast: highContrast)
            return 0
        }
        noteBackdropRead()
        let effect = look.effect(
            size: GlassCore.Size(width: Double(size.width), height: Double(size.height)), in: scheme,
            tint: resolvedTint,
            thickness: thickness)
        if let pane = Self.glassShape(of: shape.base, in: bounds) {
            canvas.drawBackdrop(in: pane, effect: effect)
        } else {
            var flat = effect
            flat.refraction = nil
            canvas.withLayer(clip: path.core) {
                canvas.drawBackdrop(in: GlassShape(rect: Rect(bounds), cornerRadius: 0), effect: flat)
            }
        }
        strokeEdge(path, opaque: false, highContrast: highContrast)
        return effect.sampleReach
    }

    /// Draws the panes of one kind of glass in a container (rectangles in the current space),
    /// in `scheme`'s appearance, melted together within `blend` points, from one reading of
    /// the backdrop; the rim bends as far in as the smallest pane allows. Reduce Transparency
    /// draws each pane opaque.
    func drawGlassUnion(
        _ glass: Glass, scheme: ColorScheme, panes: [(shape: AnyShape, rect: CGRect)], blend: CGFloat
    ) {
        guard let look = glass.look, !panes.isEmpty else { return }
        if environment.accessibilityReduceTransparency {
            for pane in panes {
                canvas.withLayer(
                    transform: .translation(Vector(dx: Double(pane.rect.minX), dy: Double(pane.rect.minY)))
                ) {
                    drawGlass(look, tint: glass.tintColor, shape: pane.shape, size: pane.rect.size)
                }
            }
            return
        }
        noteBackdropRead()
        let shapes = panes.map { pane in
            Self.glassShape(of: pane.shape.base, in: pane.rect) ?? GlassShape(rect: Rect(pane.rect), cornerRadius: 0)
        }
        let smallest = shapes.min { $0.rect.width * $0.rect.height < $1.rect.width * $1.rect.height }!.rect.size
        var paneEnvironment = environment
        paneEnvironment.colorScheme = scheme
        let effect = look.effect(
            size: smallest, in: scheme.core, tint: glass.tintColor?.resolve(in: paneEnvironment))
        canvas.drawBackdrop(in: GlassUnion(shapes: shapes, blend: Double(blend)), effect: effect)
    }

    /// The thin edge of a pane: light, inside the outline (a separator-colored border on
    /// opaque glass, darker with Increase Contrast).
    private func strokeEdge(_ path: Path, opaque: Bool, highContrast: Bool) {
        let scheme = environment.colorScheme.core
        let color: GlassCore.Color =
            opaque || highContrast
            ? SemanticColor.separator.resolved(in: scheme).withAlpha(highContrast ? 0.9 : 0.5)
            : GlassCore.Color.white.opacity(scheme == .dark ? 0.18 : 0.5)
        canvas.stroke(path.core, with: .color(color), style: GlassCore.StrokeStyle(lineWidth: highContrast ? 1 : 0.5))
    }

    /// The rounded rectangle `shape` is in `rect`, if it is one.
    static func glassShape(of shape: any Shape, in rect: CGRect) -> GlassShape? {
        let r = Rect(rect)
        switch shape {
        case is Capsule:
            return GlassShape(rect: r, cornerRadius: min(r.width, r.height) / 2, style: .circular)
        case is Circle:
            let side = min(r.width, r.height)
            let square = Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
            return GlassShape(rect: square, cornerRadius: side / 2, style: .circular)
        case is Rectangle:
            return GlassShape(rect: r, cornerRadius: 0)
        case let rounded as RoundedRectangle:
            let radius = min(Double(rounded.cornerSize.width), r.width / 2, r.height / 2)
            return GlassShape(
                rect: r, cornerRadius: radius, style: rounded.style == .circular ? .circular : .continuous)
        default:
            return nil
        }
    }
}
