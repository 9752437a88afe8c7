/// What the server tells the screens about Pro: wait for the answer, unlock, or treat as free.
public enum EntitlementAccess: String, Sendable, Hashable, Codable, CaseIterable {
    /// The store has not answered yet (within the timeout): show neither the paywall nor Pro.
    case loading
    /// Pro is unlocked.
    case entitled
    /// Pro is locked.
    case notEntitled
}
