/// SplitMix64: a tiny seeded random generator whose sequence is fixed by its seed, the same on
/// every machine and every run (unlike Swift's `Hasher`, seeded per process). A procedural
/// picture, a story told from choices and a failing property test's replay all rest on it.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A seed from `parts`, by FNV-1a over their UTF-8 bytes, each part ended by a 0 byte so
    /// that ("ab", "c") and ("a", "bc") differ: the same words give the same seed everywhere.
    public static func seed(_ parts: [String]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for part in parts {
            for byte in part.utf8 + [0] {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        return hash
    }

    /// A uniform value in 0..<1.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
