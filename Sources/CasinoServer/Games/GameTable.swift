import AppServer
import CasinoKit
import Foundation
import Hummingbird
import XiDach

/// One intent from the browser, e.g. `{"action": "bet", "amountCents": 2500}`.
struct Intent: Decodable, Sendable {
    var action: String
    var amountCents: Int?
    var zone: String?
    var name: String?

    /// The amount, which must be present, positive and at most ``Money/largestAccepted``.
    func amount() throws(APIError) -> Money {
        guard let amountCents else { throw .badRequest("'\(action)' needs an amountCents.", code: "missing-amount") }
        guard (1...Money.largestAccepted.cents).contains(amountCents) else {
            throw .badRequest(
                "amountCents must be between 1 and \(Money.largestAccepted.cents), not \(amountCents).", code: "invalid-amount")
        }
        return Money(cents: amountCents)
    }
}

/// What the table needs to know about the player for one request.
struct TableContext: Sendable {
    var balance: Money
    var settings: PlayerSettings
    /// The time of the request.
    var now: Date
}

/// What an intent did to the player's money and records, applied in the same transaction as the table.
struct TableOutcome: Sendable {
    /// Stakes put on the table now (taken from the balance).
    var debit = Money.zero
    /// Stakes and winnings returned now.
    var credit = Money.zero
    /// A round that settled now, to be written once.
    var settled: SettledRound?
    /// A match score to save to the leaderboard.
    var savedMatch: SavedMatch?
}

/// A settled round as it is recorded.
struct SettledRound: Sendable {
    var stake: Money
    var net: Money
    var detail: String
}

/// A Xi Dach match score to save: the player's entry for `matchID` on the leaderboard, kept if it rates better
/// than the one saved before.
struct SavedMatch: Sendable {
    var matchID: String
    var name: String
    var score: XiDachScore
}

/// A player's table for one game, persisted as JSON between requests.
protocol GameTable: Codable, Sendable {
    /// A fresh table under the player's settings.
    init(settings: PlayerSettings, using generator: inout some RandomNumberGenerator) throws(APIError)
    /// Whether no round is in progress, so the table may be rebuilt under new settings (and bets are open).
    var isBetweenRounds: Bool { get }
    /// Whether the player is choosing how to play their hand.
    var isPlayerTurn: Bool { get }
    /// The money the round in progress has taken from the balance that no settled round records yet: its stakes,
    /// less what side bets already paid at the deal. Balance = starting balance + settled nets + refills - this.
    var stakesInPlay: Money { get }
    /// Whether the table was built under these settings.
    func matches(_ settings: PlayerSettings) -> Bool
    /// The table under new settings (rules, limits): a new shoe or match, keeping the pending bets that still fit.
    /// Tables between rounds adopt new settings when they are chosen; a round in progress finishes under its own,
    /// and its table adopts them when the next round opens (a bet, a deal, the next round).
    mutating func adopt(_ settings: PlayerSettings, using generator: inout some RandomNumberGenerator) throws(APIError)
    /// Applies one intent; throws, changing nothing, when it is malformed or not legal now.
    mutating func apply(_ intent: Intent, context: TableContext, using generator: inout some RandomNumberGenerator)
        throws(APIError) -> TableOutcome
    /// The state the browser renders, without hidden information.
    func view(context: TableContext) -> TableView
}

/// The limits as the browser sees them.
struct LimitsView: Encodable {
    let id: String
    let name: String
    let minimumCents: Int
    let maximumCents: Int

    init(_ limits: TableLimits) {
        id = limits.id
        name = limits.name
        minimumCents = limits.minimum.cents
        maximumCents = limits.maximum.cents
    }
}

/// A table's view, whichever the game, as the response encoder writes it.
struct TableView: ResponseEncodable, Sendable {
    let content: any Encodable & Sendable

    init(_ content: any Encodable & Sendable) {
        self.content = content
    }

    func encode(to encoder: any Encoder) throws {
        try content.encode(to: encoder)
    }
}

/// Turns an engine's refusal into a 409 (not legal now) or, for bets outside the limits, a 400.
func refusal(_ error: some Error & CustomStringConvertible, badInput: Bool = false) -> APIError {
    badInput ? .badRequest(error.description, code: "refused") : .conflict(error.description, code: "illegal-action")
}

func unknownAction(_ intent: Intent, game: Game) -> APIError {
    .badRequest("'\(intent.action)' is not an action of \(game.rawValue).", code: "unknown-action")
}
