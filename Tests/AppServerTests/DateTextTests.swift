import Basics
import Foundation
import GRDB
import Testing

/// `DateText` writes dates exactly as GRDB stores them in SQLite and as Foundation's `.iso8601` JSON writes them.
@Suite struct DateTextTests {
    static func dates() -> [Date] {
        var generator = SystemRandomNumberGenerator()
        var dates = [
            Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -0.0005), Date(timeIntervalSince1970: 0.0009),
            Date(timeIntervalSince1970: 951_782_400.999),  // 2000-02-29
            Date(timeIntervalSince1970: 1_700_000_000.123), Date(timeIntervalSince1970: 4_102_444_799.9999),
        ]
        for _ in 0..<20_000 {
            dates.append(
                Date(timeIntervalSince1970: Double.random(in: -2_208_988_800...4_102_444_800, using: &generator)))
        }
        return dates
    }

    @Test("20,000 dates from 1900 to 2100 as GRDB stores them: UTC to the millisecond")
    func asGRDBStoresThem() {
        for date in Self.dates() {
            #expect(
                DateText.database(date) == String.fromDatabaseValue(date.databaseValue), "\(date.timeIntervalSince1970)"
            )
        }
    }

    @Test("the same dates as Foundation's ISO 8601 JSON writes them: UTC to the second")
    func asFoundationWritesThem() throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        for date in Self.dates() {
            let foundation = try JSONDecoder().decode([String].self, from: encoder.encode([date]))[0]
            #expect(DateText.internet(date) == foundation, "\(date.timeIntervalSince1970)")
        }
    }

    @Test("RFC 3339 read back strictly: the dates it writes, offsets and fractions, and nothing out of range")
    func readStrictly() {
        // Published moments (seconds since 1970, worked out with Python's calendar.timegm).
        #expect(DateText.internetDate("2026-11-27T18:30:00Z") == Date(timeIntervalSince1970: 1_795_804_200))
        #expect(DateText.internetDate("2000-02-29T23:59:59Z") == Date(timeIntervalSince1970: 951_868_799))
        #expect(DateText.internetDate("1969-12-31T23:59:59Z") == Date(timeIntervalSince1970: -1))
        #expect(DateText.internetDate("1900-03-01T00:00:00Z") == Date(timeIntervalSince1970: -2_203_891_200))
        // The same moment with an offset, in lower case, with a fraction.
        #expect(DateText.internetDate("2026-11-28T01:30:00+07:00") == Date(timeIntervalSince1970: 1_795_804_200))
        #expect(DateText.internetDate("2026-11-27t13:00:00-05:30z") == nil)
        #expect(DateText.internetDate("2026-11-27t13:00:00-05:30") == Date(timeIntervalSince1970: 1_795_804_200))
        #expect(DateText.internetDate("2026-11-27T18:30:00.250Z") == Date(timeIntervalSince1970: 1_795_804_200.25))
        // What it writes, it reads (20,000 dates, to the second).
        for date in Self.dates() {
            let second = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
            #expect(DateText.internetDate(DateText.internet(date)) == second, "\(date.timeIntervalSince1970)")
        }
        // Out of range or malformed: nil, never another moment.
        for text in [
            "2024-01-01T12:99:00Z", "2024-13-01T00:00:00Z", "2023-02-29T00:00:00Z", "2024-04-31T00:00:00Z",
            "2024-01-01T24:00:00Z", "2024-01-01T00:00:61Z", "2024-01-01T00:00:00", "2024-01-01 00:00:00Z",
            "2024-1-01T00:00:00Z", "2024-01-01T00:00:00.Z", "2024-01-01T00:00:00+24:00", "2024-01-01T00:00:00Zjunk",
            "", "0318-07-01T15:26:27.686296-03:63",
        ] {
            #expect(DateText.internetDate(text) == nil, "\(text)")
        }
    }
}
