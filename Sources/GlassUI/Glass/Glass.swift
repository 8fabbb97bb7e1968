import Foundation
import GlassCore

/// A kind of Liquid Glass, as SwiftUI's `Glass` (iOS 26): `.regular` (frosted, for controls
/// and bars), `.clear` (nearly transparent, over media, with a dimming for legibility) or
/// `.identity` (no glass: the view as it is, for turning glass off without changing the
/// view's structure). `tint(_:)` colors it; `interactive()` makes it react to touches.
public struct Glass: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case regular, clear, identity }

    let kind: Kind
    var tintColor: Color?
    var isInteractive = false
    /// How thick the pane is (0 a control … 1 a sheet), nil for as thick as its size makes it.
    var thickness: Double?

    public static let regular = Glass(kind: .regular)
    public static let clear = Glass(kind: .clear)
    public static let identity = Glass(kind: .identity)
    /// Thick regular glass, for presented panels (menus) whatever their size.
    static let panel = Glass(kind: .regular, thickness: 1)

    /// This glass colored by `color`, as a prominent control's is.
    public func tint(_ color: Color?) -> Glass {
        var glass = self
        glass.tintColor = color
        return glass
    }

    /// This glass reacting to a finger (see `InteractiveGlassBehavior`).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var glass = self
        glass.isInteractive = isEnabled
        return glass
    }

    /// The look of the pane, or nil for `.identity`.
    var look: LiquidGlass? {
        switch kind {
        case .regular: .regular
        case .clear: .clear
        case .identity: nil
        }
    }
}

extension View {
    /// Puts this view on a pane of Liquid Glass of `shape` (a capsule by default), drawn behind
    /// it from what lies beneath: blurred, saturated, lightly filled, bent along its rim and
    /// lit there, as iOS 26 draws it. `isEnabled` false leaves the view as it is.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule(), isEnabled: Bool = true)
        -> some View
    {
        modifier(GlassEffectModifier(glass: isEnabled ? glass : .identity, shape: AnyShape(shape)))
    }
}

/// The pane behind the view, the appearance it takes from its backdrop
/// (`AdaptiveGlassContent`) and, for interactive glass, its answer to a finger.
struct GlassEffectModifier: ViewModifier {
    let glass: Glass
    let shape: AnyShape

    func body(content: Content) -> some View {
        AdaptiveGlassContent(glass: glass, content: content.background { GlassPane(glass: glass, shape: shape) })
            .modifier(InteractiveGlassModifier(shape: shape, isEnabled: glass.isInteractive && glass.look != nil))
    }
}

/// The pane `glassEffect` draws behind its view: it fills the view's frame.
struct GlassPane: View, PrimitiveView {
    let glass: Glass
    let shape: AnyShape

    var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        var isNew = false
        let behavior = node.reuse { () -> GlassPaneBehavior in
            isNew = true
            return GlassPaneBehavior()
        }
        behavior.glass = glass
        behavior.shape = shape
        let environment = node.environment
        behavior.container = environment.glassContainer
        behavior.name = environment.glassPaneID
        behavior.union = environment.glassPaneUnion
        behavior.transition = environment.glassPaneTransition
        if isNew, let container = behavior.container, node.graph.animation(for: node, spatial: true) != nil {
            container.animatedChange = node.graph.time
        }
        node.setUnit(behavior, children: [])
        node.setNeedsPaint()
    }
}

/// Paints a glass pane: fills the proposed size, draws nothing for `.identity` or a frame of
/// no (or no finite) size, nor inside a `GlassEffectContainer`, which draws it.
@MainActor
final class GlassPaneBehavior: BackdropLeafBehavior {
    var glass = Glass.regular
    var shape = AnyShape(Capsule())
    /// The container that draws this pane with the others in it, if any.
    weak var container: GlassContainerLink?
    /// Its `glassEffectID`, its `glassEffectUnion` and how it comes and goes in a container.
    var name: GlassPaneName?
    var union: GlassPaneName?
    var transition = GlassEffectTransition.matchedGeometry

    /// What its container knows it by across changes: its union, its name, else itself.
    var key: AnyHashable {
        if let union { return AnyHashable(GlassPaneKey.union(union)) }
        if let name { return AnyHashable(GlassPaneKey.named(name)) }
        return AnyHashable(GlassPaneKey.view(ObjectIdentifier(self)))
    }

    override var forwardsTraits: Bool { false }

    override func paint(_ node: ViewNode, in context: PaintContext) {
        guard container == nil, let size = Self.drawnSize(of: node), let look = glass.look else { return }
        context.drawGlass(look, tint: glass.tintColor, shape: shape, size: size, thickness: glass.thickness)
    }
}

/// A leaf drawn behind its view that fills the size it is offered and is never hit: a pane
/// of glass, its shadow.
@MainActor
class BackdropLeafBehavior: NodeBehavior {
    override var allowsHitTesting: Bool { false }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode) {}

    /// The size `node` is drawn at now, or nil when it has no finite area.
    static func drawnSize(of node: ViewNode) -> CGSize? {
        let size = node.presentedFrame.size
        return size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0 ? size : nil
    }
}

private enum GlassPaneKey: Hashable {
    case union(GlassPaneName)
    case named(GlassPaneName)
    case view(ObjectIdentifier)
}

extension View {
    /// Spec 002's `.glassTabBar()` (an app's helper, not SwiftUI's): the tab view's bar on
    /// Liquid Glass. On iOS 26 a `TabView`'s floating bar is glass already, so this keeps it
    /// so; before iOS 26 the standard bar stays, as the spec's fallback asks.
    public func glassTabBar() -> some View { self }
}
