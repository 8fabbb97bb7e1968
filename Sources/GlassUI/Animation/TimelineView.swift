import Foundation

/// A view that rebuilds its content on a schedule, as SwiftUI's `TimelineView`: the content
/// closure runs at each of the schedule's dates with that date, so a clock, a playhead or a
/// simulation (`TimelineView(.animation) { Canvas { … } }`) redraws without any state change.
///
/// Dates come from the host's clock: a host's time `t` seconds is the date `epoch + t`, the
/// epoch being the wall-clock date of the host's start (`ViewGraph.epoch`; a test fixes it, so
/// that a headless host plays a timeline the same way on every run). The content runs again
/// at the first frame at or after each entry; entries a slow frame skipped are not made up.
/// It reads observable models as a body does: a change runs it again at once. While the
/// schedule has entries to come, the host keeps drawing frames (a frame a second's timeline
/// too, which only runs its content each second).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    /// What the content is built for: the entry's date, and how often entries come.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: Never { neverBody() }

    func _update(_ node: ViewNode) {
        let behavior = node.reuse { TimelineBehavior() }
        behavior.node = node
        let now = node.graph.epoch.addingTimeInterval(node.graph.time)
        // The latest entry not after now is the one shown; the next one wakes the view.
        var shown = now
        var next: Date?
        for date in schedule.entries(from: now, mode: .normal) {
            if date > now {
                next = date
                break
            }
            shown = date
        }
        behavior.nextEntry = next.map { $0.timeIntervalSince(node.graph.epoch) }
        if behavior.nextEntry != nil { node.graph.noteTimeline(node) }
        let interval = next.map { $0.timeIntervalSince(shown) } ?? .infinity
        let cadence: TimelineViewDefaultContext.Cadence = interval < 1 ? .live : (interval < 60 ? .seconds : .minutes)
        let context = Context(date: shown, cadence: cadence)
        let content = self.content
        node.setUnit(behavior, children: [node.graph.observing(node) { content(context) }])
    }
}

/// What a `TimelineView`'s content is built for, as SwiftUI's `TimelineViewDefaultContext`
/// (a type of its own, so that the content closure's type does not depend on its result's).
public struct TimelineViewDefaultContext {
    /// How often the timeline updates: every frame (`live`), each second, or each minute or less often.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }

    public let date: Date
    public let cadence: Cadence
}

/// When a `TimelineView` runs its content again, as SwiftUI's `TimelineSchedule`: a sequence
/// of dates from a start.
@MainActor @preconcurrency
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The schedule's dates from `startDate` on: the first not after it is shown now.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Whether the display runs at its full rate or a low one (Always On), as SwiftUI's.
public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

/// Every frame, or at most once every `minimumInterval`, until paused: for animations drawn by
/// code, as SwiftUI's `AnimationTimelineSchedule`.
public struct AnimationTimelineSchedule: TimelineSchedule {
    public let minimumInterval: Double?
    public let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval.map { $0.isFinite ? max($0, 0) : 0 }
        self.paused = paused
    }

    /// Now, then (unless paused) the next frame: a frame's time ahead, or the minimum interval.
    /// The host's frames come when they come; the next entry only says "soon".
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        if paused { return [startDate] }
        let step = max(minimumInterval ?? 0, mode == .lowFrequency ? 1 : AnimationTimelineSchedule.frame)
        return [startDate, startDate.addingTimeInterval(step)]
    }

    /// The shortest step: a 120 Hz display's frame.
    static let frame = 1.0 / 120
}

/// Every `interval` seconds from a date, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    public let startDate: Date
    public let interval: Double

    public init(from startDate: Date, by interval: Double) {
        self.startDate = startDate
        // A step of zero (or not a number) would never move on: a frame is the shortest.
        self.interval = interval.isFinite ? max(interval, AnimationTimelineSchedule.frame) : 60
    }

    /// The last period boundary at or before `date`, and the next.
    public func entries(from date: Date, mode: TimelineScheduleMode) -> [Date] {
        let elapsed = date.timeIntervalSince(startDate)
        guard elapsed >= 0 else { return [startDate] }
        let last = startDate.addingTimeInterval((elapsed / interval).rounded(.down) * interval)
        return [last, last.addingTimeInterval(interval)]
    }
}

/// The given dates, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates

    public init(_ dates: Dates) { self.dates = dates }

    /// The last given date not after the start (the start itself before the first), then
    /// the given dates after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let shown = dates.filter { $0 <= startDate }.max() ?? startDate
        return [shown] + dates.filter { $0 > startDate }.sorted()
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Every frame, at most once every `minimumInterval` seconds, or not at all while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: Double) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }

    /// At the start of every minute.
    public static var everyMinute: PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0), by: 60)
    }
}

extension TimelineSchedule {
    /// The given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// A timeline's node: when the clock reaches the next entry, the content runs again.
@MainActor
final class TimelineBehavior: NodeBehavior {
    weak var node: ViewNode?
    /// The host time of the next entry, or nil when none is to come.
    var nextEntry: Double?

    override func advanced(to time: Double) {
        guard let node, let next = nextEntry, time >= next else { return }
        node.graph.setNeedsBody(node)
    }

    override func isAnimating(at time: Double) -> Bool { nextEntry != nil }
}
