import Foundation

/// The values Foundation's `JSONSerialization` returns, read as the input checks need them.
public enum JSONValue {
    /// JSON `true` and `false` arrive as NSNumber too, typed as C `char`: they are not numbers.
    public static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// `value` for a one-line message: a string quoted with its control characters escaped,
    /// a number or a literal as written, and a list or an object by kind, never its contents.
    public static func describe(_ value: Any) -> String {
        switch value {
        case let text as String: text.quotedForMessage
        case is NSNull: "null"
        case let number as NSNumber: isBoolean(number) ? (number.boolValue ? "true" : "false") : "\(number)"
        case is [Any]: "a list"
        case is [String: Any]: "an object"
        default: "a value of an unknown kind"
        }
    }
}
