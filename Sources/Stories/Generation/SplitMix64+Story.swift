import GlassCore

/// A story's random choices: SplitMix64 seeded from the words of the request.
extension SplitMix64 {
    /// A seed from `parts`, by FNV-1a over their UTF-8 bytes, each part ended by a 0 byte so
    /// that ("ab", "c") and ("a", "bc") differ.
    static func seed(_ parts: [String]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for part in parts {
            for byte in part.utf8 + [0] {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        return hash
    }

    /// One of `choices`, which must not be empty.
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next() % UInt64(choices.count))] }
}
