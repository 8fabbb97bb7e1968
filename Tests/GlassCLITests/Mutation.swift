/// xorshift64*: small, fast and the same on every machine, so that a failure replays exactly.
struct SeededRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 2_685_821_657_736_338_717
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
}

/// Mutations of valid input, as a hostile user would make them.
enum Mutation {
    /// Values that broke parsers before: huge, tiny, negative, non-finite, not numbers at all.
    static let hostile = [
        "1e308", "-1e308", "1e-320", "-0", "9223372036854775807", "9223372036854775808", "-1", "0",
        "1e999", "NaN", "\"x\"", "null", "true", "[]", "{}", "\"\\u0000\"", "0.1e", "--", ",", "}", "]",
    ]

    /// `seed` changed in a few random ways: bytes flipped, cut, repeated, or a hostile value
    /// put in place of a number or a string.
    static func apply(to seed: String, _ random: inout SeededRandom) -> String {
        var bytes = Array(seed.utf8)
        for _ in 0..<(1 + random.below(3)) {
            guard !bytes.isEmpty else { break }
            let at = random.below(bytes.count)
            switch random.below(5) {
            case 0: bytes[at] = UInt8(random.below(256))
            case 1: bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(12)))
            case 2: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 1 + random.below(40))], at: at)
            case 3:
                // Replace a whole value (what follows a ':') with a hostile one.
                let starts = bytes.indices.filter { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: ":") }.map { $0 + 1 }
                    .filter { $0 < bytes.count }
                guard !starts.isEmpty else { continue }
                let start = starts[random.below(starts.count)]
                var end = start
                while end < bytes.count, !",}]\n".utf8.contains(bytes[end]) { end += 1 }
                bytes.replaceSubrange(start..<end, with: Array(hostile[random.below(hostile.count)].utf8))
            default: bytes = Array(bytes.prefix(at))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

}
