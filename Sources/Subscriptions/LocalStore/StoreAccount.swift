import Foundation

/// Everything the local store knows about one ``StoreAccountID``: its subscription, its transactions, a purchase
/// waiting for approval, and the test controls that decide how its next purchase and its renewals go.
///
/// A plain `Codable` value: the server can persist each account as its own JSON document, or the whole
/// ``LocalStoreState`` as one. Renewals are worked out lazily, dated at each period's end, so the result does
/// not depend on when anyone looks.
public struct StoreAccount: Sendable, Hashable, Codable, Identifiable {
    public let id: StoreAccountID
    /// The current (or last) subscription; `nil` if the account never subscribed.
    public internal(set) var subscription: SubscriptionRecord?
    /// Every charge and trial start, oldest first.
    public internal(set) var transactions: [StoreTransaction]
    /// The product of a purchase waiting for approval.
    public internal(set) var pendingProductID: ProductID?
    /// How the next purchase ends, once; the configuration's ``LocalStoreConfiguration/purchaseOutcome`` when `nil`.
    public internal(set) var nextPurchaseOutcome: PurchaseOutcome?
    /// Whether renewals' billing succeeds; the configuration's default when `nil`.
    public internal(set) var renewalBillingSucceeds: Bool?

    /// An account that never bought anything.
    public init(id: StoreAccountID) {
        self.id = id
        self.transactions = []
    }

    // MARK: - Reading

    /// The account's subscription at `now`, once ``advance(to:configuration:)`` has worked out the renewals
    /// due by `now`.
    func status(at now: Date, configuration: LocalStoreConfiguration) -> SubscriptionStatus {
        guard let record = subscription else {
            return SubscriptionStatus(account: id, state: .neverSubscribed, asOf: now)
        }
        var status = SubscriptionStatus(
            account: id, state: .expired, asOf: now, productID: record.productID, isFreeTrial: record.isFreeTrial,
            expiresAt: record.expiresAt, willAutoRenew: record.willAutoRenew,
            renewalProductID: record.renewalProductID)
        if let revokedAt = record.revokedAt {
            status.state = .revoked
            status.revokedAt = revokedAt
            status.willAutoRenew = false
        } else if let since = record.billingIssueSince {
            let graceEnd = since.addingTimeInterval(Self.day * Double(configuration.gracePeriodDays))
            let retryEnd = since.addingTimeInterval(Self.day * Double(configuration.billingRetryDays))
            if now < retryEnd {
                status.state = now < graceEnd ? .inGracePeriod : .inBillingRetry
                status.gracePeriodExpiresAt = graceEnd
                status.billingRetryEndsAt = retryEnd
            } else {
                status.willAutoRenew = false
            }
        } else if now < record.expiresAt {
            status.state = .subscribed
        } else {
            status.willAutoRenew = false
        }
        if status.state != .subscribed && status.state != .inGracePeriod { status.isFreeTrial = false }
        return status
    }

    // MARK: - Time

    /// Works out every renewal due by `now`, each dated at the end of the period it follows; a failed billing
    /// starts a billing issue at that date.
    mutating func advance(to now: Date, configuration: LocalStoreConfiguration) {
        guard var record = subscription, record.revokedAt == nil else { return }
        while record.billingIssueSince == nil, record.willAutoRenew, now >= record.expiresAt {
            guard billingSucceeds(configuration) else {
                record.billingIssueSince = record.expiresAt
                break
            }
            guard let product = renewalProduct(of: record, configuration: configuration) else {
                record.willAutoRenew = false
                break
            }
            renew(&record, into: product, at: record.expiresAt)
        }
        subscription = record
    }

    // MARK: - Customer actions

    /// Buys `productID` at `now`, ending as ``nextPurchaseOutcome`` (consumed) or the configuration says.
    mutating func purchase(
        _ productID: ProductID, at now: Date, configuration: LocalStoreConfiguration
    ) throws(SubscriptionStoreError) -> PurchaseResult {
        advance(to: now, configuration: configuration)
        guard let product = configuration.product(productID) else { throw .unknownProduct(productID) }
        if let pending = pendingProductID { throw .purchasePending(pending) }
        if let record = subscription, record.productID == productID, record.willAutoRenew,
            record.renewalProductID == nil, status(at: now, configuration: configuration).isEntitled
        {
            throw .alreadySubscribed(productID)
        }
        let outcome = nextPurchaseOutcome ?? configuration.purchaseOutcome
        nextPurchaseOutcome = nil
        switch outcome {
        case .cancelled:
            return .cancelled
        case .failed:
            return .failed
        case .pending:
            pendingProductID = productID
            return .pending
        case .success:
            complete(product, at: now, configuration: configuration)
            return .success(status(at: now, configuration: configuration))
        }
    }

    /// Turns auto-renew off or on at `now`. Off during a billing issue ends the subscription at once.
    mutating func setAutoRenew(
        _ isOn: Bool, at now: Date, configuration: LocalStoreConfiguration
    ) throws(SubscriptionStoreError) {
        advance(to: now, configuration: configuration)
        guard var record = subscription, status(at: now, configuration: configuration).isEntitled else {
            throw .notSubscribed
        }
        record.willAutoRenew = isOn
        if !isOn {
            record.renewalProductID = nil
            record.billingIssueSince = nil
        }
        subscription = record
    }

    // MARK: - The store's own decisions

    /// Approves the pending purchase at `now`.
    mutating func approvePendingPurchase(
        at now: Date, configuration: LocalStoreConfiguration
    ) throws(SubscriptionStoreError) {
        advance(to: now, configuration: configuration)
        guard let productID = pendingProductID else { throw .noPendingPurchase }
        guard let product = configuration.product(productID) else { throw .unknownProduct(productID) }
        pendingProductID = nil
        complete(product, at: now, configuration: configuration)
    }

    /// Declines the pending purchase.
    mutating func declinePendingPurchase() throws(SubscriptionStoreError) {
        guard pendingProductID != nil else { throw .noPendingPurchase }
        pendingProductID = nil
    }

    /// Sets whether renewals' billing succeeds from `now` on; success during a billing issue renews at `now`.
    mutating func setRenewalBilling(succeeds: Bool, at now: Date, configuration: LocalStoreConfiguration) {
        advance(to: now, configuration: configuration)
        renewalBillingSucceeds = succeeds
        let state = status(at: now, configuration: configuration).state
        guard succeeds, state == .inGracePeriod || state == .inBillingRetry, var record = subscription,
            let product = renewalProduct(of: record, configuration: configuration)
        else { return }
        renew(&record, into: product, at: now)
        subscription = record
    }

    /// Refunds the latest transaction at `now`: the subscription is revoked at once.
    mutating func refund(at now: Date, configuration: LocalStoreConfiguration) throws(SubscriptionStoreError) {
        advance(to: now, configuration: configuration)
        guard var record = subscription, record.revokedAt == nil, !transactions.isEmpty else {
            throw .notSubscribed
        }
        transactions[transactions.count - 1].refundedAt = now
        record.revokedAt = now
        record.willAutoRenew = false
        record.renewalProductID = nil
        subscription = record
    }

    // MARK: - Internals

    private static let day: TimeInterval = 86_400

    private func billingSucceeds(_ configuration: LocalStoreConfiguration) -> Bool {
        renewalBillingSucceeds ?? configuration.renewalBillingSucceeds
    }

    private func renewalProduct(
        of record: SubscriptionRecord, configuration: LocalStoreConfiguration
    ) -> SubscriptionProduct? {
        record.renewalProductID.flatMap(configuration.product) ?? configuration.product(record.productID)
    }

    /// A successful purchase of `product`: a new subscription, a resubscription, an upgrade or a scheduled change.
    private mutating func complete(_ product: SubscriptionProduct, at now: Date, configuration: LocalStoreConfiguration)
    {
        guard var record = subscription, status(at: now, configuration: configuration).isEntitled else {
            start(product, at: now)
            return
        }
        let currentLevel = configuration.product(record.productID)?.level ?? Int.min
        if product.id == record.productID {
            record.willAutoRenew = true
            record.renewalProductID = nil
        } else if product.level > currentLevel {
            record.productID = product.id
            record.periodStart = now
            record.expiresAt = product.period.end(from: now)
            record.isFreeTrial = false
            record.willAutoRenew = true
            record.renewalProductID = nil
            record.billingIssueSince = nil
            appendTransaction(.upgrade, of: product, at: now, price: product.price)
        } else {
            record.willAutoRenew = true
            record.renewalProductID = product.id
        }
        subscription = record
    }

    /// A new subscription at `now`; a free trial first when the product has one and the account never subscribed.
    private mutating func start(_ product: SubscriptionProduct, at now: Date) {
        let trial = subscription == nil ? product.freeTrial : nil
        subscription = SubscriptionRecord(
            productID: product.id, periodStart: now, expiresAt: (trial ?? product.period).end(from: now),
            isFreeTrial: trial != nil, willAutoRenew: true)
        if trial != nil {
            appendTransaction(
                .freeTrial, of: product, at: now, price: Price(minorUnits: 0, currency: product.price.currency))
        } else {
            appendTransaction(.purchase, of: product, at: now, price: product.price)
        }
    }

    private mutating func renew(_ record: inout SubscriptionRecord, into product: SubscriptionProduct, at date: Date) {
        record.productID = product.id
        record.periodStart = date
        record.expiresAt = product.period.end(from: date)
        record.isFreeTrial = false
        record.renewalProductID = nil
        record.billingIssueSince = nil
        appendTransaction(.renewal, of: product, at: date, price: product.price)
    }

    private mutating func appendTransaction(
        _ reason: StoreTransaction.Reason, of product: SubscriptionProduct, at date: Date, price: Price
    ) {
        transactions.append(
            StoreTransaction(
                id: "\(id)-\(transactions.count + 1)", productID: product.id, reason: reason, date: date, price: price))
    }
}
