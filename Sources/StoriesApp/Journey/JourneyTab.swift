import Foundation
import GlassUI
import Stories

/// Journey: reading statistics from the sessions (`ReadingJourney`): the minutes read each
/// day of the last 30 as a bar chart, then the streak, the stories finished and the favourite
/// hero.
struct JourneyTab: View {
    let library: StoriesLibrary
    var calendar = Calendar.current

    var body: some View {
        let journey = ReadingJourney(
            sessions: library.sessions, stories: library.stories, now: Date(), calendar: calendar)
        NavigationStack {
            List {
                Section("Minutes Read") {
                    MinutesChart(days: journey.days, calendar: calendar).padding(.vertical, 8)
                }
                Section {
                    LabeledValue(
                        title: "Current streak", value: journey.streak == 1 ? "1 day" : "\(journey.streak) days")
                    LabeledValue(title: "Stories finished", value: "\(journey.storiesFinished)")
                    LabeledValue(
                        title: "Favourite hero",
                        value: journey.favouriteHeroID.flatMap { library.hero($0)?.name } ?? "None yet")
                }
            }
            .navigationTitle("Journey")
        }
    }
}

/// A row with a title and its value at the trailing edge.
struct LabeledValue: View {
    let title: String
    let value: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value).foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
    }
}
