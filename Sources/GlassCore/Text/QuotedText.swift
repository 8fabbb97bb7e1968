extension StringProtocol {
    /// The text in single quotes, for a message about input: control characters and line
    /// separators are written as escapes (`\n`, `\u{0}`), and past 40 characters it ends in
    /// "…", so that whatever a file holds, the message that names it stays one short line.
    public var quotedForMessage: String {
        var inside = ""
        for scalar in prefix(40).unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator, .format: inside += scalar.escaped(asASCII: true)
            default: inside.unicodeScalars.append(scalar)
            }
        }
        return "'\(inside)\(count > 40 ? "…" : "")'"
    }
}
