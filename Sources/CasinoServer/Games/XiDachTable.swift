import AppServer
import CasinoKit
import Foundation
import XiDach

/// A player's Xì Dách match against the computer: the deck, the current round, the score and the stake.
struct XiDachTable: GameTable {
    var match: XiDachMatch
    var rulesName: String
    /// Names the match on the leaderboard, which keeps one entry (the best) per player and match.
    var matchID: String
    /// When the match was last saved to the leaderboard.
    var lastSavedAt: Date?

    /// The shortest time between two saves of a player's match.
    static let saveInterval: TimeInterval = 10

    init(settings: PlayerSettings, using generator: inout some RandomNumberGenerator) throws(APIError) {
        let rules = try settings.resolvedXiDachRules()
        match = XiDachMatch(rules: rules, using: &generator)
        rulesName = rules.name
        matchID = String(generator.next() as UInt64, radix: 16)
    }

    /// Reads a stored table; a table stored before matches had ids is one match of its own.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        match = try container.decode(XiDachMatch.self, forKey: .match)
        rulesName = try container.decode(String.self, forKey: .rulesName)
        matchID = try container.decodeIfPresent(String.self, forKey: .matchID) ?? "before-ids"
        lastSavedAt = try container.decodeIfPresent(Date.self, forKey: .lastSavedAt)
    }

    var isBetweenRounds: Bool { !match.isRoundInProgress }

    var isPlayerTurn: Bool { match.isRoundInProgress }

    var stakesInPlay: Money { match.isRoundInProgress ? match.round?.stake ?? .zero : .zero }

    func matches(_ settings: PlayerSettings) -> Bool { settings.xiDachRules == rulesName }

    /// New rules start a new match (its score counted under the old ones).
    mutating func adopt(_ settings: PlayerSettings, using generator: inout some RandomNumberGenerator) throws(APIError) {
        self = try XiDachTable(settings: settings, using: &generator)
    }

    mutating func apply(_ intent: Intent, context: TableContext, using generator: inout some RandomNumberGenerator)
        throws(APIError) -> TableOutcome
    {
        if isBetweenRounds, !matches(context.settings), ["deal", "reset-match"].contains(intent.action) {
            try adopt(context.settings, using: &generator)
        }
        var match = self.match
        var outcome = TableOutcome()
        switch intent.action {
        case "deal":
            let stake = try intent.amountCents.map { _ throws(APIError) in try intent.amount() }
            if let stake {
                let limits = try context.settings.resolvedLimits()
                do throws(TableLimitError) {
                    try limits.validate(bet: stake, balance: context.balance)
                } catch {
                    throw refusal(error, badInput: { if case .aboveBalance = error { false } else { true } }())
                }
            }
            do {
                try match.startRound(stake: stake, using: &generator)
            } catch {
                throw refusal(error)
            }
            outcome.debit = stake ?? .zero
        case "hit", "stand":
            guard let action = XiDachAction(rawValue: intent.action) else { throw unknownAction(intent, game: .xidach) }
            do {
                try match.perform(action, using: &generator)
            } catch {
                throw refusal(error)
            }
        case "reset-match":
            do {
                try match.resetMatch(using: &generator)
            } catch {
                throw refusal(error)
            }
        case "save-match":
            let name = try PlayerName.validated(intent.name, for: "match name")
            guard !match.isRoundInProgress else { throw .conflict("Finish the round before saving the match.", code: "round-in-progress") }
            if let lastSavedAt, context.now.timeIntervalSince(lastSavedAt) < Self.saveInterval {
                let wait = Int((Self.saveInterval - context.now.timeIntervalSince(lastSavedAt)).rounded(.up))
                var error = APIError(.tooManyRequests, "too-many-saves", "The match was just saved; save it again in \(wait) s.")
                error.headers[.retryAfter] = String(wait)
                throw error
            }
            lastSavedAt = context.now
            outcome.savedMatch = SavedMatch(matchID: matchID, name: name, score: match.score)
        default:
            throw unknownAction(intent, game: .xidach)
        }
        // A round that finished with this intent (a deal never finishes one: even a special hand stands) settles now.
        if self.match.isRoundInProgress, let round = match.round, let result = round.result {
            let stake = round.stake ?? .zero
            let net = round.playerNet ?? .zero
            outcome.credit = stake + net
            outcome.settled = SettledRound(
                stake: stake, net: net,
                detail: "player \(round.playerHand.cards.map(\.code).joined(separator: " ")); "
                    + "computer \(round.computerHand.cards.map(\.code).joined(separator: " ")); \(result.outcome.rawValue)")
        }
        self.match = match
        return outcome
    }

    // MARK: View

    struct View: Encodable {
        struct Hand: Encodable {
            let cards: [String]
            let status: String?
            let statusVietnamese: String?
            let total: Int?
        }

        struct Score: Encodable {
            let computerWins: Int
            let userWins: Int
        }

        struct Hint: Encodable {
            let action: String
            let hitValue: Double?
            let standValue: Double?
        }

        struct Rules: Encodable {
            let name: String
        }

        let game = "xidach"
        let phase: String
        let balanceCents: Int
        let limits: LimitsView
        let legalActions: [String]
        let rules: Rules
        let player: Hand
        let computer: Hand
        let outcome: String?
        let score: Score
        let scoreLine: String
        let stakeCents: Int?
        let netCents: Int?
        let stakesInPlayCents: Int
        /// The largest stake the next round takes: within the table maximum and the balance.
        let maximumStakeCents: Int
        let hint: Hint?
    }

    func view(context: TableContext) -> TableView {
        let round = match.round
        let finished = round?.isFinished ?? false
        let phase = round == nil ? "idle" : (finished ? "finished" : "player-turn")
        func hand(_ cards: [Card], hidden: Int, value: XiDachHandValue?) -> View.Hand {
            View.Hand(
                cards: cards.map(\.code) + Array(repeating: "??", count: hidden), status: value.map(\.asciiName),
                statusVietnamese: value.map(\.vietnameseName), total: value.map(Self.total(of:)))
        }
        let player = hand(round?.playerHand.cards ?? [], hidden: 0, value: round?.playerValue)
        let visibleComputer = round?.visibleComputerCards ?? []
        let hiddenComputer = (round?.computerHand.cards.count ?? 0) - visibleComputer.count
        let computerRevealed = finished || (round?.computerShowedSpecial ?? false)
        let computer = hand(visibleComputer, hidden: hiddenComputer, value: computerRevealed ? round?.computerValue : nil)
        var legal = match.legalActions.map(\.rawValue)
        if !match.isRoundInProgress { legal = ["deal", "reset-match", "save-match"] }
        var hint: View.Hint?
        if context.settings.showHints, match.isRoundInProgress, let advice = try? match.hint() {
            hint = View.Hint(action: advice.action.rawValue, hitValue: advice.hitExpectedValue, standValue: advice.standExpectedValue)
        }
        let limits = (try? context.settings.resolvedLimits()) ?? .default
        return TableView(View(
            phase: phase, balanceCents: context.balance.cents, limits: LimitsView(limits), legalActions: legal,
            rules: View.Rules(name: rulesName), player: player, computer: computer,
            outcome: round?.result.map { $0.outcome == .playerWins ? "player" : $0.outcome == .computerWins ? "computer" : "push" },
            score: View.Score(computerWins: match.score.computerWins, userWins: match.score.userWins),
            scoreLine: match.score.description, stakeCents: round?.stake?.cents,
            netCents: finished ? round?.playerNet?.cents : nil, stakesInPlayCents: stakesInPlay.cents,
            maximumStakeCents: match.isRoundInProgress ? 0 : min(limits.maximum, context.balance).cents, hint: hint))
    }

    static func total(of value: XiDachHandValue) -> Int {
        switch value {
        case .xiBan, .xiDach: 21
        case .nguLinh(let total), .points(let total), .quac(let total): total
        }
    }
}
