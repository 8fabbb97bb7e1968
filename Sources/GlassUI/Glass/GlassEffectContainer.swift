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
/// (another variant or tint) are drawn as separate unions: they touch, they do not melt.
/// Lays out its content as a `VStack` would.
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
        node.writeEnvironment(ObjectIdentifier(link)) { $0.glassContainer = link }
        node.setUnit(behavior, children: [content])
        node.setNeedsPaint()
    }
}

/// The container a glass pane is drawn by, compared by identity.
@MainActor
final class GlassContainerLink: Equatable {
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

    override var forwardsTraits: Bool { false }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        var groups: [(glass: Glass, panes: [(shape: AnyShape, rect: CGRect)])] = []
        node.visit { pane in
            guard let behavior = pane.behavior as? GlassPaneBehavior, behavior.container === link,
                behavior.glass.look != nil, let rect = Self.frame(of: pane, in: node)
            else { return }
            if let index = groups.firstIndex(where: { $0.glass == behavior.glass }) {
                groups[index].panes.append((behavior.shape, rect))
            } else {
                groups.append((behavior.glass, [(behavior.shape, rect)]))
            }
        }
        for group in groups {
            context.drawGlassUnion(group.glass, panes: group.panes, blend: blend)
        }
        context.paintChildren(of: node)
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
