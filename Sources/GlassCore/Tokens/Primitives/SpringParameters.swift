/// The two numbers of SwiftUI's `spring(response:dampingFraction:)`, as data: GlassMotion turns
/// them into a moving spring. `response` is the undamped period in seconds; `dampingFraction`
/// is the damping ratio ζ (1 settles without overshoot, lower values bounce).
public struct SpringParameters: Hashable, Sendable {
    /// The undamped period, in seconds.
    public var response: Double
    public var dampingFraction: Double

    /// SwiftUI's default damping fraction, used when a spec writes `.spring(response: 0.3)`.
    public static let defaultDampingFraction = 0.825

    public init(response: Double, dampingFraction: Double = SpringParameters.defaultDampingFraction) {
        self.response = response
        self.dampingFraction = dampingFraction
    }

    /// SwiftUI's `.smooth(duration:)`: a spring with no bounce whose response is the duration.
    public static func smooth(durationSeconds: Double) -> SpringParameters {
        SpringParameters(response: durationSeconds, dampingFraction: 1)
    }
}
