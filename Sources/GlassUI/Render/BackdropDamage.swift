import Foundation

extension ViewGraph {
    /// `area` grown over every view that blurs what is behind it (a material) and that it
    /// meets: such a view drawn in part would blur, past the edge of the part, its own old
    /// picture still on the screen there, instead of what is behind it.
    func growingOverBackdropReaders(_ area: CGRect) -> CGRect {
        backdropReaders.removeAll { $0.node?.isAttached != true }
        let readers = backdropReaders.compactMap(\.node).map {
            $0.behavior?.backdropArea(of: $0) ?? $0.presentedScreenArea
        }
        var grown = area
        var changed = true
        while changed {
            changed = false
            for reader in readers where reader.intersects(grown) && !grown.contains(reader) {
                grown = grown.union(reader)
                changed = true
            }
        }
        return grown
    }
}
