/// A day of the Gregorian calendar in UTC, as a live recording's date is stored (`2026-11-24`):
/// no time of day, no time zone, so that its age is a whole number of days wherever it is read.
///
/// ```swift
/// let recorded = CalendarDay("2026-10-25")!
/// CalendarDay("2026-11-24")!.days(since: recorded)   // 30
/// ```
public struct CalendarDay: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The days ``init(_:)`` reads, as a sentence says them.
    public static let readableDays = "a day from 1970-01-01 to 9999-12-31 written YYYY-MM-DD"

    /// Reads `YYYY-MM-DD` (years 1970–9999); nil for anything else, or a day the month lacks.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.utf8.count == 10, parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1970...9999).contains(year), (1...12).contains(month), (1...Self.length(of: month, in: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `seconds` after 1970-01-01T00:00:00Z (before it for negative seconds).
    public init(secondsSince1970 seconds: Int) {
        self.init(daysSince1970: seconds >= 0 ? seconds / 86_400 : (seconds + 1) / 86_400 - 1)
    }

    /// The day `days` after 1970-01-01 (before it when negative), by the calendar's 400-year
    /// cycle of 146,097 days (Howard Hinnant's civil-from-days; eras start on March 1st so that
    /// February's leap day ends a year). Any `Int` is a day; only ``init(_:)`` limits the years.
    public init(daysSince1970 days: Int) {
        // Clamped so that no step can overflow: ±4.6e18 days is past any date anyone writes.
        let shifted = min(max(days, -(Int.max / 2)), Int.max / 2) + 719_468  // days since 0000-03-01
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01.
    public var daysSince1970: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Whole days from `earlier` to this day (negative when `earlier` is later).
    public func days(since earlier: CalendarDay) -> Int {
        daysSince1970 - earlier.daysSince1970
    }

    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let day = CalendarDay(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not \(Self.readableDays)"))
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        lhs.daysSince1970 < rhs.daysSince1970
    }

    private static func length(of month: Int, in year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
