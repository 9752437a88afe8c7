import CasinoKit

/// What a player asks of a Xì Dách table, as the browser sends it: a flat JSON object such as
/// `{"action": "deal", "amountCents": 2500}` or `{"action": "save-match", "name": "Lan"}`.
///
/// Decoding checks the amount when one is given and that a save names the match; a refusal travels as the
/// underlying error of a `DecodingError.dataCorrupted` (`DecodingError.tableRefusal`): codes `invalid-amount`,
/// `invalid-name`, `unknown-action`, `malformed-json`. Which names are acceptable is the server's business.
public enum XiDachIntent: Sendable, Hashable, Codable {
    /// Deals a round, for money when a stake is given.
    case deal(stake: Money?)
    /// "Pick more": draws a card.
    case hit
    /// "Deal": ends the turn; the computer plays and the round settles.
    case stand
    /// Returns every card to the deck and reshuffles; the score is kept (`reset-match`).
    case resetMatch
    /// Saves the match's score to the leaderboard under `name` (`save-match`).
    case saveMatch(name: String)

    /// The action's wire name, e.g. `save-match`.
    public var code: String {
        switch self {
        case .deal: "deal"
        case .hit: XiDachAction.hit.rawValue
        case .stand: XiDachAction.stand.rawValue
        case .resetMatch: "reset-match"
        case .saveMatch: "save-match"
        }
    }

    /// Whether the intent puts money on the table (a deal with a stake).
    public var placesBet: Bool {
        if case .deal(let stake) = self { stake != nil } else { false }
    }

    /// Whether the intent starts afresh (a deal, a reset): a table between rounds takes new rules first
    /// (``XiDachTable/apply(_:balance:rules:limits:now:using:)``).
    public var opensRound: Bool {
        switch self {
        case .deal, .resetMatch: true
        case .hit, .stand, .saveMatch: false
        }
    }

    /// The intent the fields describe; refused with today's codes and messages.
    public init(_ fields: IntentFields) throws(TableRefusal) {
        switch fields.action {
        case "deal":
            self = .deal(stake: try fields.optionalAmount())
        case "hit":
            self = .hit
        case "stand":
            self = .stand
        case "reset-match":
            self = .resetMatch
        case "save-match":
            guard let name = fields.name else {
                throw .badInput(code: "invalid-name", message: "'save-match' needs a name.")
            }
            self = .saveMatch(name: name)
        default:
            throw .unknownAction(fields.action, game: "xidach")
        }
    }

    /// The intent as its flat JSON fields.
    public var fields: IntentFields {
        switch self {
        case .deal(let stake): IntentFields(action: code, amountCents: stake?.cents)
        case .hit, .stand, .resetMatch: IntentFields(action: code)
        case .saveMatch(let name): IntentFields(action: code, name: name)
        }
    }

    public init(from decoder: any Decoder) throws {
        self = try IntentFields.decode(from: decoder) { fields throws(TableRefusal) in try XiDachIntent(fields) }
    }

    public func encode(to encoder: any Encoder) throws {
        try fields.encode(to: encoder)
    }
}
