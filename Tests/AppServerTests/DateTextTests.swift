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
}
