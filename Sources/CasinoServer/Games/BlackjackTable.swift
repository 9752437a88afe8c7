import AppServer
import Basics
import Blackjack
import CasinoKit
import Foundation
import Synchronization

/// The blackjack table as the server serves it: the engine's table under the player's settings, and its view.
extension BlackjackTable: GameTable {
    init(settings: PlayerSettings, dealer: CasinoDealer, using generator: inout some RandomNumberGenerator) throws {
        let rules = try settings.resolvedBlackjackRules()
        let limits = try settings.resolvedLimits()
        if let shoe = dealer.stackedShoe(.blackjack) {
            try self.init(rules: rules, limits: limits, shoe: shoe)
        } else {
            try self.init(rules: rules, limits: limits, using: &generator)
        }
    }

    func matches(_ settings: PlayerSettings) -> Bool {
        settings.blackjackRules == rules.name && settings.tableLimits == limits.id
    }

    mutating func adopt(_ settings: PlayerSettings, using generator: inout some RandomNumberGenerator) throws {
        self = try adopting(
            rules: settings.resolvedBlackjackRules(), limits: settings.resolvedLimits(), using: &generator)
    }

    mutating func apply(_ intent: GameIntent, context: TableContext, using generator: inout some RandomNumberGenerator)
        throws -> TableChange
    {
        guard case .blackjack(let intent) = intent else { throw GameIntent.wrongTable }
        return TableChange(
            outcome: try apply(
                intent, balance: context.balance, rules: context.settings.resolvedBlackjackRules(),
                limits: context.settings.resolvedLimits(), using: &generator))
    }

    // MARK: View

    struct View: Encodable {
        /// The rules' preset, by id (the page names and summarises it from the copy).
        struct Rules: Encodable {
            let id: String
        }

        struct Hand: Encodable {
            let cards: [String]
            let total: Int
            let soft: Bool
            let stakeCents: Int
            let doubled: Bool
            let surrendered: Bool
            let active: Bool
            let outcome: String?
            let netCents: Int?
        }

        struct Dealer: Encodable {
            let cards: [String]
            let total: Int?
        }

        struct Hint: Encodable {
            let action: String
            let values: [String: Double]
        }

        struct SideBetView: Encodable {
            let bet: String
            let stakeCents: Int
            let winningHand: String?
            let netCents: Int?
        }

        struct SideBetOption: Encodable {
            struct Payout: Encodable {
                let hand: String
                let odds: Int
            }

            let bet: String
            let payTable: [Payout]
        }

        struct Count: Encodable {
            let running: Int
            let trueCount: Double?

            enum CodingKeys: String, CodingKey {
                case running
                case trueCount = "true"
            }
        }

        let game = "blackjack"
        let phase: String
        let balanceCents: Int
        let limits: LimitsView
        let legalActions: [String]
        let rules: Rules
        let pendingBetCents: Int
        /// The side bets settled this round, or before the deal the chips on them.
        let sideBets: [SideBetView]
        /// The chips on the side bets for the next deal.
        let pendingSideBets: [SideBetView]
        /// The pay tables, encoded once (``EncodedJSON``).
        let sideBetOptions: EncodedJSON
        let hands: [Hand]
        let dealer: Dealer
        let hint: Hint?
        let count: Count?
        let insuranceMaxCents: Int?
        let netCents: Int?
        let stakesInPlayCents: Int
        /// The most the main bet (`main`) and each side bet take now: within the table maximum and the balance.
        let maximumBetCents: [String: Int]
    }

    func view(context: TableContext) -> TableView {
        let settlement = round.settlement
        let hands = round.playerHands.enumerated().map { index, playerHand in
            View.Hand(
                cards: playerHand.hand.cards.map(\.code), total: playerHand.hand.total, soft: playerHand.hand.isSoft,
                stakeCents: playerHand.stake.cents, doubled: playerHand.isDoubled,
                surrendered: playerHand.isSurrendered,
                active: index == round.activeHandIndex && round.phase == .playerTurn,
                outcome: settlement.map { $0.hands[index].outcome.rawValue },
                netCents: settlement.map { $0.hands[index].net.cents })
        }
        let visible = round.visibleDealerCards
        let hidden = max(0, round.dealerHand.cards.count - visible.count)
        let dealer = View.Dealer(
            cards: visible.map(\.code) + Array(repeating: "??", count: hidden),
            total: round.phase == .settled ? round.dealerHand.total : nil)
        var hint: View.Hint?
        if context.settings.showHints, let advice = context.advisors.hint(for: self) {
            var named: [String: Double] = [:]
            for (action, value) in advice.values { named[action.rawValue] = value }
            hint = View.Hint(action: advice.action.rawValue, values: named)
        }
        var count: View.Count?
        if context.settings.showCount {
            count = View.Count(running: visibleCount.runningCount, trueCount: visibleCount.trueCount)
        }
        let pending = SideBet.allCases.compactMap { bet in
            pendingSideBets[bet].map {
                View.SideBetView(bet: bet.rawValue, stakeCents: $0.cents, winningHand: nil, netCents: nil)
            }
        }
        let settledSideBets = sideBetResults.map {
            View.SideBetView(
                bet: $0.bet.rawValue, stakeCents: $0.stake.cents, winningHand: $0.winningHand?.rawValue,
                netCents: $0.net.cents)
        }
        return TableView(
            View(
                phase: phase.rawValue, balanceCents: context.balance.cents, limits: LimitsView(limits),
                legalActions: legalIntents, rules: View.Rules(id: rules.name),
                pendingBetCents: pendingBet.cents, sideBets: round.phase == .betting ? pending : settledSideBets,
                pendingSideBets: pending, sideBetOptions: Self.sideBetOptions, hands: hands, dealer: dealer, hint: hint,
                count: count, insuranceMaxCents: phase == .insurance ? maximumInsurance?.cents : nil,
                netCents: settlement?.netChange.cents, stakesInPlayCents: stakesInPlay.cents,
                maximumBetCents: largestBets(balance: context.balance).mapValues(\.cents)))
    }

    /// The side bets and their pay tables, as the page shows them.
    fileprivate static let sideBetOptions = EncodedJSON(
        SideBet.allCases.map { bet in
            View.SideBetOption(
                bet: bet.rawValue, payTable: bet.payTable.map { .init(hand: $0.rawValue, odds: $0.odds) })
        })
}

/// The table as stored, written straight into its JSON text with every action: byte for byte what its `Codable`
/// conformance writes (the answer-bytes tests read stored tables back and hold the two together), which stays the
/// way stored tables are read.
extension BlackjackTable {
    func storedState() throws -> Data {
        var writer = JSONWriter()
        try writeStoredState(to: &writer)
        return Data(writer.bytes)
    }

    private func writeStoredState(to writer: inout JSONWriter) throws {
        writer.openObject()
        writer.key("counter")
        writer.openObject()
        writer.key("cardsSeen")
        writer.int(counter.cardsSeen)
        writer.key("decks")
        writer.int(counter.decks)
        writer.key("runningCount")
        writer.int(counter.runningCount)
        writer.closeObject()
        writer.key("pendingBet")
        writer.int(pendingBet.cents)
        // A dictionary not keyed by strings is a flat array of its keys and values, in the dictionary's order.
        writer.key("pendingSideBets")
        writer.openArray()
        for (bet, stake) in pendingSideBets {
            writer.string(bet.rawValue)
            writer.int(stake.cents)
        }
        writer.closeArray()
        writer.key("round")
        try Self.write(round, to: &writer)
        writer.key("shoe")
        writer.openObject()
        writer.key("cards")
        writer.base64(shoe.storedCards)
        writer.key("decks")
        writer.int(shoe.decks)
        writer.key("nextIndex")
        writer.int(shoe.dealt)
        writer.key("penetration")
        try writer.double(shoe.penetration)
        writer.closeObject()
        writer.key("sideBetResults")
        writer.openArray()
        for result in sideBetResults {
            writer.openObject()
            writer.key("bet")
            writer.string(result.bet.rawValue)
            writer.key("net")
            writer.int(result.net.cents)
            writer.key("stake")
            writer.int(result.stake.cents)
            if let winningHand = result.winningHand {
                writer.key("winningHand")
                writer.string(winningHand.rawValue)
            }
            writer.closeObject()
        }
        writer.closeArray()
        writer.closeObject()
    }

    private static func write(_ round: BlackjackRound, to writer: inout JSONWriter) throws {
        writer.openObject()
        if let bet = round.bet {
            writer.key("bet")
            writer.int(bet.cents)
        }
        writer.key("dealerHand")
        write(round.dealerHand, to: &writer)
        if let insurance = round.insurance {
            writer.key("insurance")
            writer.int(insurance.cents)
        }
        writer.key("limits")
        try writePreset(round.limits, to: &writer)
        writer.key("phase")
        writer.string(round.phase.rawValue)
        writer.key("playerHands")
        writer.openArray()
        for playerHand in round.playerHands {
            writer.openObject()
            writer.key("hand")
            write(playerHand.hand, to: &writer)
            writer.key("isDoubled")
            writer.bool(playerHand.isDoubled)
            writer.key("isFinished")
            writer.bool(playerHand.isFinished)
            writer.key("isSurrendered")
            writer.bool(playerHand.isSurrendered)
            writer.key("stake")
            writer.int(playerHand.stake.cents)
            writer.closeObject()
        }
        writer.closeArray()
        writer.key("rules")
        try writePreset(round.rules, to: &writer)
        writer.key("startingBalance")
        writer.int(round.startingBalance.cents)
        writer.closeObject()
    }

    private static func write(_ hand: BlackjackHand, to writer: inout JSONWriter) {
        writer.openObject()
        writer.key("cards")
        writer.openArray()
        for card in hand.cards { writer.string(card.code) }
        writer.closeArray()
        writer.key("isFromSplit")
        writer.bool(hand.isFromSplit)
        writer.closeObject()
    }

    /// A preset by its name, other settings in full.
    private static func writePreset(_ settings: some StoredByPresetName & Encodable, to writer: inout JSONWriter)
        throws
    {
        if let name = settings.storedName {
            writer.string(name)
        } else {
            try writer.encode(settings)
        }
    }
}

/// The view written straight into its JSON text, keys sorted, as every action answers with it; `Encodable` gives the
/// same bytes (the answer-bytes tests hold the two together).
extension BlackjackTable.View: JSONTextWritable {
    func writeJSON(to writer: inout JSONWriter) throws {
        writer.openObject()
        writer.key("balanceCents")
        writer.int(balanceCents)
        if let count {
            writer.key("count")
            writer.openObject()
            writer.key("running")
            writer.int(count.running)
            if let trueCount = count.trueCount {
                writer.key("true")
                try writer.double(trueCount)
            }
            writer.closeObject()
        }
        writer.key("dealer")
        writer.openObject()
        writer.key("cards")
        writer.strings(dealer.cards)
        if let total = dealer.total {
            writer.key("total")
            writer.int(total)
        }
        writer.closeObject()
        writer.key("game")
        writer.string(game)
        writer.key("hands")
        writer.openArray()
        for hand in hands { hand.write(to: &writer) }
        writer.closeArray()
        if let hint {
            writer.key("hint")
            writer.openObject()
            writer.key("action")
            writer.string(hint.action)
            writer.key("values")
            try writer.object(hint.values)
            writer.closeObject()
        }
        if let insuranceMaxCents {
            writer.key("insuranceMaxCents")
            writer.int(insuranceMaxCents)
        }
        writer.key("legalActions")
        writer.strings(legalActions)
        writer.key("limits")
        writer.openObject()
        writer.key("id")
        writer.string(limits.id)
        writer.key("maximumCents")
        writer.int(limits.maximumCents)
        writer.key("minimumCents")
        writer.int(limits.minimumCents)
        writer.closeObject()
        writer.key("maximumBetCents")
        writer.object(maximumBetCents)
        if let netCents {
            writer.key("netCents")
            writer.int(netCents)
        }
        writer.key("pendingBetCents")
        writer.int(pendingBetCents)
        writer.key("pendingSideBets")
        Self.write(pendingSideBets, to: &writer)
        writer.key("phase")
        writer.string(phase)
        writer.key("rules")
        writer.openObject()
        writer.key("id")
        writer.string(rules.id)
        writer.closeObject()
        writer.key("sideBetOptions")
        try writer.encode(sideBetOptions)
        writer.key("sideBets")
        Self.write(sideBets, to: &writer)
        writer.key("stakesInPlayCents")
        writer.int(stakesInPlayCents)
        writer.closeObject()
    }

    private static func write(_ sideBets: [SideBetView], to writer: inout JSONWriter) {
        writer.openArray()
        for sideBet in sideBets {
            writer.openObject()
            writer.key("bet")
            writer.string(sideBet.bet)
            if let netCents = sideBet.netCents {
                writer.key("netCents")
                writer.int(netCents)
            }
            writer.key("stakeCents")
            writer.int(sideBet.stakeCents)
            if let winningHand = sideBet.winningHand {
                writer.key("winningHand")
                writer.string(winningHand)
            }
            writer.closeObject()
        }
        writer.closeArray()
    }
}

extension BlackjackTable.View.Hand {
    fileprivate func write(to writer: inout JSONWriter) {
        writer.openObject()
        writer.key("active")
        writer.bool(active)
        writer.key("cards")
        writer.strings(cards)
        writer.key("doubled")
        writer.bool(doubled)
        if let netCents {
            writer.key("netCents")
            writer.int(netCents)
        }
        if let outcome {
            writer.key("outcome")
            writer.string(outcome)
        }
        writer.key("soft")
        writer.bool(soft)
        writer.key("stakeCents")
        writer.int(stakeCents)
        writer.key("surrendered")
        writer.bool(surrendered)
        writer.key("total")
        writer.int(total)
        writer.closeObject()
    }
}

/// One strategy advisor per rule set, shared by the casino's requests (each advisor memoizes its expected values),
/// kept in the server's one cache type; each advisor has its own lock, so tables of different rules never wait on
/// each other.
final class StrategyAdvisors: Sendable {
    private let advisors = BoundedCache<BlackjackRules, Advisor>(capacity: 64)

    private final class Advisor: Sendable {
        let strategy: Mutex<StrategyAdvisor>

        init(_ rules: BlackjackRules) {
            strategy = Mutex(StrategyAdvisor(rules: rules))
        }
    }

    /// The best play of the table's active hand, and the value of each legal one; `nil` outside the player's turn.
    func hint(for table: BlackjackTable) -> BlackjackTable.Hint? {
        guard table.isPlayerTurn else { return nil }
        let advisor = advisors.retain(table.rules) { Advisor(table.rules) }
        defer { advisors.release(table.rules) }
        return advisor.strategy.withLock { table.hint(using: &$0) }
    }
}
