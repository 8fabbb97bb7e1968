/// A day worth a story (a birthday, the first day of school), named by the family.
public struct CustomEvent: Hashable, Sendable, Identifiable {
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        case birthday, firstDayOfSchool, holiday, newSibling, moving, lostTooth, visit, other
    }

    public var id: Int64
    public var name: String
    public var date: EventDate
    public var kind: Kind

    public init(id: Int64, name: String, date: EventDate, kind: Kind) {
        self.id = id
        self.name = name
        self.date = date
        self.kind = kind
    }
}

/// A calendar day, without a time or a time zone: a birthday is the same day everywhere.
public struct EventDate: Hashable, Sendable, Comparable {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The years an event may fall in: a child's life and the family's, not year 0 or 9999.
    public static let years = 1900...2200

    /// The day, or an error naming what is wrong with it.
    public init(year: Int, month: Int, day: Int) throws(StoriesError) {
        guard Self.years.contains(year) else {
            throw .invalid("the year \(year) is outside \(Self.years.lowerBound)–\(Self.years.upperBound)")
        }
        guard (1...12).contains(month) else { throw .invalid("there is no month \(month)") }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        guard (1...days).contains(day) else { throw .invalid("month \(month) of \(year) has no day \(day)") }
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// `YYYY-MM-DD`.
    public var text: String {
        "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    /// Parses `YYYY-MM-DD`.
    public init(text: String) throws(StoriesError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 3, let year = parts[0], let month = parts[1], let day = parts[2] else {
            throw .invalid("'\(text)' is not a date written YYYY-MM-DD")
        }
        try self.init(year: year, month: month, day: day)
    }

    public static func < (a: EventDate, b: EventDate) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }
}

/// What the stories' data refuses, in one sentence that names the problem.
public enum StoriesError: Error, Equatable, CustomStringConvertible {
    case invalid(String)

    public var description: String {
        switch self {
        case .invalid(let reason): reason
        }
    }
}
