import Foundation

/// UIScrollView's physics along one axis, as measured and published (Ilya Lobanov, "Scrolling
/// mechanics of UIScrollView"): a flick decelerates exponentially, a pull past an edge is
/// resisted by a rubber band, and content past an edge returns on a critically damped spring.
///
/// Offsets are the content offset along the axis, in points: 0 shows the content's start,
/// `limit` its end. Velocities are in points per second of the offset (a finger moving up
/// scrolls the offset up).
public struct ScrollPhysics: Hashable, Sendable {
    /// How much of the velocity is kept each millisecond after the finger lifts.
    public var decelerationRate: Double

    /// SwiftUI's and UIKit's two rates: 0.998 (`.normal`) and 0.99 (`.fast`).
    public static let normalRate = 0.998
    public static let fastRate = 0.99

    /// The rubber band's stiffness: a pull of x past the edge of a viewport of length d moves
    /// the content c·x·d / (d + c·x), with c = 0.55.
    public static let rubberBandCoefficient = 0.55

    /// The spring that brings content back from past an edge: critically damped, stiffness 100.
    public static let bounce = Spring(mass: 1, stiffness: 100, damping: 20)

    /// The spring that carries content to a chosen offset (a page, a view's edge, a key's
    /// target): critically damped, settling within 0.1 pt in about half a second.
    public static let snap = Spring(response: 0.35, dampingFraction: 1)

    /// Below this speed (points per second) a deceleration is over.
    public static let restingSpeed = 1.0

    /// A spring is over once it stays within this distance (points) of its edge.
    public static let restingDistance = 0.1

    public init(decelerationRate: Double = ScrollPhysics.normalRate) {
        self.decelerationRate = decelerationRate.isFinite ? min(max(decelerationRate, 0.5), 0.9999) : Self.normalRate
    }

    /// How far the content moves for a pull of `pull` points past an edge of a viewport
    /// `dimension` points long: never more than the viewport, and the same sign as the pull.
    public static func rubberBand(_ pull: Double, dimension: Double) -> Double {
        guard pull.isFinite, dimension.isFinite, dimension > 0 else { return 0 }
        let c = rubberBandCoefficient
        return pull.sign == .minus
            ? -(c * -pull * dimension / (dimension + c * -pull)) : c * pull * dimension / (dimension + c * pull)
    }

    /// The offset shown while a finger holds the content at `free` (where it would be with no
    /// edges): within 0…`limit` it is `free`; past an edge, the excess through the rubber band.
    public static func rubberBanded(_ free: Double, limit: Double, dimension: Double) -> Double {
        let upper = max(limit, 0)
        if free < 0 { return rubberBand(free, dimension: dimension) }
        if free > upper { return upper + rubberBand(free - upper, dimension: dimension) }
        return free
    }

    /// Where a flick from `offset` at `velocity` comes to rest with no edges:
    /// offset − velocity / (1000·ln d).
    public func projectedEnd(from offset: Double, velocity: Double) -> Double {
        offset - velocity / (1000 * log(decelerationRate))
    }

    /// The offset `elapsed` seconds after a release at `offset` with `velocity`, with no edges:
    /// x₀ + v₀·(d^(1000t) − 1) / (1000·ln d).
    public func decelerated(from offset: Double, velocity: Double, elapsed: Double) -> Double {
        let t = max(elapsed, 0)
        return offset + velocity * (pow(decelerationRate, 1000 * t) - 1) / (1000 * log(decelerationRate))
    }

    /// The velocity `elapsed` seconds after the release: v₀·d^(1000t).
    public func deceleratedVelocity(_ velocity: Double, elapsed: Double) -> Double {
        velocity * pow(decelerationRate, 1000 * max(elapsed, 0))
    }

    /// Seconds until a release at `velocity` slows below `restingSpeed`.
    public func decelerationDuration(velocity: Double) -> Double {
        let speed = abs(velocity)
        guard speed > Self.restingSpeed else { return 0 }
        return log(Self.restingSpeed / speed) / (1000 * log(decelerationRate))
    }

    /// Seconds after the release until an edge-free deceleration reaches `edge`, or nil if it
    /// never does.
    func timeToReach(_ edge: Double, from offset: Double, velocity: Double) -> Double? {
        guard velocity != 0 else { return nil }
        let argument = 1 + (edge - offset) * 1000 * log(decelerationRate) / velocity
        guard argument > 0, argument < 1 else { return nil }
        return log(argument) / (1000 * log(decelerationRate))
    }
}
