import Foundation

/// A node's answers to size proposals. Stacks ask each child for its size at 0, ∞ and the
/// proposal, and ask again for each pass; keeping the answers until the node changes makes
/// nested stacks cost linear time rather than exponential (the top performance complaint of
/// other SwiftUI-like layers). A handful of entries covers a layout pass; the oldest goes first.
struct SizeCache {
    private var proposals: [ProposedViewSize] = []
    private var sizes: [CGSize] = []
    private var next = 0
    static let capacity = 8

    var isEmpty: Bool { proposals.isEmpty }

    func size(for proposal: ProposedViewSize) -> CGSize? {
        for i in proposals.indices where proposals[i] == proposal { return sizes[i] }
        return nil
    }

    mutating func store(_ size: CGSize, for proposal: ProposedViewSize) {
        if proposals.count < Self.capacity {
            proposals.append(proposal)
            sizes.append(size)
        } else {
            proposals[next] = proposal
            sizes[next] = size
            next = (next + 1) % Self.capacity
        }
    }

    mutating func removeAll() {
        proposals.removeAll(keepingCapacity: true)
        sizes.removeAll(keepingCapacity: true)
        next = 0
    }
}
