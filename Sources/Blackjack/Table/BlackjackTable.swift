import CasinoKit

/// A player's blackjack table: the shoe, the round, the pending bet and side bets, and the Hi-Lo count of the
/// earlier rounds. A value a server stores as JSON between requests; it applies typed intents
/// (``BlackjackIntent``) and says what each did to the balance (``CasinoKit/TableOutcome``), leaving the balance
/// itself, the records and the view to the caller.
///
/// - **Bets** wait on the table (``pendingBet``, ``pendingSideBets``) from one round to the next, each zone within
///   the table maximum and all of them within the balance.
/// - **The deal** first reshuffles (and burns a card) once the cut card has come out, resetting the count; it takes
///   the main bet and the side bets from the balance and settles the side bets at once on the first two cards
///   and the dealer's up card.
/// - **The next round** drops the pending bets when the balance can no longer cover them.
/// - **New settings** (rules, limits) are taken between rounds: ``adopting(rules:limits:using:)`` builds the table
///   under them, and ``apply(_:balance:rules:limits:using:)`` does so first when an intent opens the next round.
///
/// ```swift
/// var generator = SystemRandomNumberGenerator()
/// var table = try BlackjackTable(rules: .vegas, limits: .casual, using: &generator)
/// var bankroll = try Bankroll()
/// var intent = BlackjackIntent.bet(.dollars(25))
/// while true {
///     let outcome = try table.apply(intent, balance: bankroll.balance, using: &generator)
///     try bankroll.apply(outcome, table: "blackjack")   // then record outcome.settled, if any
///     if table.phase == .settled { break }
///     intent = table.phase == .betting ? .deal : table.phase == .insurance ? .declineInsurance : .play(.stand)
/// }
/// ```
///
/// Every refused intent throws a ``CasinoKit/TableRefusal`` and changes nothing.
public struct BlackjackTable: Sendable, Equatable, Codable {
    /// Where the table waits, with stable names for clients.
    public enum Phase: String, Sendable, Hashable, CaseIterable {
        /// Taking bets before the first deal of a round.
        case betting
        /// The dealer shows an ace: take or decline insurance.
        case insurance
        /// The player plays the active hand.
        case playerTurn = "player-turn"
        /// The round is over; bets for the next are open.
        case settled
    }

    /// The advice for the active hand: the best legal action and each legal action's expected value.
    public struct Hint: Sendable, Equatable {
        public let action: BlackjackAction
        /// Expected values per unit bet, for the legal actions the advisor values.
        public let values: [BlackjackAction: Double]
    }

    public private(set) var shoe: Shoe
    public private(set) var round: BlackjackRound
    /// Chips in the betting zone before the deal.
    public private(set) var pendingBet = Money.zero
    /// Chips on the side bets before the deal; like the main bet, they stay for the next round.
    public private(set) var pendingSideBets: [SideBet: Money] = [:]
    /// The side bets of the current round, settled at the deal.
    public private(set) var sideBetResults: [SideBetResult] = []
    /// The Hi-Lo count of the rounds before the current one, since the last shuffle.
    public private(set) var counter: HiLoCounter

    /// A table under `rules` and `limits` with a freshly shuffled shoe, its first card burned. Refused (code
    /// `invalid-rules`) when the rules cannot be played.
    public init(rules: BlackjackRules, limits: TableLimits, using generator: inout some RandomNumberGenerator)
        throws(TableRefusal)
    {
        let shoe: Shoe
        do {
            shoe = try Shoe(decks: rules.decks, penetration: rules.penetration, using: &generator)
        } catch {
            throw Self.invalidRules(error)
        }
        try self.init(rules: rules, limits: limits, shoe: shoe)
        self.shoe.burn(using: &generator)
    }

    /// A table dealing from `shoe` as it is (no shuffle, no burn): for tests and replays with a stacked shoe
    /// (``CasinoKit/Shoe/init(stacked:cutCardPosition:)``). Refused (code `invalid-rules`) when the rules cannot
    /// be played.
    public init(rules: BlackjackRules, limits: TableLimits, shoe: Shoe) throws(TableRefusal) {
        self.shoe = shoe
        do {
            round = try BlackjackRound(rules: rules, limits: limits)
            counter = try HiLoCounter(decks: rules.decks)
        } catch {
            throw Self.invalidRules(error)
        }
    }

    private static func invalidRules(_ error: any Error) -> TableRefusal {
        .badInput(code: "invalid-rules", message: "These blackjack rules cannot be played: \(error)")
    }

    private enum CodingKeys: String, CodingKey {
        case shoe, round, pendingBet, pendingSideBets, sideBetResults, counter
    }

    /// Reads a stored table; tables stored before side bets existed have none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        shoe = try container.decode(Shoe.self, forKey: .shoe)
        round = try container.decode(BlackjackRound.self, forKey: .round)
        pendingBet = try container.decode(Money.self, forKey: .pendingBet)
        pendingSideBets = try container.decodeIfPresent([SideBet: Money].self, forKey: .pendingSideBets) ?? [:]
        sideBetResults = try container.decodeIfPresent([SideBetResult].self, forKey: .sideBetResults) ?? []
        counter = try container.decode(HiLoCounter.self, forKey: .counter)
    }

    // MARK: - Reading the table

    /// The rules the table plays, those of its round.
    public var rules: BlackjackRules { round.rules }
    /// The table's limits, those of its round.
    public var limits: TableLimits { round.limits }

    public var phase: Phase {
        switch round.phase {
        case .betting: .betting
        case .insuranceOffer: .insurance
        case .playerTurn: .playerTurn
        case .settled: .settled
        }
    }

    /// Whether no round is in progress, so bets are open and the table may take new settings.
    public var isBetweenRounds: Bool { round.phase == .betting || round.phase == .settled }

    /// Whether the player is choosing how to play a hand.
    public var isPlayerTurn: Bool { round.phase == .playerTurn }

    /// The money the round in progress has taken from the balance that no settled round records yet: its stakes,
    /// less what the side bets already paid at the deal.
    public var stakesInPlay: Money {
        guard round.phase == .insuranceOffer || round.phase == .playerTurn else { return .zero }
        return round.totalStaked - sideBetResults.reduce(Money.zero) { $0 + $1.net }
    }

    /// The most insurance the player may take, while it is offered.
    public var maximumInsurance: Money? { round.maximumInsurance }

    /// The wire names of the intents the table takes now (the actions of ``BlackjackIntent/code``), in a stable
    /// order: between rounds `bet`, `side-bet`, then `clear-bet` with chips down, `deal` with a main bet,
    /// `next-round` after a settled round; `insurance`, `decline-insurance` while insurance is offered; the round's
    /// legal actions during the player's turn.
    public var legalIntents: [String] {
        switch round.phase {
        case .betting, .settled:
            ["bet", "side-bet"] + (pendingBet > .zero || !pendingSideBets.isEmpty ? ["clear-bet"] : [])
                + (pendingBet > .zero ? ["deal"] : []) + (round.phase == .settled ? ["next-round"] : [])
        case .insuranceOffer:
            ["insurance", "decline-insurance"]
        case .playerTurn:
            round.legalActions.map(\.rawValue)
        }
    }

    /// The most each zone takes now (`main` and each side bet's raw value): what keeps it within the table maximum
    /// and all the pending bets within `balance`; zero while a round is played.
    public func largestBets(balance: Money) -> [String: Money] {
        let free = isBetweenRounds ? max(.zero, balance - pendingBet - pendingSideBetsTotal) : .zero
        var largest = ["main": min(limits.maximum - pendingBet, free)]
        for bet in SideBet.allCases {
            largest[bet.rawValue] = min(limits.maximum - pendingSideBets[bet, default: .zero], free)
        }
        return largest
    }

    /// The Hi-Lo count the player may know now: the earlier rounds' cards and the current round's visible ones.
    public var visibleCount: HiLoCounter {
        var counter = self.counter
        if round.phase != .betting { counter.count(round.playerHands.flatMap(\.hand.cards) + round.visibleDealerCards) }
        return counter
    }

    /// The advice for the active hand during the player's turn, from `advisor` (one for the table's rules, which
    /// memoizes its values: keep it between calls).
    public func hint(using advisor: inout StrategyAdvisor) -> Hint? {
        guard round.phase == .playerTurn, let hand = round.activeHand, let upCard = round.dealerUpCard else {
            return nil
        }
        let legal = round.legalActions
        let values = advisor.expectedValues(hand: hand.hand.cards, upCard: upCard, handCount: round.playerHands.count)
        guard let best = values.bestAction(among: Set(legal)) else { return nil }
        var named: [BlackjackAction: Double] = [:]
        for action in legal { named[action] = values[action] }
        return Hint(action: best, values: named)
    }

    // MARK: - Settings

    /// Whether the table plays these rules and limits (by name and id).
    public func matches(rules: BlackjackRules, limits: TableLimits) -> Bool {
        rules.name == self.rules.name && limits.id == self.limits.id
    }

    /// The table under new rules and limits: a new shoe and count, keeping the pending bets that fit the new
    /// limits (a main bet below the new minimum or above the maximum is dropped, side bets above the maximum).
    /// Call it between rounds.
    public func adopting(rules: BlackjackRules, limits: TableLimits, using generator: inout some RandomNumberGenerator)
        throws(TableRefusal) -> BlackjackTable
    {
        var adopted = try BlackjackTable(rules: rules, limits: limits, using: &generator)
        adopted.pendingBet = pendingBet >= limits.minimum && pendingBet <= limits.maximum ? pendingBet : .zero
        adopted.pendingSideBets = pendingSideBets.filter { $0.value <= limits.maximum }
        return adopted
    }

    // MARK: - Intents

    /// Applies `intent` under the player's current settings: a table between rounds that does not
    /// ``matches(rules:limits:)`` them first takes them (``adopting(rules:limits:using:)``) when the intent
    /// ``BlackjackIntent/opensRound``; `nextRound` then does nothing more, the new table being the next round.
    /// A round in progress finishes under its own settings.
    public mutating func apply(
        _ intent: BlackjackIntent, balance: Money, rules: BlackjackRules, limits: TableLimits,
        using generator: inout some RandomNumberGenerator
    ) throws(TableRefusal) -> TableOutcome {
        guard isBetweenRounds, intent.opensRound, !matches(rules: rules, limits: limits) else {
            return try apply(intent, balance: balance, using: &generator)
        }
        guard intent == .nextRound else {
            var table = try adopting(rules: rules, limits: limits, using: &generator)
            let outcome = try table.apply(intent, balance: balance, using: &generator)
            self = table
            return outcome
        }
        // The new table is the next round, which opens only after a settled one, with the bets the balance covers.
        guard round.phase == .settled else { throw Self.roundNotOver }
        var table = try adopting(rules: rules, limits: limits, using: &generator)
        table.dropUnaffordableBets(balance: balance)
        self = table
        return TableOutcome()
    }

    /// Applies `intent` for a player holding `balance`, under the table's own settings. Throws, changing nothing,
    /// when the intent is not legal now.
    public mutating func apply(
        _ intent: BlackjackIntent, balance: Money, using generator: inout some RandomNumberGenerator
    ) throws(TableRefusal) -> TableOutcome {
        var table = self
        let outcome = try table.applying(intent, balance: balance, using: &generator)
        self = table
        return outcome
    }

    private mutating func applying(
        _ intent: BlackjackIntent, balance: Money, using generator: inout some RandomNumberGenerator
    ) throws(TableRefusal) -> TableOutcome {
        let stakedBefore = round.phase == .settled ? Money.zero : round.totalStaked
        switch intent {
        case .bet(let amount):
            let amount = try Money.accepted(cents: amount.cents)
            try requireBetsOpen()
            let total = try limits.adding(amount, to: pendingBet, what: "bet")
            try checkAffordable(total + pendingSideBetsTotal, balance: balance)
            pendingBet = total
            return TableOutcome()
        case .sideBet(let bet, let amount):
            let amount = try Money.accepted(cents: amount.cents)
            try requireBetsOpen()
            let total = try limits.adding(amount, to: pendingSideBets[bet, default: .zero], what: "side bet")
            try checkAffordable(pendingBet + pendingSideBetsTotal + amount, balance: balance)
            pendingSideBets[bet] = total
            return TableOutcome()
        case .clearBet:
            try requireBetsOpen()
            pendingBet = .zero
            pendingSideBets = [:]
            return TableOutcome()
        case .deal:
            return try deal(balance: balance, using: &generator)
        case .nextRound:
            guard round.phase == .settled else { throw Self.roundNotOver }
            counter.count(allCards(of: round))
            round = try newRound()
            sideBetResults = []
            dropUnaffordableBets(balance: balance)
            return TableOutcome()
        case .insurance(let amount):
            let amount = try Money.accepted(cents: amount.cents)
            try perform { (round: inout BlackjackRound, shoe: inout Shoe) throws(BlackjackError) in
                try round.takeInsurance(amount, from: &shoe, using: &generator)
            }
        case .declineInsurance:
            try perform { (round: inout BlackjackRound, shoe: inout Shoe) throws(BlackjackError) in
                try round.declineInsurance(from: &shoe, using: &generator)
            }
        case .play(let action):
            try perform { (round: inout BlackjackRound, shoe: inout Shoe) throws(BlackjackError) in
                try round.perform(action, from: &shoe, using: &generator)
            }
        }
        return outcome(stakedBefore: stakedBefore)
    }

    /// Deals the next round on the pending bets: reshuffles first past the cut card (the count starts again),
    /// takes the stakes and settles the side bets.
    private mutating func deal(balance: Money, using generator: inout some RandomNumberGenerator) throws(TableRefusal)
        -> TableOutcome
    {
        guard isBetweenRounds else {
            throw .notNow(code: "round-in-progress", message: "Finish this round before dealing the next.")
        }
        guard pendingBet > .zero else { throw .notNow(code: "no-bet", message: "Place a bet before dealing.") }
        try checkAffordable(pendingBet + pendingSideBetsTotal, balance: balance)
        var next = try newRound()
        if round.phase != .betting { counter.count(allCards(of: round)) }
        if shoe.isPastCutCard {
            shoe.shuffle(using: &generator)
            shoe.burn(using: &generator)
            counter.reset()
        }
        do {
            // The side bets' stakes leave the balance at the deal too; doubling and splitting use what remains.
            try next.placeBet(pendingBet, balance: balance - pendingSideBetsTotal)
            try next.deal(from: &shoe, using: &generator)
        } catch {
            throw .refused(error, badInput: { if case .betRefused(.outsideLimits) = error { true } else { false } }())
        }
        round = next
        sideBetResults = settleSideBets()
        var outcome = outcome(stakedBefore: .zero)
        outcome.debit += pendingSideBetsTotal
        outcome.credit += sideBetsRound.returned
        return outcome
    }

    private func requireBetsOpen() throws(TableRefusal) {
        guard isBetweenRounds else {
            throw .notNow(code: "bets-closed", message: "Bets are closed until this round is over.")
        }
    }

    /// The refusal of a next round before this one is settled.
    private static let roundNotOver = TableRefusal.notNow(
        code: "round-in-progress", message: "The round is not over yet.")

    /// Clears the pending bets when the balance no longer covers them all (the player bets again).
    private mutating func dropUnaffordableBets(balance: Money) {
        guard pendingBet + pendingSideBetsTotal > balance else { return }
        pendingBet = .zero
        pendingSideBets = [:]
    }

    /// Runs a round action on copies, keeping them only if it succeeds.
    private mutating func perform(
        _ action: (inout BlackjackRound, inout Shoe) throws(BlackjackError) -> Void
    ) throws(TableRefusal) {
        var round = self.round
        var shoe = self.shoe
        do {
            try action(&round, &shoe)
        } catch {
            throw .refused(error)
        }
        self.round = round
        self.shoe = shoe
    }

    private var pendingSideBetsTotal: Money { pendingSideBets.values.reduce(Money.zero, +) }

    private func checkAffordable(_ total: Money, balance: Money) throws(TableRefusal) {
        guard total <= balance else {
            throw .insufficientFunds(message: "Bets of \(total) are more than the balance of \(balance).")
        }
    }

    /// Settles the pending side bets on the first two cards and the dealer's up card, in the order of ``SideBet``.
    private func settleSideBets() -> [SideBetResult] {
        guard let cards = round.playerHands.first?.hand.cards, cards.count >= 2, let upCard = round.dealerUpCard else {
            return []
        }
        return SideBet.allCases.compactMap { bet in
            guard let stake = pendingSideBets[bet], stake > .zero else { return nil }
            return try? bet.settle(stake: stake, playerCards: (cards[0], cards[1]), dealerUpCard: upCard)
        }
    }

    /// The side bets of the current round as one settled record: their money moves at the deal.
    private var sideBetsRound: SettledRound {
        SettledRound(
            stake: sideBetResults.reduce(Money.zero) { $0 + $1.stake },
            net: sideBetResults.reduce(Money.zero) { $0 + $1.net },
            detail: sideBetResults.map { "; \($0.bet.rawValue) \($0.winningHand?.rawValue ?? "lost") \($0.net)" }
                .joined())
    }

    private func newRound() throws(TableRefusal) -> BlackjackRound {
        do {
            return try BlackjackRound(rules: rules, limits: limits)
        } catch {
            throw .badInput(code: "invalid-rules", message: error.description)
        }
    }

    /// The money moved by the last action: new stakes taken, and everything returned once the round settles; the
    /// settled round's record includes the side bets, whose money moved at the deal.
    private func outcome(stakedBefore: Money) -> TableOutcome {
        let debit = round.totalStaked - stakedBefore
        guard let settlement = round.settlement else { return TableOutcome(debit: debit) }
        let hands = settlement.hands.map { "\($0.outcome.rawValue) \($0.net)" }.joined(separator: ", ")
        let main = SettledRound(
            stake: round.totalStaked, net: settlement.netChange,
            detail:
                "player \(round.playerHands.map { $0.hand.cards.map(\.code).joined(separator: " ") }.joined(separator: " | ")); "
                + "dealer \(round.dealerHand.cards.map(\.code).joined(separator: " ")); \(hands)")
        let sides = sideBetsRound
        return TableOutcome(
            debit: debit, credit: main.returned,
            settled: SettledRound(
                stake: main.stake + sides.stake, net: main.net + sides.net, detail: main.detail + sides.detail))
    }

    private func allCards(of round: BlackjackRound) -> [Card] {
        round.playerHands.flatMap(\.hand.cards) + round.dealerHand.cards
    }
}
