import Foundation

/// Dates as text in UTC, written without a `DateFormatter` (which costs more than the rest of a request's write).
public enum DateText {
    /// RFC 3339 to the whole second (rounded down), e.g. `2026-11-23T22:15:06Z`: Foundation's `.iso8601` JSON dates.
    public static func internet(_ date: Date) -> String {
        let parts = UTCParts(milliseconds: Int64(date.timeIntervalSince1970.rounded(.down)) * 1000)
        return "\(parts.dateText)T\(parts.timeText)Z"
    }

    /// To the nearest millisecond (halves up), e.g. `2026-11-23 22:15:06.042`: how GRDB stores a date in SQLite
    /// (through a `DateFormatter`).
    public static func database(_ date: Date) -> String {
        let parts = UTCParts(milliseconds: Int64((date.timeIntervalSince1970 * 1000 + 0.5).rounded(.down)))
        let millisecond = parts.millisecond
        let fraction =
            millisecond < 10 ? "00\(millisecond)" : (millisecond < 100 ? "0\(millisecond)" : "\(millisecond)")
        return "\(parts.dateText) \(parts.timeText).\(fraction)"
    }

    /// A moment's proleptic Gregorian date and time of day in UTC.
    private struct UTCParts {
        let year: Int64, month: Int64, day: Int64
        let secondOfDay: Int64, millisecond: Int64

        init(milliseconds: Int64) {
            let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
            millisecond = milliseconds - seconds * 1000
            let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
            secondOfDay = seconds - days * 86_400
            // Eras of 400 years (146,097 days) counted from 1 March, so that the leap day ends the year.
            let shifted = days + 719_468
            let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
            let dayOfEra = shifted - era * 146_097
            let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
            let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
            let monthFromMarch = (5 * dayOfYear + 2) / 153
            day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
            month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
            year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        }

        private static func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }

        /// `yyyy-MM-dd`.
        var dateText: String {
            let digits = String(year)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
                + "-\(Self.two(month))-\(Self.two(day))"
        }

        /// `HH:mm:ss`.
        var timeText: String {
            "\(Self.two(secondOfDay / 3600)):\(Self.two(secondOfDay / 60 % 60)):\(Self.two(secondOfDay % 60))"
        }
    }
}
