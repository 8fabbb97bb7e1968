import Foundation
import GlassCore

/// The values pushed on a navigation stack, of any `Hashable` types, as SwiftUI's
/// `NavigationPath`. A path whose values are all `Codable` has a `codable` representation that
/// can be saved and read back, to restore the stack at launch.
public struct NavigationPath: Equatable {
    /// The values, root first.
    var elements: [AnyHashable]

    public init() { elements = [] }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The path `codable` was made from.
    public init(_ codable: CodableRepresentation) {
        elements = codable.elements
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` values (all of them if there are fewer).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(k, 0), elements.count))
    }

    /// The path as a value to encode, or nil when one of its values is not `Codable`.
    public var codable: CodableRepresentation? {
        guard elements.allSatisfy({ $0.base is any Codable }) else { return nil }
        return CodableRepresentation(elements: elements)
    }

    /// A path in a form that `Codable` coders write and read: each value as its type's
    /// mangled name and its JSON, root first. Reading fails, naming the value at fault, when a
    /// type is not in the program any more or a value no longer decodes; a stack restored
    /// from damaged data should then start at its root (see `NavigationPath.restored(from:)`).
    public struct CodableRepresentation: Codable, Equatable {
        let elements: [AnyHashable]

        init(elements: [AnyHashable]) { self.elements = elements }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements {
                guard let value = element.base as? any Encodable, let name = _mangledTypeName(type(of: element.base))
                else { continue }
                let json = try JSONEncoder().encode(value)
                try container.encode(name)
                try container.encode(String(decoding: json, as: UTF8.self))
            }
        }

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var elements: [AnyHashable] = []
            while !container.isAtEnd {
                let index = elements.count
                let name = try container.decode(String.self)
                guard !container.isAtEnd else { throw Self.damaged(decoder, "value \(index) has a type but no data") }
                let json = try container.decode(String.self)
                guard let type = _typeByName(name) as? any (Decodable & Hashable).Type else {
                    throw Self.damaged(
                        decoder, "value \(index) is of type \(name.quotedForMessage), which this program has no more")
                }
                do {
                    elements.append(AnyHashable(try JSONDecoder().decode(type, from: Data(json.utf8))))
                } catch {
                    throw Self.damaged(decoder, "value \(index) of type \(name.quotedForMessage) does not decode")
                }
            }
            self.elements = elements
        }

        private static func damaged(_ decoder: any Decoder, _ problem: String) -> DecodingError {
            .dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: problem))
        }

        public static func == (a: Self, b: Self) -> Bool { a.elements == b.elements }
    }

    /// The path saved in `data` (JSON of a `CodableRepresentation`), or, when the data is
    /// damaged, the root and a one-line account of the problem.
    public static func restored(from data: Data) -> (path: NavigationPath, problem: String?) {
        do {
            return (NavigationPath(try JSONDecoder().decode(CodableRepresentation.self, from: data)), nil)
        } catch let DecodingError.dataCorrupted(context) {
            return (NavigationPath(), "the saved navigation path is damaged: \(context.debugDescription)")
        } catch {
            return (NavigationPath(), "the saved navigation path is not a list of types and values")
        }
    }
}
