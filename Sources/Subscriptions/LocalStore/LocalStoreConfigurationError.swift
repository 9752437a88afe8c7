/// Why a ``LocalStoreConfiguration`` was refused.
public enum LocalStoreConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read or is not a configuration.
    case unreadable(String)
    /// The configuration sells nothing.
    case noProducts
    /// Two products share an id.
    case duplicateProduct(ProductID)
    /// A product costs less than nothing.
    case negativePrice(ProductID)
    /// The grace period is negative or longer than billing retry.
    case inconsistentBillingRetry(gracePeriodDays: Int, billingRetryDays: Int)

    public var description: String {
        switch self {
        case .unreadable(let reason):
            "The store configuration cannot be read: \(reason)"
        case .noProducts:
            "The store configuration lists no products: add at least one."
        case .duplicateProduct(let id):
            "The store configuration lists product '\(id)' twice: give each product its own id."
        case .negativePrice(let id):
            "Product '\(id)' has a negative price: prices are zero or more minor units."
        case .inconsistentBillingRetry(let grace, let retry):
            "The grace period (\(grace) days) must be zero or more and no longer than billing retry (\(retry) days)."
        }
    }
}
