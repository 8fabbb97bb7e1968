import Foundation

/// Whether two view values are the same, so that a node can skip running a body whose inputs
/// did not change, as SwiftUI compares view values field by field. Equatable values compare
/// with `==`; plain-data values (no references, no closures) compare their bytes; anything
/// else counts as changed.
enum ViewValue {
    static func isSame(_ a: Any, _ b: Any) -> Bool {
        func open<T>(_ a: T) -> Bool {
            guard let b = b as? T else { return false }
            if let equatable = a as? any Equatable {
                return isEqual(equatable, b)
            }
            guard _isPOD(T.self) else { return false }
            return withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
        }
        return open(a)
    }

    private static func isEqual<E: Equatable>(_ a: E, _ b: Any) -> Bool {
        guard let b = b as? E else { return false }
        return a == b
    }
}
