/// Everything ``LocalSubscriptionStore`` holds: one ``StoreAccount`` per account id.
///
/// `Codable` as one JSON object keyed by account id; each account is also a document of its own.
public struct LocalStoreState: Sendable, Hashable, Codable {
    /// The accounts that ever bought or were set up, by id.
    public internal(set) var accounts: [StoreAccountID: StoreAccount]

    /// A store with `accounts` (for example read back from disk).
    public init(accounts: [StoreAccount] = []) {
        self.accounts = Dictionary(accounts.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    }
}
