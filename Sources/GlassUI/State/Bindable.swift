import Foundation
import Observation

/// Bindings to the properties of an `@Observable` model, as SwiftUI's `@Bindable`:
/// `$model.title` is a `Binding<String>` that reads and writes `model.title`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    public var projectedValue: Bindable<Value> { self }

    /// A binding to `keyPath` of the model.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let model = wrappedValue
        return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
