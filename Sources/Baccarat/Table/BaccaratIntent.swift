import CasinoKit

/// What a player asks of a baccarat table, as the browser sends it: a flat JSON object such as
/// `{"action": "bet", "zone": "banker", "amountCents": 2500}`.
///
/// Decoding checks the amount and the zone; a refusal travels as the underlying error of a
/// `DecodingError.dataCorrupted` (`DecodingError.tableRefusal`): codes `missing-amount`, `invalid-amount`,
/// `unknown-zone`, `unknown-action`, `malformed-json`.
public enum BaccaratIntent: Sendable, Hashable, Codable {
    /// Adds chips to a zone.
    case bet(BaccaratBet, Money)
    /// Takes the bets of the round not yet dealt back (`clear-bets`).
    case clearBets
    /// Deals the coup and settles it.
    case deal
    /// Clears the dealt coup (`next-round`).
    case nextRound

    /// The action's wire name, e.g. `clear-bets`.
    public var code: String {
        switch self {
        case .bet: "bet"
        case .clearBets: "clear-bets"
        case .deal: "deal"
        case .nextRound: "next-round"
        }
    }

    /// Whether the intent puts chips on the table.
    public var placesBet: Bool {
        if case .bet = self { true } else { false }
    }

    /// The intent the fields describe; refused with today's codes and messages.
    public init(_ fields: IntentFields) throws(TableRefusal) {
        switch fields.action {
        case "bet":
            let amount = try fields.amount()
            guard let zone = fields.zone.flatMap(BaccaratBet.init(rawValue:)) else {
                throw .badInput(
                    code: "unknown-zone",
                    message: "Bet on one of: \(BaccaratBet.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            self = .bet(zone, amount)
        case "clear-bets":
            self = .clearBets
        case "deal":
            self = .deal
        case "next-round":
            self = .nextRound
        default:
            throw .unknownAction(fields.action, game: "baccarat")
        }
    }

    /// The intent as its flat JSON fields.
    public var fields: IntentFields {
        switch self {
        case .bet(let zone, let amount): IntentFields(action: code, amountCents: amount.cents, zone: zone.rawValue)
        case .clearBets, .deal, .nextRound: IntentFields(action: code)
        }
    }

    public init(from decoder: any Decoder) throws {
        self = try IntentFields.decode(from: decoder) { fields throws(TableRefusal) in try BaccaratIntent(fields) }
    }

    public func encode(to encoder: any Encoder) throws {
        try fields.encode(to: encoder)
    }
}
