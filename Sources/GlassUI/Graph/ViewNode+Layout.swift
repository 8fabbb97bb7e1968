import Foundation
import GlassCore

/// Sizing and placing, with the caches that keep a pass proportional to what changed: each
/// unit keeps its answers per proposal, and a unit placed again at the same size and proposal
/// keeps its children where they are.
extension ViewNode {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let cached = sizeCache.size(for: proposal) { return cached }
        let size: CGSize
        if let behavior {
            size = behavior.sizeThatFits(proposal, node: self)
        } else {
            // A transparent node measured directly (a custom view at the root of a layout).
            var units: [ViewNode] = []
            appendUnits(to: &units)
            size = units.first?.sizeThatFits(proposal) ?? .zero
        }
        sizeCache.store(size, for: proposal)
        return size
    }

    /// Sets the frame (in the parent unit's space) and places the children if the size or the
    /// proposal changed, or something inside asked to be laid out again.
    func place(in rect: CGRect, proposal: ProposedViewSize) {
        let scale = graph.displayScale
        let rounded = Self.roundToPixels(rect, scale: scale)
        let sizeChanged = rounded.size != frame.size
        frame = rounded
        moveFrame(to: rounded)
        guard needsLayout || sizeChanged || placedProposal != proposal else { return }
        placedProposal = proposal
        needsLayout = false
        behavior?.placeChildren(in: CGRect(origin: .zero, size: rounded.size), proposal: proposal, node: self)
    }

    /// Forgets the sizes of this node and every unit above it, so the next pass measures them
    /// again. Outside the making of a subtree the walk always reaches the root: a unit that
    /// waits to be placed may still hold sizes measured before, so stopping at the first
    /// marked one could leave them stale.
    func invalidateLayout() {
        var node: ViewNode? = self
        while let current = node {
            // In a subtree being made, a node marked and never measured nor placed has had its
            // ancestors marked by the node made before it, or has them marked by the change of
            // structure that ends the making (`reconcile`): the walk ends there, where it went
            // up to the root for every node made (7 % of a Horizon relaunch's first frame).
            if graph.isBuildingNewSubtree, current.needsLayout, current.placedProposal == nil,
                current.sizeCache.isEmpty
            {
                return
            }
            if current.behavior != nil { current.needsLayout = true }
            current.sizeCache.removeAll()
            node = current.parent
        }
    }

    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        let behavior = self.behavior
        let node = self
        // Guides are asked while the layout runs, on the main actor.
        return ViewDimensions(
            size: size,
            horizontal: { guide in
                MainActor.assumeIsolated { behavior?.explicitAlignment(guide, size: size, node: node) }
            },
            vertical: { guide in MainActor.assumeIsolated { behavior?.explicitAlignment(guide, size: size, node: node) }
            })
    }

    var layoutPriority: Double {
        guard let behavior else { return 0 }
        if let own = behavior.layoutPriority { return own }
        return behavior.forwardsTraits ? loneUnit?.layoutPriority ?? 0 : 0
    }

    /// The only layout unit of the first child, if there is exactly one.
    var loneUnit: ViewNode? {
        let units = units(ofChild: 0)
        return units.count == 1 ? units[0] : nil
    }

    var spacing: ViewSpacing { behavior?.spacing ?? ViewSpacing() }

    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        guard let behavior else { return K.defaultValue }
        if let value = (behavior as? LayoutValueBehavior)?.value(for: key) { return value }
        return behavior.forwardsTraits ? loneUnit?.layoutValue(key) ?? K.defaultValue : K.defaultValue
    }

    /// The units of child `index` as the subviews of a layout.
    func subviews(ofChild index: Int) -> LayoutSubviews {
        LayoutSubviews(nodes: units(ofChild: index), origin: .zero, layoutDirection: environment.layoutDirection)
    }

    /// A frame with both corners on the pixel grid, as SwiftUI rounds frames at the display scale.
    static func roundToPixels(_ rect: CGRect, scale: CGFloat) -> CGRect {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return CGRect(
                x: rect.minX.isFinite ? rect.minX : 0, y: rect.minY.isFinite ? rect.minY : 0,
                width: rect.width.isFinite ? max(rect.width, 0) : 0,
                height: rect.height.isFinite ? max(rect.height, 0) : 0)
        }
        let x0 = (rect.minX * scale).rounded() / scale, y0 = (rect.minY * scale).rounded() / scale
        let x1 = (rect.maxX * scale).rounded() / scale, y1 = (rect.maxY * scale).rounded() / scale
        return CGRect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }
}
