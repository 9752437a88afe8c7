import OnboardingKit
import Subscriptions
import Testing

@Suite("Prices and products")
struct PriceTests {
    let monthly = SubscriptionProduct(
        id: "pro.monthly", period: .month, price: Price(minorUnits: 499, currency: .usd), level: 2)

    @Test("the monthly price reads as the issue's example in English and in Vietnamese")
    func monthlyDisplay() {
        #expect(monthly.displayPrice(in: .english) == "$4.99/month")
        #expect(monthly.displayPrice(in: .vietnamese) == "4,99 US$/tháng")
    }

    @Test("VND has no minor units and Vietnamese groups thousands with dots")
    func dong() {
        let weekly = SubscriptionProduct(
            id: "pro.weekly", period: .week, price: Price(minorUnits: 49_000, currency: .vnd), level: 1)
        #expect(weekly.displayPrice(in: .vietnamese) == "49.000 ₫/tuần")
        #expect(weekly.displayPrice(in: .english) == "₫49,000/week")
        #expect(Price(minorUnits: 1_190_000, currency: .vnd).formatted(in: .vietnamese) == "1.190.000 ₫")
    }

    @Test("amounts group by thousands and keep the currency's minor digits")
    func formatting() {
        #expect(Price(minorUnits: 123_456_789, currency: .usd).formatted(in: .english) == "$1,234,567.89")
        #expect(Price(minorUnits: 123_456_789, currency: .usd).formatted(in: .vietnamese) == "1.234.567,89 US$")
        #expect(Price(minorUnits: 5, currency: .usd).formatted(in: .english) == "$0.05")
        #expect(Price(minorUnits: 0, currency: .usd).formatted(in: .english) == "$0.00")
        #expect(Price(minorUnits: -5, currency: .usd).formatted(in: .english) == "-$0.05")
        #expect(Price(minorUnits: 500, currency: CurrencyCode("JPY")!).formatted(in: .english) == "¥500")
        #expect(Price(minorUnits: 1500, currency: CurrencyCode("KWD")!).formatted(in: .english) == "KWD 1.500")
        #expect(Price(minorUnits: 499, currency: CurrencyCode("chf")!).formatted(in: .vietnamese) == "4,99 CHF")
    }

    @Test("extreme amounts are formatted without trapping")
    func extremes() {
        #expect(Price(minorUnits: Int.min, currency: .usd).formatted(in: .english) == "-$92,233,720,368,547,758.08")
        let most = Price(minorUnits: Int.max, currency: .vnd)
        #expect(most.formatted(in: .vietnamese) == "9.223.372.036.854.775.807 ₫")
    }

    @Test("a currency code is three letters, upper-cased")
    func currencyCodes() {
        #expect(CurrencyCode("vnd") == .vnd)
        #expect(CurrencyCode("US") == nil)
        #expect(CurrencyCode("US1") == nil)
        #expect(CurrencyCode("ĐỒN") == nil)
        #expect(CurrencyCode("VND")?.minorUnitDigits == 0)
        #expect(CurrencyCode("USD")?.minorUnitDigits == 2)
    }

    @Test("periods of several units and free trials read naturally")
    func periodsAndTrials() {
        let quarterly = SubscriptionProduct(
            id: "q", period: SubscriptionPeriod(3, .month), price: Price(minorUnits: 1299, currency: .usd), level: 1)
        #expect(quarterly.displayPrice(in: .english) == "$12.99 every 3 months")
        #expect(quarterly.displayPrice(in: .vietnamese) == "12,99 US$/3 tháng")
        let yearly = SubscriptionProduct(
            id: "y", period: .year, price: Price(minorUnits: 2999, currency: .usd), freeTrial: .week, level: 3)
        #expect(yearly.displayPrice(in: .english) == "$29.99/year")
        #expect(yearly.displayFreeTrial(in: .english) == "1-week free trial")
        #expect(yearly.displayFreeTrial(in: .vietnamese) == "Dùng thử miễn phí 1 tuần")
        #expect(monthly.displayFreeTrial(in: .english) == nil)
    }

    @Test("a period never lasts less than one unit")
    func periodCount() {
        #expect(SubscriptionPeriod(0, .day).count == 1)
        #expect(SubscriptionPeriod(-3, .week).count == 1)
    }

    @Test("a month from 31 January is the last day of February, in UTC")
    func monthEnd() {
        #expect(SubscriptionPeriod.month.end(from: date("2026-01-31T10:00:00Z")) == date("2026-02-28T10:00:00Z"))
        #expect(SubscriptionPeriod.week.end(from: newYear) == date("2026-01-08T00:00:00Z"))
        #expect(SubscriptionPeriod.year.end(from: newYear) == date("2027-01-01T00:00:00Z"))
    }

    @Test("the wording catalog has every template in English and Vietnamese")
    func catalogComplete() throws {
        let catalog = SubscriptionWording.catalog
        #expect(catalog.keys.count == 12)
        #expect(catalog.missing(catalog.keys).isEmpty)
        #expect(
            try catalog.text("subscriptions.price.month", in: .english, arguments: ["price": "$4.99"]) == "$4.99/month")
        #expect(
            try catalog.text("subscriptions.trial.day", in: .vietnamese, arguments: ["count": "7"])
                == "Dùng thử miễn phí 7 ngày")
    }
}
