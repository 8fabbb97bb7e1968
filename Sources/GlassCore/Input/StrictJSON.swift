import Foundation

/// Checks JSON text against RFC 8259 exactly, before Foundation parses it: Foundation's parser
/// takes a trailing comma, and an object that repeats a key (keeping the last value), without
/// a word, so a hand-edited layout or script could mean something other than it says. Nesting
/// is limited too, so that hostile input cannot exhaust the stack.
public enum StrictJSON {
    /// How deep arrays and objects may nest.
    public static let maximumDepth = 128

    /// Where the text stops being JSON, and why.
    public struct Fault: Error, Hashable, Sendable, CustomStringConvertible {
        public let line: Int
        public let column: Int
        public let message: String
        public var description: String { "\(message) (line \(line), column \(column))" }
    }

    /// Throws the first place where `data` is not exactly one JSON value.
    public static func check(_ data: Data) throws(Fault) {
        var scanner = Scanner(bytes: [UInt8](data))
        scanner.skipSpace()
        try scanner.value(depth: 0)
        scanner.skipSpace()
        guard scanner.atEnd else { throw scanner.fault("text after the JSON value") }
    }
}

/// A single pass over the bytes, keeping the line and column for messages.
private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0

    var atEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// A fault at the byte `back` places before the current one.
    func fault(_ message: String, back: Int = 0) -> StrictJSON.Fault {
        StrictJSON.Fault(line: line, column: index - back - lineStart + 1, message: message)
    }

    mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(StrictJSON.Fault) {
        guard current == byte else { throw fault("expected \(what)") }
        index += 1
    }

    mutating func value(depth: Int) throws(StrictJSON.Fault) {
        guard depth < StrictJSON.maximumDepth else { throw fault("nested more than \(StrictJSON.maximumDepth) deep") }
        guard let byte = current else { throw fault("expected a value, found the end") }
        switch byte {
        case UInt8(ascii: "{"): try object(depth: depth + 1)
        case UInt8(ascii: "["): try array(depth: depth + 1)
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw fault("expected a value")
        }
    }

    mutating func object(depth: Int) throws(StrictJSON.Fault) {
        index += 1
        skipSpace()
        if current == UInt8(ascii: "}") {
            index += 1
            return
        }
        var keys: Set<String> = []
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else {
                throw fault(current == UInt8(ascii: "}") ? "a trailing comma before '}'" : "expected a key in quotes")
            }
            let keyStart = (line, index - lineStart + 1)
            let key = try string()
            guard keys.insert(key).inserted else {
                throw StrictJSON.Fault(
                    line: keyStart.0, column: keyStart.1, message: "the key \(key.quotedForMessage) appears twice")
            }
            skipSpace()
            try expect(UInt8(ascii: ":"), "':' after the key")
            skipSpace()
            try value(depth: depth)
            skipSpace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return
        }
    }

    mutating func array(depth: Int) throws(StrictJSON.Fault) {
        index += 1
        skipSpace()
        if current == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            skipSpace()
            if current == UInt8(ascii: "]") { throw fault("a trailing comma before ']'") }
            try value(depth: depth)
            skipSpace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return
        }
    }

    mutating func literal(_ word: String) throws(StrictJSON.Fault) {
        for byte in word.utf8 {
            guard current == byte else { throw fault("expected '\(word)'") }
            index += 1
        }
    }

    mutating func number() throws(StrictJSON.Fault) {
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, isDigit(first) else { throw fault("expected a digit") }
        index += 1
        if first != UInt8(ascii: "0") { digits() }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let next = current, isDigit(next) else { throw fault("expected a digit after '.'") }
            digits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let next = current, isDigit(next) else { throw fault("expected a digit in the exponent") }
            digits()
        }
    }

    mutating func digits() {
        while let byte = current, isDigit(byte) { index += 1 }
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// A string, its escapes decoded (keys are compared decoded: "\u0061" and "a" are one key).
    mutating func string() throws(StrictJSON.Fault) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll(keepingCapacity: true)
        }
        while true {
            guard let byte = current else { throw fault("a string that does not end") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                scalars.append(try escape())
            case 0x00..<0x20:
                throw fault("a control character inside a string (write it as an escape)", back: 1)
            default:
                raw.append(byte)
            }
        }
    }

    mutating func escape() throws(StrictJSON.Fault) -> Unicode.Scalar {
        guard let byte = current else { throw fault("a string that does not end") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            // A surrogate (U+D800…U+DFFF) is half of a pair: a high one followed by a low one.
            let high = try hex4()
            if let scalar = Unicode.Scalar(high) { return scalar }
            let unpaired = fault("an unpaired surrogate '\\u\(String(high, radix: 16, uppercase: true))'", back: 6)
            guard high < 0xDC00, current == UInt8(ascii: "\\"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "u")
            else { throw unpaired }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            else { throw unpaired }
            return scalar
        default:
            let escape =
                (0x21...0x7E).contains(byte)
                ? "'\\\(Character(Unicode.Scalar(byte)))'"
                : "'\\' before the byte 0x\(String(byte, radix: 16, uppercase: true))"
            throw fault("an unknown escape \(escape)", back: 2)
        }
    }

    mutating func hex4() throws(StrictJSON.Fault) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw fault("expected four hex digits after '\\u'")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
