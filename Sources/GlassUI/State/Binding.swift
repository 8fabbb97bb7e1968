import Foundation

/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The transaction writes through this binding use (`animation(_:)` sets one).
    public var transaction: Transaction

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getter = get
        self.setter = { value, _ in set(value) }
        self.transaction = Transaction()
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.getter = get
        self.setter = set
        self.transaction = Transaction()
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue, transaction.animation == nil ? Transaction.current : transaction) }
    }

    public var projectedValue: Binding<Value> { self }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        var binding = Binding<Subject>(
            get: { base.wrappedValue[keyPath: keyPath] },
            set: { value, transaction in
                var whole = base.getter()
                whole[keyPath: keyPath] = value
                base.setter(whole, transaction)
            })
        binding.transaction = transaction
        return binding
    }

    /// The same binding, animating the changes made through it.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var binding = self
        binding.transaction.animation = animation
        return binding
    }
}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}
