import AppServer
import CasinoKit
import Foundation
import XiDach

/// The Xì Dách match as the server serves it: the engine's table under the player's rules, and its view.
extension XiDachTable: GameTable {
    init(settings: PlayerSettings, dealer: CasinoDealer, using generator: inout some RandomNumberGenerator) throws {
        let rules = try settings.resolvedXiDachRules()
        if let shoe = dealer.stackedShoe(.xidach) {
            self.init(
                match: XiDachMatch(rules: rules, shoe: shoe), matchID: String(generator.next() as UInt64, radix: 16))
        } else {
            self.init(rules: rules, using: &generator)
        }
    }

    func matches(_ settings: PlayerSettings) -> Bool { settings.xiDachRules == rulesName }

    /// New rules start a new match (its score counted under the old ones).
    mutating func adopt(_ settings: PlayerSettings, using generator: inout some RandomNumberGenerator) throws {
        self = XiDachTable(rules: try settings.resolvedXiDachRules(), using: &generator)
    }

    mutating func apply(_ intent: GameIntent, context: TableContext, using generator: inout some RandomNumberGenerator)
        throws -> TableChange
    {
        guard case .xidach(var intent) = intent else { throw GameIntent.wrongTable }
        if case .saveMatch(let name) = intent {
            intent = .saveMatch(name: try PlayerName.validated(name, for: "match name"))
        }
        let outcome = try apply(
            intent, balance: context.balance, rules: context.settings.resolvedXiDachRules(),
            limits: context.settings.resolvedLimits(), now: context.now, using: &generator)
        return TableChange(outcome: outcome.table, savedMatch: outcome.savedMatch)
    }

    // MARK: View

    struct View: Encodable {
        struct Hand: Encodable {
            let cards: [String]
            /// The hand's stable code (`xiBan`, `xiDach`, `nguLinh`, `points`, `quac`); the page names it from the copy.
            let status: String?
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

        /// The rules' preset, by id (the page names it from the copy).
        struct Rules: Encodable {
            let id: String
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
        func hand(_ cards: [Card], hidden: Int, value: XiDachHandValue?) -> View.Hand {
            View.Hand(
                cards: cards.map(\.code) + Array(repeating: "??", count: hidden), status: value?.statusCode,
                total: value?.total)
        }
        let player = hand(round?.playerHand.cards ?? [], hidden: 0, value: round?.playerValue)
        let visibleComputer = round?.visibleComputerCards ?? []
        let hiddenComputer = (round?.computerHand.cards.count ?? 0) - visibleComputer.count
        let computerRevealed = finished || (round?.computerShowedSpecial ?? false)
        let computer = hand(
            visibleComputer, hidden: hiddenComputer, value: computerRevealed ? round?.computerValue : nil)
        var hint: View.Hint?
        if context.settings.showHints, match.isRoundInProgress, let advice = try? match.hint() {
            hint = View.Hint(
                action: advice.action.rawValue, hitValue: advice.hitExpectedValue, standValue: advice.standExpectedValue
            )
        }
        let limits = (try? context.settings.resolvedLimits()) ?? .default
        return TableView(
            View(
                phase: phase.rawValue, balanceCents: context.balance.cents, limits: LimitsView(limits),
                legalActions: legalIntents, rules: View.Rules(id: rulesName), player: player, computer: computer,
                outcome: outcome?.rawValue,
                score: View.Score(computerWins: match.score.computerWins, userWins: match.score.userWins),
                stakeCents: round?.stake?.cents, netCents: finished ? round?.playerNet?.cents : nil,
                stakesInPlayCents: stakesInPlay.cents,
                maximumStakeCents: largestStake(balance: context.balance, limits: limits).cents, hint: hint))
    }
}
