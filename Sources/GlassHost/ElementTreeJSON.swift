import Foundation
import GlassUI

/// The element tree as `glass app … --tree` prints it: a JSON array of elements, each
/// `{"label", "identifier", "value", "traits", "frame": {"x", "y", "width", "height"}, "children"}`,
/// keys in that order, frames in points rounded to hundredths.
enum ElementTreeJSON {
    static func encode(_ elements: [AccessibilityNode]) -> String {
        var out = ""
        write(elements, indent: "", into: &out)
        return out + "\n"
    }

    private static func write(_ elements: [AccessibilityNode], indent: String, into out: inout String) {
        if elements.isEmpty {
            out += "[]"
            return
        }
        out += "[\n"
        let inner = indent + "  "
        for (i, element) in elements.enumerated() {
            out += inner + "{\"label\": \(string(element.label)), \"identifier\": \(string(element.identifier)), "
            out += "\"value\": \(string(element.value)), "
            out += "\"traits\": [" + element.traitNames.map(string).joined(separator: ", ") + "], "
            let f = element.frame
            out +=
                "\"frame\": {\"x\": \(number(f.minX)), \"y\": \(number(f.minY)), \"width\": \(number(f.width)), \"height\": \(number(f.height))}, "
            out += "\"children\": "
            write(element.children, indent: inner, into: &out)
            out += "}" + (i < elements.count - 1 ? "," : "") + "\n"
        }
        out += indent + "]"
    }

    static func string(_ s: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [s], options: [.withoutEscapingSlashes])
        let array = data.flatMap { String(data: $0, encoding: .utf8) } ?? "[\"\"]"
        return String(array.dropFirst().dropLast())
    }

    static func number(_ value: Double) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}

extension ViewHost {
    /// The accessibility elements on screen now, as VoiceOver would read them.
    public var elements: [AccessibilityNode] {
        layout()
        return graph.accessibilityTree()
    }

    /// The element tree as JSON: exactly what `glass app … --tree` prints.
    public func treeJSON() -> String {
        ElementTreeJSON.encode(elements)
    }

    /// The first element with `identifier`, searching depth first.
    public func element(identifier: String) -> AccessibilityNode? {
        elements.flatMap(\.flattened).first { $0.identifier == identifier }
    }

    /// The first element labelled `label`, searching depth first.
    public func element(label: String) -> AccessibilityNode? {
        elements.flatMap(\.flattened).first { $0.label == label }
    }
}
