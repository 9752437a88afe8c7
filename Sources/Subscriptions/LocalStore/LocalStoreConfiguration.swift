import Foundation

/// What ``LocalSubscriptionStore`` sells and how it behaves, read from a JSON file in the spirit of a StoreKit
/// test configuration.
///
/// ```json
/// {
///   "products": [
///     {"id": "bowlertrax.pro.weekly", "period": {"unit": "week"}, "level": 1,
///      "price": {"minorUnits": 199, "currency": "USD"}},
///     {"id": "bowlertrax.pro.monthly", "period": {"unit": "month"}, "level": 2,
///      "price": {"minorUnits": 499, "currency": "USD"}},
///     {"id": "bowlertrax.pro.yearly", "period": {"unit": "year"}, "level": 3,
///      "price": {"minorUnits": 2999, "currency": "USD"}, "freeTrial": {"unit": "week"}}
///   ],
///   "gracePeriodDays": 6,
///   "billingRetryDays": 60,
///   "purchaseOutcome": "success",
///   "renewalBillingSucceeds": true
/// }
/// ```
///
/// Only `products` is required; the rest default as in the example (a 6-day grace period inside 60 days of
/// billing retry, as the App Store allows).
public struct LocalStoreConfiguration: Sendable, Hashable, Codable {
    /// The products on sale, in paywall order.
    public var products: [SubscriptionProduct]
    /// Days after a failed renewal during which the subscriber keeps access; 0 for none.
    public var gracePeriodDays: Int
    /// Days after a failed renewal before the store gives up and the subscription expires (the grace period
    /// runs inside them).
    public var billingRetryDays: Int
    /// How purchases end unless an account's next purchase is told otherwise.
    public var purchaseOutcome: PurchaseOutcome
    /// Whether renewals' billing succeeds unless an account is told otherwise.
    public var renewalBillingSucceeds: Bool

    /// A configuration; throws when it is not consistent (see ``LocalStoreConfigurationError``).
    public init(
        products: [SubscriptionProduct], gracePeriodDays: Int = 6, billingRetryDays: Int = 60,
        purchaseOutcome: PurchaseOutcome = .success, renewalBillingSucceeds: Bool = true
    ) throws(LocalStoreConfigurationError) {
        self.products = products
        self.gracePeriodDays = gracePeriodDays
        self.billingRetryDays = billingRetryDays
        self.purchaseOutcome = purchaseOutcome
        self.renewalBillingSucceeds = renewalBillingSucceeds
        try validate()
    }

    /// The configuration in the JSON file at `url`.
    public init(contentsOf url: URL) throws(LocalStoreConfigurationError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable("\(url.path): \(error.localizedDescription)")
        }
        try self.init(json: data)
    }

    /// The configuration in `json`.
    public init(json: Data) throws(LocalStoreConfigurationError) {
        do {
            self = try JSONDecoder().decode(LocalStoreConfiguration.self, from: json)
        } catch let error as LocalStoreConfigurationError {
            throw error
        } catch {
            throw .unreadable(String(describing: error))
        }
    }

    /// The product with id `id`, if on sale.
    public func product(_ id: ProductID) -> SubscriptionProduct? {
        products.first { $0.id == id }
    }

    private enum CodingKeys: String, CodingKey {
        case products, gracePeriodDays, billingRetryDays, purchaseOutcome, renewalBillingSucceeds
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            products: try container.decode([SubscriptionProduct].self, forKey: .products),
            gracePeriodDays: try container.decodeIfPresent(Int.self, forKey: .gracePeriodDays) ?? 6,
            billingRetryDays: try container.decodeIfPresent(Int.self, forKey: .billingRetryDays) ?? 60,
            purchaseOutcome: try container.decodeIfPresent(PurchaseOutcome.self, forKey: .purchaseOutcome)
                ?? .success,
            renewalBillingSucceeds: try container.decodeIfPresent(Bool.self, forKey: .renewalBillingSucceeds) ?? true)
    }

    private func validate() throws(LocalStoreConfigurationError) {
        guard !products.isEmpty else { throw .noProducts }
        var seen = Set<ProductID>()
        for product in products {
            guard seen.insert(product.id).inserted else { throw .duplicateProduct(product.id) }
            guard product.price.minorUnits >= 0 else { throw .negativePrice(product.id) }
        }
        guard gracePeriodDays >= 0, billingRetryDays >= gracePeriodDays else {
            throw .inconsistentBillingRetry(gracePeriodDays: gracePeriodDays, billingRetryDays: billingRetryDays)
        }
    }
}
