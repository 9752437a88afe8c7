/// Why a table refused an intent. A refused intent changes nothing: not the table, not the balance.
///
/// Each case says how a server answers it: ``badInput(code:message:)`` is the player's mistake in the request
/// itself (HTTP 400), ``notNow(code:message:)`` and ``insufficientFunds(message:)`` are intents the table's state
/// does not allow now (409), ``tooSoon(code:message:retryAfterSeconds:)`` asks the player to wait (429).
///
/// ```swift
/// throw TableRefusal.notNow(code: "bets-closed", message: "Bets are closed until this round is over.")
/// ```
public enum TableRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// The intent itself is wrong: a missing or invalid amount, an unknown action or zone, a bet outside the limits.
    case badInput(code: String, message: String)
    /// The intent is well formed but not legal in the table's current state.
    case notNow(code: String, message: String)
    /// The stakes are more than the balance can pay.
    case insufficientFunds(message: String)
    /// The intent comes too soon after the last one of its kind.
    case tooSoon(code: String, message: String, retryAfterSeconds: Int)

    /// A stable, machine-readable reason, e.g. `outside-limits` or `bets-closed`.
    public var code: String {
        switch self {
        case .badInput(let code, _), .notNow(let code, _), .tooSoon(let code, _, _): code
        case .insufficientFunds: "insufficient-funds"
        }
    }

    /// The message a player can act on.
    public var description: String {
        switch self {
        case .badInput(_, let message), .notNow(_, let message), .insufficientFunds(let message),
            .tooSoon(_, let message, _):
            message
        }
    }

    /// An engine's refusal of a well-formed intent: a bad input (code `refused`) or not legal now (code
    /// `illegal-action`).
    public static func refused(_ error: some Error & CustomStringConvertible, badInput: Bool = false) -> TableRefusal {
        badInput
            ? .badInput(code: "refused", message: error.description)
            : .notNow(code: "illegal-action", message: error.description)
    }

    /// An action the game does not have, e.g. `'fly' is not an action of blackjack.`
    public static func unknownAction(_ action: String, game: String) -> TableRefusal {
        .badInput(code: "unknown-action", message: "'\(action)' is not an action of \(game).")
    }
}

extension DecodingError {
    /// The refusal an intent's decoder attached to this error (as its underlying error), if any: what a server
    /// answers for a malformed intent.
    public var tableRefusal: TableRefusal? {
        switch self {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context):
            context.underlyingError as? TableRefusal
        @unknown default:
            nil
        }
    }
}
