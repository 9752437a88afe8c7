import Foundation

/// A length of time a subscription (or its free trial) lasts: a count of days, weeks, months or years.
///
/// Dates are computed on the Gregorian calendar in UTC, so a month from 31 January is the last day of February,
/// whatever the machine's time zone.
///
/// Encoded as `{"unit": "month", "count": 1}`.
public struct SubscriptionPeriod: Sendable, Hashable, Codable {
    /// A calendar unit of a period.
    public enum Unit: String, Sendable, Hashable, Codable, CaseIterable {
        case day, week, month, year
    }

    public var unit: Unit
    /// How many units; at least 1.
    public var count: Int

    /// A period of `count` units; a count below 1 is taken as 1.
    public init(_ count: Int, _ unit: Unit) {
        self.unit = unit
        self.count = max(1, count)
    }

    public static let week = SubscriptionPeriod(1, .week)
    public static let month = SubscriptionPeriod(1, .month)
    public static let year = SubscriptionPeriod(1, .year)

    /// The instant one period after `start`.
    public func end(from start: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        var components = DateComponents()
        switch unit {
        case .day: components.day = count
        case .week: components.day = 7 * count
        case .month: components.month = count
        case .year: components.year = count
        }
        return calendar.date(byAdding: components, to: start) ?? start.addingTimeInterval(approximateSeconds)
    }

    private var approximateSeconds: TimeInterval {
        let day: TimeInterval = 86_400
        switch unit {
        case .day: return day * Double(count)
        case .week: return 7 * day * Double(count)
        case .month: return 30 * day * Double(count)
        case .year: return 365 * day * Double(count)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case unit, count
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let count = try container.decodeIfPresent(Int.self, forKey: .count) ?? 1
        guard count >= 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .count, in: container, debugDescription: "A period lasts at least one unit, not \(count).")
        }
        self.init(count, try container.decode(Unit.self, forKey: .unit))
    }
}
