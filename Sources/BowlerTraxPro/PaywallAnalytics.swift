import AppServer
import OnboardingKit
import Subscriptions

/// The paywall's analytics events, recorded in the page's onboarding session like the first use's, and the funnel the
/// operator's statistics draw from them.
extension AnalyticsEvent {
    /// `paywall_shown`: the paywall is on screen (after the first launch, or opened from More).
    static let paywallShown = AnalyticsEvent(name: "paywall_shown")

    /// `paywall_skipped`: "Not Now" on the paywall after the first launch.
    static let paywallSkipped = AnalyticsEvent(name: "paywall_skipped")

    /// `purchase_started`: the player chose `product` and the store was asked.
    static func purchaseStarted(product: ProductID) -> AnalyticsEvent {
        AnalyticsEvent(name: "purchase_started", properties: ["product": product])
    }

    /// `purchase_completed`: the store charged (or started the free trial of) `product`.
    static func purchaseCompleted(product: ProductID) -> AnalyticsEvent {
        AnalyticsEvent(name: "purchase_completed", properties: ["product": product])
    }

    /// `purchase_failed`: the purchase of `product` did not complete; `reason` is `cancelled`, `pending` or `failed`.
    static func purchaseFailed(product: ProductID, reason: String) -> AnalyticsEvent {
        AnalyticsEvent(name: "purchase_failed", properties: ["product": product, "reason": reason])
    }

    /// `purchase_restored`: a restore gave the player Pro.
    static let purchaseRestored = AnalyticsEvent(name: "purchase_restored")
}

/// The paywall's conversion funnel: shown, purchase started, purchase completed; failures, restores and skips beside
/// them; the conversion is completed over shown players.
public enum PaywallFunnel {
    public static let funnel = EventFunnel(
        id: "paywall", title: "ui.stats.paywall.title",
        stages: [
            .init(id: "shown", event: AnalyticsEvent.paywallShown.name, label: "ui.stats.paywall.shown"),
            .init(id: "purchase-started", event: "purchase_started", label: "ui.stats.paywall.purchaseStarted"),
            .init(id: "completed", event: "purchase_completed", label: "ui.stats.paywall.completed"),
        ],
        outcomes: [
            .init(id: "failed", event: "purchase_failed", label: "ui.stats.paywall.failed"),
            .init(id: "restored", event: AnalyticsEvent.purchaseRestored.name, label: "ui.stats.paywall.restored"),
            .init(id: "skipped", event: AnalyticsEvent.paywallSkipped.name, label: "ui.stats.paywall.skipped"),
        ])
}
