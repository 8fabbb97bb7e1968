/// How many times a keyframe track plays: Core Animation's `repeatCount`, which may be
/// fractional (1.5 plays once, then stops halfway through the second pass), or `.infinity`.
public enum RepeatCount: Hashable, Sendable {
    /// A finite number of iterations; precondition: positive.
    case count(Double)
    case forever
}
