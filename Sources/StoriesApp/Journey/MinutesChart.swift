import Foundation
import GlassUI
import Stories

/// Minutes read per day for the last 30 days, as a bar chart drawn as Swift Charts draws one:
/// a bar in the accent color for each day, dashed gridlines at round values with their labels
/// on the trailing side, and the first day of each week labelled under the bars.
///
/// For VoiceOver the chart is one container: its label says what it shows and its value sums
/// it up (the total and the best day); inside, each day is an element with its date as the
/// label and its minutes as the value, as Swift Charts exposes its marks.
struct MinutesChart: View {
    let days: [ReadingJourney.Day]
    let calendar: Calendar

    static let plotHeight: CGFloat = 160
    static let barSpacing: CGFloat = 2

    var body: some View {
        let scale = ChartScale(maximum: days.map(\.minutes).max() ?? 0)
        HStack(alignment: .top, spacing: 6) {
            VStack(spacing: 4) {
                plot(scale)
                dateLabels
            }
            valueLabels(scale)
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Minutes read per day, last \(days.count) days")
        .accessibilityValue(summary)
    }

    private func plot(_ scale: ChartScale) -> some View {
        ZStack {
            Gridlines(fractions: scale.ticks.map { $0 / scale.top })
                .stroke(Color.secondary.opacity(0.5), style: StrokeStyle(lineWidth: 0.5, dash: [2, 2]))
            HStack(alignment: .bottom, spacing: Self.barSpacing) {
                ForEach(days.indices, id: \.self) { index in
                    bar(days[index], scale: scale)
                }
            }
        }
        .frame(height: Self.plotHeight)
    }

    /// A day's column: the bar at its bottom, the whole column the day's element.
    private func bar(_ day: ReadingJourney.Day, scale: ChartScale) -> some View {
        Color.clear
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(alignment: .bottom) {
                if day.minutes > 0 {
                    UnevenRoundedRectangle(topLeadingRadius: 2, topTrailingRadius: 2)
                        .fill(.tint)
                        .frame(height: Self.plotHeight * min(day.minutes / scale.top, 1))
                }
            }
            .accessibilityElement()
            .accessibilityLabel(day.start.formatted(Self.spokenDate(calendar)))
            .accessibilityValue(Self.minutes(day.minutes))
    }

    /// The first day of each week, under its bar; none in the last three columns, where the
    /// label would run into the value axis.
    private var dateLabels: some View {
        HStack(spacing: Self.barSpacing) {
            ForEach(days.indices, id: \.self) { index in
                Color.clear
                    .frame(maxWidth: .infinity)
                    .frame(height: 14)
                    .overlay(alignment: .leading) {
                        if index < days.count - 3,
                            calendar.component(.weekday, from: days[index].start) == calendar.firstWeekday
                        {
                            Text(days[index].start.formatted(Self.shortDate(calendar)))
                                .font(.caption2)
                                .foregroundStyle(.secondary)
                                .fixedSize()
                        }
                    }
            }
        }
        .accessibilityHidden(true)
    }

    /// Each gridline's value at its height, beside the plot.
    private func valueLabels(_ scale: ChartScale) -> some View {
        ZStack(alignment: .topLeading) {
            ForEach(scale.ticks, id: \.self) { tick in
                Text("\(Int(tick))")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                    .fixedSize()
                    .offset(y: Self.plotHeight * (1 - tick / scale.top) - 7)
            }
        }
        .frame(height: Self.plotHeight, alignment: .topLeading)
        .accessibilityHidden(true)
    }

    /// The chart in a sentence: the minutes in all and the day with the most.
    var summary: String {
        let total = days.reduce(0) { $0 + $1.minutes }
        guard total > 0, let best = days.max(by: { $0.minutes < $1.minutes }) else { return "No reading yet" }
        return "\(Self.minutes(total)) in all; the most on \(best.start.formatted(Self.spokenDate(calendar))), "
            + Self.minutes(best.minutes)
    }

    /// Whole minutes, "1 minute" or "12 minutes".
    static func minutes(_ value: Double) -> String {
        let whole = Int(value.rounded())
        return whole == 1 ? "1 minute" : "\(whole) minutes"
    }

    private static func shortDate(_ calendar: Calendar) -> Date.FormatStyle {
        dates(calendar).month(.abbreviated).day()
    }

    private static func spokenDate(_ calendar: Calendar) -> Date.FormatStyle {
        dates(calendar).weekday(.wide).month(.wide).day()
    }

    /// Dates as `calendar`, its locale and its time zone write them.
    private static func dates(_ calendar: Calendar) -> Date.FormatStyle {
        Date.FormatStyle(locale: calendar.locale ?? .current, calendar: calendar, timeZone: calendar.timeZone)
    }
}

/// Horizontal lines across the plot at `fractions` of its height up from the bottom.
struct Gridlines: Shape {
    let fractions: [Double]

    func path(in rect: CGRect) -> Path {
        Path { path in
            for fraction in fractions {
                let y = rect.maxY - rect.height * fraction
                path.move(to: CGPoint(x: rect.minX, y: y))
                path.addLine(to: CGPoint(x: rect.maxX, y: y))
            }
        }
    }
}
