import Foundation

/// Storage a node keeps for one `@State` property across runs of its view's body.
///
/// Views and their state live on the main actor; a location is only touched there, and says
/// so to the compiler where the property wrapper's nonisolated accessors reach it.
final class StateLocation<Value>: @unchecked Sendable, NodeBoundSlot {
    var value: Value
    weak var node: ViewNode?

    func rebind(to node: ViewNode) { self.node = node }

    init(_ value: Value) { self.value = value }

    func set(_ newValue: Value, transaction: Transaction) {
        value = newValue
        MainActor.assumeIsolated {
            if let node { node.graph.setNeedsBody(node, transaction: transaction) }
        }
    }
}

/// A slot of a node's state that knows its node (to run its body when it changes): a node
/// given another's state takes them over.
protocol NodeBoundSlot: AnyObject {
    func rebind(to node: ViewNode)
}

/// A value a view owns, as SwiftUI's `@State`. The first value a view is created with is kept
/// for as long as the view keeps its identity; a change runs the owner's body again (and
/// animates when set inside `withAnimation`).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    final class Box: @unchecked Sendable {
        var location: StateLocation<Value>
        init(_ location: StateLocation<Value>) { self.location = location }
    }

    let box: Box

    public init(wrappedValue: Value) {
        box = Box(StateLocation(wrappedValue))
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public var wrappedValue: Value {
        get { box.location.value }
        nonmutating set { box.location.set(newValue, transaction: Transaction.current) }
    }

    /// A binding to the value, for a child view to read and write it.
    public var projectedValue: Binding<Value> {
        let location = box.location
        return Binding(
            get: { location.value }, set: { value, transaction in location.set(value, transaction: transaction) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: DynamicPropertySlot {
    func install(on node: ViewNode, slot: Int) {
        if slot < node.propertySlots.count, let location = node.propertySlots[slot] as? StateLocation<Value> {
            box.location = location
        } else {
            box.location.node = node
            if slot < node.propertySlots.count {
                node.propertySlots[slot] = box.location
            } else {
                node.propertySlots.append(box.location)
            }
        }
    }

    var usesSlot: Bool { true }
}
