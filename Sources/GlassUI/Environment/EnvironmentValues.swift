import Foundation

/// A key for a value passed down the view tree, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view sees from the views around it, as SwiftUI's `EnvironmentValues`: color
/// scheme, Dynamic Type, fonts, tint, size classes … and any `EnvironmentKey` of the app's.
///
/// Values live in a shared box that is copied on write, so handing the environment to a child
/// is a reference copy, and a node can tell cheaply that nothing changed.
public struct EnvironmentValues: @unchecked Sendable {
    private final class Storage {
        var values: [ObjectIdentifier: Any]
        init(_ values: [ObjectIdentifier: Any]) { self.values = values }
    }

    private var storage = Storage([:])

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set {
            storage = Storage(storage.values)
            storage.values[ObjectIdentifier(key)] = newValue
        }
    }

    /// Whether both hold the very same values (no write happened between them).
    func isIdentical(to other: EnvironmentValues) -> Bool { storage === other.storage }
}

/// Reads a value from the environment, as SwiftUI's `@Environment`:
/// `@Environment(\.colorScheme) var colorScheme`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    final class Box {
        var values: EnvironmentValues?
    }

    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = Box()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        (box.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

extension Environment: DynamicPropertySlot {
    func install(on node: ViewNode, slot: Int) {
        box.values = node.environment
    }

    var usesSlot: Bool { false }
}

/// Writes an environment value for a view and everything inside it.
struct EnvironmentWriter<Value>: ViewModifier, PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func _update(_ node: ViewNode, content: any View) {
        node.writeEnvironment(value) { $0[keyPath: keyPath] = value }
        node.setList([content])
    }
}

/// Changes an environment value for a view and everything inside it.
struct EnvironmentTransform<Value>: ViewModifier, PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    func _update(_ node: ViewNode, content: any View) {
        transform(&node.childEnvironment[keyPath: keyPath])
        node.setList([content])
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its content.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWriter(keyPath: keyPath, value: value))
    }

    /// Changes the environment value at `keyPath` for this view and its content.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>,
        transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(EnvironmentTransform(keyPath: keyPath, transform: transform))
    }
}
