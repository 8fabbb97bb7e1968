import Foundation
import GlassMotion

/// One animatable property in flight, as SwiftUI animates an attribute: the value it is going
/// to, and the motion from where it was. Springs are GlassMotion's exact closed form and are
/// retargeted from the current value and velocity, so an interrupted animation carries on
/// without a jump; timing curves start again from the current value. Times are seconds on the
/// graph's clock.
struct AnimatedValue<Value: VectorArithmetic> {
    private(set) var target: Value
    private var motion: Motion?

    private enum Motion {
        case spring(SpringMotion<Value>, speed: Double)
        case timing(from: Value, start: Double, animation: Animation)
    }

    init(_ value: Value) {
        target = value
    }

    /// Moves to `newValue`: at once when `animation` is nil, else along it from the value at `time`.
    /// A spring starts at `velocity` (per second) when given (a finger's speed as it lifts), else
    /// at the velocity of the motion it interrupts.
    mutating func set(_ newValue: Value, animation: Animation?, at time: Double, velocity given: Value? = nil) {
        guard newValue != target else { return }
        guard let animation else {
            target = newValue
            motion = nil
            return
        }
        let current = value(at: time)
        switch animation.curve {
        case .springMotion(let spring):
            let start = time + animation.delay
            var velocity = given.map { $0.scaled(by: 1 / animation.speed) } ?? Value.zero
            if given == nil, case .spring(let old, let oldSpeed)? = motion,
                !old.isSettled(at: old.startTime + (time - old.startTime) * oldSpeed)
            {
                velocity = old.velocity(at: old.startTime + (time - old.startTime) * oldSpeed).scaled(
                    by: oldSpeed / animation.speed)
            }
            motion = .spring(
                SpringMotion(spring: spring, from: current, to: newValue, initialVelocity: velocity, startTime: start),
                speed: animation.speed)
        case .timing:
            motion = .timing(from: current, start: time, animation: animation)
        }
        target = newValue
    }

    /// The value at `time`: the target itself once the motion has ended, so a settled spring
    /// shows exactly where it went (an opacity of exactly 1, not 0.9995).
    func value(at time: Double) -> Value {
        switch motion {
        case nil:
            return target
        case .spring(let spring, let speed)?:
            let local = spring.startTime + max(time - spring.startTime, 0) * speed
            return spring.isSettled(at: local) ? target : spring.value(at: local)
        case .timing(let from, let start, let animation)?:
            let fraction = animation.timingFraction(elapsed: time - start)
            return from + (target - from).scaled(by: fraction)
        }
    }

    /// Moves the value as drawn at `time` by `delta`, its target kept: the motion carries on
    /// to the target from there (a spring at the speed it had, a timing curve along the rest
    /// of its curve), as when a scroll view's content jumped under a view in flight, which
    /// keeps its place on screen. A value at rest, or a curve past its end, is left alone.
    mutating func shift(by delta: Value, at time: Double) {
        guard isAnimating(at: time) else { return }
        let shifted = value(at: time) + delta
        switch motion {
        case .spring(let spring, let speed)?:
            let local = spring.startTime + max(time - spring.startTime, 0) * speed
            motion = .spring(
                SpringMotion(
                    spring: spring.spring, from: shifted, to: target, initialVelocity: spring.velocity(at: local),
                    startTime: max(time, spring.startTime)), speed: speed)
        case .timing(_, let start, let animation)?:
            // The start that puts the curve, at the fraction it has reached, through `shifted`.
            let done = animation.timingFraction(elapsed: time - start)
            guard done < 1 else { return }
            let from = (shifted - target.scaled(by: done)).scaled(by: 1 / (1 - done))
            motion = .timing(from: from, start: start, animation: animation)
        case nil:
            break
        }
    }

    /// Whether the value still moves at `time` (a repeating-forever animation always does).
    func isAnimating(at time: Double) -> Bool {
        switch motion {
        case nil: false
        case .spring(let spring, let speed)?:
            !spring.isSettled(at: spring.startTime + max(time - spring.startTime, 0) * speed)
        case .timing(_, let start, let animation)?: !animation.isFinished(elapsed: time - start)
        }
    }
}

extension Animation {
    /// The fraction of a timing-curve animation done after `elapsed` seconds: delay, speed,
    /// repeats and autoreversing applied, the curve solved as WebKit does.
    func timingFraction(elapsed: Double) -> Double {
        guard case .timing(let curve, let duration) = self.curve else { return 1 }
        let t = (elapsed - delay) * speed
        if t <= 0 { return 0 }
        guard duration > 0 else { return 1 }
        let runs = Double(repeats.map { ($0.count ?? Int.max / 2) + 1 } ?? 1)
        let position = min(t / duration, runs)
        if position >= runs {
            // At rest: where the last run ends (back at the start if it ran backwards).
            let reversedLast = (repeats?.autoreverses ?? false) && Int(runs) % 2 == 0
            return reversedLast ? 0 : 1
        }
        let run = position.rounded(.down)
        var x = position - run
        if repeats?.autoreverses ?? false, Int(run) % 2 == 1 { x = 1 - x }
        return curve.value(at: x)
    }

    func isFinished(elapsed: Double) -> Bool {
        guard case .timing(_, let duration) = curve else { return true }
        guard let repeats else { return (elapsed - delay) * speed >= duration }
        guard let count = repeats.count else { return false }
        return (elapsed - delay) * speed >= duration * Double(count + 1)
    }
}
