import Foundation

/// A node held weakly, to cross from Observation's change callbacks to the main actor.
struct WeakNode: @unchecked Sendable {
    weak var node: ViewNode?
    var animation: Animation?
}

extension [WeakNode] {
    /// Lists `node` unless it is listed already: the graph's registries (observers, matched
    /// views, motions in flight) are told again at each update and hold each node once.
    @MainActor
    mutating func appendOnce(_ node: ViewNode) {
        if !contains(where: { $0.node === node }) { append(WeakNode(node: node)) }
    }
}

/// Changes reported by Observation, from any thread, until the graph takes them.
final class ObservationInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var posted: [WeakNode] = []

    func post(_ node: WeakNode) {
        lock.lock()
        posted.append(node)
        lock.unlock()
    }

    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return posted.isEmpty
    }

    func take() -> [WeakNode] {
        lock.lock()
        defer { lock.unlock() }
        let taken = posted
        posted.removeAll()
        return taken
    }
}
