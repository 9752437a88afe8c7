import AppServer
import Basics
import Foundation
import Hummingbird
import OnboardingKit
import Subscriptions

/// What GET /bowlertrax/api/pro answers, and every Pro route with it: the player's access and root screen, their
/// subscription, the products in their language, their restore code, what Pro unlocks, and the media policy.
struct ProView: ResponseEncodable {
    let access: EntitlementAccess
    /// ``RootScreen/route(onboardingFinished:entitlement:paywallShown:paywallSkipped:)`` for the player now.
    let screen: RootScreen
    let status: ProStatusView
    /// ``SubscriptionStatus/entitledUntil``: a page that cannot reach the server keeps Pro unlocked until then.
    let entitledUntil: Date?
    let products: [ProductView]
    /// Only to a player linked to a store account.
    let restoreCode: String?
    /// Whether this browser changes the renewal: false for one that restored another browser's purchase with its code.
    let managesRenewal: Bool
    let features: [ProFeature]
    let music: MusicPolicyView
    let videos: [VideoView]

    /// The view of a player with `subscription` (nil: no account linked), on `screen`'s inputs.
    init(
        subscription: ProSubscription?, onboardingFinished: Bool, paywall: ProPlayerRecord,
        products: [SubscriptionProduct], language: Language
    ) {
        access = subscription?.status.isEntitled == true ? .entitled : .notEntitled
        screen = RootScreen.route(
            onboardingFinished: onboardingFinished, entitlement: access, paywallShown: paywall.paywallShown,
            paywallSkipped: paywall.paywallSkipped)
        status = ProStatusView(status: subscription?.status, pendingPurchase: subscription?.pendingPurchase ?? false)
        entitledUntil = subscription?.status.entitledUntil
        self.products = products.map { ProductView($0, language: language) }
        restoreCode = subscription.map { $0.restoreCode.description }
        managesRenewal = !paywall.linkedByCode
        features = ProFeature.allCases
        music = MusicPolicyView()
        videos = ProMedia.videos(on: screen).map(VideoView.init)
    }
}

/// A subscription as "Manage subscription" shows it.
struct ProStatusView: Encodable, Sendable {
    /// ``RenewalState`` in the API's words.
    enum State: String, Encodable, Sendable {
        case neverSubscribed, subscribed, inGracePeriod, inBillingRetry, expired, revoked
    }

    let state: State
    let productID: ProductID?
    let expiresAt: Date?
    let willAutoRenew: Bool
    let renewalDate: Date?
    let renewalProductID: ProductID?
    let pendingPurchase: Bool

    init(status: SubscriptionStatus?, pendingPurchase: Bool) {
        state =
            switch status?.state ?? .neverSubscribed {
            case .neverSubscribed: .neverSubscribed
            case .subscribed: .subscribed
            case .inGracePeriod: .inGracePeriod
            case .inBillingRetry: .inBillingRetry
            case .expired: .expired
            case .revoked: .revoked
            }
        productID = status?.productID
        expiresAt = status?.expiresAt
        willAutoRenew = status?.willAutoRenew ?? false
        renewalDate = status?.renewalDate
        renewalProductID = status?.renewalProductID
        self.pendingPurchase = pendingPurchase
    }
}

/// A product on the paywall, its price in integer minor units and as the player reads it.
struct ProductView: Encodable, Sendable {
    let id: ProductID
    let period: SubscriptionPeriod.Unit
    let displayPrice: String
    let freeTrial: String?
    let priceMinorUnits: Int
    let currency: String

    init(_ product: SubscriptionProduct, language: Language) {
        id = product.id
        period = product.period.unit
        displayPrice = product.displayPrice(in: language)
        freeTrial = product.displayFreeTrial(in: language)
        priceMinorUnits = product.price.minorUnits
        currency = product.price.currency.code
    }
}

/// Where background music plays, by Subscriptions' ``BackgroundMusic`` policy (the "Music" setting and the tab's
/// visibility are the page's to apply).
struct MusicPolicyView: Encodable, Sendable {
    let onboarding = BackgroundMusic(screen: .onboarding).playback.isPlaying
    let paywall = BackgroundMusic(screen: .paywall).playback.isPlaying
    let main = BackgroundMusic(screen: .main).playback.isPlaying
}

/// A video for the page's media cache to preload.
struct VideoView: Encodable, Sendable {
    let name: String
    let priority: String
    let loop: Bool

    init(_ request: VideoRequest) {
        name = request.name
        priority =
            switch request.priority {
            case .main: "main"
            case .userInitiated: "userInitiated"
            case .utility: "utility"
            case .background: "background"
            }
        loop = request.loops
    }
}

/// What POST pro/paywall takes.
struct PaywallReport: Decodable, Sendable {
    let event: PaywallEvent
}

/// What the paywall did: `shown` on screen, `skipped` ("Not Now" after the first launch), `closed` (opened from More).
enum PaywallEvent: String, Codable, Sendable {
    case shown, skipped, closed
}

/// What POST pro/purchase takes.
struct PurchaseRequest: Decodable, Sendable {
    let productID: ProductID
}

/// How a purchase ended, the sentence to show when it did not complete, and the player's Pro after it.
struct PurchaseView: ResponseEncodable {
    enum Result: String, Encodable, Sendable { case success, cancelled, pending, failed }

    let result: Result
    let message: String?
    let pro: ProView
}

/// What POST pro/restore takes: a restore code from another browser, or nothing for the player's own purchases.
struct RestoreRequest: Decodable, Sendable {
    let code: String?
}

/// Whether the restore gave Pro, and the player's Pro after it.
struct RestoreView: ResponseEncodable {
    let restored: Bool
    let pro: ProView
}

/// The other browsers the buyer's restore code serves (GET pro/links), and how many it may.
struct CodeLinksView: ResponseEncodable {
    struct Link: Encodable {
        /// The link's own id, to remove it with DELETE pro/links/{id}.
        let id: String
        let linkedAt: Date?
    }

    let links: [Link]
    /// How many browsers the code may serve besides the buyer's.
    let limit: Int

    init(_ records: [ProPlayerRecord], browsersPerCode: Int) {
        links = records.compactMap { record in record.linkID.map { Link(id: $0, linkedAt: record.linkedAt) } }
        limit = browsersPerCode - 1
    }
}

/// What POST pro/auto-renew takes.
struct AutoRenewRequest: Decodable, Sendable {
    let on: Bool
}

/// What POST pro/store/next-purchase takes: the outcome, for the account of `code` or else for the next buyer.
struct NextPurchaseRequest: Decodable, Sendable {
    let outcome: PurchaseOutcome
    let code: String?
}

/// What POST pro/store/renewal-billing takes: success or failure, for the account of `code` or else every account.
struct RenewalBillingRequest: Decodable, Sendable {
    let succeeds: Bool
    let code: String?
}

/// What POST pro/store/refund takes.
struct RefundRequest: Decodable, Sendable {
    let code: String
}

/// What POST pro/store/pending takes.
struct PendingPurchaseRequest: Decodable, Sendable {
    let code: String
    let approve: Bool
}

/// What the operator's store controls answer: the account's status when one was named.
struct StoreControlView: ResponseEncodable {
    let status: ProStatusView?

    init(_ subscription: ProSubscription?) {
        status = subscription.map { ProStatusView(status: $0.status, pendingPurchase: $0.pendingPurchase) }
    }
}
