/// A `CAKeyframeAnimation` with linear calculation mode, as a value evaluated at a time.
///
/// Semantics follow Core Animation:
/// - the keyframes sit at `keyTimes`, fractions of `duration`; without them at i/(n − 1);
/// - within one pass the whole-animation `timingFunction` maps the time fraction first, then the
///   segment between keyframes i and i + 1 maps its own fraction through `timingFunctions[i]`,
///   and the value is interpolated linearly;
/// - pass p = floor(t/d) of the local time t; with `autoreverses` the odd passes play the even
///   ones backward, so one repetition (forward, then back) lasts 2·`duration`;
/// - `beginTime` shifts the start (the spec's per-icon phase offset).
///
/// Fill choices, which Core Animation leaves to `fillMode`: before `beginTime` the track is not
/// active and returns `values[0]` (no backward fill: the first keyframe stands in for the model
/// value); after `activeDuration` it holds the value of its last frame, as `.forwards` does.
public struct KeyframeTrack<Value: VectorArithmetic>: Sendable, Equatable {
    public let values: [Value]
    /// One fraction of `duration` per value: non-decreasing, from 0 to 1.
    public let keyTimes: [Double]
    /// The length of one pass, in seconds.
    public let duration: Double
    public let repeatCount: RepeatCount
    public let autoreverses: Bool
    /// When the first pass starts, in seconds on the caller's clock.
    public let beginTime: Double
    public let timingFunction: TimingCurve
    /// One curve per segment (values.count − 1), or nil for linear segments.
    public let timingFunctions: [TimingCurve]?

    /// - Precondition: `values` is non-empty; `keyTimes`, when given, has one entry per value,
    ///   is non-decreasing and runs from 0 to 1 (a lone value's key time must be 0);
    ///   `timingFunctions`, when given, has `values.count − 1` entries; `duration > 0`; a
    ///   `.count` repeat count is positive.
    public init(
        values: [Value],
        keyTimes: [Double]? = nil,
        duration: Double,
        repeatCount: RepeatCount = .count(1),
        autoreverses: Bool = false,
        beginTime: Double = 0,
        timingFunction: TimingCurve = .linear,
        timingFunctions: [TimingCurve]? = nil
    ) {
        precondition(!values.isEmpty, "KeyframeTrack needs at least one value")
        precondition(duration > 0 && duration.isFinite, "KeyframeTrack duration must be positive")
        if case .count(let count) = repeatCount {
            precondition(count > 0, "KeyframeTrack repeat count must be positive")
        }
        let segments = values.count - 1
        let times = keyTimes ?? values.indices.map { segments == 0 ? 0 : Double($0) / Double(segments) }
        precondition(times.count == values.count, "KeyframeTrack needs one key time per value")
        precondition(
            times.first == 0 && (segments == 0 || times.last == 1), "KeyframeTrack key times must run from 0 to 1")
        precondition(
            zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "KeyframeTrack key times must be non-decreasing")
        precondition(
            timingFunctions.map { $0.count == segments } ?? true, "KeyframeTrack needs one timing function per segment")
        self.values = values
        self.keyTimes = times
        self.duration = duration
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.beginTime = beginTime
        self.timingFunction = timingFunction
        self.timingFunctions = timingFunctions
    }

    /// How long the track plays from `beginTime`, in seconds: duration × repeat count, doubled
    /// when it autoreverses; `.infinity` for `.forever`.
    public var activeDuration: Double { duration * passCount }

    /// The value at `time`, in seconds on the same clock as `beginTime`.
    public func value(at time: Double) -> Value {
        let local = time - beginTime
        guard local >= 0 else { return values[0] }
        let elapsedPasses = local / duration
        let pass: Double
        let fraction: Double
        if elapsedPasses >= passCount {
            // The last frame: the end of the final, possibly partial, pass.
            pass = passCount.rounded(.up) - 1
            fraction = passCount - pass
        } else {
            pass = elapsedPasses.rounded(.down)
            fraction = elapsedPasses - pass
        }
        let backward = autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1
        return value(atProgress: timingFunction.value(at: backward ? 1 - fraction : fraction))
    }

    /// Single-direction passes in the active duration.
    private var passCount: Double {
        let repeats: Double
        switch repeatCount {
        case .count(let count): repeats = count
        case .forever: repeats = .infinity
        }
        return autoreverses ? 2 * repeats : repeats
    }

    /// The interpolated value at `progress` through the keyframes, clamped to 0…1 (a timing
    /// curve that overshoots holds the first or last keyframe).
    private func value(atProgress progress: Double) -> Value {
        guard values.count > 1 else { return values[0] }
        let progress = min(max(progress, 0), 1)
        // The segment [keyTimes[i], keyTimes[i+1]) holding the progress; the last one includes 1.
        // Zero-length segments are never chosen, so equal key times make the value jump.
        let segment = (0..<(values.count - 2)).first { progress < keyTimes[$0 + 1] } ?? values.count - 2
        let start = keyTimes[segment], end = keyTimes[segment + 1]
        let linear = end > start ? (progress - start) / (end - start) : 1
        let eased = timingFunctions?[segment].value(at: linear) ?? linear
        return values[segment] + (values[segment + 1] - values[segment]).scaled(by: eased)
    }
}
