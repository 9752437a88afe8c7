import AppServer
import Blackjack
import CasinoKit
import Foundation

/// A player's blackjack table: the shoe, the round, the pending bet and side bets, and the Hi-Lo count of
/// earlier rounds.
struct BlackjackTable: GameTable {
    var shoe: Shoe
    var round: BlackjackRound
    /// Chips in the betting zone before the deal.
    var pendingBet = Money.zero
    /// Chips on the side bets before the deal; like the main bet, they stay for the next round.
    var pendingSideBets: [SideBet: Money] = [:]
    /// The side bets of the current round, settled at the deal.
    var sideBetResults: [SideBetResult] = []
    /// The Hi-Lo count of the rounds before the current one, since the last shuffle.
    var counter: HiLoCounter

    init(settings: PlayerSettings, using generator: inout some RandomNumberGenerator) throws(APIError) {
        let rules = try settings.resolvedBlackjackRules()
        let limits = try settings.resolvedLimits()
        do {
            shoe = try Shoe(decks: rules.decks, penetration: rules.penetration, using: &generator)
            round = try BlackjackRound(rules: rules, limits: limits)
            counter = try HiLoCounter(decks: rules.decks)
        } catch {
            throw .badRequest("These blackjack rules cannot be played: \(error)", code: "invalid-rules")
        }
        shoe.burn(using: &generator)
    }

    /// Whether the cards of the current round are already in ``counter``: only a fresh round has none to count.
    private var roundCounted: Bool { round.phase == .betting }

    /// The rules the table plays, those of its round.
    var rules: BlackjackRules { round.rules }
    /// The table's limits, those of its round.
    var limits: TableLimits { round.limits }

    /// Reads a stored table; tables stored before side bets existed have none.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        shoe = try container.decode(Shoe.self, forKey: .shoe)
        round = try container.decode(BlackjackRound.self, forKey: .round)
        pendingBet = try container.decode(Money.self, forKey: .pendingBet)
        pendingSideBets = try container.decodeIfPresent([SideBet: Money].self, forKey: .pendingSideBets) ?? [:]
        sideBetResults = try container.decodeIfPresent([SideBetResult].self, forKey: .sideBetResults) ?? []
        counter = try container.decode(HiLoCounter.self, forKey: .counter)
    }

    var isBetweenRounds: Bool { round.phase == .betting || round.phase == .settled }

    var isPlayerTurn: Bool { round.phase == .playerTurn }

    var stakesInPlay: Money {
        guard round.phase == .insuranceOffer || round.phase == .playerTurn else { return .zero }
        return round.totalStaked - sideBetResults.reduce(Money.zero) { $0 + $1.net }
    }

    func matches(_ settings: PlayerSettings) -> Bool {
        settings.blackjackRules == rules.name && settings.tableLimits == limits.id
    }

    mutating func adopt(_ settings: PlayerSettings, using generator: inout some RandomNumberGenerator) throws(APIError) {
        var adopted = try BlackjackTable(settings: settings, using: &generator)
        let limits = adopted.limits
        adopted.pendingBet = pendingBet >= limits.minimum && pendingBet <= limits.maximum ? pendingBet : .zero
        adopted.pendingSideBets = pendingSideBets.filter { $0.value <= limits.maximum }
        self = adopted
    }

    mutating func apply(_ intent: Intent, context: TableContext, using generator: inout some RandomNumberGenerator)
        throws(APIError) -> TableOutcome
    {
        if isBetweenRounds, !matches(context.settings), Self.opensRound.contains(intent.action) {
            try adopt(context.settings, using: &generator)
            // The table under the new settings is already the next round.
            if intent.action == "next-round" { return TableOutcome() }
        }
        let stakedBefore = round.phase == .settled ? Money.zero : round.totalStaked
        switch intent.action {
        case "bet":
            let amount = try intent.amount()
            guard isBetweenRounds else { throw .conflict("Bets are closed until this round is over.", code: "bets-closed") }
            let total = try Self.adding(amount, to: pendingBet, within: limits, what: "bet")
            try checkAffordable(total + pendingSideBetsTotal, balance: context.balance)
            pendingBet = total
            return TableOutcome()
        case "side-bet":
            let amount = try intent.amount()
            guard let bet = SideBet(rawValue: intent.zone ?? "") else {
                throw .badRequest("'\(intent.zone ?? "")' is not a side bet; use perfect-pairs or 21+3.", code: "unknown-zone")
            }
            guard isBetweenRounds else { throw .conflict("Bets are closed until this round is over.", code: "bets-closed") }
            let total = try Self.adding(amount, to: pendingSideBets[bet, default: .zero], within: limits, what: "side bet")
            try checkAffordable(pendingBet + pendingSideBetsTotal + amount, balance: context.balance)
            pendingSideBets[bet] = total
            return TableOutcome()
        case "clear-bet":
            guard isBetweenRounds else { throw .conflict("Bets are closed until this round is over.", code: "bets-closed") }
            pendingBet = .zero
            pendingSideBets = [:]
            return TableOutcome()
        case "deal":
            guard isBetweenRounds else { throw .conflict("Finish this round before dealing the next.", code: "round-in-progress") }
            guard pendingBet > .zero else { throw .conflict("Place a bet before dealing.", code: "no-bet") }
            try checkAffordable(pendingBet + pendingSideBetsTotal, balance: context.balance)
            var next = try newRound()
            var shoe = self.shoe
            var counter = self.counter
            if !roundCounted { counter.count(allCards(of: round)) }
            if shoe.isPastCutCard {
                shoe.shuffle(using: &generator)
                shoe.burn(using: &generator)
                counter.reset()
            }
            do {
                // The side bets' stakes leave the balance at the deal too; doubling and splitting use what remains.
                try next.placeBet(pendingBet, balance: context.balance - pendingSideBetsTotal)
                try next.deal(from: &shoe, using: &generator)
            } catch {
                throw refusal(error, badInput: { if case .betRefused(.outsideLimits) = error { true } else { false } }())
            }
            self.shoe = shoe
            round = next
            self.counter = counter
            sideBetResults = settleSideBets()
            var outcome = outcome(stakedBefore: .zero)
            outcome.debit += pendingSideBetsTotal
            outcome.credit += sideBetResults.reduce(Money.zero) { $0 + ($1.net > .zero ? $1.stake + $1.net : .zero) }
            return outcome
        case "next-round":
            guard round.phase == .settled else { throw .conflict("The round is not over yet.", code: "round-in-progress") }
            if !roundCounted { counter.count(allCards(of: round)) }
            round = try newRound()
            sideBetResults = []
            if pendingBet + pendingSideBetsTotal > context.balance {
                pendingBet = .zero
                pendingSideBets = [:]
            }
            return TableOutcome()
        case "insurance":
            let amount = try intent.amount()
            try perform { (round: inout BlackjackRound, shoe: inout Shoe) throws(BlackjackError) in
                try round.takeInsurance(amount, from: &shoe, using: &generator)
            }
        case "decline-insurance":
            try perform { (round: inout BlackjackRound, shoe: inout Shoe) throws(BlackjackError) in
                try round.declineInsurance(from: &shoe, using: &generator)
            }
        default:
            guard let action = BlackjackAction(rawValue: intent.action) else { throw unknownAction(intent, game: .blackjack) }
            try perform { (round: inout BlackjackRound, shoe: inout Shoe) throws(BlackjackError) in
                try round.perform(action, from: &shoe, using: &generator)
            }
        }
        return outcome(stakedBefore: stakedBefore)
    }

    /// The intents that open the next round, when a table under old settings takes the new ones first.
    private static let opensRound: Set = ["bet", "side-bet", "clear-bet", "deal", "next-round"]

    /// Runs a round action on copies, keeping them only if it succeeds.
    private mutating func perform(
        _ action: (inout BlackjackRound, inout Shoe) throws(BlackjackError) -> Void
    ) throws(APIError) {
        var round = self.round
        var shoe = self.shoe
        do {
            try action(&round, &shoe)
        } catch {
            throw refusal(error)
        }
        self.round = round
        self.shoe = shoe
    }

    /// `amount` added to the chips already in a zone, refused above the table's maximum. The maximum is checked
    /// before adding, so no amount can overflow the sum.
    private static func adding(_ amount: Money, to placed: Money, within limits: TableLimits, what: String)
        throws(APIError) -> Money
    {
        guard amount <= limits.maximum - placed else {
            throw .badRequest(
                "\(amount) more on the \(what) is above the \(limits.name) table's maximum of \(limits.maximum) "
                    + "(\(placed) is already down).", code: "outside-limits")
        }
        return placed + amount
    }

    private var pendingSideBetsTotal: Money { pendingSideBets.values.reduce(Money.zero, +) }

    private func checkAffordable(_ total: Money, balance: Money) throws(APIError) {
        guard total <= balance else {
            throw .conflict("Bets of \(total) are more than the balance of \(balance).", code: "insufficient-funds")
        }
    }

    /// Settles the pending side bets on the first two cards and the dealer's up card, in the order of ``SideBet``.
    private func settleSideBets() -> [SideBetResult] {
        guard let cards = round.playerHands.first?.hand.cards, cards.count >= 2, let upCard = round.dealerUpCard else { return [] }
        return SideBet.allCases.compactMap { bet in
            guard let stake = pendingSideBets[bet], stake > .zero else { return nil }
            return try? bet.settle(stake: stake, playerCards: (cards[0], cards[1]), dealerUpCard: upCard)
        }
    }

    private func newRound() throws(APIError) -> BlackjackRound {
        do {
            return try BlackjackRound(rules: rules, limits: limits)
        } catch {
            throw .badRequest(error.description, code: "invalid-rules")
        }
    }

    /// The money moved by the last action: new stakes taken, and everything returned once the round settles.
    private func outcome(stakedBefore: Money) -> TableOutcome {
        var outcome = TableOutcome()
        guard let settlement = round.settlement else {
            outcome.debit = round.totalStaked - stakedBefore
            return outcome
        }
        outcome.debit = round.totalStaked - stakedBefore
        outcome.credit = round.totalStaked + settlement.netChange
        let hands = settlement.hands.map { "\($0.outcome.rawValue) \($0.net)" }.joined(separator: ", ")
        let sides = sideBetResults.map { "; \($0.bet.rawValue) \($0.winningHand?.rawValue ?? "lost") \($0.net)" }.joined()
        // The side bets moved their money at the deal; the round's record includes them.
        outcome.settled = SettledRound(
            stake: round.totalStaked + sideBetResults.reduce(Money.zero) { $0 + $1.stake },
            net: settlement.netChange + sideBetResults.reduce(Money.zero) { $0 + $1.net },
            detail: "player \(round.playerHands.map { $0.hand.cards.map(\.code).joined(separator: " ") }.joined(separator: " | ")); "
                + "dealer \(round.dealerHand.cards.map(\.code).joined(separator: " ")); \(hands)\(sides)")
        return outcome
    }

    private func allCards(of round: BlackjackRound) -> [Card] {
        round.playerHands.flatMap(\.hand.cards) + round.dealerHand.cards
    }

    // MARK: View

    struct View: Encodable {
        struct Rules: Encodable {
            let name: String
            let summary: String
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
        let sideBetOptions: [SideBetOption]
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
        let phase = switch round.phase {
        case .betting: "betting"
        case .insuranceOffer: "insurance"
        case .playerTurn: "player-turn"
        case .settled: "settled"
        }
        var legal: [String] = []
        switch round.phase {
        case .betting, .settled:
            legal = ["bet", "side-bet"] + (pendingBet > .zero || !pendingSideBets.isEmpty ? ["clear-bet"] : [])
                + (pendingBet > .zero ? ["deal"] : []) + (round.phase == .settled ? ["next-round"] : [])
        case .insuranceOffer:
            legal = ["insurance", "decline-insurance"]
        case .playerTurn:
            legal = round.legalActions.map(\.rawValue)
        }
        let hands = round.playerHands.enumerated().map { index, playerHand in
            View.Hand(
                cards: playerHand.hand.cards.map(\.code), total: playerHand.hand.total, soft: playerHand.hand.isSoft,
                stakeCents: playerHand.stake.cents, doubled: playerHand.isDoubled, surrendered: playerHand.isSurrendered,
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
        if context.settings.showHints, round.phase == .playerTurn, let hand = round.activeHand, let upCard = round.dealerUpCard {
            let values = StrategyAdvisors.shared.values(rules: rules, hand: hand.hand.cards, upCard: upCard,
                                                        handCount: round.playerHands.count)
            if let best = values.bestAction(among: Set(round.legalActions)) {
                var named: [String: Double] = [:]
                for action in round.legalActions { named[action.rawValue] = values[action] }
                hint = View.Hint(action: best.rawValue, values: named)
            }
        }
        var count: View.Count?
        if context.settings.showCount {
            let visibleCards = round.playerHands.flatMap(\.hand.cards) + visible
            var counter = self.counter
            if !roundCounted { counter.count(visibleCards) }
            count = View.Count(running: counter.runningCount, trueCount: counter.trueCount)
        }
        let pending = SideBet.allCases.compactMap { bet in
            pendingSideBets[bet].map { View.SideBetView(bet: bet.rawValue, stakeCents: $0.cents, winningHand: nil, netCents: nil) }
        }
        let settledSideBets = sideBetResults.map {
            View.SideBetView(bet: $0.bet.rawValue, stakeCents: $0.stake.cents, winningHand: $0.winningHand?.rawValue,
                             netCents: $0.net.cents)
        }
        return TableView(View(
            phase: phase, balanceCents: context.balance.cents, limits: LimitsView(limits), legalActions: legal,
            rules: View.Rules(name: rules.name, summary: rules.summary),
            pendingBetCents: pendingBet.cents, sideBets: round.phase == .betting ? pending : settledSideBets,
            pendingSideBets: pending, sideBetOptions: Self.sideBetOptions, hands: hands, dealer: dealer, hint: hint, count: count,
            insuranceMaxCents: round.phase == .insuranceOffer ? round.maximumInsurance?.cents : nil,
            netCents: settlement?.netChange.cents, stakesInPlayCents: stakesInPlay.cents,
            maximumBetCents: maximumBets(balance: context.balance)))
    }

    /// The most each zone takes now: what keeps it within the table maximum and all the pending bets within the
    /// balance; nothing while a round is played.
    private func maximumBets(balance: Money) -> [String: Int] {
        let free = isBetweenRounds ? max(.zero, balance - pendingBet - pendingSideBetsTotal) : .zero
        var maximums = ["main": min(limits.maximum - pendingBet, free).cents]
        for bet in SideBet.allCases { maximums[bet.rawValue] = min(limits.maximum - pendingSideBets[bet, default: .zero], free).cents }
        return maximums
    }
}

extension BlackjackTable {
    /// The side bets and their pay tables, as the page shows them.
    fileprivate static let sideBetOptions = SideBet.allCases.map { bet in
        View.SideBetOption(bet: bet.rawValue, payTable: bet.payTable.map { .init(hand: $0.rawValue, odds: $0.odds) })
    }
}

/// One strategy advisor per rule set, shared by every request (the advisor memoizes its expected values).
final class StrategyAdvisors: @unchecked Sendable {
    static let shared = StrategyAdvisors()
    private let lock = NSLock()
    private var advisors: [BlackjackRules: StrategyAdvisor] = [:]

    func values(rules: BlackjackRules, hand: [Card], upCard: Card, handCount: Int) -> ActionValues {
        lock.lock()
        defer { lock.unlock() }
        // Taken out of the dictionary while in use, so its memo is mutated in place, not copied.
        var advisor = advisors.removeValue(forKey: rules) ?? StrategyAdvisor(rules: rules)
        let values = advisor.expectedValues(hand: hand, upCard: upCard, handCount: handCount)
        advisors[rules] = advisor
        return values
    }
}
