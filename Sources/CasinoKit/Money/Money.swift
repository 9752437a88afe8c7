/// An amount of money in integer cents. Never a floating-point number.
///
/// ```swift
/// let bet: Money = .dollars(25)
/// bet.description          // "$25"
/// Money(cents: 1_050)      // "$10.50"
/// ```
public struct Money: Sendable, Hashable, Comparable, Codable, CustomStringConvertible, AdditiveArithmetic {
    /// The amount in cents.
    public let cents: Int

    public init(cents: Int) {
        self.cents = cents
    }

    /// Whole dollars.
    public static func dollars(_ dollars: Int) -> Money { Money(cents: dollars * 100) }

    public static let zero = Money(cents: 0)

    /// The largest amount a player may name in one request: $1 billion. Amounts from outside are checked against
    /// it before any arithmetic, so sums of a few of them can never overflow.
    public static let largestAccepted = Money(cents: 100_000_000_000)

    /// `self + other`, or `nil` where the sum would not fit (instead of trapping).
    public func adding(_ other: Money) -> Money? {
        let (sum, overflow) = cents.addingReportingOverflow(other.cents)
        return overflow ? nil : Money(cents: sum)
    }

    public static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
    public static func - (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents - rhs.cents) }
    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }
    public static prefix func - (amount: Money) -> Money { Money(cents: -amount.cents) }

    /// The amount multiplied by `numerator / denominator`, rounded down to the cent (toward zero),
    /// as casinos pay 3:2 or 6:5 on odd amounts.
    public func scaled(by numerator: Int, over denominator: Int) -> Money {
        Money(cents: cents * numerator / denominator)
    }

    /// `$1,000`, `$10.50`, `-$5`.
    public var description: String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let dollars = String(magnitude / 100)
        var grouped = ""
        for (index, digit) in dollars.reversed().enumerated() {
            if index > 0 && index % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        let whole = String(grouped.reversed())
        let fraction = magnitude % 100
        return fraction == 0 ? "\(sign)$\(whole)" : "\(sign)$\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    public init(from decoder: any Decoder) throws {
        cents = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(cents)
    }
}
