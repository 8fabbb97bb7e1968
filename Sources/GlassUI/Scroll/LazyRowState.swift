import Foundation

/// The state of a lazy container's rows, kept by identity while they have no nodes.
extension LazyStackBehavior {
    /// Keeps the state of a row leaving the window (see `stashed`).
    func stash(_ row: ViewNode) {
        guard let key = row.key else { return }
        var entries: [(path: [Int], slots: [AnyObject])] = []
        var path: [Int] = []
        func collect(_ node: ViewNode) {
            if !node.propertySlots.isEmpty { entries.append((path, node.propertySlots)) }
            for (i, child) in node.children.enumerated() {
                path.append(i)
                collect(child)
                path.removeLast()
            }
        }
        collect(row)
        stashed[key] = entries.isEmpty ? nil : entries
    }

    /// Gives a row made again the state it had: each node found at its old path takes its
    /// slots back and runs its body again with them (before the row comes on screen: rows are
    /// made in the margin around it).
    func restore(_ row: ViewNode) {
        guard let key = row.key, let entries = stashed.removeValue(forKey: key) else { return }
        for (path, slots) in entries {
            var node: ViewNode? = row
            for index in path { node = node.flatMap { index < $0.children.count ? $0.children[index] : nil } }
            guard let node, node.propertySlots.count == slots.count else { continue }
            node.propertySlots = slots
            for case let slot as NodeBoundSlot in slots { slot.rebind(to: node) }
            node.graph.setNeedsBody(node)
        }
    }
}
