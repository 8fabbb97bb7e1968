import Foundation
import GlassCore

/// Glass views drawn together, as SwiftUI's `GlassEffectContainer`: the panes of the
/// `glassEffect`s inside are drawn once, before the content, from one reading of what lies
/// beneath, and panes that come within the blend distance melt into one another through the
/// smooth union of their distance fields (a liquid neck between them). SwiftUI's contract is
/// that glass closer than `spacing` (nil: the standard 8 pt) blends. The quadratic smooth
/// minimum of blend k bridges a gap narrower than k / 2 (each side bulges by k / 4), so the
/// blend is 2 × `spacing`: panes closer than the spacing join, farther ones lean toward each
/// other. (A public fit to SwiftUI screenshots proposes k = 0.8 × spacing, which never joins
/// panes as far apart as half the spacing; we follow the contract.) A spacing of 0 blends
/// nothing. Panes of different glass
/// (another variant or tint, or an appearance taken from another backdrop:
/// `AdaptiveGlassContent`) are drawn as separate unions: they touch, they do not melt.
/// Glass named by `glassEffectUnion` is one pane spanning its members; glass that comes or
/// goes in an animated change morphs (`GlassMorphs`). Lays out its content as a `VStack` would.
public struct GlassEffectContainer<Content: View>: View, PrimitiveView {
    let spacing: CGFloat?
    let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { GlassContainerBehavior() }
        let spacing = self.spacing ?? ViewSpacing.standard
        behavior.blend = spacing.isFinite ? max(spacing, 0) * GlassContainerBehavior.blendPerSpacing : 0
        let link = behavior.link
        link.animatedChange = node.graph.animation(for: node, spatial: true).map { _ in node.graph.time }
        node.writeEnvironment(ObjectIdentifier(link)) { $0.glassContainer = link }
        node.setUnit(behavior, children: [content])
        node.setNeedsPaint()
    }
}

/// The container a glass pane is drawn by, compared by identity.
@MainActor
final class GlassContainerLink: Equatable {
    /// When the change since the container last drew was made, if it was animated (it or a new
    /// pane in it was updated inside an animation), so that the glass that came or went morphs.
    var animatedChange: Double?

    nonisolated static func == (a: GlassContainerLink, b: GlassContainerLink) -> Bool { a === b }
}

extension EnvironmentValues {
    /// The glass container around this view, which draws its glass.
    var glassContainer: GlassContainerLink? {
        get { self[GlassContainerKey.self] }
        set { self[GlassContainerKey.self] = newValue }
    }
}

private enum GlassContainerKey: EnvironmentKey { static var defaultValue: GlassContainerLink? { nil } }

/// Draws the panes of the glass inside, then the content.
@MainActor
final class GlassContainerBehavior: NodeBehavior {
    /// The blend distance per point of spacing (see `GlassEffectContainer`).
    static let blendPerSpacing: CGFloat = 2

    let link = GlassContainerLink()
    var blend: CGFloat = 0
    private var morphs = GlassMorphs()

    override var forwardsTraits: Bool { false }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        let time = node.graph.time
        // The glass inside takes one appearance, from the backdrop under all of it, before the
        // panes cover it.
        var adapting: [(node: ViewNode, behavior: GlassAdaptationBehavior, lightness: Double)] = []
        node.visit { view in
            guard let adaptation = view.behavior as? GlassAdaptationBehavior, adaptation.adapts,
                adaptation.container === link, let rect = Self.frame(of: view, in: node),
                let lightness = context.meanLightness(under: rect)
            else { return }
            adapting.append((view, adaptation, lightness))
        }
        let lightness = adapting.map(\.lightness).reduce(0, +) / Double(max(adapting.count, 1))
        for view in adapting { view.behavior.take(lightness, node: view.node) }
        let panes = morphs.panes(currentPanes(in: node), animatedSince: link.animatedChange, at: time)
        link.animatedChange = nil
        if morphs.isAnimating(at: time) { node.graph.noteAnimating(node) }
        var groups: [(glass: Glass, scheme: ColorScheme, panes: [(shape: AnyShape, rect: CGRect)])] = []
        for pane in panes where pane.rect.width > 0 && pane.rect.height > 0 {
            if let index = groups.firstIndex(where: { $0.glass == pane.glass && $0.scheme == pane.scheme }) {
                groups[index].panes.append((pane.shape, pane.rect))
            } else {
                groups.append((pane.glass, pane.scheme, [(pane.shape, pane.rect)]))
            }
        }
        for group in groups {
            context.drawGlassUnion(group.glass, scheme: group.scheme, panes: group.panes, blend: blend)
        }
        context.paintChildren(of: node)
    }

    override func isAnimating(at time: Double) -> Bool { morphs.isAnimating(at: time) }

    /// The glass drawn by this container now, in its space: each pane by its name, or one
    /// pane spanning the members of a union.
    private func currentPanes(in node: ViewNode) -> [GlassMorphs.Pane] {
        var panes: [GlassMorphs.Pane] = []
        node.visit { pane in
            guard let behavior = pane.behavior as? GlassPaneBehavior, behavior.container === link,
                behavior.glass.look != nil, let rect = Self.frame(of: pane, in: node)
            else { return }
            let key = behavior.key
            if behavior.union != nil,
                let index = panes.firstIndex(where: { $0.key == key && $0.glass == behavior.glass })
            {
                panes[index].rect = panes[index].rect.union(rect)
            } else {
                panes.append(
                    GlassMorphs.Pane(
                        key: key, glass: behavior.glass, scheme: pane.environment.colorScheme, shape: behavior.shape,
                        rect: rect,
                        transition: behavior.transition))
            }
        }
        return panes
    }

    /// Where `pane` is drawn now in `container`'s space (its bounding box), or nil for a pane
    /// of no finite area.
    static func frame(of pane: ViewNode, in container: ViewNode) -> CGRect? {
        let size = pane.presentedFrame.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        var transform = AffineTransform.identity
        var node: ViewNode? = pane
        while let current = node, current !== container {
            if current.behavior != nil { transform = transform.concatenating(current.presentedPlacement.transform) }
            node = current.parent
        }
        let box = ViewNode.boundingBox(of: size, through: transform)
        return box.isNull || !box.width.isFinite ? nil : box
    }
}
