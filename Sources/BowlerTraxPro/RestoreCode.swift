import AppServer
import Subscriptions

/// The secret that names a store account: 128 random bits (``SecureToken``), shown to the player as eight groups of
/// four upper-case hex digits (`1A2B-3C4D-…`) and read back whatever its case, dashes or spaces.
///
/// The platform has no login across browsers, so the code is how a player restores Pro on another browser: whoever
/// holds it shares the account. A real payment provider authenticates its own account instead (its customer id
/// behind a sign-in); the server would then link the provider's account id where it links this code.
struct RestoreCode: Hashable, Sendable, CustomStringConvertible {
    /// The account id: 32 lower-case hex digits.
    let accountID: StoreAccountID

    /// A new random code.
    static func make() -> RestoreCode {
        RestoreCode(accountID: StoreAccountID(SecureToken.make()))
    }

    /// The code `text` as a player typed it, or `nil` if it cannot be one.
    init?(_ text: String) {
        guard let digits = SecureToken.typed(text) else { return nil }
        accountID = StoreAccountID(digits)
    }

    init(accountID: StoreAccountID) {
        self.accountID = accountID
    }

    /// `1A2B-3C4D-5E6F-…`: what the player copies.
    var description: String { SecureToken.grouped(accountID.rawValue) }
}
