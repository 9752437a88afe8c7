import AppServer
import Foundation

/// A player's BowlerTrax Pro: the store account linked to them (their own, or one they restored with its code) and
/// their paywall answers (``RootScreen``'s `paywallShown` and `paywallSkipped`).
struct ProPlayerRecord: SQLRecord {
    static let table = "bowler_pro_player"

    var playerID: Int64
    var accountID: String?
    var paywallShown: Bool
    var paywallSkipped: Bool
    /// The account was linked with its restore code from another browser: this browser uses Pro but does not manage
    /// it (only the buyer's browser changes its renewal).
    var linkedByCode = false
    /// A browser linked by code: the link's own id (random, shown to the buyer to revoke it) and when it was made.
    var linkID: String? = nil
    var linkedAt: Date? = nil
    /// The `Idempotency-Key` of the player's last purchase and its answer (`PurchaseResult` as JSON): a retry under the
    /// key gets that answer again instead of buying twice or a 409.
    var purchaseKey: String? = nil
    var purchaseResult: String? = nil

    /// A player who never saw the paywall nor bought anything.
    static func fresh(_ player: Int64) -> ProPlayerRecord {
        ProPlayerRecord(playerID: player, accountID: nil, paywallShown: false, paywallSkipped: false)
    }
}

/// The operator's store-wide controls of the local store (one row): how the next purchase (anyone's) ends, and
/// whether renewals' billing succeeds; `nil` leaves the store configuration's default.
struct StoreControlRecord: Sendable {
    static let onlyID: Int64 = 1

    var id: Int64 = onlyID
    var nextPurchaseOutcome: String?
    var renewalBillingSucceeds: Bool?
}

extension ProPlayerRecord {
    /// The columns the record is read from.
    static let columns = """
        player_id, account_id, paywall_shown, paywall_skipped, linked_by_code, link_id, linked_at, purchase_key, \
        purchase_result
        """

}
