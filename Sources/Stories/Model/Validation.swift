/// What the library accepts from a person typing: names trimmed and not empty, and not longer
/// than they can be shown; a refusal names the problem in one sentence.
extension Hero {
    /// `name` and `traits` trimmed, or why they cannot be a hero's.
    public static func validated(name: String, traits: [String]) throws(StoriesError) -> (String, [String]) {
        let name = try validatedText(name, what: "a hero's name", maximum: maximumNameLength)
        guard traits.count <= maximumTraits else {
            throw .invalid("a hero has at most \(maximumTraits) traits, not \(traits.count)")
        }
        var kept: [String] = []
        for trait in traits {
            kept.append(try validatedText(trait, what: "a trait", maximum: maximumNameLength))
        }
        return (name, kept)
    }
}

extension CustomEvent {
    /// The longest event name, in characters.
    public static let maximumNameLength = 60

    /// `name` trimmed, or why it cannot name an event.
    public static func validatedName(_ name: String) throws(StoriesError) -> String {
        try validatedText(name, what: "an event's name", maximum: maximumNameLength)
    }
}

extension Story {
    /// `title` on one line, cut with an ellipsis after `maximumTitleLength` characters.
    public static func shortened(_ title: String) -> String {
        let line = title.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.count <= maximumTitleLength ? line : line.prefix(maximumTitleLength - 1) + "…"
    }
}

/// `text` without the spaces around it, or a refusal saying it is empty or how much too long.
func validatedText(_ text: String, what: String, maximum: Int) throws(StoriesError) -> String {
    let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    guard !trimmed.isEmpty else { throw .invalid("\(what) cannot be empty") }
    guard !trimmed.contains(where: \.isNewline) else { throw .invalid("\(what) must fit on one line") }
    guard trimmed.count <= maximum else {
        throw .invalid("\(what) can have at most \(maximum) characters, not \(trimmed.count)")
    }
    return trimmed
}
