import GlassCore
import GlassMotion

/// A row of pages one screen width apart, moved by a finger, a wheel, a dot tap or auto-scroll.
///
/// `position` is the scroll offset in points: page n at rest is n × width. Home pages and an
/// open folder's pages each have one.
public struct PagerState: Equatable, Sendable {
    /// The page the pager shows or is settling to.
    public private(set) var page: Int
    /// Distance between pages, in points.
    public let width: Double
    var motion: Motion
    /// When the settle that changed the page comes to rest: the selection haptic's time.
    var settleHapticDue: Double?
    /// The page when the current finger or wheel gesture began.
    var gestureStartPage: Int

    enum Motion: Equatable, Sendable {
        case rest
        /// Follows a finger or wheel: `origin` is the position when it began, `translation` the
        /// content's travel since (positive moves toward earlier pages, as a finger moving right).
        case tracking(origin: Double, translation: Double)
        /// A settle; from `restsAt` on the position is exactly the page's.
        case spring(SpringMotion<Double>, restsAt: Double)
        /// A dot tap's eased jump over `HomeScreenMotion.pageDotJumpDuration`.
        case jump(from: Double, to: Double, start: Double)
    }

    /// The spring a released page settles with. The spec names none; critically damped with a
    /// 0.35 s response, pages arrive quickly and never overshoot into the neighbor.
    public static let settleSpring = Spring(response: 0.35, dampingFraction: 1)
    /// A settle counts as arrived (the haptic plays) within half a point of the page, and
    /// snaps exactly onto it within a hundredth of a point, which no display shows.
    static let settleTolerance = 0.5
    static let restTolerance = 0.01
    /// Beyond the first and last page the content follows the finger at this fraction (rubber band).
    static let rubberBandFactor = 0.35
    /// Seconds of the release velocity projected when choosing the page to settle on.
    static let velocityProjection = 0.2
    /// Seconds without wheel input before a wheel scroll settles.
    public static let wheelIdleDelay = 0.15

    public init(page: Int = 0, width: Double) {
        self.page = page
        self.width = width
        motion = .rest
        gestureStartPage = page
    }

    /// The scroll offset at `time`, in points.
    public func position(at time: Double, pageCount: Int) -> Double {
        switch motion {
        case .rest:
            return Double(page) * width
        case .tracking(let origin, let translation):
            return rubberBanded(origin - translation, pageCount: pageCount)
        case .spring(let spring, let restsAt):
            return time >= restsAt ? spring.target : spring.value(at: time)
        case .jump(let from, let to, let start):
            let progress = min(max((time - start) / HomeScreenMotion.pageDotJumpDuration, 0), 1)
            return from + (to - from) * TimingCurve.easeInEaseOut.value(at: progress)
        }
    }

    public var isTracking: Bool {
        if case .tracking = motion { true } else { false }
    }

    /// A finger or wheel takes hold: the pages stop where they are and follow it.
    mutating func beginTracking(at time: Double, pageCount: Int) {
        motion = .tracking(origin: position(at: time, pageCount: pageCount), translation: 0)
        gestureStartPage = page
        settleHapticDue = nil
    }

    /// Sets the content's travel since tracking began (positive toward earlier pages).
    mutating func track(translation: Double) {
        guard case .tracking(let origin, _) = motion else { return }
        motion = .tracking(origin: origin, translation: translation)
    }

    /// Lets go with the gesture's horizontal velocity in points per second: settles on the page
    /// nearest the projected position, at most one page from where the gesture began.
    mutating func release(velocityX: Double, at time: Double, pageCount: Int) {
        let current = position(at: time, pageCount: pageCount)
        let projected = current - velocityX * Self.velocityProjection
        let nearest = Int((projected / width).rounded())
        let target = min(max(nearest, gestureStartPage - 1, 0), gestureStartPage + 1, pageCount - 1)
        settle(to: target, from: current, velocity: -velocityX, at: time)
    }

    /// Springs to `target` from `position`; the selection haptic is due when it arrives, if the
    /// page changed.
    mutating func settle(to target: Int, from current: Double, velocity: Double, at time: Double) {
        let destination = Double(target) * width
        let restsAt =
            time
            + Self.settleSpring.settlingDuration(
                from: current, to: destination, initialVelocity: velocity,
                epsilon: Self.restTolerance)
        motion = .spring(
            SpringMotion(
                spring: Self.settleSpring, from: current, to: destination,
                initialVelocity: velocity, startTime: time), restsAt: restsAt)
        let changed = target != gestureStartPage
        page = target
        gestureStartPage = target
        settleHapticDue =
            changed
            ? time
                + Self.settleSpring.settlingDuration(
                    from: current, to: destination, initialVelocity: velocity,
                    epsilon: Self.settleTolerance)
            : nil
    }

    /// A dot tap: an eased 0.3 s jump to `target`, with the selection haptic as it lands.
    mutating func jump(to target: Int, at time: Double, pageCount: Int) {
        guard target != page || motion != .rest else { return }
        let current = position(at: time, pageCount: pageCount)
        motion = .jump(from: current, to: Double(target) * width, start: time)
        settleHapticDue = target != page ? time + HomeScreenMotion.pageDotJumpDuration : nil
        page = target
        gestureStartPage = target
    }

    /// Auto-scroll during a drag: springs to `target` without the selection haptic, since the
    /// auto-scroll plays its own light impact.
    mutating func scroll(to target: Int, at time: Double, pageCount: Int) {
        let current = position(at: time, pageCount: pageCount)
        gestureStartPage = target
        settle(to: target, from: current, velocity: 0, at: time)
    }

    /// The page count shrank under the pager: clamp, keeping the motion continuous.
    mutating func clamp(pageCount: Int, at time: Double) {
        guard page >= pageCount else { return }
        scroll(to: max(pageCount - 1, 0), at: time, pageCount: pageCount + 1)
    }

    /// Marks the settle haptic as played.
    mutating func consumeSettleHaptic() { settleHapticDue = nil }

    private func rubberBanded(_ position: Double, pageCount: Int) -> Double {
        let last = Double(max(pageCount - 1, 0)) * width
        if position < 0 { return position * Self.rubberBandFactor }
        if position > last { return last + (position - last) * Self.rubberBandFactor }
        return position
    }
}
