import Foundation

/// A dimension that grows with Dynamic Type, as SwiftUI's `@ScaledMetric`: the value given is
/// the one at the Large text size, and it scales as the text style it is relative to (body by
/// default) scales at the text size in force, so an icon's column or a spacing keeps pace with
/// the text beside it.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value
    let style: Font.TextStyle
    let environment = Environment(\.dynamicTypeSize)

    public init(wrappedValue: Value, relativeTo style: Font.TextStyle = .body) {
        base = wrappedValue
        self.style = style
    }

    public var wrappedValue: Value {
        let core = style.core
        return base * Value(core.pointSize(at: environment.wrappedValue.category) / core.pointSize)
    }
}

extension ScaledMetric: DynamicPropertySlot {
    func install(on node: ViewNode, slot: Int) { environment.install(on: node, slot: slot) }
    var usesSlot: Bool { false }
}
