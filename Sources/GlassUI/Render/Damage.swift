import Foundation

/// Where a frame must draw again: what changed, cut by the views that clip it, and grown over
/// the views that read their backdrop.
extension ViewGraph {
    /// How far drawing may reach beyond a view's frame (shadows, focus rings, strokes), in points.
    static let paintReach: CGFloat = 24

    /// Notes that `node`'s drawing changed where it is now (and, called again after layout,
    /// where it moves to). Nodes not laid out yet damage nothing: their parent's change covers them.
    func damage(_ node: ViewNode) {
        guard !paintsEverything else { return }
        let unit = node.behavior != nil ? node : node.parentUnit
        guard let unit, unit.placedProposal != nil else { return }
        // A view that clips draws nothing past its frame (a scroll view), and nothing inside a
        // view that clips draws past that one's.
        let reach = unit.behavior?.clipsToBounds == true ? 0 : Self.paintReach
        addDamage(Self.clipped(unit.screenFrame.insetBy(dx: -reach, dy: -reach), by: unit))
    }

    /// `area` cut to the frames of `node`'s ancestors that clip what they draw. Their frames as
    /// laid out (with their transforms): an ancestor whose frame moves in an animation damages
    /// its whole drawn area itself, each frame, which covers what lies beneath it.
    static func clipped(_ area: CGRect, by node: ViewNode) -> CGRect {
        var area = area
        var ancestor = node.parent
        while let current = ancestor, !area.isNull {
            if current.behavior?.clipsToBounds == true { area = area.intersection(current.screenFrame) }
            ancestor = current.parent
        }
        return area
    }

    /// Notes that `node` draws differently only within `area` (its own space).
    func damage(_ area: CGRect, in node: ViewNode) {
        guard !paintsEverything, node.placedProposal != nil else { return }
        addDamage(ViewNode.boundingBox(of: area, through: node.screenTransform))
    }

    func addDamage(_ area: CGRect) {
        guard !paintsEverything, !area.isNull else { return }
        damagedArea = damagedArea.map { $0.union(area) } ?? area
    }

    /// Notes that `node`, which moves or animates, draws again where it was in the last frame
    /// and where it is now (and forgets where it was once its motion has `ended`).
    func damageMotion(of node: ViewNode, ended: Bool = false) {
        let area = Self.clipped(node.presentedScreenArea, by: node)
        addDamage(node.motionArea.map { $0.union(area) } ?? area)
        node.motionArea = ended ? nil : area
    }

    /// The whole screen must be drawn again (a new size, a new look, something animating).
    public func setNeedsFullPaint() {
        paintsEverything = true
    }

    /// `area` grown over every view that blurs what is behind it (a material) and that it
    /// meets: such a view drawn in part would blur, past the edge of the part, its own old
    /// picture still on the screen there, instead of what is behind it. A view whose glass
    /// keeps its backdrop (a sheet's pane) grows it only as far as what changed beneath it
    /// (the damage, other views drawn again whole and the bands of other such glass, but not
    /// what it holds, drawn over its glass), grown by its reach, and its glass is drawn again
    /// there alone.
    func growingOverBackdropReaders(_ area: CGRect) -> CGRect {
        backdropReaders.removeAll { $0.node?.isAttached != true }
        let readers = backdropReaders.compactMap(\.node).map { node in
            (
                node: node, area: node.behavior?.backdropArea(of: node) ?? node.presentedScreenArea,
                reach: node.behavior?.keptBackdropReach(of: node)
            )
        }
        var grown = area
        var beneath = readers.map { _ in area }
        var drawnWhole = Set<Int>()
        var growing = true
        /// `changed` draws differently: the glass that keeps its backdrop and does not hold the
        /// reader at `index` sees it change.
        func spread(_ changed: CGRect, from index: Int) {
            for (other, kept) in readers.enumerated()
            where other != index && kept.reach != nil && !readers[index].node.isInside(kept.node)
                && !beneath[other].contains(changed)
            {
                beneath[other] = beneath[other].union(changed)
                growing = true
            }
        }
        while growing {
            growing = false
            for (index, reader) in readers.enumerated() {
                if let reach = reader.reach {
                    let part = beneath[index].insetBy(dx: -reach, dy: -reach).intersection(reader.area)
                    guard !part.isNull else { continue }
                    if !grown.contains(part) {
                        grown = grown.union(part)
                        growing = true
                    }
                    spread(part, from: index)
                } else if reader.area.intersects(grown), drawnWhole.insert(index).inserted {
                    grown = grown.union(reader.area)
                    growing = true
                    spread(reader.area, from: index)
                }
            }
        }
        return grown
    }
}

extension ViewNode {
    /// Whether `ancestor` holds this node, or is it.
    func isInside(_ ancestor: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}
