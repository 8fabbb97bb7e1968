/// Finds the mentions, links and tags in text being written, as Bluesky's composer does, with
/// their spans in UTF-8 bytes:
/// - a mention is `@` and a handle with a dot (`@ana.horizon.social`) at the start or after a
///   space or opening bracket; it becomes a facet only when `resolve` knows the handle's DID;
/// - a link is `http://` or `https://` and what follows up to a space, less trailing
///   punctuation (`.,;:!?` and a closing bracket without its opening one);
/// - a tag is `#` and 1–64 characters up to a space or punctuation, not all digits (`#2` is
///   not a tag), at the start or after a space.
public enum FacetDetector {
    public static func facets(in text: String, resolve: (String) -> String? = { _ in nil }) -> [Facet] {
        var facets: [Facet] = []
        let scalars = Array(text.unicodeScalars)
        var byteOffsets: [Int] = [0]
        byteOffsets.reserveCapacity(scalars.count + 1)
        for scalar in scalars { byteOffsets.append(byteOffsets.last! + String(scalar).utf8.count) }
        var index = 0
        while index < scalars.count {
            let atStart = index == 0 || isBoundary(scalars[index - 1])
            var end = index
            while end < scalars.count, !scalars[end].properties.isWhitespace { end += 1 }
            let word = String(String.UnicodeScalarView(scalars[index..<end]))
            if atStart, let (length, feature) = feature(of: word, resolve: resolve) {
                let slice = Facet.ByteSlice(byteStart: byteOffsets[index], byteEnd: byteOffsets[index + length])
                facets.append(Facet(index: slice, features: [feature]))
                index += length
            } else {
                index += 1
            }
        }
        return facets
    }

    private static func isBoundary(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || "([{\"'".unicodeScalars.contains(scalar)
    }

    /// The feature `word` starts with, and how many scalars of it the span takes.
    private static func feature(of word: String, resolve: (String) -> String?) -> (Int, Facet.Feature)? {
        let scalars = Array(word.unicodeScalars)
        if word.hasPrefix("http://") || word.hasPrefix("https://") {
            let length = trimmed(scalars)
            guard length > word.prefix(8).unicodeScalars.count else { return nil }
            return (length, .link(uri: String(String.UnicodeScalarView(scalars[..<length]))))
        }
        if scalars.first == "@" {
            let length = trimmed(scalars)
            let handle = String(String.UnicodeScalarView(scalars[1..<max(1, length)])).lowercased()
            guard handle.contains("."), !handle.hasSuffix("."), handle.unicodeScalars.allSatisfy(isHandleScalar),
                let did = resolve(handle)
            else { return nil }
            return (length, .mention(did: did))
        }
        if scalars.first == "#" || scalars.first == "＃" {
            var length = 1
            while length < scalars.count {
                let scalar: Unicode.Scalar = scalars[length]
                guard scalar == "_" || !Character(scalar).isPunctuation else { break }
                length += 1
            }
            let tag = String(String.UnicodeScalarView(scalars[1..<length]))
            guard !tag.isEmpty, tag.count <= 64, !tag.allSatisfy(\.isNumber) else { return nil }
            return (length, .tag(tag))
        }
        return nil
    }

    private static func isHandleScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "." || scalar == "-")
    }

    /// How many scalars are left once trailing punctuation is taken off (a closing bracket
    /// stays when the word opened it).
    private static func trimmed(_ scalars: [Unicode.Scalar]) -> Int {
        var length = scalars.count
        while length > 1 {
            let last = scalars[length - 1]
            if ".,;:!?\"'".unicodeScalars.contains(last) {
                length -= 1
            } else if last == ")", !scalars[..<length].contains("(") {
                length -= 1
            } else {
                break
            }
        }
        return length
    }
}
