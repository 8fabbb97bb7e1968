import Foundation

/// The Journey tab's numbers, worked out from the reading sessions: minutes read on each of the
/// last 30 days, the current streak, the stories finished and the favourite hero.
public struct ReadingJourney: Equatable, Sendable {
    /// One day of the chart: its first instant and the minutes read that day.
    public struct Day: Equatable, Sendable {
        public var start: Date
        public var minutes: Double

        public init(start: Date, minutes: Double) {
            self.start = start
            self.minutes = minutes
        }
    }

    /// The last 30 days, oldest first, today last.
    public var days: [Day]
    /// Days in a row, up to today, with some reading: today counts once read; a streak that
    /// ended yesterday still stands until today ends.
    public var streak: Int
    /// Stories read to their last page at least once.
    public var storiesFinished: Int
    /// The hero of the stories read longest, if any were read.
    public var favouriteHeroID: Int64?

    public static let dayCount = 30

    /// The journey of `sessions` of `stories`, as of `now`, in `calendar`'s days.
    public init(sessions: [ReadingSession], stories: [Story], now: Date, calendar: Calendar) {
        let today = calendar.startOfDay(for: now)
        let starts = (0..<Self.dayCount).reversed().map {
            calendar.date(byAdding: .day, value: -$0, to: today) ?? today
        }
        var minutesByDay: [Date: Double] = [:]
        for session in sessions where session.duration.isFinite && session.duration > 0 {
            minutesByDay[calendar.startOfDay(for: session.start), default: 0] += session.duration / 60
        }
        days = starts.map { Day(start: $0, minutes: minutesByDay[$0] ?? 0) }

        var streak = 0
        var day = minutesByDay[today] == nil ? calendar.date(byAdding: .day, value: -1, to: today) : today
        while let current = day, minutesByDay[current] != nil {
            streak += 1
            day = calendar.date(byAdding: .day, value: -1, to: current)
        }
        self.streak = streak

        storiesFinished = Set(sessions.filter(\.finished).map(\.storyID)).count
        let heroOf = Dictionary(stories.map { ($0.id, $0.heroID) }, uniquingKeysWith: { a, _ in a })
        var timeByHero: [Int64: Double] = [:]
        for session in sessions where session.duration.isFinite && session.duration > 0 {
            if let hero = heroOf[session.storyID] { timeByHero[hero, default: 0] += session.duration }
        }
        // Ties go to the hero made first, so the answer does not depend on dictionary order.
        favouriteHeroID = timeByHero.max { a, b in a.value < b.value || (a.value == b.value && a.key > b.key) }?.key
    }
}
