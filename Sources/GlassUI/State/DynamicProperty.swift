import Foundation

/// A stored property of a view that the graph keeps up to date, as SwiftUI's `DynamicProperty`:
/// `@State`, `@Environment`, `@FocusState`, `@Bindable`, or a struct of them.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property the graph installs before a body runs: `@State` takes the storage the
/// node keeps for it (creating it on the first run), `@Environment` the node's environment.
@MainActor
protocol DynamicPropertySlot {
    func install(on node: ViewNode, slot: Int)
    /// Whether the property keeps storage in the node (and so takes a slot).
    var usesSlot: Bool { get }
}

/// Finds the dynamic properties of a view or modifier value by reflection and installs them.
/// Types without any are remembered, so their values are not reflected again.
@MainActor
enum DynamicProperties {
    private static var typesWithout: Set<ObjectIdentifier> = []

    static func install(in owner: Any, node: ViewNode) {
        let type = ObjectIdentifier(Swift.type(of: owner))
        if typesWithout.contains(type) { return }
        var slot = 0
        let found = visit(owner, node: node, slot: &slot)
        if !found { typesWithout.insert(type) }
    }

    private static func visit(_ value: Any, node: ViewNode, slot: inout Int) -> Bool {
        var found = false
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any DynamicPropertySlot {
                property.install(on: node, slot: slot)
                if property.usesSlot { slot += 1 }
                found = true
            } else if child.value is any DynamicProperty {
                found = visit(child.value, node: node, slot: &slot) || found
            }
        }
        return found
    }
}
