/// One sample of one finger (or the mouse), the single input stream every model reads.
///
/// SDL mouse and finger events, recorded scripts and tests all become these. Times are in
/// seconds on the model's clock and never decrease within a stream; locations are in points.
public struct TouchEvent: Hashable, Sendable, Codable {
    public enum Phase: String, Hashable, Sendable, Codable, CaseIterable {
        case began, moved, ended, cancelled
    }

    /// When the sample was taken, in seconds.
    public var time: Double
    /// Identifies the finger from `began` to `ended`/`cancelled`.
    public var touch: Int
    public var phase: Phase
    /// Where the finger is, in points from the screen's top-left corner.
    public var location: Point

    /// The times a script may give, in seconds: from the start to about 11 days on.
    public static let timeRange = 0.0...1_000_000.0
    /// Where a script may put a finger, in points: far beyond any screen (8,192 pt at most)
    /// and its letterbox, and far from where arithmetic on a coordinate could overflow.
    public static let coordinateRange = -100_000.0...100_000.0

    public init(time: Double, touch: Int = 0, phase: Phase, location: Point) {
        self.time = time
        self.touch = touch
        self.phase = phase
        self.location = location
    }
}
