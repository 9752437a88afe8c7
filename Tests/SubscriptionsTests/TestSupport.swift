import Basics
import Foundation
import OnboardingKit
import Subscriptions

/// 2026-01-01T00:00:00Z, the tests' launch instant.
let newYear = date("2026-01-01T00:00:00Z")
let day: TimeInterval = 86_400

func date(_ iso: String) -> Date {
    ISO8601DateFormatter().date(from: iso)!
}

/// BowlerTrax Pro as the issue describes it: weekly and monthly as in the guide, yearly with a one-week trial;
/// a 6-day grace period inside 60 days of billing retry.
let proConfigurationJSON = """
    {
      "products": [
        {"id": "pro.weekly", "period": {"unit": "week"}, "level": 1,
         "price": {"minorUnits": 199, "currency": "USD"}},
        {"id": "pro.monthly", "period": {"unit": "month", "count": 1}, "level": 2,
         "price": {"minorUnits": 499, "currency": "USD"}},
        {"id": "pro.yearly", "period": {"unit": "year"}, "level": 3,
         "price": {"minorUnits": 2999, "currency": "USD"}, "freeTrial": {"unit": "week", "count": 1}}
      ],
      "gracePeriodDays": 6,
      "billingRetryDays": 60
    }
    """

func proConfiguration() throws -> LocalStoreConfiguration {
    try LocalStoreConfiguration(json: Data(proConfigurationJSON.utf8))
}

/// A store selling BowlerTrax Pro, on a clock standing at `newYear`.
func makeStore() throws -> (LocalSubscriptionStore, ManualClock) {
    let clock = ManualClock(now: newYear)
    return (LocalSubscriptionStore(configuration: try proConfiguration(), clock: clock), clock)
}
