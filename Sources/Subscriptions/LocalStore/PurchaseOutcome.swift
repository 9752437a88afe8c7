/// How the local store answers a purchase: what a test or a developer wants the payment sheet to do.
public enum PurchaseOutcome: String, Sendable, Hashable, Codable, CaseIterable {
    /// The payment goes through.
    case success
    /// The buyer closes the payment sheet.
    case cancelled
    /// The purchase waits for approval (Ask to Buy); approve or decline it later.
    case pending
    /// The payment fails.
    case failed
}
