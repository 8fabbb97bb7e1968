import Foundation
import GlassCore

/// A view whose picture is kept between frames, as a Core Animation layer keeps its backing
/// store: once a view moves, fades, scales, turns or changes its clip (an `offset` or an
/// effect that changed or animates), its content is drawn into tiles and later frames
/// composite those tiles through the new transform, opacity and clip.
///
/// The picture stays valid until something inside the view draws differently: a change that
/// repaints a view, a view inside that moves or animates, a new environment. Those mark the
/// layers above them (`ViewNode.contentChanged`), which draw their content again.
///
/// A frame whose content changed draws it straight onto the screen rather than into tiles, as
/// Flutter's raster cache keeps only pictures that stayed the same: content that changes
/// every frame would cost a tile a frame for nothing, and the direct draw tells whether the
/// content reads its backdrop (a material). Content that does is never kept, since a tile has
/// no backdrop to read.
@MainActor
final class RetainedLayer {
    /// Counts the content's changes: the tiles kept are those of this version.
    private(set) var version = 0
    /// Something inside changed since the last frame drew the layer; a new layer has not
    /// been drawn yet, so its first frame draws directly and learns whether it reads its backdrop.
    private(set) var isDirty = true
    /// Whether the content, when last drawn, read its backdrop.
    private var readsBackdrop = false
    /// The graph's layer epoch when the content was last drawn: a new environment or screen
    /// size draws it again (and learns again whether it reads its backdrop).
    private var drawnEpoch: Int?
    /// Whether the current version was kept in tiles (so that they are let go when it changes).
    private var hasTiles = false
    /// The area the content covers, in the view's space, and the version it was measured for:
    /// measuring walks the whole subtree, so it is done once a version.
    private var bounds: (rect: Rect, version: Int)?

    /// Where the content changed since the layer was last drawn, in the view's space, the rest
    /// of its kept picture still right: a frame draws the kept tiles again only there. Past
    /// `changedAreaLimit` areas they are joined into one.
    private var changedAreas: [CGRect] = []
    private static let changedAreaLimit = 16

    /// Notes a change inside: anywhere, or only within `area` (the view's space).
    func contentChanged(in area: CGRect? = nil) {
        guard let area, !isDirty else {
            isDirty = true
            return
        }
        if changedAreas.count == Self.changedAreaLimit {
            changedAreas = [changedAreas.reduce(area) { $0.union($1) }]
        } else {
            changedAreas.append(area)
        }
    }

    /// Draws `node`'s children: composited from kept tiles when the content did not change
    /// since the last frame (the tiles drawn again where it changed in part), else straight
    /// onto the canvas.
    func paintContent(of node: ViewNode, in context: PaintContext) {
        if drawnEpoch != node.graph.layerEpoch { isDirty = true }
        if !isDirty, !readsBackdrop, !context.drawsTile {
            let key = Key(graph: node.graph.identity, node: node.serial, version: version)
            if bounds?.version != version { bounds = (Rect(node.drawingBounds()), version) }
            if !changedAreas.isEmpty {
                redraw(changedAreas.map(Rect.init), of: node, key: key, in: context)
                changedAreas = []
            }
            if !isDirty {
                let kept = context.canvas.drawRetainedLayer(key: key, bounds: bounds!.rect) { tile in
                    context.paintChildren(of: node, on: tile)
                }
                if kept {
                    hasTiles = true
                    return
                }
            }
        }
        // Drawn directly (inside another layer's tile, or reading its backdrop): kept tiles, if
        // any, no longer hold what changed in part of them.
        if !changedAreas.isEmpty {
            isDirty = true
            changedAreas = []
        }
        if isDirty {
            // The old picture can never be shown again: its tiles go now, not when evicted.
            if hasTiles {
                context.canvas.discardRetainedLayer(
                    key: Key(graph: node.graph.identity, node: node.serial, version: version))
                hasTiles = false
            }
            version += 1
            isDirty = false
            drawnEpoch = node.graph.layerEpoch
        }
        let backdrops = context.backdropReads
        context.paintChildren(of: node)
        readsBackdrop = context.backdropReads > backdrops
    }

    /// Draws the kept tiles again within `areas`. Content that now reads its backdrop cannot be
    /// kept: the layer then draws anew, directly.
    private func redraw(_ areas: [Rect], of node: ViewNode, key: Key, in context: PaintContext) {
        guard hasTiles else { return }
        var readsBackdrop = false
        context.canvas.redrawRetainedLayer(key: key, bounds: bounds!.rect, areas: areas) { tile in
            if context.paintChildren(of: node, on: tile) { readsBackdrop = true }
        }
        if readsBackdrop { isDirty = true }
    }

    private struct Key: Hashable {
        let graph: Int
        let node: Int
        let version: Int
    }
}

extension ViewNode {
    /// Something this node draws changed (`includingSelf`), or its place in what its
    /// ancestors draw: the layers that hold it draw their content again. The walk always
    /// reaches the root: an outer layer may have drawn its content since an inner one was marked.
    func contentChanged(includingSelf: Bool) {
        var node: ViewNode? = includingSelf ? self : parent
        while let current = node {
            current.layer?.contentChanged()
            current.behavior?.drawingChanged()
            node = current.parent
        }
    }

    /// What this unit draws changed within `area` (its own space), and nothing moved: the
    /// layers that hold it draw their kept pictures again only there, the area followed up
    /// through each unit's placement, then cut by the unit if it clips and grown if it spreads
    /// what it draws (a shadow), after its own layer (which holds its content before either)
    /// is marked. Returns where the screen changes.
    func contentChanged(within area: CGRect) -> CGRect {
        var area: CGRect? = area
        var unit = self
        var spreading: ViewNode?
        var node: ViewNode? = self
        while let current = node {
            if current !== unit, current.behavior != nil {
                area = area.map { Self.boundingBox(of: $0, through: unit.presentedPlacement.transform) }
                unit = current
            }
            current.layer?.contentChanged(in: area)
            current.behavior?.drawingChanged()
            if current === unit, let behavior = current.behavior, let changed = area {
                let shown =
                    behavior.clipsToBounds
                    ? changed.intersection(CGRect(origin: .zero, size: current.presentedFrame.size)) : changed
                // Cut away whole, the change shows nowhere above.
                if shown.isNull { return .null }
                area = behavior.spreading(shown, in: current)
                if area == nil { spreading = current }
            }
            node = current.parent
        }
        guard let area else { return spreading?.presentedScreenArea ?? .null }
        return Self.boundingBox(of: area, through: unit.presentedPlacement.transform)
    }

    /// The area the node's drawing covers in its own space: its bounds grown by the paint
    /// reach, and what its children draw beyond them (where they are placed and moved); a
    /// unit that clips draws only within its bounds.
    func drawingBounds() -> CGRect {
        if behavior?.clipsToBounds == true { return CGRect(origin: .zero, size: presentedFrame.size) }
        let content = contentDrawingBounds()
        // A unit that spreads what it draws anywhere (a lifted view's shadow, 31–41 pt) is
        // taken to reach twice the paint reach beyond it.
        return behavior?.spreading(content, in: self)
            ?? content.insetBy(dx: -ViewGraph.paintReach, dy: -ViewGraph.paintReach)
    }

    /// The area the node and its children draw in its own space, before what the node itself
    /// spreads them by (its shadow): what a shadow is cast from.
    func contentDrawingBounds() -> CGRect {
        var bounds = CGRect(origin: .zero, size: presentedFrame.size)
            .insetBy(dx: -ViewGraph.paintReach, dy: -ViewGraph.paintReach)
        var units: [ViewNode] = []
        for index in children.indices { units += self.units(ofChild: index) }
        for unit in units + leaving where behavior?.shows(unit) ?? true {
            bounds = bounds.union(
                Self.boundingBox(of: unit.drawingBounds(), through: unit.presentedPlacement.transform))
        }
        return bounds
    }
}
