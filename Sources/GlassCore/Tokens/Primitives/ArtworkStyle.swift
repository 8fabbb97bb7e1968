/// A square of album artwork: its side and corner radius in points and an optional shadow.
public struct ArtworkStyle: Hashable, Sendable {
    /// The side of the square, in points.
    public var side: Double
    /// The corner radius, in points.
    public var cornerRadius: Double
    public var shadow: Shadow?

    public init(side: Double, cornerRadius: Double, shadow: Shadow? = nil) {
        self.side = side
        self.cornerRadius = cornerRadius
        self.shadow = shadow
    }
}
