extension Spring {
    /// SwiftUI's `Spring.smooth`: duration 0.5 s, bounce 0 (response 0.5 s, ζ = 1).
    public static let smooth = Spring(duration: 0.5, bounce: 0)

    /// SwiftUI's `Spring.snappy`: duration 0.5 s, bounce 0.15 (response 0.5 s, ζ = 0.85).
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)

    /// SwiftUI's `Spring.bouncy`: duration 0.5 s, bounce 0.3 (response 0.5 s, ζ = 0.7).
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// SwiftUI's default spring, the defaults of `Animation.spring(response:dampingFraction:)`:
    /// response 0.5 s, ζ = 0.825.
    public static let `default` = Spring(response: 0.5, dampingFraction: 0.825)
}
