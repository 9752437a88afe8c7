import CasinoKit

/// What a player asks of a blackjack table, as the browser sends it: a flat JSON object such as
/// `{"action": "bet", "amountCents": 2500}` or `{"action": "side-bet", "zone": "21+3", "amountCents": 500}`.
///
/// Decoding checks the amount (present, between one cent and ``CasinoKit/Money/largestAccepted``) and the zone;
/// a refusal travels as the underlying error of a `DecodingError.dataCorrupted` (`DecodingError.tableRefusal`):
/// codes `missing-amount`, `invalid-amount`, `unknown-zone`, `unknown-action`, `malformed-json`.
///
/// ```swift
/// let intent = try JSONDecoder().decode(BlackjackIntent.self, from: Data(#"{"action": "hit"}"#.utf8))
/// intent == .play(.hit)   // true
/// ```
public enum BlackjackIntent: Sendable, Hashable, Codable {
    /// Adds chips to the main bet, before the deal.
    case bet(Money)
    /// Adds chips to a side bet (`side-bet`, zone `perfect-pairs` or `21+3`), before the deal.
    case sideBet(SideBet, Money)
    /// Takes every pending bet back (`clear-bet`).
    case clearBet
    /// Deals a round on the pending bets.
    case deal
    /// Clears a settled round for the next (`next-round`).
    case nextRound
    /// Takes insurance of this amount.
    case insurance(Money)
    /// Declines insurance (`decline-insurance`).
    case declineInsurance
    /// Plays the active hand: `hit`, `stand`, `double`, `split`, `surrender`.
    case play(BlackjackAction)

    /// The action's wire name, e.g. `side-bet` or `hit`.
    public var code: String {
        switch self {
        case .bet: "bet"
        case .sideBet: "side-bet"
        case .clearBet: "clear-bet"
        case .deal: "deal"
        case .nextRound: "next-round"
        case .insurance: "insurance"
        case .declineInsurance: "decline-insurance"
        case .play(let action): action.rawValue
        }
    }

    /// Whether the intent puts chips on the table (a main or side bet).
    public var placesBet: Bool {
        switch self {
        case .bet, .sideBet: true
        default: false
        }
    }

    /// Whether the intent belongs to the next round (a bet, clearing bets, the deal, the next round): a table
    /// between rounds takes new settings first (``BlackjackTable/apply(_:balance:rules:limits:using:)``).
    public var opensRound: Bool {
        switch self {
        case .bet, .sideBet, .clearBet, .deal, .nextRound: true
        case .insurance, .declineInsurance, .play: false
        }
    }

    /// The intent the fields describe; refused with today's codes and messages.
    public init(_ fields: IntentFields) throws(TableRefusal) {
        switch fields.action {
        case "bet":
            self = .bet(try fields.amount())
        case "side-bet":
            let amount = try fields.amount()
            guard let bet = SideBet(rawValue: fields.zone ?? "") else {
                throw .badInput(
                    code: "unknown-zone",
                    message:
                        "'\(fields.zone ?? "")' is not a side bet; use \(SideBet.allCases.map(\.rawValue).joined(separator: " or "))."
                )
            }
            self = .sideBet(bet, amount)
        case "clear-bet":
            self = .clearBet
        case "deal":
            self = .deal
        case "next-round":
            self = .nextRound
        case "insurance":
            self = .insurance(try fields.amount())
        case "decline-insurance":
            self = .declineInsurance
        default:
            guard let action = BlackjackAction(rawValue: fields.action) else {
                throw .unknownAction(fields.action, game: "blackjack")
            }
            self = .play(action)
        }
    }

    /// The intent as its flat JSON fields.
    public var fields: IntentFields {
        switch self {
        case .bet(let amount), .insurance(let amount): IntentFields(action: code, amountCents: amount.cents)
        case .sideBet(let bet, let amount): IntentFields(action: code, amountCents: amount.cents, zone: bet.rawValue)
        case .clearBet, .deal, .nextRound, .declineInsurance, .play: IntentFields(action: code)
        }
    }

    public init(from decoder: any Decoder) throws {
        self = try IntentFields.decode(from: decoder) { fields throws(TableRefusal) in try BlackjackIntent(fields) }
    }

    public func encode(to encoder: any Encoder) throws {
        try fields.encode(to: encoder)
    }
}
