import GlassCore

// GlassCore's geometry under the names GlassUI's files use; Foundation on Linux has an
// `AffineTransform` of its own.
typealias AffineTransform = GlassCore.AffineTransform

/// A two-dimensional vector, as CoreGraphics' `CGVector`, which Foundation on Linux lacks
/// (scroll velocities in `ScrollTargetBehaviorContext`).
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public static let zero = CGVector(dx: 0, dy: 0)
}
