/// One axis of a scroll view after the finger lifts, as UIScrollView moves it: the offset
/// decelerates (`ScrollPhysics`); if it reaches an edge on the way, the critically damped
/// spring takes its velocity there, carries the content past the edge and brings it back.
/// Released past an edge (the rubber band stretched), the spring brings it back at once.
public struct ScrollMotion: Hashable, Sendable {
    /// The spring part of a motion: from `from` (an edge, or the release past it) with
    /// `velocity`, back to the edge `to`, starting `start` seconds after the release.
    struct Bounce: Hashable, Sendable {
        var start: Double
        var from: Double
        var velocity: Double
        var to: Double
        var spring = ScrollPhysics.bounce
    }

    public let physics: ScrollPhysics
    let origin: Double
    let velocity: Double
    let bounce: Bounce?
    /// Seconds from the release until the content rests.
    public let duration: Double

    /// The motion of a release at `offset` with `velocity` (points per second) between the
    /// edges 0 and `limit`.
    public init(from offset: Double, velocity: Double, limit: Double, physics: ScrollPhysics = ScrollPhysics()) {
        let upper = max(limit, 0)
        let offset = offset.isFinite ? offset : 0
        let velocity = velocity.isFinite ? min(max(velocity, -1e6), 1e6) : 0
        self.physics = physics
        origin = offset
        self.velocity = velocity
        let belowStart = offset < 0 || (offset == 0 && velocity < 0)
        if belowStart || offset > upper || (offset == upper && velocity > 0) {
            bounce = Bounce(start: 0, from: offset, velocity: velocity, to: belowStart ? 0 : upper)
        } else if let edge = [0, upper].first(where: { ($0 - offset) * velocity > 0 }),
            let hit = physics.timeToReach(edge, from: offset, velocity: velocity)
        {
            bounce = Bounce(
                start: hit, from: edge, velocity: physics.deceleratedVelocity(velocity, elapsed: hit), to: edge)
        } else {
            bounce = nil
        }
        if let bounce {
            duration =
                bounce.start
                + bounce.spring.settlingDuration(
                    from: bounce.from, to: bounce.to, initialVelocity: bounce.velocity,
                    epsilon: ScrollPhysics.restingDistance)
        } else {
            duration = physics.decelerationDuration(velocity: velocity)
        }
    }

    /// A motion to a chosen offset (a page, a view's edge, a key's or `scrollTo`'s target): the
    /// critically damped `ScrollPhysics.snap` spring from `offset`, keeping `velocity`.
    public init(from offset: Double, to target: Double, velocity: Double, physics: ScrollPhysics = ScrollPhysics()) {
        let offset = offset.isFinite ? offset : 0
        let target = target.isFinite ? target : offset
        let velocity = velocity.isFinite ? min(max(velocity, -1e6), 1e6) : 0
        self.physics = physics
        origin = offset
        self.velocity = velocity
        let bounce = Bounce(start: 0, from: offset, velocity: velocity, to: target, spring: ScrollPhysics.snap)
        self.bounce = bounce
        duration = bounce.spring.settlingDuration(
            from: offset, to: target, initialVelocity: velocity, epsilon: ScrollPhysics.restingDistance)
    }

    /// The offset `elapsed` seconds after the release.
    public func offset(at elapsed: Double) -> Double {
        if let bounce, elapsed >= bounce.start {
            guard elapsed < duration else { return bounce.to }
            return bounce.spring.value(
                from: bounce.from, to: bounce.to, initialVelocity: bounce.velocity, elapsed: elapsed - bounce.start)
        }
        return physics.decelerated(from: origin, velocity: velocity, elapsed: min(elapsed, duration))
    }

    /// The velocity, in points per second, `elapsed` seconds after the release.
    public func velocity(at elapsed: Double) -> Double {
        guard elapsed < duration else { return 0 }
        if let bounce, elapsed >= bounce.start {
            return bounce.spring.velocity(
                from: bounce.from, to: bounce.to, initialVelocity: bounce.velocity, elapsed: elapsed - bounce.start)
        }
        return physics.deceleratedVelocity(velocity, elapsed: elapsed)
    }

    /// Where the content rests.
    public var restingOffset: Double { offset(at: duration) }
}
