/// Where in a JSON document a `Decodable` gave up, written as a person reads it: `feed[3].post.author`.
extension DecodingError {
    /// The field the error is about: for a missing key, the key itself under its parent.
    public var fieldPath: String {
        switch self {
        case .keyNotFound(let key, let context):
            let parent = Self.path(context.codingPath)
            return parent.isEmpty ? key.stringValue : parent + "." + key.stringValue
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return Self.path(context.codingPath)
        @unknown default:
            return ""
        }
    }

    /// A coding path as `pages[1][3].folder`.
    public static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce("") { path, key in
            if let index = key.intValue { return path + "[\(index)]" }
            return path.isEmpty ? key.stringValue : path + "." + key.stringValue
        }
    }
}
