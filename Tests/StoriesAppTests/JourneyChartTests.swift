import Foundation
import GlassCore
import GlassHost
import GlassRaster
import GlassUI
import Stories
import Testing

@testable import StoriesApp

/// The Journey tab's chart of minutes read per day: its scale, its bars and what VoiceOver
/// hears.
@MainActor
struct JourneyChartTests {
    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }

    /// 30 days ending 27 November 2026: 12.4 minutes on the 4th day, 1 on the last.
    var days: [ReadingJourney.Day] {
        let today = Date(timeIntervalSince1970: 1_795_737_600)  // 2026-11-27 00:00 UTC
        return (0..<30).map { index in
            let start = calendar.date(byAdding: .day, value: index - 29, to: today)!
            return ReadingJourney.Day(start: start, minutes: index == 3 ? 12.4 : index == 29 ? 1 : 0)
        }
    }

    // The value axis goes from zero to a round top with about four gridlines, as Swift Charts
    // chooses it; whole minutes at least; an empty or broken chart shows 0, 5, 10.
    @Test func theScaleIsRound() {
        #expect(ChartScale(maximum: 12.4).ticks == [0, 5, 10, 15])
        #expect(ChartScale(maximum: 130).ticks == [0, 50, 100, 150])
        #expect(ChartScale(maximum: 20).ticks == [0, 5, 10, 15, 20])
        #expect(ChartScale(maximum: 1).ticks == [0, 1])
        #expect(ChartScale(maximum: 0).ticks == [0, 5, 10])
        #expect(ChartScale(maximum: .nan).ticks == [0, 5, 10])
        #expect(ChartScale(maximum: -.infinity).ticks == [0, 5, 10])
    }

    // VoiceOver finds one chart, summed up, with an element per day: its date and its minutes.
    @Test func theChartIsAccessible() throws {
        let host = ViewHost(MinutesChart(days: days, calendar: calendar), size: Size(width: 360, height: 200))
        host.advance(to: 1)
        let chart = try #require(host.element(label: "Minutes read per day, last 30 days"))
        #expect(chart.value == "13 minutes in all; the most on Sunday, November 1, 12 minutes")
        #expect(chart.children.count == 30)
        #expect(chart.children[3].spoken == "Sunday, November 1, 12 minutes")
        #expect(chart.children[29].spoken == "Friday, November 27, 1 minute")
        #expect(chart.children.map(\.frame.minX) == chart.children.map(\.frame.minX).sorted())
    }

    // The bars stand on the plot's floor, as tall as their minutes on the scale: day 4's
    // 12.4 of 15 minutes is 132 of the plot's 160 points; the days without reading draw no bar.
    @Test func theBarsAreAsTallAsTheirMinutes() throws {
        let host = ViewHost(
            MinutesChart(days: days, calendar: calendar).tint(.blue), size: Size(width: 360, height: 200))
        host.advance(to: 1)
        let chart = try #require(host.element(label: "Minutes read per day, last 30 days"))
        let column = chart.children[3].frame, empty = chart.children[5].frame
        let canvas = try host.render(scale: 1)
        func isBar(_ x: CGFloat, _ y: CGFloat) -> Bool {
            let c = canvas.color(atPixelX: Int(x), y: Int(y))
            return c.blue > 0.8 && c.red < 0.3
        }
        let floor = column.maxY
        #expect(isBar(column.midX, floor - 2) && isBar(column.midX, floor - 128))
        #expect(!isBar(column.midX, floor - 137))
        #expect(!isBar(empty.midX, floor - 2))
    }
}
