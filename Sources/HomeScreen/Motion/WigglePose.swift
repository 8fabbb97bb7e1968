import GlassCore
import GlassMotion

/// Where a wiggling icon is at one instant: spec 000's two wiggle tracks, read together.
public struct WigglePose: Hashable, Sendable {
    /// `transform.rotation.z`, in radians (positive is clockwise on screen).
    public var rotation: Double
    /// `transform.translation.y`, in points (positive is down).
    public var translationY: Double

    public init(rotation: Double, translationY: Double) {
        self.rotation = rotation
        self.translationY = translationY
    }

    /// At rest: no rotation, no offset.
    public static let identity = WigglePose(rotation: 0, translationY: 0)

    /// The icon's transform: rotate, then shift vertically on screen. It turns about the
    /// origin; apply it with `.about(iconCenter)` to turn the icon about its center, as a
    /// layer turns about its anchor point.
    public var transform: AffineTransform {
        AffineTransform.rotation(radians: rotation)
            .concatenating(.translation(Vector(dx: 0, dy: translationY)))
    }
}
