/// A drop shadow, as SwiftUI's `.shadow(color:radius:x:y:)`: `color` (with its own alpha)
/// blurred by `radius` points and moved by `offset` points. Text shadows may also `spread`:
/// the glyphs grow by that many points before the blur, as CSS's `text-shadow` halos do, so a
/// thin stroke keeps a dense halo instead of a faint one.
public struct Shadow: Hashable, Sendable {
    public var color: Color
    /// The blur radius, in points.
    public var radius: Double
    /// The displacement, in points; positive `dy` is down.
    public var offset: Vector
    /// How far the shape grows before the blur, in points (text shadows).
    public var spread: Double

    public init(color: Color, radius: Double, offset: Vector, spread: Double = 0) {
        self.color = color
        self.radius = radius
        self.offset = offset
        self.spread = spread
    }

    /// Spec 003's "standard" shadow of album artwork: black at 0.15, radius 8, 4 pt down.
    public static let standard = Shadow(color: .black.opacity(0.15), radius: 8, offset: Vector(dx: 0, dy: 4))

    /// Spec 003's "elevated" shadow, for hovered and focused cards and the tvOS player's
    /// artwork. The spec gives numbers only for the tvOS focused card (radius 20, 10 pt down);
    /// we use those wherever it says "elevated" and keep the standard shadow's color, which it
    /// leaves unchanged.
    public static let elevated = Shadow(color: standard.color, radius: 20, offset: Vector(dx: 0, dy: 10))
}
