import Foundation
import Subscriptions

/// Where BowlerTrax Pro is kept in the shared database: the local store's accounts (each its own JSON document, saved
/// only over the revision it was read at), each player's link and paywall answers, and the operator's controls.
/// ``DatabaseProStore`` keeps them (on SQLite or PostgreSQL); a test puts a failing one in its place.
protocol ProStore: Sendable {
    // MARK: Players

    /// The player's Pro row; a fresh one if they never touched Pro.
    func player(_ player: Int64) async throws -> ProPlayerRecord
    /// Saves the player's paywall answers, keeping their link.
    func savePaywall(of player: Int64, shown: Bool, skipped: Bool) async throws
    /// Remembers the player's last purchase: its `Idempotency-Key` and its answer as JSON.
    func rememberPurchase(of player: Int64, key: String, result: String) async throws
    /// The player's linked account; a new empty one (its id a new restore code) linked to them if they have none.
    func accountCreatingIfNeeded(of player: Int64) async throws -> StoreAccountID
    /// Links the existing account `id` to the player (replacing any other link) at `now`, unless the account is
    /// already linked to `limit` other players or does not exist.
    func link(_ player: Int64, to id: StoreAccountID, limit: Int, at now: Date) async throws -> AccountLink
    /// The players linked to account `id` by its restore code, oldest link first.
    func codeLinks(of id: StoreAccountID) async throws -> [ProPlayerRecord]
    /// Ends the link `linkID` to account `id`: that player no longer has the account. False if there is none.
    func unlink(_ linkID: String, from id: StoreAccountID) async throws -> Bool

    // MARK: Accounts

    /// The account `id` as stored, with the revision to save it over; nil if there is none.
    func account(_ id: StoreAccountID) async throws -> (account: StoreAccount, revision: Int)?
    /// Saves `account` if it is still at `revision`; false if another request saved it meanwhile.
    func save(_ account: StoreAccount, over revision: Int) async throws -> Bool

    // MARK: The operator's controls

    /// The store-wide controls; empty ones until the operator sets any.
    func controls() async throws -> StoreControlRecord
    /// Makes the next purchase, whoever makes it, end with `outcome`.
    func setNextPurchaseOutcome(_ outcome: PurchaseOutcome) async throws
    /// Takes the next purchase's outcome if the operator set one: only one purchase gets it.
    func takeNextPurchaseOutcome() async throws -> PurchaseOutcome?
    /// Makes every account's renewals succeed or fail from now on.
    func setRenewalBilling(succeeds: Bool) async throws
}

/// What ``ProStore/link(_:to:limit:)`` did.
enum AccountLink: Equatable, Sendable {
    case linked
    case unknownAccount
    /// The account is already linked to as many players as a restore code may serve.
    case tooManyLinks
}

extension StoreAccount {
    /// The account as a stored document: JSON with sorted keys, so it reads the same after a round trip.
    func storedJSON() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// The account a stored document holds.
    init(storedJSON: String) throws {
        self = try JSONDecoder().decode(StoreAccount.self, from: Data(storedJSON.utf8))
    }
}
