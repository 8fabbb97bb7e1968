import Foundation
import GlassCore

/// Why a lexicon JSON file could not be read: the file, the field, the problem, on one line.
public struct LexiconError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var field: String
    public var problem: String

    public init(file: String, field: String = "", problem: String) {
        self.file = file
        self.field = field
        self.problem = problem
    }

    public var description: String {
        let text = field.isEmpty ? "\(file): \(problem)" : "\(file): \(field): \(problem)"
        return text.count > 300 ? text.prefix(299) + "…" : text
    }
}

/// Reads AT Protocol JSON: exactly JSON (`StrictJSON`: no trailing commas, no repeated keys,
/// bounded nesting), then decoded, with every failure naming the field.
public enum LexiconFile {
    /// Files larger than this are refused before they are read (a page is a few hundred KB).
    public static let maximumBytes = 32 << 20

    public static func read<T: Decodable>(_ type: T.Type, at path: String) throws(LexiconError) -> T {
        let name = (path as NSString).lastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LexiconError(file: name, problem: "no such file")
        }
        guard !isDirectory.boolValue,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular
        else { throw LexiconError(file: name, problem: "not a regular file") }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > maximumBytes {
            throw LexiconError(file: name, problem: "\(size) bytes, more than the \(maximumBytes) a page may have")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LexiconError(file: name, problem: "cannot be read")
        }
        return try decode(type, from: data, file: name)
    }

    public static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws(LexiconError) -> T {
        do { try StrictJSON.check(data) } catch {
            throw LexiconError(file: file, problem: "not valid JSON: \(error)")
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw LexiconError(file: file, field: error.fieldPath, problem: problem(error))
        } catch {
            throw LexiconError(file: file, problem: "\(error)")
        }
    }

    private static func problem(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound: "is missing"
        case .typeMismatch(let type, _): "must be \(describe(type))"
        case .valueNotFound(let type, _): "must be \(describe(type)), got null"
        case .dataCorrupted(let context): context.debugDescription
        @unknown default: "could not be read"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Bool.Type: "true or false"
        case is [Any].Type: "a list"
        default: "an object"
        }
    }

    /// The JSON of `value`, keys sorted (stable files for the sample and the cache).
    public static func encode<T: Encodable>(_ value: T) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Lexicon values are strings, numbers and lists: encoding them cannot fail.
        return (try? encoder.encode(value)) ?? Data()
    }
}
