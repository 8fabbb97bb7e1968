import GlassUI
import Horizon

/// A post's text with its facets (mentions, links, tags) in the accent colour. Facets that
/// do not fit the text were refused when the post was read, so every span here is whole.
struct PostText: View {
    let record: PostRecord
    var font: Font = .body

    var body: some View {
        Self.styled(record).font(font).fixedSize(horizontal: false, vertical: true)
    }

    static func styled(_ record: PostRecord) -> Text {
        let text = record.text
        var result = Text(verbatim: "")
        var cursor = text.startIndex
        let spans = (record.facets ?? []).compactMap { try? $0.range(in: text) }.sorted {
            $0.lowerBound < $1.lowerBound
        }
        for span in spans where span.lowerBound >= cursor {
            result = result + Text(verbatim: String(text[cursor..<span.lowerBound]))
            result = result + Text(verbatim: String(text[span])).foregroundColor(.accentColor)
            cursor = span.upperBound
        }
        return result + Text(verbatim: String(text[cursor...]))
    }
}

/// How long ago, as Bluesky writes it: "now", "5m", "3h", "2d", then the date ("Nov 3").
enum RelativeTime {
    static func string(_ stamp: String, now: Date) -> String {
        guard let date = Timestamp.date(stamp) else { return "" }
        let seconds = now.timeIntervalSince(date)
        switch seconds {
        case ..<60: return "now"
        case ..<3600: return "\(Int(seconds / 60))m"
        case ..<86400: return "\(Int(seconds / 3600))h"
        case ..<(7 * 86400): return "\(Int(seconds / 86400))d"
        default: return UTCCalendar.dayAndMonth(date, short: true)
        }
    }
}

/// The Gregorian calendar in UTC, the time zone the lexicons' dates are written in.
enum UTCCalendar {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// "November 3", or "Nov 3" when `short`.
    static func dayAndMonth(_ date: Date, short: Bool) -> String {
        let parts = calendar.dateComponents([.month, .day], from: date)
        let month = months[min(max((parts.month ?? 1) - 1, 0), 11)]
        return "\(short ? String(month.prefix(3)) : month) \(parts.day ?? 1)"
    }
}
