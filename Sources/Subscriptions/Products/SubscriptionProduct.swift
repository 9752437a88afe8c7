import Basics
import OnboardingKit

/// A product's identifier in the store, e.g. `bowlertrax.pro.monthly`.
public typealias ProductID = String

/// An auto-renewable subscription on sale: the guide's weekly and monthly products, and optionally a yearly one
/// with a free trial. All products unlock the same entitlement (Pro); they differ in period, price and level.
///
/// ```swift
/// let monthly = SubscriptionProduct(id: "bowlertrax.pro.monthly", period: .month,
///                                   price: Price(minorUnits: 499, currency: .usd), level: 2)
/// monthly.displayPrice(in: .english)     // "$4.99/month"
/// monthly.displayPrice(in: .vietnamese)  // "4,99 US$/tháng"
/// ```
public struct SubscriptionProduct: Sendable, Hashable, Codable, Identifiable {
    public var id: ProductID
    /// How long one paid period lasts.
    public var period: SubscriptionPeriod
    /// The price of one period.
    public var price: Price
    /// The free trial a first-time subscriber gets before the first charge, if any.
    public var freeTrial: SubscriptionPeriod?
    /// The product's rank among the products: moving to a higher level is an upgrade (it takes effect at once),
    /// to a lower or equal level a downgrade or crossgrade (it takes effect at the next renewal).
    public var level: Int

    public init(
        id: ProductID, period: SubscriptionPeriod, price: Price, freeTrial: SubscriptionPeriod? = nil, level: Int
    ) {
        self.id = id
        self.period = period
        self.price = price
        self.freeTrial = freeTrial
        self.level = level
    }

    /// The price per period for readers of `language`: `"$4.99/month"`, `"119.000 ₫/tháng"`.
    public func displayPrice(in language: Language) -> String {
        SubscriptionWording.pricePerPeriod(price.formatted(in: language), period: period, in: language)
    }

    /// The free trial's offer for readers of `language` (`"1-week free trial"`), or `nil` without a trial.
    public func displayFreeTrial(in language: Language) -> String? {
        freeTrial.map { SubscriptionWording.freeTrial($0, in: language) }
    }
}
