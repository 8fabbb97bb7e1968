import Foundation
import GlassCore

/// A view that draws with immediate-mode commands, as SwiftUI's `Canvas`: `renderer` fills and
/// strokes paths into a `GraphicsContext` the canvas's size. The whole drawing is one view
/// (where the same picture made of shapes is a view per shape), so a canvas suits pictures
/// of many parts that appear many times, such as avatars in list rows. It fills the space it
/// is offered, draws again whenever its parent's body runs, and is not an accessibility
/// element of its own. `opaque` and `rendersAsynchronously` are taken for SwiftUI's sake and
/// change nothing: every canvas is drawn in its frame, on the main thread.
public struct Canvas: View, PrimitiveView {
    let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void

    public init(
        opaque: Bool = false, rendersAsynchronously: Bool = false,
        renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
    }

    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { CanvasBehavior() }
        behavior.renderer = renderer
        // A field of dots whose dots alone moved draws again only where they moved.
        if let moved = behavior.movedDots(node) {
            if !moved.isNull {
                node.graph.damage(moved, in: node)
                node.contentChanged(includingSelf: true)
            }
        } else {
            node.setNeedsPaint()
        }
        node.setUnit(behavior, children: [])
    }
}

/// What a `Canvas` draws into, as SwiftUI's `GraphicsContext`: the commands are kept and drawn
/// in order, their styles resolved in the canvas's environment.
public struct GraphicsContext {
    /// How a path is painted, as SwiftUI's `GraphicsContext.Shading`.
    public struct Shading {
        let style: any ShapeStyle

        /// A flat color.
        public static func color(_ color: Color) -> Shading { Shading(style: color) }

        /// Any shape style; a gradient's unit points are taken in the canvas's bounds.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: style) }
    }

    enum Command {
        case fill(Path, ResolvedShapeStyle, evenOdd: Bool)
        case stroke(Path, ResolvedShapeStyle, StrokeStyle)
        case dots(DotLayer)
    }

    let environment: EnvironmentValues
    private(set) var commands: [Command] = []

    init(environment: EnvironmentValues) {
        self.environment = environment
    }

    public mutating func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        commands.append(.fill(path, shading.style._resolve(in: environment), evenOdd: style.isEOFilled))
    }

    public mutating func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    public mutating func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        commands.append(.stroke(path, shading.style._resolve(in: environment), style))
    }

    /// Draws a field of dots in one pass: GlassKit's stand-in for what spec 001 draws with
    /// Metal's instanced circles, where a dot per `fill` would cost a path each. The layer's
    /// points are the canvas's. A layer with a ground is a field under everything: the ground
    /// fills the whole screen drawn on, not only the canvas's frame; a field in a part of the
    /// screen passes no ground (and fills its frame first if it wants one).
    public mutating func drawDots(_ layer: DotLayer) {
        commands.append(.dots(layer))
    }
}

/// A canvas's node: takes the space offered and plays the renderer's commands when painted.
/// A canvas that draws one field of dots runs its renderer when its view is updated instead, so
/// that a frame where only dots moved draws again only the area they moved in.
@MainActor
final class CanvasBehavior: NodeBehavior {
    var renderer: (inout GraphicsContext, CGSize) -> Void = { _, _ in }
    /// The commands of the last drawing, and the size they were made for.
    private var drawn: (size: CGSize, commands: [GraphicsContext.Command])?
    /// Commands made at the last update, to be drawn as they are at that size.
    private var recorded: (size: CGSize, commands: [GraphicsContext.Command])?

    /// When the last drawing was one field of dots at this size: runs the renderer now, and if
    /// it draws the same field with only dots moved, the area they moved in (empty when none
    /// did); nil when the canvas must draw again whole.
    func movedDots(_ node: ViewNode) -> CGRect? {
        recorded = nil
        guard node.placedProposal != nil, let drawn, drawn.commands.count == 1,
            case .dots(let old) = drawn.commands[0], drawn.size == node.presentedFrame.size
        else { return nil }
        var graphics = GraphicsContext(environment: node.environment)
        renderer(&graphics, drawn.size)
        recorded = (drawn.size, graphics.commands)
        guard graphics.commands.count == 1, case .dots(let new) = graphics.commands[0], new.hasSameLook(as: old) else {
            return nil
        }
        let moved = new.movedArea(since: old.dx, old.dy, scale: Double(node.graph.displayScale))
        return moved.map(CGRect.init) ?? .null
    }

    override var forwardsTraits: Bool { false }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {}

    override func paint(_ node: ViewNode, in context: PaintContext) {
        let size = node.presentedFrame.size
        let bounds = CGRect(origin: .zero, size: size)
        let commands: [GraphicsContext.Command]
        if let recorded, recorded.size == size {
            commands = recorded.commands
        } else {
            var graphics = GraphicsContext(environment: node.environment)
            renderer(&graphics, size)
            commands = graphics.commands
        }
        drawn = (size, commands)
        for command in commands {
            switch command {
            case .fill(let path, let style, let evenOdd):
                context.fill(path, with: style, bounds: bounds, evenOdd: evenOdd)
            case .stroke(let path, let style, let stroke):
                context.stroke(path, with: style, style: stroke, bounds: bounds)
            case .dots(let layer):
                context.canvas.drawDots(layer)
            }
        }
    }

    override func containsOwnContent(_ point: CGPoint, size: CGSize) -> Bool {
        CGRect(origin: .zero, size: size).contains(point)
    }
}
