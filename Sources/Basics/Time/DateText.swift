import Foundation

/// Dates as text in UTC, written without a `DateFormatter` (which costs more than the rest of a request's write).
public enum DateText {
    /// RFC 3339 to the whole second (rounded down), e.g. `2026-11-23T22:15:06Z`: Foundation's `.iso8601` JSON dates.
    public static func internet(_ date: Date) -> String {
        let parts = UTCParts(milliseconds: Int64(date.timeIntervalSince1970.rounded(.down)) * 1000)
        return parts.text(separator: UInt8(ascii: "T"), withMilliseconds: false, zulu: true)
            ?? "\(parts.dateText)T\(parts.timeText)Z"
    }

    /// To the nearest millisecond (halves up), e.g. `2026-11-23 22:15:06.042`: how GRDB stores a date in SQLite
    /// (through a `DateFormatter`).
    public static func database(_ date: Date) -> String {
        let parts = UTCParts(milliseconds: Int64((date.timeIntervalSince1970 * 1000 + 0.5).rounded(.down)))
        if let text = parts.text(separator: UInt8(ascii: " "), withMilliseconds: true, zulu: false) { return text }
        let millisecond = parts.millisecond
        let fraction =
            millisecond < 10 ? "00\(millisecond)" : (millisecond < 100 ? "0\(millisecond)" : "\(millisecond)")
        return "\(parts.dateText) \(parts.timeText).\(fraction)"
    }

    /// The moment RFC 3339 text names, `yyyy-MM-ddTHH:mm:ss` with optional fractional seconds and `Z` or `±HH:mm`
    /// (`T` and `Z` in either case), read strictly: nil for any other form and for a field out of its range (a
    /// month 13, a 30 February, a minute 99, which a lenient parser would roll over into another moment). A leap
    /// second (`:60`) reads as the second after.
    public static func internetDate(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        var at = 0
        func digits(_ count: Int) -> Int64? {
            guard at + count <= bytes.count else { return nil }
            var value: Int64 = 0
            for byte in bytes[at..<at + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            at += count
            return value
        }
        func expect(_ characters: String) -> Bool {
            guard at < bytes.count, characters.utf8.contains(bytes[at]) else { return false }
            at += 1
            return true
        }
        guard let year = digits(4), expect("-"), let month = digits(2), expect("-"), let day = digits(2),
            expect("Tt"), let hour = digits(2), expect(":"), let minute = digits(2), expect(":"),
            let second = digits(2)
        else { return nil }
        var fraction = 0.0
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
            at += 1
            var scale = 0.1
            let start = at
            while at < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) {
                fraction += Double(bytes[at] - UInt8(ascii: "0")) * scale
                scale /= 10
                at += 1
            }
            guard at > start else { return nil }
        }
        var offsetMinutes: Int64 = 0
        if expect("Zz") {
        } else if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") {
            let sign: Int64 = bytes[at] == UInt8(ascii: "-") ? -1 : 1
            at += 1
            guard let hours = digits(2), expect(":"), let minutes = digits(2), hours <= 23, minutes <= 59 else {
                return nil
            }
            offsetMinutes = sign * (hours * 60 + minutes)
        } else {
            return nil
        }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let daysInMonth: [Int64] = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard at == bytes.count, (1...12).contains(month), (1...daysInMonth[Int(month - 1)]).contains(day),
            hour <= 23, minute <= 59, second <= 60
        else { return nil }
        // Days from 1970-01-01 to the date (the inverse of UTCParts' civil date).
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetMinutes * 60
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
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

        /// `yyyy-MM-dd`, `separator`, `HH:mm:ss`, then `.SSS` and `Z` if asked, written into the string at once (one
        /// allocation, where joining the parts made eight); nil for a year outside 0-9999, which the parts write.
        func text(separator: UInt8, withMilliseconds: Bool, zulu: Bool) -> String? {
            guard (0...9999).contains(year) else { return nil }
            let count = 19 + (withMilliseconds ? 4 : 0) + (zulu ? 1 : 0)
            return String(unsafeUninitializedCapacity: count) { buffer in
                var at = 0
                func number(_ value: Int64, digits: Int) {
                    var rest = value
                    for place in stride(from: at + digits - 1, through: at, by: -1) {
                        buffer[place] = UInt8(ascii: "0") + UInt8(rest % 10)
                        rest /= 10
                    }
                    at += digits
                }
                func mark(_ byte: UInt8) {
                    buffer[at] = byte
                    at += 1
                }
                number(year, digits: 4)
                mark(UInt8(ascii: "-"))
                number(month, digits: 2)
                mark(UInt8(ascii: "-"))
                number(day, digits: 2)
                mark(separator)
                number(secondOfDay / 3600, digits: 2)
                mark(UInt8(ascii: ":"))
                number(secondOfDay / 60 % 60, digits: 2)
                mark(UInt8(ascii: ":"))
                number(secondOfDay % 60, digits: 2)
                if withMilliseconds {
                    mark(UInt8(ascii: "."))
                    number(millisecond, digits: 3)
                }
                if zulu { mark(UInt8(ascii: "Z")) }
                return at
            }
        }

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
