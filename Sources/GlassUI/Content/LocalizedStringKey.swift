import Foundation

/// A string literal as `Text` takes it, as SwiftUI's `LocalizedStringKey`. The literal parts
/// may carry inline Markdown (`**bold**`, `*italic*` or `_italic_`, `` `code` ``); interpolated
/// values are shown as they are. GlassUI has no string tables: the key is the text.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    var segments: [Text.Segment]

    public init(_ value: String) {
        segments = Markdown.segments(value)
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Text.Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            segments += Markdown.segments(literal)
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            segments.append(Text.Segment(string: "\(value)"))
        }

        public mutating func appendInterpolation(_ text: Text) {
            segments += text.segments
        }
    }
}

/// SwiftUI's inline Markdown subset for `Text`: strong, emphasis and code spans.
enum Markdown {
    static func segments(_ source: String) -> [Text.Segment] {
        var segments: [Text.Segment] = []
        var current = Text.Segment(string: "")
        var bold = false, italic = false, code = false
        let chars = Array(source)
        var i = 0
        func flush() {
            if !current.string.isEmpty { segments.append(current) }
            current = Text.Segment(string: "")
            current.weight = bold ? .bold : nil
            current.italic = italic
            current.design = code ? .monospaced : nil
        }
        func closes(_ marker: [Character], from start: Int) -> Bool {
            var j = start
            while j + marker.count <= chars.count {
                if Array(chars[j..<j + marker.count]) == marker { return true }
                j += 1
            }
            return false
        }
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count {
                current.string.append(chars[i + 1])
                i += 2
                continue
            }
            if !code, c == "*" || c == "_", i + 1 < chars.count, chars[i + 1] == c,
                bold || closes([c, c], from: i + 2)
            {
                flush()
                bold.toggle()
                flush()
                i += 2
                continue
            }
            if !code, c == "*" || c == "_", italic || closes([c], from: i + 1) {
                flush()
                italic.toggle()
                flush()
                i += 1
                continue
            }
            if c == "`", code || closes(["`"], from: i + 1) {
                flush()
                code.toggle()
                flush()
                i += 1
                continue
            }
            current.string.append(c)
            i += 1
        }
        flush()
        return segments.isEmpty ? [Text.Segment(string: "")] : segments
    }
}
