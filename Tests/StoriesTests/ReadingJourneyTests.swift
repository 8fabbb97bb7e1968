import Foundation
import Testing

@testable import Stories

/// The Journey tab's numbers from reading sessions.
@Suite struct ReadingJourneyTests {
    let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Paris")!
        return calendar
    }()
    /// 2026-11-27 at 18:00 in Paris.
    let now = Date(timeIntervalSince1970: 1_795_798_800)

    func story(_ id: Int64, hero: Int64) -> Story {
        Story(id: id, title: "\(id)", heroID: hero, pages: ["a"], theme: .space, eventID: nil, seed: 0, createdAt: now)
    }

    func session(_ story: Int64, daysAgo: Double, minutes: Double, finished: Bool = false) -> ReadingSession {
        ReadingSession(
            storyID: story, start: now.addingTimeInterval(-daysAgo * 86_400), duration: minutes * 60, pagesRead: 3,
            finished: finished)
    }

    @Test func minutesPerDayOverTheLast30Days() {
        let journey = ReadingJourney(
            sessions: [
                session(1, daysAgo: 0, minutes: 4), session(1, daysAgo: 0.1, minutes: 6),
                session(2, daysAgo: 2, minutes: 12), session(2, daysAgo: 40, minutes: 99),
            ], stories: [story(1, hero: 1), story(2, hero: 2)], now: now, calendar: calendar)
        #expect(journey.days.count == 30)
        #expect(journey.days.last?.start == calendar.startOfDay(for: now))
        #expect(journey.days.last?.minutes == 10 && journey.days[27].minutes == 12)
        // The 40-day-old session is outside the chart.
        #expect(journey.days.map(\.minutes).reduce(0, +) == 22)
    }

    @Test func theStreakCountsDaysInARowUpToToday() {
        let stories = [story(1, hero: 1)]
        func streak(_ daysAgo: [Double]) -> Int {
            ReadingJourney(
                sessions: daysAgo.map { session(1, daysAgo: $0, minutes: 5) }, stories: stories, now: now,
                calendar: calendar
            ).streak
        }
        #expect(streak([]) == 0)
        #expect(streak([0, 1, 2, 4]) == 3)
        // Not read yet today: yesterday's streak still stands.
        #expect(streak([1, 2]) == 2)
        #expect(streak([2, 3]) == 0)
    }

    @Test func finishedStoriesAndTheFavouriteHero() {
        let journey = ReadingJourney(
            sessions: [
                session(1, daysAgo: 1, minutes: 5, finished: true), session(1, daysAgo: 0, minutes: 5, finished: true),
                session(2, daysAgo: 0, minutes: 20), session(3, daysAgo: 3, minutes: 1, finished: true),
            ], stories: [story(1, hero: 1), story(2, hero: 2), story(3, hero: 1)], now: now, calendar: calendar)
        #expect(journey.storiesFinished == 2)
        #expect(journey.favouriteHeroID == 2)
        #expect(ReadingJourney(sessions: [], stories: [], now: now, calendar: calendar).favouriteHeroID == nil)
    }
}
