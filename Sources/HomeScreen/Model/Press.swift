import GlassCore

/// The followed finger from touch-down to lift, and what it has turned into.
public struct Press: Hashable, Sendable {
    public enum Role: Hashable, Sendable {
        /// Not yet a swipe or a drag: a tap if it lifts now.
        case undecided
        /// Moving pages sideways (home or, with a folder open, the folder's).
        case swipe
        /// Carrying an icon; see `HomeState.drag`.
        case drag
        /// Lifted onto nothing after the alert or a control took it; ignored until it lifts.
        case ignored
    }

    public var touch: Int
    public var startLocation: Point
    public var startTime: Double
    public var location: Point
    public var lastTime: Double
    /// Smoothed finger velocity, in points per second.
    public var velocity: Vector
    /// What was under the finger when it came down.
    public var target: HitTarget
    public var role: Role
    /// When the long press fires, while it may.
    public var longPressDue: Double?
    /// Whether the long press fired during this touch: its lift is then not a tap.
    public var longPressFired: Bool

    /// Weight of the newest sample in the velocity estimate.
    static let velocitySmoothing = 0.6

    /// Distance from where the finger came down, in points.
    public var travel: Double { location.distance(to: startLocation) }

    /// A sample that repeats the last point within this many seconds (as a lift usually does)
    /// leaves the velocity alone: the finger did not stop, the stream just reported it again.
    static let repeatedSampleWindow = 0.05

    mutating func move(to point: Point, at time: Double) {
        let dt = time - lastTime
        let repeated = point == location && dt < Self.repeatedSampleWindow
        if dt > 0, !repeated {
            let sample = (point - location) / dt
            velocity = sample * Self.velocitySmoothing + velocity * (1 - Self.velocitySmoothing)
        }
        location = point
        lastTime = time
    }
}
