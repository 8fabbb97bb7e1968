import Foundation
import GlassCore

/// Paints the laid-out nodes onto a `Canvas`: each unit at its frame, through the transforms,
/// clips and opacities of the effects around it, in z-order (children in order, later above).
@MainActor
public final class PaintContext {
    let canvas: any GlassCore.Canvas
    unowned let graph: ViewGraph
    /// The environment of the node being painted, for resolving styles.
    private(set) var environment: EnvironmentValues
    /// The node being painted.
    private var currentNode: ViewNode?
    /// How many times drawing read its backdrop (a material), so a retained layer knows
    /// whether its content can be kept.
    private(set) var backdropReads = 0
    /// Whether this draws a retained layer's tile: layers inside draw straight into it rather
    /// than keep tiles of their own in the tile's canvas, where no later frame would find them.
    let drawsTile: Bool

    init(canvas: any GlassCore.Canvas, environment: EnvironmentValues, graph: ViewGraph, drawsTile: Bool = false) {
        self.canvas = canvas
        self.environment = environment
        self.graph = graph
        self.drawsTile = drawsTile
    }

    /// Paints `node` at its frame in the current space. A view that draws inside its frame (or
    /// clips to it, or is `culled` as its parent's `cullsChildren` says) and lies wholly
    /// outside what can still be drawn (the screen, the damaged area, a tile) is skipped.
    func paint(_ node: ViewNode, culled: Bool = false) {
        guard let behavior = node.behavior else { return }
        let (transform, opacity) = node.presentedPlacement
        if culled || behavior.drawsInsideFrame || behavior.clipsToBounds {
            // A unit that clips draws nothing outside its frame, its children included (a
            // list row off a tile is skipped whole).
            let reach = behavior.clipsToBounds ? 0 : ViewGraph.paintReach
            let box = ViewNode.boundingBox(
                of: CGRect(origin: .zero, size: node.presentedFrame.size).insetBy(dx: -reach, dy: -reach),
                through: transform)
            guard Rect(box).intersects(canvas.visibleBounds) else { return }
        }
        graph.paintedViews += 1
        let saved = environment, savedNode = currentNode
        environment = node.environment
        currentNode = node
        canvas.withLayer(opacity: opacity, transform: transform) {
            behavior.paint(node, in: self)
        }
        environment = saved
        currentNode = savedNode
    }

    /// Paints the units of every child of `node`, in order (or its behaviour's), then those
    /// leaving with a transition.
    func paintChildren(of node: ViewNode) {
        let behavior = node.behavior
        if let order = behavior?.paintOrder {
            for index in order where index < node.children.count { paintChild(index, of: node) }
        } else {
            let culled = behavior?.cullsChildren ?? false
            for index in node.children.indices {
                for unit in node.units(ofChild: index) where behavior?.shows(unit) ?? true {
                    paint(unit, culled: culled)
                }
            }
        }
        for unit in node.leaving { paint(unit) }
    }

    /// Paints `node`'s children onto `canvas`: this context's, or a picture of its own (a
    /// layer's tile, a shadow's picture, a turned view), into which the layers inside draw
    /// straight rather than keep tiles no later frame would find. Returns whether what was
    /// drawn read its backdrop.
    @discardableResult
    func paintChildren(of node: ViewNode, on canvas: any GlassCore.Canvas) -> Bool {
        let painter =
            canvas === self.canvas
            ? self : PaintContext(canvas: canvas, environment: environment, graph: graph, drawsTile: true)
        let reads = painter.backdropReads
        painter.paintChildren(of: node)
        return painter.backdropReads > reads
    }

    /// Paints the units of child `index` of `node`.
    func paintChild(_ index: Int, of node: ViewNode) {
        let behavior = node.behavior
        for unit in node.units(ofChild: index) where behavior?.shows(unit) ?? true { paint(unit) }
    }

    func fill(_ path: Path, with style: ResolvedShapeStyle, bounds: CGRect, evenOdd: Bool = false) {
        if case .material(let material, let opacity) = style.kind {
            drawMaterial(material, opacity: opacity, in: path, bounds: bounds)
            return
        }
        canvas.fill(path.core, with: paint(style, bounds: bounds), rule: evenOdd ? .evenOdd : .nonZero)
    }

    func stroke(_ path: Path, with style: ResolvedShapeStyle, style stroke: StrokeStyle, bounds: CGRect) {
        canvas.stroke(path.core, with: paint(style, bounds: bounds), style: stroke.core)
    }

    /// What is drawn now reads the backdrop: the layer holding it is drawn again when what
    /// lies beneath changes.
    func noteBackdropRead() {
        backdropReads += 1
        if let currentNode { graph.backdropReaders.appendOnce(currentNode) }
    }

    /// The backdrop under `path`, blurred, saturated and tinted as `material` is in this
    /// color scheme: a compositing step that reads what is already drawn beneath.
    func drawMaterial(_ material: GlassCore.Material, opacity: Double, in path: Path, bounds: CGRect) {
        let scheme = environment.colorScheme.core
        let appearance = material.appearance(in: scheme)
        if environment.accessibilityReduceTransparency {
            // Reduce Transparency: the material becomes an opaque fill of its tint over the background.
            let ground = SemanticColor.systemBackground.resolved(in: scheme)
            canvas.fill(
                path.core,
                with: .color(
                    appearance.tint.withAlpha(1).mixed(with: ground, by: 1 - appearance.tint.alpha).opacity(opacity)))
            return
        }
        noteBackdropRead()
        let effect = BackdropEffect(
            blurRadius: appearance.blurRadius, saturation: appearance.saturation, tint: appearance.tint,
            opacity: opacity)
        canvas.withLayer(clip: path.core) {
            canvas.drawBackdrop(in: GlassShape(rect: Rect(bounds), cornerRadius: 0), effect: effect)
        }
    }

    private func paint(_ style: ResolvedShapeStyle, bounds: CGRect) -> Paint {
        switch style.kind {
        case .color(let color):
            return .color(color)
        case .linear(let stops, let start, let end):
            return .linearGradient(
                stops: stops, start: Point(start.point(in: bounds)), end: Point(end.point(in: bounds)))
        case .radial(let stops, let center, let startRadius, let endRadius):
            let radius = max(Double(endRadius), 0.001)
            let offset = Double(startRadius) / radius
            let scaled = stops.map { GradientStop($0.color, at: offset + $0.location * (1 - offset)) }
            return .radialGradient(stops: scaled, center: Point(center.point(in: bounds)), radius: radius)
        case .angular(let stops, let center, let start, let end):
            return .conicGradient(
                stops: stops, center: Point(center.point(in: bounds)), startAngle: start.radians, endAngle: end.radians)
        case .material(let material, let opacity):
            return .color(material.appearance(in: environment.colorScheme.core).tint.opacity(opacity))
        }
    }
}
