import GlassCore

/// A story's random choices: SplitMix64 seeded from the words of the request.
extension SplitMix64 {
    /// One of `choices`, which must not be empty.
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next() % UInt64(choices.count))] }
}
