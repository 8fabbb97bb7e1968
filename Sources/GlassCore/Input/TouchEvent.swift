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

    public init(time: Double, touch: Int = 0, phase: Phase, location: Point) {
        self.time = time
        self.touch = touch
        self.phase = phase
        self.location = location
    }
}
